import { PSE_BANKS, type PaymentOptions, type PaymentStart } from "../../src/shared/billing";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { sign } from "../../server/modules/payments/pseSandbox";
import { MAX_PENDING_PER_ADDRESS } from "../../server/modules/payments/service";
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
    expect(options.json()).toEqual({ available: false, banks: [], methods: [], documentTypes: [], acceptance: null } satisfies PaymentOptions);
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
    expect((await api("GET", "/payments/options")).json()).toEqual({
      available: true,
      banks: PSE_BANKS.map((b) => ({ ...b })),
      // Issue 32: the demo offers what Wompi offers: PSE and the checkout, and Wompi's document types.
      methods: ["pse", "checkout"],
      documentTypes: ["CC", "CE", "NIT", "PP", "TI", "PPT"],
      acceptance: null,
    });
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

  test("issue 32 §2: the checkout through the sandbox's simulator: the payer picks Nequi, approves, and the payment says so", async () => {
    const c = await contract("4200000002");
    const res = await api("POST", "/payments", { body: { method: "checkout", email: "demo@correo.co", contractNumber: c.number } });
    expect(res.statusCode).toBe(201);
    const { reference, redirectUrl } = res.json<PaymentStart>();
    expect(reference).toMatch(/^WEB-/);
    const page = await s.app.inject({ method: "GET", url: redirectUrl });
    expect(page.body).toContain("pague con tarjeta, Nequi o Botón Bancolombia");
    for (const label of ["Tarjeta débito o crédito", "Nequi", "Botón Bancolombia"]) expect(page.body).toContain(label);
    const form = (body: string) =>
      s.app.inject({ method: "POST", url: redirectUrl, payload: body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect((await form("decision=approved")).json()).toMatchObject({ fields: { method: expect.any(String) } });
    expect((await form("decision=approved&method=NEQUI")).statusCode).toBe(303);
    const { rows } = await s.db.query("SELECT status, method, payment_method_type FROM payments WHERE reference = $1", [reference]);
    expect(rows[0]).toEqual({ status: "aprobada", method: "checkout", payment_method_type: "NEQUI" });
    // PEP is refused for PSE as Wompi refuses it; the checkout does not ask for a document.
    const pep = await api("POST", "/payments", { body: { ...payer, documentType: "PEP", documentNumber: "123456789012345", contractNumber: "4200000003" } });
    expect(pep.json()).toMatchObject({ fields: { documentType: expect.stringMatching(/PPT/) } });
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
