import { formatCop, type Contract } from "../../src/shared/billing";
import type { NoticePreferences, NoticeResult } from "../../src/shared/notices";
import type { AuthResponse } from "../../src/shared/types";
import type { Queryable } from "../../server/db/db";
import { listOutbox, type OutboxEntry } from "../../server/mail/outbox";
import { invoiceArrived } from "../../server/modules/billing/invoiceEvents";
import { reminderDay } from "../../server/modules/notices/schedule";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const PASSWORD = "Clave segura de prueba 2026";
const HOLDER = { name: "Luz Marina Ochoa", address: "Cl. 10 # 43-20, casa 4", barrio: "El Jardín", document: "43998877" };

/** Noon in Bogotá (17:00 UTC) of a Colombian day. */
const bogotaNoon = (day: string) => new Date(`${day}T17:00:00Z`);

describe("reminderDay", () => {
  it("is three business days before the due date, weekends and Colombian holidays skipped", () => {
    // Thursday 2026-12-10; Tuesday 2026-12-08 is a holiday (Inmaculada Concepción): Wed 9, Mon 7, Fri 4.
    expect(reminderDay("2026-12-10")).toBe("2026-12-04");
    // Without a holiday: Thursday 2026-11-26 → Monday 2026-11-23.
    expect(reminderDay("2026-11-26")).toBe("2026-11-23");
    // A due date on a Monday: Fri, Thu, Wed.
    expect(reminderDay("2026-11-30")).toBe("2026-11-25");
  });
});

describe.each(backends)("notices on $name", (backend) => {
  let s: Started;
  let seq = 0;

  beforeAll(async () => {
    s = await startApp(backend, { PUBLIC_URL: "https://portal.emsp.example" });
    // The sweep run by the start (real clock) is over before a test moves the clock.
    await s.app.notices.sweepReminders();
  });
  afterAll(async () => {
    await s.close();
  });

  const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, opts: { body?: object; token?: string } = {}) =>
    s.app.inject({ method, url: `/api${url}`, payload: opts.body, headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {} });

  const mails = async (to: string, kind?: string): Promise<OutboxEntry[]> =>
    (await listOutbox(s.db, { to, limit: 100 })).filter((m) => kind === undefined || m.kind === kind);

  async function customer(): Promise<{ token: string; id: string; email: string }> {
    const email = `titular${++seq}.${backend.name.toLowerCase()}@correo.co`;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.9.0.${++seq}`,
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
    await s.db.query("UPDATE users SET is_email_verified = true WHERE id = $1", [user.id]);
    return { token, id: user.id, email };
  }

  /** A contract of the utility's (as the import writes it), linked to the account. */
  async function contract(userId: string): Promise<string> {
    const number = String(70_000_000 + ++seq);
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO contracts (number, holder_name, holder_document_type, holder_document_number, address, barrio, comuna, municipality, estrato, use, services)
       VALUES ($1, $2, 'CC', $3, $4, $5, 'Zona urbana', 'San Rafael', 3, 'residencial', ARRAY['energia', 'acueducto']) RETURNING id::text AS id`,
      [number, HOLDER.name, HOLDER.document, HOLDER.address, HOLDER.barrio],
    );
    await s.db.query("INSERT INTO contract_links (user_id, contract_id) VALUES ($1, $2)", [userId, rows[0].id]);
    return rows[0].id;
  }

  async function insertInvoice(q: Queryable, contractId: string, dueDate: string, total = 187_450): Promise<string> {
    const period = dueDate.slice(0, 7);
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO invoices (number, contract_id, period, period_start, period_end, issue_date, due_date, suspension_date, readings, lines, reconnection_charge, total)
       VALUES ($1, $2, $3, $4::date - 40, $4::date - 10, $4::date - 9, $4::date, $4::date + 5,
               '[{"service":"energia","consumption":163,"unit":"kWh"}]', '[]', 0, $5) RETURNING id::text AS id`,
      [`FE${Date.now()}${++seq}`, contractId, period, dueDate, total],
    );
    return rows[0].id;
  }

  /** What the import does for a new invoice: insert it and tell the notices, in one transaction. */
  const importInvoice = (contractId: string, dueDate: string, total?: number) =>
    s.db.transaction(async (tx) => {
      const id = await insertInvoice(tx, contractId, dueDate, total);
      await invoiceArrived(tx, { id, contractId });
      return id;
    });

  async function enrol(token: string, contractId: string, email: string): Promise<void> {
    const res = await api("PUT", `/contracts/${contractId}/digital-bill`, { token, body: { enrolled: true, email, acceptTerms: true } });
    expect(res.statusCode).toBe(200);
  }

  describe("Su factura está lista", () => {
    it("writes one mail to each recipient with the amount, the due date and the link, and no other personal data", async () => {
      const c = await customer();
      const contractId = await contract(c.id);
      await enrol(c.token, contractId, c.email);
      const second = `propietario${seq}@correo.co`;
      const added = await api("PUT", `/contracts/${contractId}/digital-bill/second-recipient`, { token: c.token, body: { email: second, acceptTerms: true } });
      expect(added.statusCode).toBe(200);
      const invoiceId = await importInvoice(contractId, "2026-12-10");

      for (const to of [c.email, second]) {
        const [mail, ...more] = await mails(to, "bill_ready");
        expect(more).toHaveLength(0);
        expect(mail.subject).toBe("Su factura está lista: diciembre de 2026");
        expect(mail.text).toContain(formatCop(187_450));
        expect(mail.text).toContain("jueves, 10 de diciembre de 2026");
        expect(mail.link).toBe(`https://portal.emsp.example/dashboard/check-bill?factura=${invoiceId}`);
        const { rows } = await s.db.query<{ html: string }>("SELECT html_body AS html FROM mail_outbox WHERE id = $1", [mail.id]);
        // The link carries the invoice's random id, which may hold any run of digits ("…b4163b6"
        // failed a CI run): the check reads the mail around it.
        const text = mail.text.replaceAll(mail.link!, "");
        const html = rows[0].html.replaceAll(mail.link!, "");
        expect(text).not.toBe(mail.text);
        for (const personal of [HOLDER.name, "Luz", "Ochoa", HOLDER.address, HOLDER.barrio, HOLDER.document, "Camila", "163", "kWh"]) {
          expect(text).not.toContain(personal);
          expect(html).not.toContain(personal);
          expect(mail.subject).not.toContain(personal);
        }
      }
      // Only the second recipient, who did not enrol, gets a one-click way out (RFC 8058).
      const [first] = await mails(c.email, "bill_ready");
      expect(first.headers).toBeUndefined();
      const [toSecond] = await mails(second, "bill_ready");
      expect(toSecond.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(toSecond.headers?.["List-Unsubscribe"]).toMatch(/^<https:\/\/portal\.emsp\.example\/api\/notices\/unsubscribe\?token=s\./);
    });

    it("never writes a second one for the same invoice and recipient, whatever is called again", async () => {
      const c = await customer();
      const contractId = await contract(c.id);
      await enrol(c.token, contractId, c.email);
      const invoiceId = await importInvoice(contractId, "2026-12-10");
      // A re-import that (wrongly) tells the invoice again, and a concurrent one.
      await Promise.all([
        s.db.transaction((tx) => invoiceArrived(tx, { id: invoiceId, contractId })),
        s.db.transaction((tx) => invoiceArrived(tx, { id: invoiceId, contractId })),
      ]);
      expect(await mails(c.email, "bill_ready")).toHaveLength(1);
      const { rows } = await s.db.query("SELECT 1 FROM invoice_notices WHERE invoice_id = $1 AND kind = 'bill_ready'", [invoiceId]);
      expect(rows).toHaveLength(1);
    });

    it("writes nothing for a contract not enrolled in the digital bill", async () => {
      const c = await customer();
      const contractId = await contract(c.id);
      await importInvoice(contractId, "2026-12-10");
      expect(await mails(c.email)).toEqual(expect.not.arrayContaining([expect.objectContaining({ kind: "bill_ready" })]));
    });

    it("leaves no mail and no claim when the import's transaction rolls back", async () => {
      const c = await customer();
      const contractId = await contract(c.id);
      await enrol(c.token, contractId, c.email);
      let invoiceId = "";
      await expect(
        s.db.transaction(async (tx) => {
          invoiceId = await insertInvoice(tx, contractId, "2026-12-10");
          await invoiceArrived(tx, { id: invoiceId, contractId });
          throw new Error("the rest of the import failed");
        }),
      ).rejects.toThrow("the rest of the import failed");
      expect(await mails(c.email, "bill_ready")).toHaveLength(0);
      const { rows } = await s.db.query("SELECT 1 FROM invoice_notices WHERE invoice_id = $1", [invoiceId]);
      expect(rows).toHaveLength(0);
      // The same invoice imported again, this time committed, is told once.
      await importInvoice(contractId, "2026-12-10");
      expect(await mails(c.email, "bill_ready")).toHaveLength(1);
    });
  });

  describe("payment reminders", () => {
    const at = (day: string) => {
      s.app.notices.now = () => bogotaNoon(day);
    };
    afterEach(() => {
      s.app.notices.now = () => new Date();
    });

    async function remindedCustomer(): Promise<{ token: string; id: string; email: string; contractId: string }> {
      const c = await customer();
      const contractId = await contract(c.id);
      const res = await api("PUT", "/notices/preferences", { token: c.token, body: { paymentReminders: true } });
      expect(res.statusCode).toBe(200);
      return { ...c, contractId };
    }

    it("are off until the customer turns them on, and the choice is kept", async () => {
      const c = await customer();
      const before = await api("GET", "/notices/preferences", { token: c.token });
      expect(before.json<NoticePreferences>()).toEqual({ paymentReminders: false, changedAt: null });
      const contractId = await contract(c.id);
      await insertInvoice(s.db, contractId, "2026-12-10");
      at("2026-12-04");
      await s.app.notices.sweepReminders();
      expect(await mails(c.email, "payment_reminder")).toHaveLength(0);
      const on = await api("PUT", "/notices/preferences", { token: c.token, body: { paymentReminders: true } });
      expect(on.json<NoticePreferences>().paymentReminders).toBe(true);
      expect((await api("GET", "/notices/preferences", { token: c.token })).json<NoticePreferences>().paymentReminders).toBe(true);
      const bad = await api("PUT", "/notices/preferences", { token: c.token, body: { paymentReminders: "sí" } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toMatch(/paymentReminders/);
      expect((await api("GET", "/notices/preferences")).statusCode).toBe(401);
    });

    it("go exactly three business days before the due date (a holiday in between), once, with the amount and a one-click way out", async () => {
      const c = await remindedCustomer();
      const invoiceId = await insertInvoice(s.db, c.contractId, "2026-12-10", 95_300);
      at("2026-12-03");
      await s.app.notices.sweepReminders();
      expect(await mails(c.email, "payment_reminder")).toHaveLength(0);
      at("2026-12-04");
      await Promise.all([s.app.notices.sweepReminders(), s.app.notices.sweepReminders()]);
      await s.app.notices.sweepReminders();
      const [mail, ...more] = await mails(c.email, "payment_reminder");
      expect(more).toHaveLength(0);
      expect(mail.subject).toBe("Recordatorio: su factura vence el jueves, 10 de diciembre de 2026");
      expect(mail.text).toContain(formatCop(95_300));
      expect(mail.link).toBe(`https://portal.emsp.example/dashboard/check-bill?factura=${invoiceId}`);
      expect(mail.text).not.toContain(HOLDER.name);
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      at("2026-12-07");
      await s.app.notices.sweepReminders();
      expect(await mails(c.email, "payment_reminder")).toHaveLength(1);
    });

    it("two instances on one database write one reminder", async () => {
      const c = await remindedCustomer();
      await insertInvoice(s.db, c.contractId, "2026-12-10");
      const other = await import("../../server/modules/notices/service");
      const second = new other.NoticeService(
        s.db,
        s.app.config,
        s.app.mailer,
        { info: () => undefined, warn: () => undefined, error: () => undefined },
        s.app.billing,
      );
      second.now = () => bogotaNoon("2026-12-04");
      at("2026-12-04");
      await Promise.all([s.app.notices.sweepReminders(), second.sweepReminders()]);
      expect(await mails(c.email, "payment_reminder")).toHaveLength(1);
    });

    it("catch up after downtime only while the due date has not come", async () => {
      const c = await remindedCustomer();
      await insertInvoice(s.db, c.contractId, "2026-12-10");
      const other = await contract(c.id);
      await insertInvoice(s.db, other, "2026-12-09");
      // Down from 2026-12-03 to 2026-12-09: the invoice due on the 10th is reminded late, the one due today is not.
      at("2026-12-09");
      await s.app.notices.sweepReminders();
      const sent = await mails(c.email, "payment_reminder");
      expect(sent.map((m) => m.subject)).toEqual(["Recordatorio: su factura vence el jueves, 10 de diciembre de 2026"]);
    });

    it("are not sent for a paid invoice", async () => {
      const c = await remindedCustomer();
      const paid = await insertInvoice(s.db, c.contractId, "2026-12-10");
      await s.db.query("UPDATE invoices SET paid_at = now() WHERE id = $1", [paid]);
      at("2026-12-04");
      await s.app.notices.sweepReminders();
      expect(await mails(c.email, "payment_reminder")).toHaveLength(0);
    });

    it("stop after the one-click unsubscription (RFC 8058 POST), which answers the same when repeated", async () => {
      const c = await remindedCustomer();
      await insertInvoice(s.db, c.contractId, "2026-12-10");
      const later = await contract(c.id);
      await insertInvoice(s.db, later, "2026-12-17");
      at("2026-12-04");
      await s.app.notices.sweepReminders();
      const [mail] = await mails(c.email, "payment_reminder");
      const address = mail.headers!["List-Unsubscribe"].slice(1, -1);
      const url = new URL(address);
      const post = () =>
        s.app.inject({
          method: "POST",
          url: `${url.pathname}${url.search}`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "List-Unsubscribe=One-Click",
        });
      const first = await post();
      expect(first.statusCode).toBe(200);
      expect(first.json<NoticeResult>()).toEqual({ message: "Listo: ya no le enviaremos recordatorios de pago.", kind: "payment_reminders" });
      expect((await post()).statusCode).toBe(200);
      expect((await api("GET", "/notices/preferences", { token: c.token })).json<NoticePreferences>().paymentReminders).toBe(false);
      // The invoice due on the 17th would be reminded on the 14th.
      at("2026-12-14");
      await s.app.notices.sweepReminders();
      expect(await mails(c.email, "payment_reminder")).toHaveLength(1);
      const forged = await api("POST", `/notices/unsubscribe?token=${encodeURIComponent(`r.${c.id}.AAAA`)}`);
      expect(forged.statusCode).toBe(400);
      expect(forged.json<{ fields: Record<string, string> }>().fields.token).toMatch(/no es válido/);
      expect((await api("POST", "/notices/unsubscribe?token=basura")).statusCode).toBe(400);
    });
  });

  describe("second recipient of the digital bill", () => {
    it("is added with its own consent, validated field by field, mailed once, and removed", async () => {
      const c = await customer();
      const contractId = await contract(c.id);
      const path = `/contracts/${contractId}/digital-bill/second-recipient`;
      const notEnrolled = await api("PUT", path, { token: c.token, body: { email: "arrendatario@correo.co", acceptTerms: true } });
      expect(notEnrolled.statusCode).toBe(409);
      expect(notEnrolled.json<{ message: string }>().message).toMatch(/Inscriba primero/);
      await enrol(c.token, contractId, c.email);

      const missing = await api("PUT", path, { token: c.token, body: { email: "no es correo" } });
      expect(missing.statusCode).toBe(400);
      const fields = missing.json<{ fields: Record<string, string> }>().fields;
      expect(Object.keys(fields).sort()).toEqual(["acceptTerms", "email"]);
      expect(fields.acceptTerms).toMatch(/términos y condiciones/);
      const same = await api("PUT", path, { token: c.token, body: { email: c.email.toUpperCase(), acceptTerms: true } });
      expect(same.json<{ fields: Record<string, string> }>().fields.email).toMatch(/distinta/);

      const added = await api("PUT", path, { token: c.token, body: { email: " Arrendatario.Dos@Correo.co ", acceptTerms: true } });
      expect(added.statusCode).toBe(200);
      const second = added.json<Contract>().digitalBill?.second;
      expect(second).toEqual({ email: "arrendatario.dos@correo.co", termsVersion: "2026-01", addedAt: expect.any(String) });
      const [notice, ...more] = await mails("arrendatario.dos@correo.co", "digital_bill_second");
      expect(more).toHaveLength(0);
      expect(notice.text).not.toContain(HOLDER.name);
      expect(notice.text).not.toContain(HOLDER.address);
      // Saving the same address again mails nothing more.
      await api("PUT", path, { token: c.token, body: { email: "arrendatario.dos@correo.co", acceptTerms: true } });
      expect(await mails("arrendatario.dos@correo.co", "digital_bill_second")).toHaveLength(1);

      // Another account cannot touch it.
      const stranger = await customer();
      expect((await api("DELETE", path, { token: stranger.token })).statusCode).toBe(404);
      expect((await api("PUT", path, { token: stranger.token, body: { email: "x@correo.co", acceptTerms: true } })).statusCode).toBe(404);

      const removed = await api("DELETE", path, { token: c.token });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<Contract>().digitalBill?.second).toBeNull();
      await importInvoice(contractId, "2026-12-10");
      expect(await mails("arrendatario.dos@correo.co", "bill_ready")).toHaveLength(0);
    });

    it("removes itself in one click from its mail, only while it is still the recipient", async () => {
      const c = await customer();
      const contractId = await contract(c.id);
      await enrol(c.token, contractId, c.email);
      const path = `/contracts/${contractId}/digital-bill/second-recipient`;
      await api("PUT", path, { token: c.token, body: { email: "propietaria.uno@correo.co", acceptTerms: true } });
      const [notice] = await mails("propietaria.uno@correo.co", "digital_bill_second");
      const oneClick = new URL(notice.headers!["List-Unsubscribe"].slice(1, -1));
      const res = await s.app.inject({
        method: "POST",
        url: `${oneClick.pathname}${oneClick.search}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<NoticeResult>().kind).toBe("second_recipient");
      const contractNow = (await api("GET", "/contracts", { token: c.token })).json<{ contracts: Contract[] }>().contracts.find((x) => x.id === contractId);
      expect(contractNow?.digitalBill?.second).toBeNull();
      // A later recipient is not removed by the old mail's link.
      await api("PUT", path, { token: c.token, body: { email: "propietaria.dos@correo.co", acceptTerms: true } });
      const again = await s.app.inject({ method: "POST", url: `${oneClick.pathname}${oneClick.search}` });
      expect(again.statusCode).toBe(400);
      const still = (await api("GET", "/contracts", { token: c.token })).json<{ contracts: Contract[] }>().contracts.find((x) => x.id === contractId);
      expect(still?.digitalBill?.second?.email).toBe("propietaria.dos@correo.co");
    });

    it("goes with the digital bill when it is cancelled", async () => {
      const c = await customer();
      const contractId = await contract(c.id);
      await enrol(c.token, contractId, c.email);
      await api("PUT", `/contracts/${contractId}/digital-bill/second-recipient`, { token: c.token, body: { email: "inquilino@correo.co", acceptTerms: true } });
      const cancelled = await api("PUT", `/contracts/${contractId}/digital-bill`, { token: c.token, body: { enrolled: false } });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<Contract>().digitalBill).toBeNull();
      const { rows } = await s.db.query<{ email: string | null }>("SELECT digital_bill_second_email AS email FROM contracts WHERE id = $1", [contractId]);
      expect(rows[0].email).toBeNull();
    });
  });
});
