import { randomBytes } from "node:crypto";
import type { Payment, PaymentStart } from "../../src/shared/billing";
import { bogotaDay, bogotaDayStart } from "../../src/shared/time";
import type { RefundItem, RefundList, TreasuryReport, TreasuryRow } from "../../src/shared/treasury";
import type { Db } from "../../server/db/db";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { sign } from "../../server/modules/payments/pseSandbox";
import { TREASURY_CSV_HEADER } from "../../server/modules/treasury/report";
import { backends, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;
const DAY = 86_400_000;

/** A contract whose invoices are all unpaid (no seeded payment reaches the figures). */
const spec = (number: string, months = 2): ContractSpec => ({
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
  unpaid: months,
  months,
});

const payer = { bank: "1007", personType: "natural", documentType: "CC", documentNumber: "1020304050", email: "pagos@correo.co" } as const;

/** A payment written directly (the bank files and the Web Checkout are built by other parts of issue 32). */
async function insertPayment(
  db: Db,
  p: { contractId: string; method: string; status: string; amount: number; createdAt: Date; decidedAt: Date | null; refundDue?: boolean; invoiceId?: string },
): Promise<string> {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const prefix = p.method === "banco" ? "BAN" : p.method === "checkout" ? "CHK" : "PSE";
  const reference = `${prefix}-${bogotaDay(p.createdAt.getTime()).replace(/-/g, "")}-${Array.from(randomBytes(10), (b) => alphabet[b & 31]).join("")}`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO payments (reference, contract_id, amount, method, gateway, bank_code, bank_name, status, created_at, decided_at, refund_due, payer_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pagador@correo.co') RETURNING id::text AS id`,
    [
      reference,
      p.contractId,
      p.amount,
      p.method,
      p.method === "banco" ? "asobancaria-2001" : "wompi",
      p.method === "banco" ? "007" : null,
      p.method === "banco" ? "Bancolombia" : null,
      p.status,
      p.createdAt,
      p.decidedAt,
      p.refundDue ?? false,
    ],
  );
  if (p.invoiceId) {
    await db.query("INSERT INTO payment_invoices (payment_id, invoice_id, amount, active) VALUES ($1, $2, $3, $4)", [
      rows[0].id,
      p.invoiceId,
      p.amount,
      !(p.refundDue ?? false) && (p.status === "aprobada" || p.status === "pendiente"),
    ]);
  }
  return reference;
}

describe.each(backends)("treasury on $name", (backend) => {
  let s: Started;
  let seq = 0;
  let admin = "";
  let adminEmail = "";
  let otherAdmin = "";
  let customer = "";
  const today = bogotaDay(Date.now());
  const dayBefore = (n: number) => bogotaDay(bogotaDayStart(today).getTime() - n * DAY);
  /** Noon of a Bogotá day. */
  const noonOf = (day: string) => new Date(bogotaDayStart(day).getTime() + 12 * 3_600_000);

  const api = (method: "GET" | "POST", url: string, opts: { body?: object; token?: string; ip?: string } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      remoteAddress: opts.ip ?? "10.32.0.1",
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });
  const contract = (number: string, months?: number): Promise<SeededContract> =>
    s.db.transaction((tx) => seedContract(tx, spec(number, months), new Date(), null));
  async function account(roles: string[], contractId?: string): Promise<{ token: string; id: string; email: string }> {
    const email = `tesoreria${++seq}@correo.co`;
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ($1, 'x', 'Camila', 'Restrepo', 'PERSONA_NATURAL', $2, true) RETURNING id::text AS id`,
      [email, roles],
    );
    if (contractId) await s.db.query("INSERT INTO contract_links (user_id, contract_id) VALUES ($1, $2)", [rows[0].id, contractId]);
    const t = issueToken();
    await insertSession(s.db, t.hash, rows[0].id, 3600, { ip: "10.32.0.9", userAgent: "jest" });
    return { token: t.raw, id: rows[0].id, email };
  }
  const secret = () => (s.app.payments.gateway as unknown as { secret(): Promise<string> }).secret();
  async function decide(reference: string, amount: number, status: "approved" | "rejected", gatewayCode: string) {
    const n = { reference, status, amount, gatewayCode } as const;
    const res = await api("POST", "/payments/callback", { body: { ...n, signature: sign(await secret(), n) } });
    expect(res.statusCode).toBe(200);
  }

  /** What the test made, by channel and figure, to compare with the report. */
  const made = { psePaid: 0, pseDouble: 0, psePending: 0, banco: 0, bancoDouble: 0, checkoutUnconfirmed: 0, checkoutToday: 0 };
  let pseDoubleRef = "";
  let bancoDoubleRef = "";
  let bancoAppliedRef = "";
  let holderToken = "";

  beforeAll(async () => {
    s = await startApp(backend, { SEED_DEMO: "false", PAYMENT_GATEWAY: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" });
    const a = await account(["USER", "ADMIN"]);
    admin = a.token;
    adminEmail = a.email;
    otherAdmin = (await account(["USER", "SUPER_ADMIN"])).token;
    customer = (await account(["USER"])).token;

    // PSE, through the sandbox: a visitor's attempt superseded by the holder's payment, which the bank
    // approves; then the bank approves the visitor's too: a double payment (payments/decisions.ts).
    const c = await contract("5200000001");
    const holder = await account(["USER"], c.id);
    holderToken = holder.token;
    const invoice = c.invoices.at(-1)!;
    const visitor = (await api("POST", "/payments", { body: { ...payer, contractNumber: c.number }, ip: "10.32.1.1" })).json<PaymentStart>();
    const own = await api("POST", "/payments", { token: holder.token, body: { ...payer, invoiceIds: [invoice.id] } });
    expect(own.statusCode).toBe(201);
    const due = c.invoices.reduce((sum, i) => sum + i.total, 0);
    await decide(own.json<PaymentStart>().reference, invoice.total, "approved", "555000222");
    await decide(visitor.reference, due, "approved", "555000111");
    made.psePaid += invoice.total;
    made.pseDouble += due;
    pseDoubleRef = visitor.reference;

    // A PSE payment still waiting for the bank, and one the bank rejected (in no figure).
    const other = await contract("5200000002");
    const started = await api("POST", "/payments", { body: { ...payer, contractNumber: other.number }, ip: "10.32.1.2" });
    expect(started.statusCode).toBe(201);
    made.psePending += other.invoices.reduce((sum, i) => sum + i.total, 0);
    const third = await contract("5200000003", 1);
    const rejected = (await api("POST", "/payments", { body: { ...payer, contractNumber: third.number }, ip: "10.32.1.3" })).json<PaymentStart>();
    await decide(rejected.reference, third.invoices[0].total, "rejected", "555000333");

    // The bank files and the Web Checkout: rows as their flows write them.
    const bank = await contract("5200000004");
    bancoAppliedRef = await insertPayment(s.db, {
      contractId: bank.id,
      method: "banco",
      status: "aprobada",
      amount: 125_000,
      createdAt: noonOf(dayBefore(1)),
      decidedAt: bogotaDayStart(dayBefore(1)),
      invoiceId: bank.invoices[0].id,
    });
    made.banco = 125_000;
    bancoDoubleRef = await insertPayment(s.db, {
      contractId: bank.id,
      method: "banco",
      status: "aprobada",
      amount: 58_750,
      createdAt: noonOf(dayBefore(2)),
      decidedAt: bogotaDayStart(dayBefore(2)),
      refundDue: true,
      invoiceId: bank.invoices[1].id,
    });
    made.bancoDouble = 58_750;
    await insertPayment(s.db, {
      contractId: bank.id,
      method: "checkout",
      status: "sin_confirmar",
      amount: 41_000,
      createdAt: noonOf(dayBefore(1)),
      decidedAt: null,
    });
    made.checkoutUnconfirmed = 41_000;
    await insertPayment(s.db, { contractId: bank.id, method: "checkout", status: "aprobada", amount: 33_000, createdAt: new Date(), decidedAt: new Date() });
    made.checkoutToday = 33_000;
    // Outside every channel, and outside the range: in no figure.
    await insertPayment(s.db, {
      contractId: bank.id,
      method: "punto-de-pago",
      status: "aprobada",
      amount: 99_000,
      createdAt: new Date(),
      decidedAt: new Date(),
    });
    await insertPayment(s.db, {
      contractId: bank.id,
      method: "banco",
      status: "aprobada",
      amount: 77_000,
      createdAt: noonOf(dayBefore(9)),
      decidedAt: noonOf(dayBefore(9)),
    });
  }, 120_000);
  afterAll(async () => s?.close());

  const report = async (query = "") => {
    const res = await api("GET", `/admin/treasury${query}`, { token: admin });
    expect(res.statusCode).toBe(200);
    return res.json<TreasuryReport>();
  };
  const row = (r: TreasuryReport, day: string, channel: TreasuryRow["channel"]) => r.rows.find((x) => x.day === day && x.channel === channel)!;

  test("a double payment made through the PSE flow shows to its holder as due back (refundDue)", async () => {
    const res = await api("GET", `/payments/${pseDoubleRef}`);
    expect(res.json<Payment>()).toMatchObject({ status: "aprobada", refundDue: true, refundedAt: null });
    const mine = await api("GET", "/payments", { token: holderToken });
    expect(
      mine
        .json<{ payments: Payment[] }>()
        .payments.filter((p) => p.refundDue)
        .map((p) => p.reference),
    ).toEqual([pseDoubleRef]);
  });

  test("without dates: the last 7 Bogotá days × 3 channels, every figure where its timestamp puts it", async () => {
    const r = await report();
    expect({ from: r.from, to: r.to }).toEqual({ from: dayBefore(6), to: today });
    expect(r.rows).toHaveLength(7 * 3);
    expect(row(r, today, "pse")).toEqual({
      day: today,
      channel: "pse",
      applied: { count: 1, amount: made.psePaid },
      pending: { count: 1, amount: made.psePending },
      unconfirmed: { count: 0, amount: 0 },
      doubles: { count: 1, amount: made.pseDouble },
      refunds: { count: 0, amount: 0 },
    });
    expect(row(r, today, "checkout")).toMatchObject({ applied: { count: 1, amount: made.checkoutToday }, unconfirmed: { count: 0, amount: 0 } });
    // By created_at: the checkout payment started yesterday and still without confirmation.
    expect(row(r, dayBefore(1), "checkout")).toMatchObject({ unconfirmed: { count: 1, amount: made.checkoutUnconfirmed }, applied: { count: 0, amount: 0 } });
    // By decided_at: the collection dates of the bank files.
    expect(row(r, dayBefore(1), "banco")).toMatchObject({ applied: { count: 1, amount: made.banco }, doubles: { count: 0, amount: 0 } });
    expect(row(r, dayBefore(2), "banco")).toMatchObject({ applied: { count: 0, amount: 0 }, doubles: { count: 1, amount: made.bancoDouble } });
    expect(r.total).toEqual({
      applied: { count: 3, amount: made.psePaid + made.checkoutToday + made.banco },
      pending: { count: 1, amount: made.psePending },
      unconfirmed: { count: 1, amount: made.checkoutUnconfirmed },
      doubles: { count: 2, amount: made.pseDouble + made.bancoDouble },
      refunds: { count: 0, amount: 0 },
    });
    expect(r.channels.find((c) => c.channel === "banco")).toMatchObject({
      applied: { count: 1, amount: made.banco },
      doubles: { count: 1, amount: made.bancoDouble },
    });
    expect(r.refundsPending).toEqual({ count: 2, amount: made.pseDouble + made.bancoDouble });
    // The bank payment 9 days ago is outside the range; the punto de pago is no channel of the screen.
    const nine = await report(`?from=${dayBefore(9)}&to=${dayBefore(9)}`);
    expect(nine.rows.map((x) => x.applied.count)).toEqual([0, 0, 1]);
  });

  test("the refunds list shows the double payments awaiting refund, oldest first", async () => {
    const res = await api("GET", "/admin/refunds", { token: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json<RefundList>();
    expect(list).toMatchObject({ status: "pending", total: 2, amount: made.pseDouble + made.bancoDouble });
    expect(list.items.map((i) => i.reference)).toEqual([bancoDoubleRef, pseDoubleRef]);
    expect(list.items[1]).toMatchObject({ channel: "pse", contractNumber: "5200000001", holderName: "Luz Marina Ochoa", payerEmail: "pagos@correo.co" });
    expect(list.items[1].invoiceNumbers.length).toBeGreaterThan(0);
    expect((await api("GET", "/admin/refunds?status=done", { token: admin })).json<RefundList>()).toMatchObject({
      status: "done",
      from: dayBefore(6),
      to: today,
      items: [],
      total: 0,
    });
    expect((await api("GET", "/admin/refunds?status=done&from=2026-02-30", { token: admin })).json()).toMatchObject({ fields: { from: expect.any(String) } });
    expect((await api("GET", "/admin/refunds?status=otro", { token: admin })).statusCode).toBe(400);
  });

  test("recording a refund: who, when and how, audited once; a retry answers the same; anything else is refused", async () => {
    const url = `/admin/payments/${bancoDoubleRef}/refund`;
    const note = "Transferencia Bancolombia 0012345 a la cuenta de ahorros del titular";
    // Refused without a note, and for payments that are not double payments.
    for (const body of [{}, { note: "" }, { note: "   " }]) {
      const res = await api("POST", url, { token: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { note: expect.any(String) } });
    }
    const notDouble = await api("POST", `/admin/payments/${bancoAppliedRef}/refund`, { token: admin, body: { note } });
    expect(notDouble.statusCode).toBe(409);
    expect(notDouble.json()).toMatchObject({ code: "NOT_A_DOUBLE_PAYMENT", message: expect.stringMatching(/no es un pago doble/) });
    expect((await api("POST", "/admin/payments/BAN-20260101-0000000000/refund", { token: admin, body: { note } })).statusCode).toBe(404);
    expect((await api("POST", "/admin/payments/x/refund", { token: admin, body: { note } })).statusCode).toBe(400);

    const first = await api("POST", url, { token: admin, body: { note: `  ${note} ` } });
    expect(first.statusCode).toBe(200);
    const refunded = first.json<RefundItem>();
    expect(refunded).toMatchObject({ reference: bancoDoubleRef, refundedBy: adminEmail, refundNote: note, amount: made.bancoDouble });
    expect(Date.parse(refunded.refundedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // The same refund again (a lost answer): the same answer, nothing written twice.
    const again = await api("POST", url, { token: admin, body: { note } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(refunded);
    // Another administrator, or another note: 409 saying who recorded it.
    const other = await api("POST", url, { token: otherAdmin, body: { note: "Saldo a favor en la factura de diciembre" } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: "ALREADY_REFUNDED", message: expect.stringContaining(adminEmail) });

    const { rows } = await s.db.query<{ action: string; actor_email: string; after: { note: string; amount: number } }>(
      "SELECT action, actor_email, after FROM audit_log WHERE entity_type = 'payment' AND entity_id = $1",
      [bancoDoubleRef],
    );
    expect(rows).toEqual([{ action: "payment.refund", actor_email: adminEmail, after: expect.objectContaining({ note, amount: made.bancoDouble }) }]);

    // The customer's side: the payment says it was refunded.
    const payment = (await s.db.query<{ refunded_at: Date }>("SELECT refunded_at FROM payments WHERE reference = $1", [bancoDoubleRef])).rows[0];
    expect(new Date(payment.refunded_at).toISOString()).toBe(refunded.refundedAt);

    // The lists and the figures follow: a refund today, one double payment still awaiting.
    expect((await api("GET", "/admin/refunds?status=done", { token: admin })).json<RefundList>().items.map((i) => i.reference)).toEqual([bancoDoubleRef]);
    expect((await api("GET", "/admin/refunds", { token: admin })).json<RefundList>().items.map((i) => i.reference)).toEqual([pseDoubleRef]);
    const r = await report();
    expect(row(r, today, "banco").refunds).toEqual({ count: 1, amount: made.bancoDouble });
    // The double payment stays on the day it was decided.
    expect(row(r, dayBefore(2), "banco").doubles).toEqual({ count: 1, amount: made.bancoDouble });
    expect(r.refundsPending).toEqual({ count: 1, amount: made.pseDouble });
  });

  test("the CSV: RFC 4180 with a BOM, one line per day and channel in whole pesos, then the totals", async () => {
    const res = await api("GET", `/admin/treasury?from=${dayBefore(2)}&to=${today}&format=csv`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="tesoreria-${dayBefore(2)}-a-${today}.csv"`);
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    expect(res.body.endsWith("\r\n")).toBe(true);
    const lines = res.body.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(TREASURY_CSV_HEADER.join(","));
    expect(lines[0]).toMatch(/^Día \(hora de Colombia\),Canal,Pagos aplicados \(cantidad\),Pagos aplicados \(COP\),Pendientes \(cantidad\)/);
    // 3 days × 3 channels, 3 channel totals and the total.
    expect(lines).toHaveLength(1 + 9 + 3 + 1);
    expect(lines).toContain(`${today},PSE,1,${made.psePaid},1,${made.psePending},0,0,1,${made.pseDouble},0,0`);
    expect(lines).toContain(`${dayBefore(2)},Bancos (archivos de recaudo),0,0,0,0,0,0,1,${made.bancoDouble},0,0`);
    expect(lines).toContain(`${today},Bancos (archivos de recaudo),0,0,0,0,0,0,0,0,1,${made.bancoDouble}`);
    expect(lines.at(-1)).toBe(
      `Total,Todos los canales,3,${made.psePaid + made.checkoutToday + made.banco},1,${made.psePending},1,${made.checkoutUnconfirmed},2,${made.pseDouble + made.bancoDouble},1,${made.bancoDouble}`,
    );
  });

  test("bad dates are a 400 naming the field; a range is capped at 366 days", async () => {
    for (const [query, field] of [
      ["?from=2026-02-30", "from"],
      ["?to=0000-00-00", "to"],
      ["?from=9999-12-31", "from"],
      ["?from=ayer", "from"],
      [`?from=${today}&to=${dayBefore(1)}`, "to"],
      [`?from=${dayBefore(366)}&to=${today}`, "from"],
      ["?from=2026-01-01T00:00", "from"],
    ] as const) {
      const res = await api("GET", `/admin/treasury${query}`, { token: admin });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { [field]: expect.any(String) } });
    }
    const year = await report(`?from=${dayBefore(365)}&to=${today}`);
    expect(year.rows).toHaveLength(366 * 3);
    expect((await report(`?to=${dayBefore(10)}`)).from).toBe(dayBefore(16));
  });

  test("only administrators: 401 without a session, 403 for a customer", async () => {
    for (const [method, url] of [
      ["GET", "/admin/treasury"],
      ["GET", "/admin/treasury?format=csv"],
      ["GET", "/admin/refunds"],
      ["POST", `/admin/payments/${pseDoubleRef}/refund`],
    ] as const) {
      const body = method === "POST" ? { note: "Transferencia" } : undefined;
      expect({ url, status: (await api(method, url, { body })).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await api(method, url, { body, token: customer })).statusCode }).toEqual({ url, status: 403 });
    }
    expect((await api("GET", "/admin/treasury", { token: otherAdmin })).statusCode).toBe(200);
    const still = await s.db.query("SELECT 1 FROM payments WHERE reference = $1 AND refunded_at IS NULL", [pseDoubleRef]);
    expect(still.rows).toHaveLength(1);
  });
});

describe.each(backends)("treasury's plans on $name", (backend) => {
  test("every figure and list reads an index range of payments, never the whole table", async () => {
    const s = await startApp(backend, { SEED_DEMO: "false" });
    try {
      const c = await s.db.transaction((tx) => seedContract(tx, spec("5300000001"), new Date(), null));
      // Two years of payments of every kind, none in the report's week.
      await s.db.exec(`
        INSERT INTO payments (reference, contract_id, amount, method, gateway, status, created_at, decided_at, refund_due, refunded_at)
        SELECT 'PSE-20240101-' || lpad(i::text, 10, '0'), '${c.id}', 10000 + i, (ARRAY['pse', 'checkout', 'banco', 'punto-de-pago'])[1 + i % 4], 'x',
               CASE WHEN i % 50 = 0 THEN 'rechazada' ELSE 'aprobada' END, now() - interval '30 days' - i * interval '3 hours',
               now() - interval '30 days' - i * interval '3 hours' + interval '1 minute', i % 97 = 0, CASE WHEN i % 194 = 0 THEN now() - interval '40 days' END
        FROM generate_series(1, 3000) i`);
      const sent: { sql: string; params: readonly unknown[] }[] = [];
      const recording: Db = {
        kind: s.db.kind,
        query: (sql, params = []) => {
          sent.push({ sql, params });
          return s.db.query(sql, params);
        },
        exec: (sql) => s.db.exec(sql),
        transaction: (fn) => s.db.transaction(fn),
        close: () => s.db.close(),
      };
      const { treasuryRange, treasuryReport } = await import("../../server/modules/treasury/report");
      const repo = await import("../../server/modules/treasury/repository");
      await treasuryReport(recording, treasuryRange({}, new Date()));
      await repo.refunds(recording, null, 200);
      await repo.refunds(recording, { from: new Date(Date.now() - 400 * DAY), to: new Date() }, 200);
      const plans = await Promise.all(
        sent.map(async (q) => (await s.db.query<{ "QUERY PLAN": string }>(`EXPLAIN ${q.sql}`, q.params)).rows.map((r) => r["QUERY PLAN"]).join("\n")),
      );
      expect(plans).toHaveLength(8);
      for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on payments/);
      expect(plans[0]).toMatch(/payments_decided/);
      expect(plans[1]).toMatch(/payments_undecided_created/);
      expect(plans[2]).toMatch(/payments_refunded/);
      expect(plans[3]).toMatch(/payments_refund_pending/);
      expect(plans[4]).toMatch(/payments_refund_pending/);
      expect(plans[6]).toMatch(/payments_refunded/);
    } finally {
      await s.close();
    }
  }, 60_000);
});
