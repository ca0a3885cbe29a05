import ICAL from "ical.js";
import type { CutAlertResult } from "../../src/shared/cutAlerts";
import { renderCalendar } from "../../server/modules/cutAlerts/calendar";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

/** An RFC 5545 TEXT value as written, read back (ical.js leaves X- and RFC 7986 properties as they are). */
const readText = (raw: unknown) => String(raw).replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

// Issue 31 §5 "Someone else's cut-alert subscription": the answer to a subscription never tells
// whether the address already gets alerts, and only the owner, through the mailed link, changes an
// active one. "Calendar-level ICS text is not escaped": the typed area is TEXT escaped per RFC 5545.

describe.each(backends)("cut-alert subscriptions belong to their owner on $name", (backend) => {
  let s: Started;
  let seq = 0;

  const subscribe = async (body: object) =>
    s.app.inject({
      method: "POST",
      url: "/api/cut-alerts/subscribe",
      payload: body,
      remoteAddress: `10.34.0.${++seq}`,
      headers: await captchaHeaders(s.app),
    });
  const confirm = (link: string) =>
    s.app.inject({ method: "POST", url: "/api/cut-alerts/confirm", payload: { token: new URL(link).searchParams.get("token") } });
  const links = async (to: string) =>
    (await s.db.query<{ link: string }>("SELECT link FROM mail_outbox WHERE to_address = $1 AND kind = 'cut_alert_confirm' ORDER BY seq", [to])).rows.map(
      (r) => r.link,
    );
  const stored = async (to: string) =>
    (await s.db.query<{ services: string[]; status: string }>("SELECT services, status FROM cut_alert_subscriptions WHERE email = $1", [to])).rows;

  beforeAll(async () => {
    s = await startApp(backend);
  });
  afterAll(async () => s?.close());

  test("an address with an active subscription gets the same 202 as any other, and its services change only through the link mailed to it", async () => {
    const owner = "duena.avisos@correo.co";
    const request = (email: string, services: string[]) => ({ email, area: "La Floresta", services, consent: true });
    const first = await subscribe(request(owner, ["acueducto"]));
    expect(first.statusCode).toBe(202);
    expect((await confirm((await links(owner))[0])).statusCode).toBe(200);
    expect(await stored(owner)).toEqual([{ services: ["acueducto"], status: "active" }]);

    // A stranger asks for other services for that address: the answer is the one anyone gets.
    const stranger = await subscribe(request(owner, ["energia"]));
    const nobody = await subscribe(request("nadie.aun@correo.co", ["energia"]));
    expect(stranger.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(nobody.statusCode);
    expect(stranger.json<CutAlertResult>()).toEqual(nobody.json<CutAlertResult>());
    // Pending: the same answer again.
    const pending = await subscribe(request("nadie.aun@correo.co", ["energia"]));
    expect([pending.statusCode, pending.body]).toEqual([nobody.statusCode, nobody.body]);
    // Nothing changed; the owner was asked by mail.
    expect(await stored(owner)).toEqual([{ services: ["acueducto"], status: "active" }]);
    const mailed = await links(owner);
    expect(mailed).toHaveLength(2);

    // The owner follows the link: now the change applies, once.
    const applied = await confirm(mailed[1]);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<CutAlertResult>().subscription).toEqual({ area: "La Floresta", services: ["energia"], status: "active" });
    expect(await stored(owner)).toEqual([{ services: ["energia"], status: "active" }]);
    expect((await confirm(mailed[1])).statusCode).toBe(400);
  });

  test("the feed's calendar name and description escape what was typed (RFC 5545 TEXT), so nothing typed becomes a property", async () => {
    const typed = "Villa;Nueva,Sur\\nX-ALGO:1";
    const res = await s.app.inject({ method: "GET", url: `/api/cut-alerts/calendar/${encodeURIComponent(typed)}.ics` });
    expect(res.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(readText(calendar.getFirstPropertyValue("x-wr-calname"))).toBe(`Cortes programados en ${typed} — ${s.app.config.brandName}`);
    expect(readText(calendar.getFirstPropertyValue("name"))).toBe(`Cortes programados en ${typed} — ${s.app.config.brandName}`);
    expect(readText(calendar.getFirstPropertyValue("x-wr-caldesc"))).toContain(`que afectan a ${typed}.`);
    expect(calendar.getFirstProperty("x-algo")).toBeNull();
    expect(res.body).toMatch(/^X-WR-CALNAME:Cortes programados en Villa\\;Nueva\\,Sur\\\\nX-ALGO:1/m);
  });

  test("a line break in the area (from any caller) cannot add a property to the calendar", () => {
    const body = renderCalendar(
      { publicUrl: "https://portal.emsp.example", brandName: "EMSP E.S.P." },
      "Belén\r\nX-INYECTADO:sí\r\nBEGIN:VEVENT",
      [],
      new Date(),
    );
    const calendar = new ICAL.Component(ICAL.parse(body));
    expect(calendar.getFirstProperty("x-inyectado")).toBeNull();
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(0);
    expect(readText(calendar.getFirstPropertyValue("x-wr-calname"))).toBe("Cortes programados en Belén\nX-INYECTADO:sí\nBEGIN:VEVENT — EMSP E.S.P.");
  });
});
