import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { PSE_BANKS, type Payment, type PaymentOptions, type PaymentStart } from "../../src/shared/billing";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { sign } from "../../server/modules/payments/pseSandbox";
import { MAX_PENDING_PER_ADDRESS } from "../../server/modules/payments/service";
import type { WompiGateway } from "../../server/modules/payments/wompi";
import { backends, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

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

const payer = { bank: "1007", personType: "natural", documentType: "CC", documentNumber: "1020304050", email: "pagos@correo.co" } as const;

/** The helpers every suite here shares: a contract, an account linked to it, calls from an address. */
function helpers(get: () => Started) {
  let seq = 0;
  const api = (method: "GET" | "POST", url: string, opts: { body?: object; token?: string; ip?: string; headers?: Record<string, string> } = {}) =>
    get().app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      remoteAddress: opts.ip ?? "10.20.0.1",
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });
  const contract = (number: string): Promise<SeededContract> => get().db.transaction((tx) => seedContract(tx, spec(number), new Date(), null));
  /** An account linked to the contract (written directly: linking has its own tests). */
  async function holder(contractId: string): Promise<{ token: string; id: string }> {
    const { rows } = await get().db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ($1, 'x', 'Camila', 'Restrepo', 'PERSONA_NATURAL', ARRAY['USER'], true) RETURNING id::text AS id`,
      [`titular${++seq}-${contractId.slice(0, 8)}@correo.co`],
    );
    await get().db.query("INSERT INTO contract_links (user_id, contract_id) VALUES ($1, $2)", [rows[0].id, contractId]);
    const t = issueToken();
    await insertSession(get().db, t.hash, rows[0].id, 3600, { ip: "10.20.0.9", userAgent: "jest" });
    return { token: t.raw, id: rows[0].id };
  }
  return { api, contract, holder };
}

describe.each(backends)("payments without a gateway on $name", (backend) => {
  let s: Started;
  const { api, contract } = helpers(() => s);
  beforeAll(async () => {
    s = await startApp(backend, { SEED_DEMO: "false" });
  });
  afterAll(async () => s.close());

  test("without SEED_DEMO and PAYMENT_GATEWAY the sandbox does not exist and online payment says it is unavailable", async () => {
    const c = await contract("4100000001");
    for (const [method, url] of [
      ["GET", "/payments/pse-sandbox/PSE-20260101-0000000000"],
      ["POST", "/payments/pse-sandbox/PSE-20260101-0000000000"],
      ["POST", "/payments/callback"],
    ] as const) {
      expect({ url, status: (await api(method, url, { body: method === "POST" ? {} : undefined })).statusCode }).toEqual({ url, status: 404 });
    }
    const options = await api("GET", "/payments/options");
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({ available: false, banks: [] } satisfies PaymentOptions);
    const start = await api("POST", "/payments", { body: { ...payer, contractNumber: c.number } });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toMatchObject({ code: "PAYMENTS_UNAVAILABLE" });
    expect(start.json().message).toMatch(/no está disponible/);
    const { rows } = await s.db.query("SELECT 1 FROM payments WHERE contract_id = $1 AND status = 'pendiente'", [c.id]);
    expect(rows).toHaveLength(0);
  });
});

describe.each(backends)("payments with the sandbox on $name", (backend) => {
  let s: Started;
  const { api, contract, holder } = helpers(() => s);
  beforeAll(async () => {
    s = await startApp(backend, { SEED_DEMO: "false", PAYMENT_GATEWAY: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" });
  });
  afterAll(async () => s.close());

  const secret = () => (s.app.payments.gateway as unknown as { secret(): Promise<string> }).secret();

  test("named, the sandbox runs without SEED_DEMO and the options list its banks", async () => {
    expect((await api("GET", "/payments/options")).json()).toEqual({ available: true, banks: PSE_BANKS.map((b) => ({ ...b })) });
  });

  test("a visitor's pending payment never blocks the signed-in holder; its late approval is recorded for refund", async () => {
    const c = await contract("4200000001");
    const me = await holder(c.id);
    const invoice = c.invoices.at(-1)!;

    const visitor = await api("POST", "/payments", { body: { ...payer, contractNumber: c.number }, ip: "10.30.0.1" });
    expect(visitor.statusCode).toBe(201);
    const theirs = visitor.json<PaymentStart>();
    // The holder's own screens do not say "in progress" for someone else's attempt.
    const contracts = await api("GET", "/contracts", { token: me.token });
    expect(contracts.json<{ contracts: { id: string; paymentInProgress: boolean }[] }>().contracts.find((x) => x.id === c.id)).toMatchObject({
      paymentInProgress: false,
    });

    const mine = await api("POST", "/payments", { token: me.token, body: { ...payer, invoiceIds: [invoice.id] } });
    expect(mine.statusCode).toBe(201);
    const own = mine.json<PaymentStart>();
    const superseded = await api("GET", `/payments/${theirs.reference}`);
    expect(superseded.json()).toMatchObject({ status: "fallida" });

    // The holder's payment holds the invoice and pays it once.
    const ok = { reference: own.reference, status: "approved", amount: invoice.total, gatewayCode: "555000222" } as const;
    expect((await api("POST", "/payments/callback", { body: { ...ok, signature: sign(await secret(), ok) } })).statusCode).toBe(200);
    expect((await api("GET", `/payments/${own.reference}`, { token: me.token })).json()).toMatchObject({ status: "aprobada" });
    const after = await s.db.query<{ paid_by: string }>("SELECT paid_by::text AS paid_by FROM invoices WHERE id = $1", [invoice.id]);
    const ownId = await s.db.query<{ id: string }>("SELECT id::text AS id FROM payments WHERE reference = $1", [own.reference]);
    expect(after.rows[0].paid_by).toBe(ownId.rows[0].id);

    // The bank approves the superseded visitor payment after all: recorded, never lost, never paying twice.
    const late = { reference: theirs.reference, status: "approved", amount: invoice.total, gatewayCode: "555000111" } as const;
    expect((await api("POST", "/payments/callback", { body: { ...late, signature: sign(await secret(), late) } })).statusCode).toBe(200);
    const { rows } = await s.db.query<{ status: string; refund_due: boolean }>("SELECT status, refund_due FROM payments WHERE reference = $1", [
      theirs.reference,
    ]);
    expect(rows[0]).toEqual({ status: "aprobada", refund_due: true });
    const audit = await s.db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity_id = $1", [theirs.reference]);
    expect(audit.rows.map((r) => r.action)).toEqual(["payment.late_approval_refund_due"]);
    const paid = await s.db.query<{ paid_by: string }>("SELECT paid_by::text AS paid_by FROM invoices WHERE id = $1", [invoice.id]);
    expect(paid.rows[0].paid_by).toBe(ownId.rows[0].id);
  });

  test("a holder is still told to wait for a payment another account of the contract started", async () => {
    const c = await contract("4300000001");
    const first = await holder(c.id);
    const second = await holder(c.id);
    const body = { ...payer, invoiceIds: [c.invoices.at(-1)!.id] };
    expect((await api("POST", "/payments", { token: first.token, body })).statusCode).toBe(201);
    expect((await api("POST", "/payments", { token: second.token, body })).json()).toMatchObject({ code: "PAYMENT_IN_PROGRESS" });
  });

  test(`one address holds at most ${MAX_PENDING_PER_ADDRESS} pending payments; then 429 with Retry-After`, async () => {
    const ip = "10.40.0.7";
    for (let i = 1; i <= MAX_PENDING_PER_ADDRESS; i++) {
      const c = await contract(`440000000${i}`);
      expect((await api("POST", "/payments", { body: { ...payer, contractNumber: c.number }, ip })).statusCode).toBe(201);
    }
    const extra = await contract("4400000009");
    const refused = await api("POST", "/payments", { body: { ...payer, contractNumber: extra.number }, ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await api("POST", "/payments", { body: { ...payer, contractNumber: extra.number }, ip: "10.40.0.8" })).statusCode).toBe(201);
  });
});

/** What the stand-in for Wompi received, for the assertions. */
interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  body: Record<string, unknown> | null;
}

const KEYS = {
  WOMPI_PUBLIC_KEY: "pub_test_Q5yDA9xoKdePzhSGeVe9HAez7HgGORGf",
  WOMPI_PRIVATE_KEY: "prv_test_Kf3n4Lm2oPq9rStUvWxYz1AbCdEfGhIj",
  WOMPI_EVENTS_SECRET: "test_events_2PDUmhMywUkvb1LvxYnayFbmofT7w39N",
  WOMPI_INTEGRITY_SECRET: "test_integrity_nAIBuqayW70XpUqJS4qf4STYiISd89Fp",
};

/**
 * A stand-in for Wompi's sandbox API (docs.wompi.co), speaking its documented formats and refusing
 * a request that does not: the merchant's acceptance token, PSE banks, POST /transactions checked
 * field by field (public key, acceptance token, integrity signature, PSE fields), the transaction
 * with its bank URL after one poll.
 */
function wompiStandIn() {
  const seen: Seen[] = [];
  const transactions = new Map<string, { id: string; status: string; amount_in_cents: number; reference: string; currency: string; polls: number }>();
  let failTransactions = false;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = "";
      req.on("data", (c) => (text += c));
      req.on("end", () => resolve(text));
    });
  const server: Server = createServer((req, res) => void respond(req, res));
  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await read(req);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const path = (req.url ?? "").split("?")[0];
    seen.push({ method: req.method ?? "", path, auth: req.headers.authorization, body });
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(data));
    };
    const problem = (why: string) => send(422, { error: { type: "INPUT_VALIDATION_ERROR", messages: { request: [why] } } });
    if (req.headers.authorization !== `Bearer ${KEYS.WOMPI_PUBLIC_KEY}`) return send(401, { error: { type: "INVALID_ACCESS_TOKEN" } });
    if (req.method === "GET" && path === `/v1/merchants/${KEYS.WOMPI_PUBLIC_KEY}`) {
      return send(200, {
        data: {
          id: 1,
          name: "EMSP",
          presigned_acceptance: { acceptance_token: "acept-123", permalink: "https://wompi.co/terminos.pdf", type: "END_USER_POLICY" },
          presigned_personal_data_auth: { acceptance_token: "personal-456", permalink: "https://wompi.co/datos.pdf", type: "PERSONAL_DATA_AUTH" },
        },
      });
    }
    if (req.method === "GET" && path === "/v1/pse/financial_institutions") {
      return send(200, {
        data: [
          { financial_institution_code: "0", financial_institution_name: "A continuación seleccione su banco" },
          { financial_institution_code: "1", financial_institution_name: "Banco que aprueba" },
          { financial_institution_code: "2", financial_institution_name: "Banco que rechaza" },
        ],
      });
    }
    if (req.method === "POST" && path === "/v1/transactions") {
      if (failTransactions) return send(500, { error: { type: "INTERNAL" } });
      const b = body ?? {};
      const pm = (b.payment_method ?? {}) as Record<string, unknown>;
      const expected = createHash("sha256")
        .update(`${String(b.reference)}${String(b.amount_in_cents)}COP${KEYS.WOMPI_INTEGRITY_SECRET}`)
        .digest("hex");
      if (b.acceptance_token !== "acept-123") return problem("acceptance_token");
      if (b.currency !== "COP" || !Number.isInteger(b.amount_in_cents)) return problem("amount_in_cents/currency");
      if (b.signature !== expected) return problem("signature");
      if (typeof b.customer_email !== "string" || typeof b.redirect_url !== "string" || typeof b.reference !== "string")
        return problem("customer_email/redirect_url/reference");
      if (pm.type !== "PSE" || ![0, 1].includes(pm.user_type as number) || typeof pm.user_legal_id_type !== "string" || typeof pm.user_legal_id !== "string") {
        return problem("payment_method");
      }
      if (!["1", "2"].includes(pm.financial_institution_code as string) || typeof pm.payment_description !== "string" || pm.payment_description.length > 30) {
        return problem("payment_method");
      }
      const id = `1234-${Date.now()}-${transactions.size + 1}`;
      const t = { id, status: "PENDING", amount_in_cents: b.amount_in_cents as number, reference: b.reference, currency: "COP", polls: 0 };
      transactions.set(id, t);
      return send(201, { data: { ...t, payment_method_type: "PSE", payment_method: { type: "PSE", extra: {} } } });
    }
    const tx = /^\/v1\/transactions\/([^/]+)$/.exec(path);
    if (req.method === "GET" && tx && transactions.has(decodeURIComponent(tx[1]))) {
      const t = transactions.get(decodeURIComponent(tx[1]))!;
      t.polls++;
      // The bank URL appears once PSE opened the session (here: from the second read).
      const extra = t.polls > 1 ? { async_payment_url: `https://banco.example/pse?tx=${t.id}` } : {};
      return send(200, {
        data: {
          id: t.id,
          status: t.status,
          amount_in_cents: t.amount_in_cents,
          reference: t.reference,
          currency: t.currency,
          payment_method: { type: "PSE", extra },
        },
      });
    }
    send(404, { error: { type: "NOT_FOUND_ERROR" } });
  }
  return {
    seen,
    transactions,
    failTransactions: (v: boolean) => (failTransactions = v),
    listen: () =>
      new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A `transaction.updated` event as Wompi documents it, signed with the events secret. */
function event(t: { id: string; status: string; amount_in_cents: number; reference: string }, timestamp: number, secret = KEYS.WOMPI_EVENTS_SECRET) {
  const properties = ["transaction.id", "transaction.status", "transaction.amount_in_cents"];
  const checksum = createHash("sha256").update(`${t.id}${t.status}${t.amount_in_cents}${timestamp}${secret}`).digest("hex").toUpperCase();
  return {
    event: "transaction.updated",
    data: { transaction: { ...t, currency: "COP", payment_method_type: "PSE", customer_email: payer.email, redirect_url: "x" } },
    environment: "test",
    signature: { properties, checksum },
    timestamp,
    sent_at: new Date(timestamp * 1000).toISOString(),
  };
}

describe.each(backends)("payments through Wompi on $name", (backend) => {
  let s: Started;
  const standIn = wompiStandIn();
  const { api, contract } = helpers(() => s);
  const now = () => Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    const apiUrl = await standIn.listen();
    s = await startApp(backend, {
      SEED_DEMO: "false",
      PAYMENT_GATEWAY: "wompi",
      WOMPI_ENV: "sandbox",
      ALLOW_SANDBOX_PAYMENTS: "true",
      WOMPI_API_URL: apiUrl,
      PUBLIC_URL: "https://portal.example.co",
      ...KEYS,
    });
    (s.app.payments.gateway as WompiGateway).bankUrlWaitMs = 0;
  });
  afterAll(async () => {
    await s.close();
    await standIn.close();
  });

  async function startWompi(number: string) {
    const c = await contract(number);
    const res = await api("POST", "/payments", { body: { ...payer, bank: "1", contractNumber: c.number } });
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 201 });
    const started = res.json<PaymentStart>();
    const t = [...standIn.transactions.values()].find((x) => x.reference === started.reference)!;
    return { c, started, t };
  }

  test("the options list Wompi's PSE banks; the sandbox's pages do not exist", async () => {
    expect((await api("GET", "/payments/options")).json()).toEqual({
      available: true,
      banks: [
        { code: "1", name: "Banco que aprueba" },
        { code: "2", name: "Banco que rechaza" },
      ],
    });
    expect((await api("GET", "/payments/pse-sandbox/PSE-20260101-0000000000")).statusCode).toBe(404);
    expect((await api("POST", "/payments/callback", { body: {} })).statusCode).toBe(404);
    // A sandbox bank code is not one of Wompi's.
    expect((await api("POST", "/payments", { body: { ...payer, contractNumber: "4500000001" } })).json().fields).toHaveProperty("bank");
  });

  test("a payment opens a PSE transaction in the documented format and sends the payer to the bank's URL", async () => {
    const { c, started, t } = await startWompi("4500000002");
    expect(started.redirectUrl).toBe(`https://banco.example/pse?tx=${t.id}`);
    const post = standIn.seen.find((r) => r.method === "POST" && r.path === "/v1/transactions" && r.body?.reference === started.reference)!;
    expect(post.auth).toBe(`Bearer ${KEYS.WOMPI_PUBLIC_KEY}`);
    expect(post.body).toMatchObject({
      acceptance_token: "acept-123",
      accept_personal_auth: "personal-456",
      amount_in_cents: c.invoices.at(-1)!.total * 100,
      currency: "COP",
      customer_email: payer.email,
      redirect_url: `https://portal.example.co/paymentStatus?reference=${started.reference}`,
      payment_method: { type: "PSE", user_type: 0, user_legal_id_type: "CC", user_legal_id: payer.documentNumber, financial_institution_code: "1" },
    });
    // No secret ever travels to Wompi.
    expect(JSON.stringify(standIn.seen)).not.toMatch(/prv_test_|test_events_|test_integrity_/);
    expect((await api("GET", `/payments/${started.reference}`)).json()).toMatchObject({ status: "pendiente", bank: "Banco que aprueba" });
  });

  test("signed events: a good one approves once; bad checksum, unsigned status, stale, replayed and wrong amount are refused", async () => {
    const { c, started, t } = await startWompi("4500000003");
    const approved = { id: t.id, status: "APPROVED", amount_in_cents: t.amount_in_cents, reference: started.reference };
    const post = (body: object, headers: Record<string, string> = {}) => api("POST", "/payments/wompi/events", { body, headers });

    const forged = event(approved, now(), "test_events_otraclave");
    expect((await post(forged)).json()).toMatchObject({ code: "INVALID_SIGNATURE" });
    const unsigned = { ...event(approved, now()), signature: undefined };
    expect((await post(unsigned)).statusCode).toBe(400);
    // A checksum that does not cover the status could carry any status.
    const partial = event(approved, now());
    partial.signature.properties = ["transaction.id", "transaction.amount_in_cents"];
    expect((await post(partial)).json()).toMatchObject({ code: "INVALID_SIGNATURE" });
    const stale = await post(event(approved, now() - 11 * 60));
    expect(stale.json()).toMatchObject({ code: "STALE_EVENT" });
    const wrongAmount = await post(event({ ...approved, amount_in_cents: approved.amount_in_cents + 100 }, now()));
    expect(wrongAmount.json()).toMatchObject({ code: "AMOUNT_MISMATCH" });
    expect((await api("GET", `/payments/${started.reference}`)).json()).toMatchObject({ status: "pendiente" });

    const good = event(approved, now());
    const res = await post(good, { "x-event-checksum": good.signature.checksum });
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 200, body: { status: "aprobada", repeated: false } });
    const receipt = (await api("GET", `/payments/${started.reference}`)).json<Payment>();
    expect(receipt).toMatchObject({ status: "aprobada", amount: c.invoices.at(-1)!.total });
    const replay = await post(good, { "x-event-checksum": good.signature.checksum });
    expect(replay.json()).toMatchObject({ code: "EVENT_REPLAYED" });
    // A contrary event later (newly signed) cannot undo the approval.
    const contrary = await post(event({ ...approved, status: "DECLINED" }, now() + 1));
    expect(contrary.json()).toMatchObject({ code: "ALREADY_DECIDED" });
    expect((await api("GET", "/billing/lookup?contract=4500000003")).json()).toMatchObject({ amountDue: 0 });
  });

  test("when the event is late, reading the payment asks Wompi and applies its final status", async () => {
    const { started, t } = await startWompi("4500000004");
    expect((await api("GET", `/payments/${started.reference}`)).json()).toMatchObject({ status: "pendiente" });
    t.status = "DECLINED";
    const read = (await api("GET", `/payments/${started.reference}`)).json<Payment>();
    expect(read).toMatchObject({ status: "rechazada", gatewayCode: t.id });
    // The invoice is free again, and the event arriving afterwards changes nothing.
    expect((await api("GET", "/billing/lookup?contract=4500000004")).json()).toMatchObject({ paymentInProgress: false });
    const late = await api("POST", "/payments/wompi/events", {
      body: event({ id: t.id, status: "DECLINED", amount_in_cents: t.amount_in_cents, reference: started.reference }, now()),
    });
    expect(late.json()).toMatchObject({ status: "rechazada", repeated: true });
  });

  test("when Wompi refuses the transaction the payer is told to try later and nothing stays blocked", async () => {
    const c = await contract("4500000005");
    standIn.failTransactions(true);
    try {
      const res = await api("POST", "/payments", { body: { ...payer, bank: "1", contractNumber: c.number } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: "GATEWAY_UNAVAILABLE" });
    } finally {
      standIn.failTransactions(false);
    }
    expect((await api("GET", `/billing/lookup?contract=${c.number}`)).json()).toMatchObject({ paymentInProgress: false });
  });
});
