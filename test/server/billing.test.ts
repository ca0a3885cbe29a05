import type { BillingLookup, ConsumptionSeries, Contract, InvoiceDetail, InvoiceSummary, Payment, PaymentInput, PaymentStart } from "../../src/shared/billing";
import type { AuthResponse } from "../../src/shared/types";
import { seedBilling, seedContract, type ContractSpec, type SeededContract } from "../../server/modules/billing/seed";
import { DEMO_CONTRACTS } from "../../server/modules/billing/seedData";
import { sign } from "../../server/modules/payments/pseSandbox";
import { CSV_HEADER } from "../../server/modules/payments/service";
import { pdfText } from "../support/pdfText";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Clave segura de prueba 2026";
const MINUTE = 60_000;

const spec = (number: string, over: Partial<ContractSpec> = {}): ContractSpec => ({
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
  services: ["energia", "acueducto", "alcantarillado"],
  meters: { energia: "EN-1", acueducto: "AC-1" },
  base: { energia: 160, acueducto: 13 },
  latestIssuedDaysAgo: 5,
  unpaid: 1,
  months: 8,
  ...over,
});

describe.each(backends)("billing and payments on $name", (backend) => {
  let s: Started;
  let seq = 0;

  const api = (method: "GET" | "POST" | "PUT", url: string, opts: { body?: object; token?: string } = {}) =>
    s.app.inject({ method, url: `/api${url}`, payload: opts.body, headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {} });

  async function customer(email = `cliente${++seq}@correo.co`): Promise<{ token: string; id: string }> {
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.7.0.${++seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email,
        password: PASSWORD,
        firstName: "Camila",
        lastName: "Restrepo",
        documentType: "CC",
        documentNumber: `5020304${seq}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    return { token, id: user.id };
  }

  /** A contract with history, linked to the account through the API (the way customers do it). */
  async function ownedContract(token: string, number: string, over: Partial<ContractSpec> = {}): Promise<SeededContract> {
    const seeded = await s.db.transaction((tx) => seedContract(tx, spec(number, over), new Date(), null));
    const res = await s.app.inject({
      method: "POST",
      url: "/api/contracts/link",
      headers: { authorization: `Bearer ${token}` },
      // Its own address: linking is limited per address (issue 20 §2), and this file links many.
      remoteAddress: `10.8.0.${++seq}`,
      payload: { contractNumber: number, documentNumber: spec(number, over).holderDocumentNumber, verificationCode: seeded.invoices.at(-1)!.verificationCode },
    });
    expect(res.statusCode).toBe(200);
    return seeded;
  }

  const payer = { bank: "1007", personType: "natural", documentType: "CC", documentNumber: "1020304050", email: "pagos@correo.co" } as const;

  async function startPayment(body: PaymentInput, token?: string): Promise<PaymentStart> {
    const res = await api("POST", "/payments", { body, token });
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 201 });
    return res.json<PaymentStart>();
  }

  async function bankSays(reference: string, decision: "approved" | "rejected" | "failed") {
    const page = await s.app.inject({ method: "GET", url: `/api/payments/pse-sandbox/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain(reference);
    const res = await s.app.inject({
      method: "POST",
      url: `/api/payments/pse-sandbox/${reference}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `decision=${decision}`,
    });
    expect(res.statusCode).toBe(303);
    return res.headers.location as string;
  }

  async function payment(reference: string, token?: string): Promise<Payment> {
    const res = await api("GET", `/payments/${reference}`, { token });
    expect(res.statusCode).toBe(200);
    return res.json<Payment>();
  }

  async function invoices(token: string, contractId: string): Promise<InvoiceSummary[]> {
    const res = await api("GET", `/contracts/${contractId}/invoices`, { token });
    expect(res.statusCode).toBe(200);
    return res.json<{ invoices: InvoiceSummary[] }>().invoices;
  }

  const secret = () => (s.app.payments.gateway as unknown as { secret(): Promise<string> }).secret();

  beforeAll(async () => {
    s = await startApp(backend);
  });
  afterAll(async () => s.close());

  test("the demo seed gives the customer two contracts of 24 months, one invoice pending and one overdue, once", async () => {
    const demo = await customer("cliente@example.com");
    const written = await s.db.transaction((tx) => seedBilling(tx, new Date()));
    expect(written).toBe(4);
    expect(await s.db.transaction((tx) => seedBilling(tx, new Date()))).toBe(0);

    const res = await api("GET", "/contracts", { token: demo.token });
    expect(res.statusCode).toBe(200);
    const contracts = res.json<{ contracts: Contract[] }>().contracts;
    expect(contracts.map((c) => c.number)).toEqual(["1002003001", "1002003002"]);
    const [home, flat] = contracts;
    const homeInvoices = await invoices(demo.token, home.id);
    const flatInvoices = await invoices(demo.token, flat.id);
    expect(homeInvoices).toHaveLength(24);
    expect(flatInvoices).toHaveLength(24);
    expect(homeInvoices[0].status).toBe("pendiente");
    expect(flatInvoices[0].status).toBe("vencida");
    expect([...homeInvoices.slice(1), ...flatInvoices.slice(1)].every((i) => i.status === "pagada" && i.paymentReference)).toBe(true);
    expect(home).toMatchObject({ unpaidInvoices: 1, amountDue: homeInvoices[0].total, overdue: false, nextDueDate: homeInvoices[0].dueDate });
    expect(flat).toMatchObject({ unpaidInvoices: 1, overdue: true });
    expect(home.lastPayment).not.toBeNull();
    // 24 distinct consecutive periods, newest first.
    expect(new Set(homeInvoices.map((i) => i.period)).size).toBe(24);
    expect([...homeInvoices.map((i) => i.period)].sort().reverse()).toEqual(homeInvoices.map((i) => i.period));

    const payments = (await api("GET", "/payments", { token: demo.token })).json<{ payments: Payment[] }>();
    expect(payments.payments).toHaveLength(46);
    expect(payments.payments.every((p) => p.status === "aprobada")).toBe(true);

    // The bill check's facts: lines add up to the total, CU is the sum of its parts, six periods back.
    const detail = (await api("GET", `/invoices/${homeInvoices[0].id}`, { token: demo.token })).json<InvoiceDetail>();
    expect(detail.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(detail.total);
    const t = detail.energyTariff!;
    expect(t.cu).toBeCloseTo(t.g + t.t + t.d + t.cv + t.pr + t.r, 1);
    expect(detail.history).toHaveLength(6);
    expect(detail.subsidyRate).toBe(-0.15);
    expect(detail.lines.some((l) => l.kind === "subsidio" && l.amount < 0)).toBe(true);
    expect(detail.paymentPoints.length).toBeGreaterThan(0);
    expect(detail.reconnectionCharge).toBeGreaterThan(0);
    // The estimated period says so and bills the average instead of a reading.
    const estimated = (
      await Promise.all(homeInvoices.slice(0, 10).map(async (i) => (await api("GET", `/invoices/${i.id}`, { token: demo.token })).json<InvoiceDetail>()))
    ).flatMap((d) => d.readings.filter((r) => r.estimated));
    expect(estimated).toHaveLength(1);
    expect(estimated[0].current).toBeNull();
    // The flat in estrato 5 pays a contribution.
    const flatDetail = (await api("GET", `/invoices/${flatInvoices[0].id}`, { token: demo.token })).json<InvoiceDetail>();
    expect(flatDetail.lines.some((l) => l.kind === "contribucion" && l.amount > 0)).toBe(true);

    const consumption = (await api("GET", `/contracts/${home.id}/consumption?months=12`, { token: demo.token })).json<ConsumptionSeries>();
    expect(consumption.points).toHaveLength(12);
    expect(consumption.services).toEqual(["energia", "acueducto", "alcantarillado"]);
    expect(consumption.points.at(-1)!.period).toBe(homeInvoices[0].period);
  });

  test("the demo contracts are in San Rafael, Antioquia, where the company serves (issue 21)", async () => {
    await s.db.transaction((tx) => seedBilling(tx, new Date()));
    const { rows } = await s.db.query<{ number: string; municipality: string; address: string; barrio: string; comuna: string; estrato: number }>(
      "SELECT number, municipality, address, barrio, comuna, estrato FROM contracts WHERE number = ANY ($1) ORDER BY number",
      [DEMO_CONTRACTS.map((c) => c.number)],
    );
    expect(rows.map((r) => r.number)).toEqual(DEMO_CONTRACTS.map((c) => c.number));
    for (const r of rows) {
      expect({ number: r.number, municipality: r.municipality }).toEqual({ number: r.number, municipality: "San Rafael" });
      // No trace of the old Medellín demo (its barrios and comunas) in any field.
      expect(`${r.address} ${r.barrio} ${r.comuna}`).not.toMatch(/Medell|Bel[eé]n|Poblado|Laureles|Candelaria|Comuna \d/);
    }
    // Each contract keeps its story: the estratos the other tests and the e2e rely on.
    expect(rows.map((r) => r.estrato)).toEqual([3, 5, 2, 4]);
  });

  test("another customer and a visitor reach none of the owner's contracts, invoices, files or payments", async () => {
    const owner = await customer();
    const other = await customer();
    const c = await ownedContract(owner.token, "2100000001", { unpaid: 2 });
    const invoice = c.invoices.at(-1)!;
    const paid = c.invoices[0];
    const started = await startPayment({ ...payer, invoiceIds: [invoice.id] }, owner.token);

    const urls = [
      `/contracts/${c.id}/invoices`,
      `/contracts/${c.id}/consumption`,
      `/invoices/${invoice.id}`,
      `/invoices/${invoice.id}/pdf`,
      `/payments?contractId=${c.id}`,
      `/payments?contractId=${c.id}&format=csv`,
    ];
    for (const url of urls) {
      const asOther = await api("GET", url, { token: other.token });
      expect({ url, status: asOther.statusCode }).toEqual({ url, status: 404 });
      expect(asOther.body).not.toContain(invoice.number);
      const asVisitor = await api("GET", url);
      expect({ url, status: asVisitor.statusCode }).toEqual({ url, status: 401 });
    }
    // Made-up ids look the same as other people's.
    expect((await api("GET", "/invoices/no-es-un-id", { token: other.token })).statusCode).toBe(404);
    expect((await api("GET", `/contracts/00000000-0000-4000-8000-000000000000/invoices`, { token: owner.token })).statusCode).toBe(404);

    expect((await api("GET", "/contracts", { token: other.token })).json<{ contracts: Contract[] }>().contracts).toEqual([]);
    expect((await api("GET", "/payments", { token: other.token })).json<{ payments: Payment[] }>().payments).toEqual([]);
    expect((await api("GET", "/contracts")).statusCode).toBe(401);
    expect((await api("GET", "/payments")).statusCode).toBe(401);

    // The owner's payment: 404 for the other customer and for a visitor, whole for the owner.
    expect((await api("GET", `/payments/${started.reference}`, { token: other.token })).statusCode).toBe(404);
    expect((await api("GET", `/payments/${started.reference}`)).statusCode).toBe(404);
    expect((await payment(started.reference, owner.token)).status).toBe("pendiente");

    // Changing or paying what is not theirs changes nothing.
    const enrol = await api("PUT", `/contracts/${c.id}/digital-bill`, {
      token: other.token,
      body: { enrolled: true, email: "intruso@correo.co", acceptTerms: true },
    });
    expect(enrol.statusCode).toBe(404);
    expect((await api("PUT", `/contracts/${c.id}/digital-bill`, { body: { enrolled: false } })).statusCode).toBe(401);
    const { rows } = await s.db.query<{ digital_bill_email: string | null }>("SELECT digital_bill_email FROM contracts WHERE id = $1", [c.id]);
    expect(rows[0].digital_bill_email).toBeNull();
    const before = await s.db.query("SELECT count(*)::int AS n FROM payments");
    const steal = await api("POST", "/payments", { token: other.token, body: { ...payer, invoiceIds: [paid.id] } });
    expect(steal.statusCode).toBe(404);
    expect((await api("POST", "/payments", { body: { ...payer, invoiceIds: [paid.id] } })).statusCode).toBe(401);
    expect((await s.db.query("SELECT count(*)::int AS n FROM payments")).rows).toEqual(before.rows);
  });

  test("linking proves ownership with the holder's document and a recent invoice's verification code, and stops guessing", async () => {
    const me = await customer();
    const seeded = await s.db.transaction((tx) => seedContract(tx, spec("2200000001", { months: 12 }), new Date(), null));
    const doc = spec("2200000001").holderDocumentNumber;
    const recent = seeded.invoices.at(-1)!.verificationCode;
    const old = seeded.invoices[0].verificationCode;
    // Each account from its own address: linking is also limited per address (issue 20 §2).
    const linkAs = (token: string, ip: string) => (body: object) =>
      s.app.inject({ method: "POST", url: "/api/contracts/link", headers: { authorization: `Bearer ${token}` }, remoteAddress: ip, payload: body });
    const link = linkAs(me.token, "10.8.1.1");

    const empty = await link({ contractNumber: "", documentNumber: "", verificationCode: "" });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields).sort()).toEqual(["contractNumber", "documentNumber", "verificationCode"]);
    for (const body of [
      { contractNumber: "2200000001", documentNumber: "99999999", verificationCode: recent },
      { contractNumber: "2200000001", documentNumber: doc, verificationCode: old },
      { contractNumber: "2200000009", documentNumber: doc, verificationCode: recent },
    ]) {
      const res = await link(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "LINK_NOT_VERIFIED" });
    }
    expect((await api("GET", "/contracts", { token: me.token })).json<{ contracts: Contract[] }>().contracts).toEqual([]);
    // Dots and spaces as people type them are fine.
    const ok = await link({
      contractNumber: "2200-000-001",
      documentNumber: `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5)}`,
      verificationCode: recent,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Contract>().number).toBe("2200000001");

    const guesser = await customer();
    const guess = linkAs(guesser.token, "10.8.1.2");
    for (let i = 0; i < 5; i++) {
      expect((await guess({ contractNumber: "2200000001", documentNumber: `1000${i}`, verificationCode: recent })).statusCode).toBe(400);
    }
    const blocked = await guess({ contractNumber: "2200000001", documentNumber: doc, verificationCode: recent });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  test("a payment is approved by the bank once: signature checked, callbacks idempotent, no second payment", async () => {
    const me = await customer();
    const c = await ownedContract(me.token, "2300000001");
    const invoice = c.invoices.at(-1)!;

    const bad = await api("POST", "/payments", {
      token: me.token,
      body: { ...payer, bank: "0000", documentNumber: "12ab", email: "no-es-correo", invoiceIds: [invoice.id] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["bank", "documentNumber", "email"]);

    const started = await startPayment({ ...payer, invoiceIds: [invoice.id] }, me.token);
    expect(started.redirectUrl).toBe(`/api/payments/pse-sandbox/${started.reference}`);
    expect(started.reference).toMatch(/^PSE-\d{8}-[0-9A-Z]{10}$/);
    expect((await invoices(me.token, c.id))[0]).toMatchObject({ status: "pendiente", paymentInProgress: true });

    // A pending payment blocks a second one for the same invoice.
    const second = await api("POST", "/payments", { token: me.token, body: { ...payer, invoiceIds: [invoice.id] } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "PAYMENT_IN_PROGRESS" });

    // A notification without the gateway's signature changes nothing.
    const forged = { reference: started.reference, status: "approved", amount: invoice.total, gatewayCode: "123456789" };
    expect((await api("POST", "/payments/callback", { body: { ...forged, signature: "0".repeat(64) } })).statusCode).toBe(401);
    expect((await api("POST", "/payments/callback", { body: { ...forged, signature: sign("otra-clave", forged as never) } })).statusCode).toBe(401);
    expect((await payment(started.reference, me.token)).status).toBe("pendiente");
    // Nor does a signed one with another amount.
    const wrongAmount = { ...forged, amount: invoice.total + 1 } as const;
    expect((await api("POST", "/payments/callback", { body: { ...wrongAmount, signature: sign(await secret(), wrongAmount as never) } })).statusCode).toBe(400);

    const back = await bankSays(started.reference, "approved");
    expect(back).toBe(`/dashboard/paymentSuccess?reference=${started.reference}`);
    const approved = await payment(started.reference, me.token);
    expect(approved).toMatchObject({
      status: "aprobada",
      amount: invoice.total,
      bank: "Bancolombia",
      invoiceNumbers: [invoice.number],
      contractNumber: "2300000001",
    });
    expect(approved.gatewayCode).toMatch(/^\d{9}$/);
    const after = (await invoices(me.token, c.id))[0];
    expect(after).toMatchObject({ status: "pagada", paymentReference: started.reference, paymentInProgress: false });

    // The same signed answer again: accepted, nothing changes.
    const repeat = { reference: started.reference, status: "approved", amount: invoice.total, gatewayCode: approved.gatewayCode! } as const;
    const again = await api("POST", "/payments/callback", { body: { ...repeat, signature: sign(await secret(), repeat) } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "aprobada", repeated: true });
    expect((await invoices(me.token, c.id))[0].paidAt).toBe(after.paidAt);
    // A contrary answer after the decision is refused.
    const contrary = { ...repeat, status: "rejected" } as const;
    expect((await api("POST", "/payments/callback", { body: { ...contrary, signature: sign(await secret(), contrary) } })).statusCode).toBe(409);
    expect((await payment(started.reference, me.token)).status).toBe("aprobada");
    // The bank page of a decided payment only links back.
    const page = await s.app.inject({ method: "GET", url: `/api/payments/pse-sandbox/${started.reference}` });
    expect(page.body).toContain("ya fue procesada");

    // A paid invoice cannot be paid again, neither picked nor by contract number.
    const twice = await api("POST", "/payments", { token: me.token, body: { ...payer, invoiceIds: [invoice.id] } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "INVOICE_PAID" });
    const byNumber = await api("POST", "/payments", { body: { ...payer, contractNumber: "2300000001" } });
    expect(byNumber.statusCode).toBe(409);
    expect(byNumber.json()).toMatchObject({ code: "NOTHING_DUE" });

    // The receipt went to the payer.
    const { rows } = await s.db.query<{ subject: string }>("SELECT subject FROM mail_outbox WHERE to_address = $1 AND kind = 'payment_receipt'", [payer.email]);
    expect(rows.map((r) => r.subject).join()).toContain(started.reference);
  });

  test("a rejected or failed payment leaves the invoice unpaid and free to pay again; an abandoned one stops blocking it, unconfirmed", async () => {
    const me = await customer();
    const c = await ownedContract(me.token, "2400000001");
    const invoice = c.invoices.at(-1)!;
    for (const decision of ["rejected", "failed"] as const) {
      const started = await startPayment({ ...payer, invoiceIds: [invoice.id] }, me.token);
      await bankSays(started.reference, decision);
      expect((await payment(started.reference, me.token)).status).toBe(decision === "rejected" ? "rechazada" : "fallida");
      expect((await invoices(me.token, c.id))[0]).toMatchObject({ status: "pendiente", paymentInProgress: false, paidAt: null });
    }
    const abandoned = await startPayment({ ...payer, invoiceIds: [invoice.id] }, me.token);
    expect((await api("POST", "/payments", { token: me.token, body: { ...payer, invoiceIds: [invoice.id] } })).statusCode).toBe(409);
    const realNow = s.app.payments.now;
    s.app.payments.now = () => new Date(Date.now() + 31 * MINUTE);
    try {
      const retry = await startPayment({ ...payer, invoiceIds: [invoice.id] }, me.token);
      // Issue 32 §1: never failed by the clock; without the gateway's word it is "sin confirmar".
      expect((await payment(abandoned.reference, me.token)).status).toBe("sin_confirmar");
      expect((await payment(retry.reference, me.token)).status).toBe("pendiente");
    } finally {
      s.app.payments.now = realNow;
    }
  });

  test("two payments of the same invoice at once: exactly one starts", async () => {
    const me = await customer();
    const c = await ownedContract(me.token, "2500000001");
    const body = { ...payer, invoiceIds: [c.invoices.at(-1)!.id] };
    const results = await Promise.all([0, 1, 2].map(() => api("POST", "/payments", { token: me.token, body })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  test("a visitor pays a contract by number and reads the receipt by reference; the lookup reveals nothing personal", async () => {
    await s.db.transaction((tx) => seedContract(tx, spec("2600000001", { unpaid: 2, address: "Cra. 65 # 8B-91, torre 2 apto 503" }), new Date(), null));
    const lookupRes = await api("GET", "/billing/lookup?contract=2600000001");
    expect(lookupRes.statusCode).toBe(200);
    const lookup = lookupRes.json<BillingLookup>();
    expect(lookup.unpaidInvoices).toBe(2);
    expect(lookup.overdue).toBe(true);
    expect(lookup.maskedAddress).toMatch(/^Cra\. 65 #/);
    expect(lookup.maskedAddress).not.toMatch(/8B|91|503|torre/);
    expect(JSON.stringify(lookup)).not.toMatch(/Ochoa|Luz|43\d{6}/);
    expect(Object.keys(lookup).sort()).toEqual(["amountDue", "contractNumber", "dueDate", "maskedAddress", "overdue", "paymentInProgress", "unpaidInvoices"]);
    const unknown = await api("GET", "/billing/lookup?contract=9999999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields).toHaveProperty("contract");
    expect((await api("GET", "/billing/lookup?contract=12")).statusCode).toBe(400);

    const started = await startPayment({ ...payer, contractNumber: "2600000001" });
    const back = await bankSays(started.reference, "approved");
    expect(back).toBe(`/paymentStatus?reference=${started.reference}`);
    const receipt = await payment(started.reference);
    expect(receipt).toMatchObject({ status: "aprobada", amount: lookup.amountDue, contractNumber: "2600000001" });
    expect(receipt.invoiceNumbers).toHaveLength(2);
    expect((await api("GET", "/billing/lookup?contract=2600000001")).json()).toMatchObject({ amountDue: 0, unpaidInvoices: 0, overdue: false });
    expect((await api("GET", "/payments/PSE-20260101-0000000000")).statusCode).toBe(404);
    expect((await api("GET", "/payments/cualquier-cosa")).statusCode).toBe(400);
  });

  test("the duplicate PDF prints the office hours and address of the site settings (issue 33 §3: it said 7:30–5:30)", async () => {
    const me = await customer();
    const c = await ownedContract(me.token, "2700000033");
    const invoice = c.invoices.at(-1)!;
    const printed = async () => {
      const res = await api("GET", `/invoices/${invoice.id}/pdf`, { token: me.token });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload).text.replace(/\s+/g, " ");
    };
    const before = await printed();
    expect(before).not.toMatch(/7:30|5:30/);
    expect(before).toContain("7:00 a. m. a 5:00 p. m.");
    const current = await s.app.siteSettings.fresh();
    await s.app.siteSettings.save(
      { ...current.settings, officeHours: "Lunes a sábado de 6:30 a. m. a 6:00 p. m.", officeAddress: "Calle 10 # 20-30, Edificio Nuevo" },
      current.version,
      { id: me.id, email: "admin@example.com" },
    );
    try {
      const after = await printed();
      expect(after).toContain("Lunes a sábado de 6:30 a. m. a 6:00 p. m.");
      expect(after).toContain("Calle 10 # 20-30, Edificio Nuevo");
      const detail = (await api("GET", `/invoices/${invoice.id}`, { token: me.token })).json<InvoiceDetail>();
      expect(detail.paymentPoints.join(" ")).toContain("Lunes a sábado de 6:30 a. m. a 6:00 p. m.");
    } finally {
      const now = await s.app.siteSettings.fresh();
      await s.app.siteSettings.save(
        { ...now.settings, officeHours: current.settings.officeHours, officeAddress: current.settings.officeAddress },
        now.version,
        {
          id: me.id,
          email: "admin@example.com",
        },
      );
    }
  });

  test("the duplicate PDF opens and carries the invoice number, total and the legal minimum; transactions come as CSV", async () => {
    const me = await customer();
    const c = await ownedContract(me.token, "2700000001", { estimated: [0] });
    const invoice = c.invoices.at(-1)!;
    const res = await api("GET", `/invoices/${invoice.id}/pdf`, { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`factura-${invoice.number}.pdf`);
    const { pages, text } = pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    const flat = text.replace(/\s+/g, " ");
    const total = new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", maximumFractionDigits: 0, minimumFractionDigits: 0 })
      .format(invoice.total)
      .replace(/\s/g, " ");
    expect(flat).toContain(invoice.number);
    expect(flat).toContain(total);
    for (const fact of [
      "2700000001",
      "EN-1",
      "Estrato 3",
      "Residencial",
      "Lectura anterior",
      "Estimado",
      "Cargo fijo acueducto",
      "Consumo básico",
      "Subsidio",
      "Fecha de suspensión",
      "Puntos de pago",
      "Cargo por reconexión",
      "Generación (G)",
    ]) {
      expect({ fact, found: flat.includes(fact) }).toEqual({ fact, found: true });
    }

    const started = await startPayment({ ...payer, invoiceIds: [invoice.id] }, me.token);
    await bankSays(started.reference, "rejected");
    await startPayment({ ...payer, invoiceIds: [invoice.id] }, me.token);
    const json = (await api("GET", `/payments?contractId=${c.id}`, { token: me.token })).json<{ payments: Payment[] }>();
    const csv = await api("GET", `/payments?contractId=${c.id}&format=csv`, { token: me.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="transacciones-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.join(","));
    expect(lines).toHaveLength(1 + json.payments.length);
    expect(json.payments.length).toBe(7 + 2);
    for (const p of json.payments) expect(csv.body).toContain(p.reference);
    expect(csv.body).toContain("Rechazada");
  });

  test("digital bill: explicit consent, the address validated, a confirmation e-mail, and cancelling", async () => {
    const me = await customer();
    const c = await ownedContract(me.token, "2800000001");
    const put = (body: object) => api("PUT", `/contracts/${c.id}/digital-bill`, { token: me.token, body });
    const refused = await put({ enrolled: true, email: "correo-malo", acceptTerms: false });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(["acceptTerms", "email"]);
    const ok = await put({ enrolled: true, email: "Factura@Correo.CO", acceptTerms: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Contract>().digitalBill).toMatchObject({ email: "factura@correo.co", termsVersion: "2026-01" });
    const mail = await s.db.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE to_address = 'factura@correo.co' AND kind = 'digital_bill_enrolled'",
    );
    expect(mail.rows[0].subject).toContain("2800000001");
    const off = await put({ enrolled: false });
    expect(off.json<Contract>().digitalBill).toBeNull();
  });

  test("a new connection request is validated by field and numbered in order", async () => {
    const me = await customer();
    const bad = await api("POST", "/contracts/connection-requests", {
      token: me.token,
      body: { address: "", barrio: "", municipality: "", use: "hotel", services: [], phone: "123" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["address", "barrio", "municipality", "phone", "services", "use"]);
    const body = {
      address: "Cl. 5 Sur # 20-10",
      barrio: "Vereda Puente Tierra",
      municipality: "San Rafael",
      use: "residencial",
      services: ["energia", "acueducto"],
      phone: "604 444 5555",
    };
    const first = await api("POST", "/contracts/connection-requests", { token: me.token, body });
    const second = await api("POST", "/contracts/connection-requests", { token: me.token, body });
    expect(first.statusCode).toBe(201);
    const year = new Date(Date.now() - 5 * 3_600_000).getUTCFullYear();
    expect(first.json().requestNumber).toBe(`SOL-${year}-000001`);
    expect(second.json().requestNumber).toBe(`SOL-${year}-000002`);
    expect((await api("POST", "/contracts/connection-requests", { body })).statusCode).toBe(401);
    expect((await api("GET", `/contracts/00000000-0000-4000-8000-000000000000/consumption?months=25`, { token: me.token })).statusCode).toBe(400);
  });
});
