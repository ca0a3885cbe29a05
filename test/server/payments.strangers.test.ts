import type { BillingLookup, PaymentStart } from "../../src/shared/billing";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { sign } from "../../server/modules/payments/pseSandbox";
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

/**
 * Issue 31 §5 (payments by contract number): a payment a stranger started and left at the bank page
 * never blocks anyone; the money that reaches the bank first pays the invoices, once.
 */
describe.each(backends)("payments by contract number against strangers on $name", (backend) => {
  let s: Started;
  beforeAll(async () => {
    s = await startApp(backend, { SEED_DEMO: "false", PAYMENT_GATEWAY: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" });
  });
  afterAll(async () => s.close());

  // Each test pays from its own two addresses: a stranger's and the holder's.
  let STRANGER = "";
  let HOLDER = "";
  let seq = 0;
  beforeEach(() => {
    seq++;
    STRANGER = `10.31.50.${seq}`;
    HOLDER = `10.31.60.${seq}`;
  });

  const api = (method: "GET" | "POST", url: string, ip: string, body?: object) => s.app.inject({ method, url: `/api${url}`, payload: body, remoteAddress: ip });
  const contract = (number: string): Promise<SeededContract> => s.db.transaction((tx) => seedContract(tx, spec(number), new Date(), null));
  const secret = () => (s.app.payments.gateway as unknown as { secret(): Promise<string> }).secret();
  async function bankSays(reference: string, amount: number, gatewayCode: string) {
    const n = { reference, status: "approved", amount, gatewayCode } as const;
    const res = await api("POST", "/payments/callback", "10.31.99.1", { ...n, signature: sign(await secret(), n) });
    expect(res.statusCode).toBe(200);
  }
  const state = async (reference: string) =>
    (await s.db.query<{ status: string; refund_due: boolean }>("SELECT status, refund_due FROM payments WHERE reference = $1", [reference])).rows[0];

  it("lets the holder pay by contract number although a stranger's payment of it waits at the bank page", async () => {
    const c = await contract("4310000001");
    const theirs = await api("POST", "/payments", STRANGER, { ...payer, contractNumber: c.number });
    expect(theirs.statusCode).toBe(201);
    // The holder's look-up does not say "a payment is in progress", and paying starts.
    const lookup = await api("GET", `/billing/lookup?contract=${c.number}`, HOLDER);
    expect(lookup.json<BillingLookup>()).toMatchObject({ paymentInProgress: false });
    const mine = await api("POST", "/payments", HOLDER, { ...payer, contractNumber: c.number });
    expect(mine.statusCode).toBe(201);
    expect(await state(theirs.json<PaymentStart>().reference)).toEqual({ status: "fallida", refund_due: false });
    expect(await state(mine.json<PaymentStart>().reference)).toEqual({ status: "pendiente", refund_due: false });
  });

  it("does not let one address keep three contracts blocked", async () => {
    const contracts = [await contract("4320000001"), await contract("4320000002"), await contract("4320000003")];
    for (const c of contracts) expect((await api("POST", "/payments", STRANGER, { ...payer, contractNumber: c.number })).statusCode).toBe(201);
    for (const c of contracts) expect((await api("POST", "/payments", HOLDER, { ...payer, contractNumber: c.number })).statusCode).toBe(201);
  });

  it("pays the invoices with the money that reached the bank first and flags the other for refund, never paying twice", async () => {
    const c = await contract("4330000001");
    const invoice = c.invoices.at(-1)!;
    const first = (await api("POST", "/payments", STRANGER, { ...payer, contractNumber: c.number })).json<PaymentStart>();
    const second = (await api("POST", "/payments", HOLDER, { ...payer, contractNumber: c.number })).json<PaymentStart>();
    // The superseded payer had finished at the bank anyway: the approval pays the invoice it still may.
    await bankSays(first.reference, invoice.total, "555000333");
    expect(await state(first.reference)).toEqual({ status: "aprobada", refund_due: false });
    expect(await state(second.reference)).toEqual({ status: "fallida", refund_due: false });
    // The other approval comes too: recorded for refund, the invoice paid once.
    await bankSays(second.reference, invoice.total, "555000444");
    expect(await state(second.reference)).toEqual({ status: "aprobada", refund_due: true });
    const { rows } = await s.db.query<{ paid_by: string; first: string }>(
      "SELECT i.paid_by::text AS paid_by, (SELECT id::text FROM payments WHERE reference = $2) AS first FROM invoices i WHERE i.id = $1",
      [invoice.id, first.reference],
    );
    expect(rows[0].paid_by).toBe(rows[0].first);
    const active = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payment_invoices WHERE invoice_id = $1 AND active", [invoice.id]);
    expect(active.rows[0].n).toBe(1);
  });
});
