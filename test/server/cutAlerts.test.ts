import ICAL from "ical.js";
import type { CutAlertResult } from "../../src/shared/cutAlerts";
import type { AdminNewsItem, NewsInput } from "../../src/shared/news";
import type { AuthResponse } from "../../src/shared/types";
import { RECIPIENT_CAP } from "../../server/mail/mailer";
import { seedContract } from "../../server/modules/billing/seed";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;
interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  kind: string;
  headers: Record<string, string>;
  state: string;
}

const PASSWORD = "Clave segura de prueba 2026";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** One window for every cut of this file (an edit that keeps it is not a change of the cut). */
const STARTS = new Date(Date.now() + 3 * DAY).toISOString();
const ENDS = new Date(Date.now() + 3 * DAY + 6 * HOUR).toISOString();

describe.each(backends)("cut alerts on $name", (backend) => {
  let s: Started;
  let admin: string;
  let superAdmin: string;
  let seq = 0;
  const realNow = () => new Date();
  const setClock = (at: Date | null) => {
    (s.app.news as unknown as { now: () => Date }).now = at ? () => at : realNow;
  };

  async function account(roles: string[] | null, verified = false): Promise<{ token: string; id: string }> {
    seq++;
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: `10.12.0.${seq}`,
      headers: await captchaHeaders(s.app),
      payload: {
        email: `avisos${seq}@correo.co`,
        password: PASSWORD,
        firstName: "Paula",
        lastName: "Arango Díaz",
        documentType: "CC",
        documentNumber: `70203040${seq}`,
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    if (roles) await s.db.query("UPDATE users SET roles = $1 WHERE id = $2", [roles, user.id]);
    if (verified) await s.db.query("UPDATE users SET is_email_verified = true WHERE id = $1", [user.id]);
    return { token, id: user.id };
  }

  const api = (method: "GET" | "POST" | "PUT", url: string, opts: { body?: object; token?: string; headers?: Record<string, string>; ip?: string } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      remoteAddress: opts.ip,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });

  const subscribe = async (body: object, ip = "10.13.0.1") => api("POST", "/cut-alerts/subscribe", { body, headers: await captchaHeaders(s.app), ip });

  async function outbox(to: string): Promise<OutboxMessage[]> {
    const res = await api("GET", `/admin/mail-outbox?to=${encodeURIComponent(to)}&limit=100`, { token: superAdmin });
    expect(res.statusCode).toBe(200);
    return res.json<{ messages: OutboxMessage[] }>().messages;
  }

  const alertsTo = async (to: string) => (await outbox(to)).filter((m) => m.kind === "cut_alert");

  /** Subscribes and confirms through the e-mail's link; returns the e-mail. */
  async function activeSubscriber(area: string, services = ["acueducto"]): Promise<string> {
    const email = `vecino${++seq}@correo.co`;
    expect((await subscribe({ email, area, services, consent: true }, `10.14.0.${seq % 250}`)).statusCode).toBe(202);
    const [mail] = await outbox(email);
    const token = new URL(mail.link!).searchParams.get("token")!;
    expect((await api("POST", "/cut-alerts/confirm", { body: { token } })).statusCode).toBe(200);
    return email;
  }

  const cutInput = (over: Partial<NewsInput["cut"] & object> = {}, title = "Corte de agua por mantenimiento"): NewsInput => ({
    title,
    summary: "Mantenimiento de la red de acueducto.",
    bodyHtml: "<p>Trabajos en la red.</p>",
    category: "cortes",
    tags: [],
    imageId: null,
    imageAlt: "",
    cut: {
      service: "acueducto",
      zones: ["Belén", "La Floresta"],
      startsAt: STARTS,
      endsAt: ENDS,
      reason: "Cambio de válvulas",
      ...over,
    },
  });

  async function createCut(input: NewsInput): Promise<AdminNewsItem> {
    const res = await api("POST", "/admin/news", { body: input, token: admin });
    expect(res.statusCode).toBe(201);
    return res.json<AdminNewsItem>();
  }

  async function updateCut(item: AdminNewsItem, input: NewsInput): Promise<AdminNewsItem> {
    const res = await api("PUT", `/admin/news/${item.id}`, { body: { ...input, version: item.version }, token: admin });
    expect(res.statusCode).toBe(200);
    return res.json<AdminNewsItem>();
  }

  beforeAll(async () => {
    s = await startApp(backend);
    admin = (await account(["USER", "ADMIN"])).token;
    superAdmin = (await account(["USER", "ADMIN", "SUPER_ADMIN"])).token;
  });
  afterAll(async () => s?.close());
  afterEach(() => setClock(null));

  test("bad input is a 400 in Spanish naming each field, and the bot check is required", async () => {
    const noCaptcha = await api("POST", "/cut-alerts/subscribe", { body: { email: "a@correo.co", area: "Belén", services: ["energia"], consent: true } });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json<{ fields: Record<string, string> }>().fields).toHaveProperty("altcha");
    const res = await subscribe({ email: "no es correo", area: "B", services: ["gas"], consent: false });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: Record<string, string> }>().fields;
    expect(Object.keys(fields).sort()).toEqual(["area", "consent", "email", "services"]);
    expect(fields.consent).toMatch(/política de tratamiento de datos/);
    const missing = await subscribe({ email: "a@correo.co", area: "Belén", services: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/consent/);
  });

  test("subscribe is pending with a hashed expiring token; the same e-mail and area again does not duplicate; confirm activates", async () => {
    const email = "Doble.OptIn@Correo.co";
    const first = await subscribe({ email, area: "  Belén  ", services: ["acueducto"], consent: true });
    expect(first.statusCode).toBe(202);
    expect(first.json<CutAlertResult>().subscription).toEqual({ area: "Belén", services: ["acueducto"], status: "pending" });
    const again = await subscribe({ email: email.toLowerCase(), area: "BELEN", services: ["energia", "acueducto"], consent: true });
    expect(again.statusCode).toBe(202);
    const { rows } = await s.db.query<{ n: number; services: string[]; consent_policy_version: string; consent_ip: string; confirm_token_hash: string }>(
      "SELECT count(*) OVER ()::int AS n, services, consent_policy_version, consent_ip, confirm_token_hash FROM cut_alert_subscriptions WHERE email = $1",
      ["doble.optin@correo.co"],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].services).toEqual(["energia", "acueducto"]);
    expect(rows[0].consent_policy_version).toBeTruthy();
    expect(rows[0].consent_ip).toBe("10.13.0.1");
    const mails = (await outbox("doble.optin@correo.co")).filter((m) => m.kind === "cut_alert_confirm");
    expect(mails).toHaveLength(2);
    const token = new URL(mails[0].link!).searchParams.get("token")!;
    // Only the hash is stored.
    expect(rows[0].confirm_token_hash).not.toContain(token);
    const stored = await s.db.query("SELECT 1 FROM cut_alert_subscriptions WHERE confirm_token_hash = $1", [token]);
    expect(stored.rows).toHaveLength(0);
    // The first link was replaced by the second.
    const stale = await api("POST", "/cut-alerts/confirm", { body: { token: new URL(mails[1].link!).searchParams.get("token") } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ fields: Record<string, string> }>().fields).toHaveProperty("token");
    const ok = await api("POST", "/cut-alerts/confirm", { body: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<CutAlertResult>().subscription.status).toBe("active");
    expect((await api("POST", "/cut-alerts/confirm", { body: { token } })).statusCode).toBe(400);
  });

  test("re-sending the confirmation of a pending subscription is capped per recipient, and answers the same 202 (issue 31 §5)", async () => {
    const body = { email: "insistente@correo.co", area: "Robledo", services: ["energia"], consent: true };
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await subscribe(body, "10.13.0.2")).statusCode);
    // A 429 here would tell a stranger that the address has a pending subscription.
    expect(codes).toEqual(Array(7).fill(202));
    const mails = await outbox("insistente@correo.co");
    expect(mails.filter((m) => m.state !== "suppressed")).toHaveLength(RECIPIENT_CAP.perHour);
    // The last link mailed still confirms: a suppressed request did not replace it.
    const last = mails.find((m) => m.state !== "suppressed")!;
    expect((await api("POST", "/cut-alerts/confirm", { body: { token: new URL(last.link!).searchParams.get("token") } })).statusCode).toBe(200);
  });

  test("a published cut alerts each matching subscriber once, with the RFC 8058 headers stored; wording edits send nothing; unsubscribe stops them", async () => {
    const water = await activeSubscriber("la floresta");
    const energy = await activeSubscriber("La Floresta", ["energia"]);
    const other = await activeSubscriber("Laureles");
    const cut = await createCut(cutInput());
    expect(await alertsTo(water)).toHaveLength(0); // a draft tells nobody
    const published = (await api("POST", `/admin/news/${cut.id}/publish`, { token: admin })).json<AdminNewsItem>();
    const alerts = await alertsTo(water);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toMatch(/^Corte programado: /);
    expect(alerts[0].headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(alerts[0].headers["List-Unsubscribe"]).toMatch(/^<http.*\/api\/cut-alerts\/unsubscribe\?token=[^>]+>$/);
    const stored = await s.db.query<{ headers: unknown }>("SELECT headers FROM mail_outbox WHERE id = $1", [alerts[0].id]);
    expect(JSON.stringify(stored.rows[0].headers)).toContain("List-Unsubscribe=One-Click");
    expect(alerts[0].text).toMatch(/noticias-cortes\/avisos\/baja\?token=/);
    expect(await alertsTo(energy)).toHaveLength(0);
    expect(await alertsTo(other)).toHaveLength(0);

    // The title changes: not a change of the cut.
    const retitled = await updateCut(published, cutInput({}, "Corte de agua por mantenimiento de válvulas"));
    expect(await alertsTo(water)).toHaveLength(1);
    // The window changes: one alert more, saying it changed.
    const moved = await updateCut(
      retitled,
      cutInput({ startsAt: new Date(Date.now() + 4 * DAY).toISOString(), endsAt: new Date(Date.now() + 4 * DAY + HOUR).toISOString() }),
    );
    const after = await alertsTo(water);
    expect(after).toHaveLength(2);
    expect(after[0].subject).toMatch(/^Cambio en corte: /);

    // One-click unsubscribe as a mail client does it (RFC 8058).
    const url = new URL(alerts[0].headers["List-Unsubscribe"].slice(1, -1));
    const out = await s.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(out.statusCode).toBe(200);
    expect(out.json<CutAlertResult>().subscription.status).toBe("unsubscribed");
    await updateCut(moved, cutInput({ zones: ["La Floresta", "Belén", "Santa Lucía"] }));
    expect(await alertsTo(water)).toHaveLength(2);
    const forged = await api("POST", `/cut-alerts/unsubscribe?token=${encodeURIComponent(url.searchParams.get("token")!.slice(0, -2) + "xx")}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ fields: Record<string, string> }>().fields).toHaveProperty("token");
  });

  test("two concurrent publishes of the same cut send one alert per subscriber", async () => {
    const email = await activeSubscriber("San Javier");
    const cut = await createCut(cutInput({ zones: ["San Javier"] }));
    const results = await Promise.all([
      api("POST", `/admin/news/${cut.id}/publish`, { token: admin }),
      api("POST", `/admin/news/${cut.id}/publish`, { token: admin }),
      s.app.cutAlerts.cutChanged(cut.id),
      s.app.cutAlerts.cutChanged(cut.id),
    ]);
    expect(results.slice(0, 2).map((r) => (r as { statusCode: number }).statusCode)).toEqual([200, 200]);
    expect(await alertsTo(email)).toHaveLength(1);
    const sends = await s.db.query("SELECT 1 FROM cut_alert_sends WHERE news_id = $1", [cut.id]);
    expect(sends.rows).toHaveLength(1);
  });

  test("the day before a cut starts (Bogotá) one reminder goes, however often the sweep runs; a scheduled cut alerts when it comes out", async () => {
    const email = await activeSubscriber("Aranjuez");
    // Starts on 2030-03-11 at 08:00 Bogotá (13:00 UTC); published now, scheduled nothing.
    const startsAt = new Date("2030-03-11T13:00:00Z");
    const cut = await createCut(
      cutInput({ zones: ["Aranjuez"], startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 4 * HOUR).toISOString() }),
    );
    const publishAt = new Date("2030-03-09T15:00:00Z");
    expect((await api("POST", `/admin/news/${cut.id}/schedule`, { body: { publishAt: publishAt.toISOString() }, token: admin })).statusCode).toBe(200);
    expect(await alertsTo(email)).toHaveLength(0);
    setClock(new Date("2030-03-09T16:00:00Z"));
    expect((await s.app.cutAlerts.sweep()).published).toBe(1);
    expect(await alertsTo(email)).toHaveLength(1);
    // 2030-03-10 at 00:30 Bogotá is already the day before.
    setClock(new Date("2030-03-10T05:30:00Z"));
    const first = await s.app.cutAlerts.sweep();
    const second = await s.app.cutAlerts.sweep();
    expect([first.reminders, second.reminders, first.published, second.published]).toEqual([1, 0, 0, 0]);
    const reminders = (await outbox(email)).filter((m) => m.kind === "cut_alert_reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toMatch(/^Mañana: /);
    expect(reminders[0].headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  test("the editor sees the active subscribers per zone; a customer subscribes their contracts' barrios in one step", async () => {
    await activeSubscriber("Castilla");
    await activeSubscriber("castilla", ["energia"]);
    const counts = await api("GET", `/admin/cut-alerts/counts?zones=${encodeURIComponent("Castilla, Nueva Zona")}`, { token: admin });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({
      zones: [
        { zone: "Castilla", subscribers: 2 },
        { zone: "Nueva Zona", subscribers: 0 },
      ],
    });
    const customer = await account(null, true);
    expect((await api("GET", "/admin/cut-alerts/counts?zones=x", { token: customer.token })).statusCode).toBe(403);
    const none = await api("POST", "/cut-alerts/mine", { body: { services: ["energia"] }, token: customer.token });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ fields: Record<string, string> }>().fields).toHaveProperty("contracts");
    // Link a contract in El Jardín the way customers do.
    const number = "99012345";
    const seeded = await s.db.transaction((tx) =>
      seedContract(
        tx,
        {
          number,
          holderName: "Luz Marina Ochoa",
          holderDocumentType: "CC",
          holderDocumentNumber: "43012345",
          address: "Cl. 10 # 43-20",
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
          months: 2,
        },
        new Date(),
        null,
      ),
    );
    const link = await api("POST", "/contracts/link", {
      token: customer.token,
      ip: "10.15.0.1",
      body: { contractNumber: number, documentNumber: "43012345", verificationCode: seeded.invoices.at(-1)!.verificationCode },
    });
    expect(link.statusCode).toBe(200);
    const mine = await api("POST", "/cut-alerts/mine", { body: { services: ["energia", "acueducto"] }, token: customer.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ subscriptions: unknown[] }>().subscriptions).toEqual([{ area: "El Jardín", services: ["energia", "acueducto"], status: "active" }]);
  });

  test("the calendar of a barrio is RFC 5545 that ical.js reads: stable UIDs, SEQUENCE grows after a change", async () => {
    const cut = await createCut(cutInput({ zones: ["Buenos Aires", "Caicedo"] }, "Corte en Buenos Aires"));
    const published = (await api("POST", `/admin/news/${cut.id}/publish`, { token: admin })).json<AdminNewsItem>();
    const fetchEvents = async () => {
      const res = await api("GET", `/cut-alerts/calendar/${encodeURIComponent("buenos aires")}.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      const comp = new ICAL.Component(ICAL.parse(res.body));
      return comp.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    };
    const first = await fetchEvents();
    const second = await fetchEvents();
    expect(first).toHaveLength(1);
    expect(first[0].uid).toBe(second[0].uid);
    expect(first[0].uid).toContain(cut.id);
    expect(first[0].summary).toMatch(/Corte en Buenos Aires/);
    expect(first[0].startDate.toJSDate().toISOString()).toBe(new Date(STARTS).toISOString().replace(/\.\d{3}Z$/, ".000Z"));
    const seq1 = first[0].sequence;
    await updateCut(published, cutInput({ zones: ["Buenos Aires"], endsAt: new Date(Date.now() + 5 * DAY).toISOString() }, "Corte en Buenos Aires"));
    const third = await fetchEvents();
    expect(third[0].uid).toBe(first[0].uid);
    expect(third[0].sequence).toBeGreaterThan(seq1);
    // Another barrio's feed does not carry it; a path without .ics is a 404 in Spanish.
    const other = await api("GET", "/cut-alerts/calendar/Caicedo.ics");
    expect(new ICAL.Component(ICAL.parse(other.body)).getAllSubcomponents("vevent")).toHaveLength(0);
    expect((await api("GET", "/cut-alerts/calendar/Caicedo")).statusCode).toBe(404);
  });
});
