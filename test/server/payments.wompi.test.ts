import type { FastifyBaseLogger } from "fastify";
import { createWompiStandIn, type StandInEvent } from "../../e2e/fixtures/wompi-standin";
import type { Payment, PaymentOptions, PaymentStart } from "../../src/shared/billing";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { GatewayRefusedError, GatewayUnavailableError } from "../../server/modules/payments/gateway";
import { WompiGateway } from "../../server/modules/payments/wompi";
import { backends, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const KEYS = {
  WOMPI_PUBLIC_KEY: "pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf",
  WOMPI_PRIVATE_KEY: "prv_test_Kf3n4Lm2oPq9rStUvWxYz1AbCdEfGhIj",
  WOMPI_EVENTS_SECRET: "test_events_2PDUmhMywUkvb1LvxYnayFbmofT7w39N",
  WOMPI_INTEGRITY_SECRET: "test_integrity_nAIBuqayW70XpUqJS4qf4STYiISd89Fp",
};
const MINUTE = 60_000;

const spec = (number: string): ContractSpec => ({
  number,
  holderName: "Luz Marina Ochoa",
  holderDocumentType: "CC",
  holderDocumentNumber: `43${number.slice(-6)}`,
  address: "Cl. 10 # 43-20, casa 4",
  barrio: "El Jardín",
  comuna: "Zona urbana",
  municipality: "San Rafael",
  estrato: 3,
  use: "residencial",
  services: ["energia", "acueducto"],
  meters: { energia: "EN-1", acueducto: "AC-1" },
  base: { energia: 160, acueducto: 13 },
  latestIssuedDaysAgo: 5,
  unpaid: 1,
  months: 3,
});

/** A PSE payer who ticked Wompi's two documents (issue 32 §1). */
const payer = {
  method: "pse",
  bank: "1",
  personType: "natural",
  documentType: "CC",
  documentNumber: "1020304050",
  email: "pagos@correo.co",
  acceptTerms: true,
  acceptPersonalData: true,
} as const;

/** A logger that keeps what was logged at error level (the adapter's own port, not our server). */
function recordingLogger() {
  const errors: string[] = [];
  const noop = () => undefined;
  const log = {
    error: (...args: unknown[]) => errors.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" ")),
    warn: noop,
    info: noop,
    debug: noop,
    trace: noop,
    fatal: noop,
    child: () => log,
    level: "info",
    silent: noop,
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

describe.each(backends)("payments through Wompi on $name (issue 20 §1, issue 32)", (backend) => {
  let s: Started;
  let seq = 0;
  // Events reach the real app through inject, as Wompi's POST would (the stand-in retries anything but 200).
  const standIn = createWompiStandIn({
    keys: {
      publicKey: KEYS.WOMPI_PUBLIC_KEY,
      privateKey: KEYS.WOMPI_PRIVATE_KEY,
      eventsSecret: KEYS.WOMPI_EVENTS_SECRET,
      integritySecret: KEYS.WOMPI_INTEGRITY_SECRET,
    },
    deliver: async (body, checksum) =>
      (await s.app.inject({ method: "POST", url: "/api/payments/wompi/events", payload: body, headers: { "x-event-checksum": checksum } })).statusCode,
    autoResolveMs: null,
    retryDelayMs: 50,
  });
  let base = "";
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    base = await standIn.listen();
    s = await startApp(backend, {
      SEED_DEMO: "false",
      PAYMENT_GATEWAY: "wompi",
      WOMPI_ENV: "sandbox",
      ALLOW_SANDBOX_PAYMENTS: "true",
      WOMPI_API_URL: `${base}/v1`,
      WOMPI_CHECKOUT_URL: `${base}/p/`,
      PUBLIC_URL: "https://portal.example.co",
      ...KEYS,
    });
    (s.app.payments.gateway as WompiGateway).bankUrlWaitMs = 0;
  });
  afterAll(async () => {
    await s.close();
    await standIn.close();
  });
  afterEach(() => {
    s.app.payments.now = () => new Date();
    standIn.state.bankUrl = true;
    standIn.state.autoResolveMs = null;
  });

  const api = (method: "GET" | "POST", url: string, opts: { body?: object; ip?: string; headers?: Record<string, string> } = {}) =>
    s.app.inject({ method, url: `/api${url}`, payload: opts.body, remoteAddress: opts.ip ?? `10.50.${++seq % 250}.1`, headers: opts.headers });
  const contract = (number: string): Promise<SeededContract> => s.db.transaction((tx) => seedContract(tx, spec(number), new Date(), null));
  const read = async (reference: string) => (await api("GET", `/payments/${reference}`)).json<Payment>();
  const row = async (reference: string) =>
    (
      await s.db.query<{ status: string; gateway_transaction_id: string | null; refund_due: boolean; payment_method_type: string | null; method: string }>(
        "SELECT status, gateway_transaction_id, refund_due, payment_method_type, method FROM payments WHERE reference = $1",
        [reference],
      )
    ).rows[0];
  const lookup = async (number: string) => (await api("GET", `/billing/lookup?contract=${number}`)).json<{ amountDue: number; paymentInProgress: boolean }>();
  /** The service's clock, `minutes` from now. */
  const at = (minutes: number) => (s.app.payments.now = () => new Date(Date.now() + minutes * MINUTE));
  const postEvent = (body: object, headers: Record<string, string> = {}) => api("POST", "/payments/wompi/events", { body, headers });

  async function startPse(number: string, body: object = {}) {
    const c = await contract(number);
    const res = await api("POST", "/payments", { body: { ...payer, contractNumber: c.number, ...body } });
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 201 });
    const started = res.json<PaymentStart>();
    const t = [...standIn.transactions.values()].find((x) => x.reference === started.reference)!;
    return { c, started, t };
  }

  test("the options: Wompi's PSE banks, PSE and the checkout, the document types Wompi takes and its two documents", async () => {
    expect((await api("GET", "/payments/options")).json()).toEqual({
      available: true,
      banks: [
        { code: "1", name: "Banco que aprueba" },
        { code: "2", name: "Banco que rechaza" },
        { code: "3", name: "Banco que no responde" },
      ],
      methods: ["pse", "checkout"],
      documentTypes: ["CC", "CE", "NIT", "PP", "TI", "PPT"],
      acceptance: { termsUrl: `${base}/terminos.pdf`, personalDataUrl: `${base}/datos-personales.pdf` },
    } satisfies PaymentOptions);
    expect((await api("GET", "/payments/pse-sandbox/PSE-20260101-0000000000")).statusCode).toBe(404);
    expect((await api("POST", "/payments/callback", { body: {} })).statusCode).toBe(404);
  });

  test("PSE: both acceptance tokens sent, the transaction id kept before the bank URL is asked, the payer sent to the bank", async () => {
    const { c, started, t } = await startPse("4500000002");
    expect(started.redirectUrl).toBe(`${base}/banco/${t.id}`);
    const post = standIn.seen.find((r) => r.method === "POST" && r.path === "/v1/transactions" && r.body?.reference === started.reference)!;
    expect(post.auth).toBe(`Bearer ${KEYS.WOMPI_PUBLIC_KEY}`);
    expect(post.body).toMatchObject({
      acceptance_token: "acept-1",
      accept_personal_auth: "personal-1",
      amount_in_cents: c.invoices.at(-1)!.total * 100,
      currency: "COP",
      customer_email: payer.email,
      redirect_url: `https://portal.example.co/paymentStatus?reference=${started.reference}`,
      payment_method: { type: "PSE", user_type: 0, user_legal_id_type: "CC", user_legal_id: payer.documentNumber, financial_institution_code: "1" },
    });
    expect(JSON.stringify(standIn.seen)).not.toMatch(/prv_test_|test_events_|test_integrity_/);
    expect(await row(started.reference)).toMatchObject({ status: "pendiente", gateway_transaction_id: t.id, method: "pse" });
    expect(await read(started.reference)).toMatchObject({ status: "pendiente", bank: "Banco que aprueba", refundDue: false });
  });

  test("the payer must tick both of Wompi's documents, and a PEP is refused naming the field, before Wompi is asked", async () => {
    const c = await contract("4500000006");
    const posts = () => standIn.seen.filter((r) => r.method === "POST" && r.path === "/v1/transactions").length;
    const before = posts();
    const unticked = await api("POST", "/payments", { body: { ...payer, acceptTerms: undefined, acceptPersonalData: false, contractNumber: c.number } });
    expect(unticked.statusCode).toBe(400);
    expect(Object.keys(unticked.json().fields).sort()).toEqual(["acceptPersonalData", "acceptTerms"]);
    const pep = await api("POST", "/payments", { body: { ...payer, documentType: "PEP", documentNumber: "123456789012345", contractNumber: c.number } });
    expect(pep.statusCode).toBe(400);
    expect(pep.json().fields.documentType).toMatch(/PEP.*PPT/);
    expect(posts()).toBe(before);
    // PPT is one Wompi takes.
    const ppt = await api("POST", "/payments", { body: { ...payer, documentType: "PPT", documentNumber: "1234567", contractNumber: c.number } });
    expect(ppt.statusCode).toBe(201);
  });

  test("Wompi's 422 names the field in Spanish; keys of the wrong environment are logged at error level", async () => {
    const config = s.app.config.wompi!;
    // An install told that Wompi takes PEP: Wompi refuses it, and the payer learns which field.
    const recorded = recordingLogger();
    const misconfigured = new WompiGateway({ ...config, legalIdTypes: [...config.legalIdTypes, "PEP"] }, recorded.log);
    misconfigured.bankUrlWaitMs = 0;
    const tx = {
      method: "pse" as const,
      reference: "PSE-20261128-0000000422",
      amount: 1000,
      description: "Prueba",
      bankCode: "1",
      personType: "natural",
      payerDocumentType: "PEP",
      payerDocumentNumber: "123456789012345",
      payerEmail: "a@correo.co",
      returnUrl: "https://portal.example.co/paymentStatus",
    };
    const refused = await misconfigured.start(tx).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GatewayRefusedError);
    expect((refused as GatewayRefusedError).fields).toEqual({ documentType: "El documento no es válido para el banco. Revise el tipo y el número." });

    const wrongKeys = new WompiGateway({ ...config, publicKey: "pub_prod_otraLlave" }, recorded.log);
    expect(await wrongKeys.start({ ...tx, payerDocumentType: "CC" }).catch((e: unknown) => e)).toBeInstanceOf(GatewayUnavailableError);
    expect(recorded.errors.join("\n")).toMatch(/refused the portal's keys.*WOMPI_ENV/);
  });

  test("events: a bad checksum is refused; once verified every event is answered 200 — applied, repeated, of any age, unknown, wrong amount", async () => {
    const { c, started, t } = await startPse("4500000003");
    const approved = { ...t, status: "APPROVED" };
    const forged = standIn.event(approved);
    forged.signature.checksum = forged.signature.checksum.replace(/^./, (x) => (x === "a" ? "b" : "a"));
    expect((await postEvent(forged)).json()).toMatchObject({ code: "INVALID_SIGNATURE" });
    const partial = standIn.event(approved);
    partial.signature.properties = ["transaction.id", "transaction.amount_in_cents"];
    expect((await postEvent(partial)).statusCode).toBe(401);
    expect(await row(started.reference)).toMatchObject({ status: "pendiente" });

    const wrongAmount = standIn.event({ ...approved, amount_in_cents: approved.amount_in_cents + 100 });
    const refused = await postEvent(wrongAmount);
    expect({ status: refused.statusCode, body: refused.json() }).toMatchObject({ status: 200, body: { outcome: "refused" } });
    expect(await row(started.reference)).toMatchObject({ status: "pendiente" });

    // An approval sent 40 minutes ago (Wompi's first retry) is applied.
    const good = standIn.event(approved, now() - 40 * 60);
    const res = await postEvent(good, { "x-event-checksum": good.signature.checksum });
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 200, body: { outcome: "applied", status: "aprobada", repeated: false } });
    expect(await read(started.reference)).toMatchObject({ status: "aprobada", amount: c.invoices.at(-1)!.total });
    // The same event again a day later (Wompi's last retry): 200, nothing changes.
    const again = await postEvent(good);
    expect({ status: again.statusCode, body: again.json() }).toMatchObject({ status: 200, body: { outcome: "repeated", repeated: true } });
    // A contrary answer afterwards is kept for review, never undoes the approval.
    const contrary = await postEvent(standIn.event({ ...approved, status: "DECLINED" }, now() + 1));
    expect({ status: contrary.statusCode, body: contrary.json() }).toMatchObject({ status: 200, body: { outcome: "refused", status: "aprobada" } });
    expect(await lookup(c.number)).toMatchObject({ amountDue: 0 });

    // A reference the portal never made: 200 (Wompi stops retrying) and kept for an operator.
    const stranger = standIn.event({ ...approved, id: "999-ajeno", reference: "PSE-20261128-ZZZZZZZZZZ" });
    const unknown = await postEvent(stranger);
    expect({ status: unknown.statusCode, body: unknown.json() }).toMatchObject({ status: 200, body: { outcome: "unknown", status: null } });
    const kept = await s.db.query<{ outcome: string; status: string; amount_in_cents: string | number }>(
      "SELECT outcome, status, amount_in_cents FROM payment_events WHERE reference = $1",
      ["PSE-20261128-ZZZZZZZZZZ"],
    );
    expect(kept.rows.map((r) => ({ ...r, amount_in_cents: Number(r.amount_in_cents) }))).toEqual([
      { outcome: "unknown", status: "APPROVED", amount_in_cents: approved.amount_in_cents },
    ]);
  });

  test("a lost delivery: the stand-in sends the event again with its original timestamp, and the retry is applied", async () => {
    standIn.state.autoResolveMs = 20;
    standIn.state.dropDeliveries = 1;
    const { started } = await startPse("4500000007");
    await waitFor(async () => standIn.deliveries.filter((d) => d.reference === started.reference).length === 2);
    expect(await row(started.reference)).toMatchObject({ status: "aprobada" });
    const sent = standIn.deliveries.filter((d) => d.reference === started.reference);
    expect(sent.map((d) => ({ attempt: d.attempt, answered: d.answered }))).toEqual([
      { attempt: 0, answered: 0 },
      { attempt: 1, answered: 200 },
    ]);
    expect(sent[1].timestamp).toBe(sent[0].timestamp);
  });

  test("more than 20 payments due at once: each is asked about; none is failed by the clock; Wompi's PENDING stays unconfirmed", async () => {
    const started = [];
    for (let i = 0; i < 24; i++) started.push(await startPse(`46000000${String(i).padStart(2, "0")}`));
    started.slice(0, 9).forEach(({ t }) => (t.status = "APPROVED"));
    started.slice(9, 12).forEach(({ t }) => (t.status = "DECLINED"));
    at(31);
    await s.app.payments.sweep();
    const states = await Promise.all(started.map(({ started: p }) => row(p.reference)));
    const count = (status: string) => states.filter((x) => x.status === status).length;
    expect({ aprobada: count("aprobada"), rechazada: count("rechazada"), sinConfirmar: count("sin_confirmar"), fallida: count("fallida") }).toEqual({
      aprobada: 9,
      rechazada: 3,
      sinConfirmar: 12,
      fallida: 0,
    });
    // Unconfirmed, the invoice is free to pay again.
    expect(await lookup(started[20].c.number)).toMatchObject({ paymentInProgress: false });
  });

  test("a status query that fails leaves the payment unconfirmed and asked again later, never failed", async () => {
    const { started } = await startPse("4500000008");
    // Wompi cannot find it for now (a 404, as during an incident): an error, not an answer.
    await s.db.query("UPDATE payments SET gateway_transaction_id = 'no-existe' WHERE reference = $1", [started.reference]);
    at(31);
    await s.app.payments.sweep();
    const { rows } = await s.db.query<{ status: string; check_attempts: number; later: boolean }>(
      "SELECT status, check_attempts, next_check_at > $2 AS later FROM payments WHERE reference = $1",
      [started.reference, s.app.payments.now()],
    );
    expect(rows[0]).toEqual({ status: "sin_confirmar", check_attempts: 1, later: true });
  });

  test("an approval that arrives 40 minutes late is applied: unconfirmed at 31, approved by the status query at 41", async () => {
    const { c, started, t } = await startPse("4500000009");
    at(31);
    await s.app.payments.sweep();
    expect(await read(started.reference)).toMatchObject({ status: "sin_confirmar" });
    expect(await lookup(c.number)).toMatchObject({ paymentInProgress: false, amountDue: c.invoices.at(-1)!.total });
    t.status = "APPROVED";
    at(41);
    await s.app.payments.sweep();
    expect(await read(started.reference)).toMatchObject({ status: "aprobada", refundDue: false });
    expect(await lookup(c.number)).toMatchObject({ amountDue: 0 });
    const receipt = await s.db.query("SELECT 1 FROM mail_outbox WHERE kind = 'payment_receipt' AND subject LIKE $1", [`%${started.reference}%`]);
    expect(receipt.rows).toHaveLength(1);
  });

  test("a late approval of an invoice paid meanwhile is a double payment due for refund, shown on the payment", async () => {
    const first = await startPse("4500000010");
    at(31);
    await s.app.payments.sweep();
    // The customer pays again, and the bank approves that one.
    const second = await api("POST", "/payments", { body: { ...payer, contractNumber: first.c.number } });
    expect(second.statusCode).toBe(201);
    const secondRef = second.json<PaymentStart>().reference;
    const t2 = [...standIn.transactions.values()].find((x) => x.reference === secondRef)!;
    expect((await postEvent(standIn.event({ ...t2, status: "APPROVED" }))).json()).toMatchObject({ outcome: "applied" });
    // Then the first one's approval arrives.
    expect((await postEvent(standIn.event({ ...first.t, status: "APPROVED" }))).json()).toMatchObject({ outcome: "applied", status: "aprobada" });
    expect(await read(first.started.reference)).toMatchObject({ status: "aprobada", refundDue: true, refundedAt: null });
    expect(await read(secondRef)).toMatchObject({ status: "aprobada", refundDue: false });
  });

  test("however many read a pending payment at once, Wompi is asked about it at most once every few seconds", async () => {
    const { started, t } = await startPse("4500000011");
    const asked = () => standIn.seen.filter((r) => r.method === "GET" && r.path === `/v1/transactions/${t.id}`).length;
    const before = asked();
    const reads = await Promise.all(Array.from({ length: 20 }, () => api("GET", `/payments/${started.reference}`)));
    expect(reads.every((r) => r.statusCode === 200)).toBe(true);
    expect(asked() - before).toBe(1);
    at(0.1);
    await api("GET", `/payments/${started.reference}`);
    expect(asked() - before).toBe(2);
  });

  test("an Idempotency-Key makes a retried start the same payment", async () => {
    const c = await contract("4500000012");
    const headers = { "idempotency-key": "pago-4500000012-intento-1" };
    const ip = "10.60.0.1";
    const first = await api("POST", "/payments", { body: { ...payer, contractNumber: c.number }, headers, ip });
    const again = await api("POST", "/payments", { body: { ...payer, contractNumber: c.number }, headers, ip });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    // The seeded history has payments of its own: only those started through the API count.
    const { rows } = await s.db.query("SELECT 1 FROM payments WHERE contract_id = $1 AND client_key IS NOT NULL", [c.id]);
    expect(rows).toHaveLength(1);
    expect(standIn.seen.filter((r) => r.method === "POST" && r.body?.reference === first.json<PaymentStart>().reference)).toHaveLength(1);
  });

  test("a start that runs out of time keeps Wompi's transaction id, is unconfirmed, and its later approval is applied", async () => {
    const gateway = s.app.payments.gateway as WompiGateway;
    standIn.state.bankUrl = false;
    gateway.startDeadlineMs = 300;
    gateway.bankUrlWaitMs = 50;
    const c = await contract("4500000013");
    try {
      const res = await api("POST", "/payments", { body: { ...payer, contractNumber: c.number } });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 503, code: "GATEWAY_UNAVAILABLE" });
    } finally {
      gateway.startDeadlineMs = 20_000;
      gateway.bankUrlWaitMs = 0;
    }
    const { rows: mine } = await s.db.query<{ reference: string }>("SELECT reference FROM payments WHERE contract_id = $1", [c.id]);
    const t = [...standIn.transactions.values()].find((x) => x.reference === mine[0].reference)!;
    expect(await row(t.reference)).toMatchObject({ status: "sin_confirmar", gateway_transaction_id: t.id });
    expect(await lookup(c.number)).toMatchObject({ paymentInProgress: false });
    t.status = "APPROVED";
    at(2);
    await s.app.payments.sweep();
    expect(await row(t.reference)).toMatchObject({ status: "aprobada", refund_due: false });
  });

  test("when Wompi fails the creation itself, the payment is unconfirmed and looked up by reference with the private key", async () => {
    const c = await contract("4500000005");
    standIn.failTransactions(true);
    try {
      const res = await api("POST", "/payments", { body: { ...payer, contractNumber: c.number } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: "GATEWAY_UNAVAILABLE" });
    } finally {
      standIn.failTransactions(false);
    }
    expect(await lookup(c.number)).toMatchObject({ paymentInProgress: false });
    const search = standIn.seen.filter((r) => r.path === "/v1/transactions" && r.method === "GET").at(-1)!;
    expect(search.auth).toBe(`Bearer ${KEYS.WOMPI_PRIVATE_KEY}`);
    const { rows } = await s.db.query<{ status: string }>("SELECT status FROM payments WHERE contract_id = $1 AND client_key IS NOT NULL", [c.id]);
    expect(rows).toEqual([{ status: "sin_confirmar" }]);
  });

  test("Web Checkout: the signed redirect, the payer pays with Nequi at Wompi, the event approves it, the return carries ?id=", async () => {
    const c = await contract("4500000014");
    const res = await api("POST", "/payments", { body: { method: "checkout", email: "nequi@correo.co", contractNumber: c.number } });
    expect(res.statusCode).toBe(201);
    const started = res.json<PaymentStart>();
    expect(started.reference).toMatch(/^WEB-\d{8}-[0-9A-Z]{10}$/);
    const url = new URL(started.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/p/`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      "public-key": KEYS.WOMPI_PUBLIC_KEY,
      currency: "COP",
      "amount-in-cents": String(c.invoices.at(-1)!.total * 100),
      reference: started.reference,
      "redirect-url": `https://portal.example.co/paymentStatus?reference=${started.reference}`,
      "customer-data:email": "nequi@correo.co",
    });
    expect(started.redirectUrl).not.toMatch(/test_integrity_|prv_test_/);
    // The checkout holds the invoice meanwhile, like PSE.
    const held = await s.db.query("SELECT 1 FROM payment_invoices pi JOIN payments p ON p.id = pi.payment_id WHERE p.reference = $1 AND pi.active", [
      started.reference,
    ]);
    expect(held.rows).toHaveLength(1);

    // The payer at Wompi's page (the stand-in checks the integrity signature).
    const form = new URLSearchParams(url.searchParams);
    form.set("method", "NEQUI");
    form.set("decision", "approve");
    const paid = await fetch(`${base}/p/`, { method: "POST", body: form, redirect: "manual" });
    expect(paid.status).toBe(303);
    const back = paid.headers.get("location")!;
    expect(back).toMatch(new RegExp(`^https://portal\\.example\\.co/paymentStatus\\?reference=${started.reference}&id=`));
    await waitFor(async () => (await row(started.reference)).status === "aprobada");
    expect(await row(started.reference)).toMatchObject({ method: "checkout", payment_method_type: "NEQUI" });
    expect((await row(started.reference)).gateway_transaction_id).toBe(new URL(back).searchParams.get("id"));
    expect(await lookup(c.number)).toMatchObject({ amountDue: 0 });
  });

  test("Web Checkout: a declined card then an approved one for the same reference; an event lost for good is found by reference", async () => {
    const checkout = async (number: string) => {
      const c = await contract(number);
      const res = await api("POST", "/payments", { body: { method: "checkout", email: "tarjeta@correo.co", contractNumber: c.number } });
      const started = res.json<PaymentStart>();
      const form = new URLSearchParams(new URL(started.redirectUrl).searchParams);
      form.set("method", "CARD");
      const pay = (decision: string) => (form.set("decision", decision), fetch(`${base}/p/`, { method: "POST", body: form, redirect: "manual" }));
      return { c, started, pay };
    };
    const retried = await checkout("4500000015");
    await retried.pay("decline");
    await waitFor(async () => (await row(retried.started.reference)).status === "rechazada");
    await retried.pay("approve");
    await waitFor(async () => (await row(retried.started.reference)).status === "aprobada");
    expect(await read(retried.started.reference)).toMatchObject({ status: "aprobada", refundDue: false });
    expect(await lookup(retried.c.number)).toMatchObject({ amountDue: 0 });

    const lost = await checkout("4500000016");
    standIn.state.dropDeliveries = 1 + standIn.state.maxRetries;
    await lost.pay("approve");
    await waitFor(async () => standIn.state.dropDeliveries === 0);
    expect(await row(lost.started.reference)).toMatchObject({ status: "pendiente", gateway_transaction_id: null });
    // The payer's return page reads it: Wompi is searched by reference (the checkout's id was never told).
    expect(await read(lost.started.reference)).toMatchObject({ status: "aprobada" });
    expect(await lookup(lost.c.number)).toMatchObject({ amountDue: 0 });
  });
});

/** Waits for something the stand-in does in the background (a guard against hangs, not a timing check). */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
}

export type { StandInEvent };
