import type { AdminOutage, OutageFeatureCollection, OutageList } from "../../src/shared/outages";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { seedContract } from "../../server/modules/billing/seed";
import { backends, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;
interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  headers: Record<string, string> | string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Whole minutes, so the times read back exactly as sent. */
const at = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE).toISOString();

/** RFC 7946 as far as this feed uses it: a FeatureCollection of Features with closed (Multi)Polygon rings in lon/lat. */
function geoJsonProblems(doc: unknown): string[] {
  const problems: string[] = [];
  const fc = doc as { type?: unknown; features?: unknown };
  if (fc.type !== "FeatureCollection") problems.push("type is not FeatureCollection");
  if (!Array.isArray(fc.features)) return [...problems, "features is not an array"];
  const position = (p: unknown) =>
    Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === "number" && Number.isFinite(n)) && Math.abs(p[0]) <= 180 && Math.abs(p[1]) <= 90;
  const ring = (r: unknown) => Array.isArray(r) && r.length >= 4 && r.every(position) && JSON.stringify(r[0]) === JSON.stringify(r[r.length - 1]);
  fc.features.forEach((f: { type?: unknown; geometry?: { type?: unknown; coordinates?: unknown }; properties?: unknown }, i: number) => {
    if (f.type !== "Feature") problems.push(`feature ${i}: type`);
    if (typeof f.properties !== "object" || f.properties === null) problems.push(`feature ${i}: properties`);
    const g = f.geometry;
    if (g?.type === "Polygon") {
      if (!Array.isArray(g.coordinates) || g.coordinates.length === 0 || !g.coordinates.every(ring)) problems.push(`feature ${i}: polygon rings`);
    } else if (g?.type === "MultiPolygon") {
      if (!Array.isArray(g.coordinates) || !g.coordinates.every((poly: unknown) => Array.isArray(poly) && poly.length > 0 && poly.every(ring)))
        problems.push(`feature ${i}: multipolygon rings`);
    } else {
      problems.push(`feature ${i}: geometry type ${String(g?.type)}`);
    }
  });
  return problems;
}

describe.each(backends)("outages on $name", (backend) => {
  let s: Started;
  const tokens: Record<string, string> = {};
  let contractNumber = "";
  let seq = 0;

  async function account(name: string, roles: string[]): Promise<void> {
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ($1, 'x', 'Prueba', 'Incidentes', 'PERSONA_NATURAL', $2, true) RETURNING id::text AS id`,
      [`incidentes-${name}@correo.co`, roles],
    );
    const t = issueToken();
    await insertSession(s.db, t.hash, rows[0].id, 3600, { ip: "10.21.0.1", userAgent: "incidentes" });
    tokens[name] = t.raw;
  }

  /** An active cut-alert subscription, as the confirmation link leaves it. */
  async function subscriber(area: string, services: string[]): Promise<string> {
    const email = `vecino-incidentes${++seq}@correo.co`;
    await s.db.query(
      `INSERT INTO cut_alert_subscriptions (email, area, area_key, services, status, consent_policy_version, consent_channel, confirmed_at)
       VALUES ($1, $2, $3, $4::text[], 'active', '2025-1', 'web', now())`,
      [email, area, area.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(), services],
    );
    return email;
  }

  /** A failure report as the form files it (FAL-…), with its reporter's address. */
  async function failureReport(service: string, email: string | null): Promise<string> {
    const radicado = `FAL-2026-${String(900000 + ++seq).padStart(6, "0")}`;
    await s.db.query(
      `INSERT INTO cases (radicado, kind, service, subject, description, applicant_name, email, phone, notification_channel)
       VALUES ($1, 'falla', $2, 'Sin luz en la cuadra', 'Se fue la luz en toda la cuadra.', 'Jorge Iván Henao', $3, '604 444 5555', 'email')`,
      [radicado, service, email],
    );
    return radicado;
  }

  async function mailsTo(to: string, kind = "outage_alert"): Promise<Mail[]> {
    const { rows } = await s.db.query<Mail>(
      `SELECT to_address AS "to", subject, text_body AS text, kind, headers FROM mail_outbox WHERE to_address = $1 AND kind = $2 ORDER BY created_at, id`,
      [to, kind],
    );
    return rows;
  }

  /** The address the mails link to: the incident's public page on this server's site. */
  const incidentLink = (reference: string) => `${s.app.config.publicUrl}/noticias-cortes/dano?ref=${reference}`;

  const api = (method: "GET" | "POST" | "PATCH", url: string, opts: { body?: object; as?: string } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      remoteAddress: `10.22.0.${++seq % 250}`,
      headers: opts.as ? { authorization: `Bearer ${tokens[opts.as]}` } : {},
    });

  const openBody = (over: object = {}) => ({
    service: "energia",
    areas: [{ kind: "barrio", name: "Los Pinos" }],
    cause: "Falla en un transformador",
    startedAt: at(Date.now() - HOUR),
    estimatedRestorationAt: at(Date.now() + 2 * HOUR),
    note: "Una cuadrilla va en camino.",
    ...over,
  });

  async function open(over: object = {}): Promise<AdminOutage> {
    const res = await api("POST", "/admin/outages", { body: openBody(over), as: "operator" });
    expect(res.statusCode).toBe(201);
    return res.json<AdminOutage>();
  }

  async function patch(outage: { id: string }, body: object, as = "operator") {
    return api("PATCH", `/admin/outages/${outage.id}`, { body, as });
  }

  beforeAll(async () => {
    s = await startApp(backend);
    await account("operator", ["USER", "OPERATOR"]);
    await account("admin", ["USER", "ADMIN"]);
    await account("superAdmin", ["USER", "SUPER_ADMIN"]);
    await account("editor", ["USER", "EDITOR"]);
    await account("user", ["USER"]);
    contractNumber = "3600000001";
    await s.db.transaction((tx) =>
      seedContract(
        tx,
        {
          number: contractNumber,
          holderName: "Prueba Incidentes",
          holderDocumentType: "CC",
          holderDocumentNumber: "43600001",
          address: "Cl. 5 # 6-7",
          barrio: "El Jardín",
          comuna: "Zona urbana",
          municipality: "San Rafael",
          estrato: 3,
          use: "residencial",
          services: ["energia"],
          meters: { energia: "EN-36" },
          base: { energia: 150 },
          latestIssuedDaysAgo: 5,
          unpaid: 0,
          months: 1,
        },
        new Date(),
        null,
      ),
    );
  }, 90_000);
  afterAll(async () => s?.close());

  test("only operators and administrators open and update incidents; anyone reads them", async () => {
    expect((await api("POST", "/admin/outages", { body: openBody() })).statusCode).toBe(401);
    expect((await api("POST", "/admin/outages", { body: openBody(), as: "user" })).statusCode).toBe(403);
    expect((await api("POST", "/admin/outages", { body: openBody(), as: "editor" })).statusCode).toBe(403);
    for (const as of ["operator", "admin", "superAdmin"]) expect((await api("POST", "/admin/outages", { body: openBody(), as })).statusCode).toBe(201);
    const outage = await open();
    expect((await patch(outage, { status: "working", version: 1 }, "user")).statusCode).toBe(403);
    expect((await patch(outage, { status: "working", version: 1 }, "editor")).statusCode).toBe(403);
    expect((await api("PATCH", `/admin/outages/${outage.id}`, { body: { status: "working", version: 1 } })).statusCode).toBe(401);
    expect((await api("POST", `/admin/outages/${outage.id}/reports`, { body: { reference: "FAL-2026-000001" }, as: "user" })).statusCode).toBe(403);
    expect((await patch(outage, { status: "working", version: 1 }, "operator")).statusCode).toBe(200);
    expect((await api("GET", "/outages")).statusCode).toBe(200);
    expect((await api("GET", "/outages.geojson")).statusCode).toBe(200);
  });

  test("bad input is a 400 in Spanish naming each field", async () => {
    const bad = async (over: object) => {
      const res = await api("POST", "/admin/outages", { body: openBody(over), as: "operator" });
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string; fields: Record<string, string> }>();
    };
    expect((await bad({ service: "gas" })).fields).toHaveProperty("service");
    const area = await bad({ areas: [{ kind: "barrio", name: "Barrio Inventado" }] });
    expect(area.fields.areas).toBe("«Barrio Inventado» no es un barrio ni una vereda del municipio. Escríbalo como aparece en la lista de barrios y veredas.");
    expect(area.message).toMatch(/^Revise el campo «areas»/);
    expect((await bad({ areas: [{ kind: "barrio", name: "Vereda El Topacio" }] })).fields.areas).toMatch(/es una vereda/);
    expect((await bad({ areas: [{ kind: "contract", name: "999" }] })).fields.areas).toMatch(/No existe el contrato «999»/);
    expect((await bad({ areas: [] })).fields).toHaveProperty("areas");
    expect((await bad({ startedAt: at(Date.now() + 2 * HOUR), estimatedRestorationAt: null })).fields.startedAt).toMatch(/inicio no puede ser posterior/);
    expect((await bad({ estimatedRestorationAt: at(Date.now() - 2 * HOUR) })).fields.estimatedRestorationAt).toMatch(/posterior a la hora de inicio/);
    expect((await bad({ startedAt: "ayer" })).fields.startedAt).toMatch(/fecha y hora válidas/);
  });

  test("opening: a reference, the areas (a contract shown as its barrio), the first history line, and one mail to each subscriber of an affected barrio", async () => {
    const floresta = await subscriber("La Floresta", ["energia"]);
    const centro = await subscriber("Centro", ["energia", "acueducto"]); // El Centro, typed without its article
    const jardin = await subscriber("El Jardín", ["energia"]);
    const water = await subscriber("La Floresta", ["acueducto"]);
    const elsewhere = await subscriber("Obrero", ["energia"]);
    const both = `vecina-dos-barrios${++seq}@correo.co`;
    // Subscribed in the other order than the incident lists them: the mail follows the incident.
    for (const area of ["El Centro", "La Floresta"]) {
      await s.db.query(
        `INSERT INTO cut_alert_subscriptions (email, area, area_key, services, status, consent_policy_version, consent_channel)
         VALUES ($1, $2, $3, ARRAY['energia'], 'active', '2025-1', 'web')`,
        [both, area, area.toLowerCase()],
      );
    }
    const startedAt = at(Date.now() - 30 * MINUTE);
    const outage = await open({
      areas: [
        { kind: "barrio", name: "la floresta" },
        { kind: "barrio", name: "El Centro" },
        { kind: "contract", name: contractNumber },
      ],
      startedAt,
      estimatedRestorationAt: null,
    });
    expect(outage.reference).toMatch(/^INC-\d{4}-\d{6}$/);
    expect(outage).toMatchObject({ service: "energia", status: "reported", version: 1, startedAt, estimatedRestorationAt: null, restoredAt: null });
    expect(outage.areas).toEqual([
      { kind: "barrio", name: "La Floresta" },
      { kind: "barrio", name: "El Centro" },
      { kind: "contract", name: contractNumber },
    ]);
    expect(outage.history).toEqual([
      { at: expect.any(String), status: "reported", estimatedRestorationAt: null, previousEstimatedRestorationAt: null, note: "Una cuadrilla va en camino." },
    ]);

    for (const email of [floresta, centro, jardin]) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(
        `Interrupción del servicio de energía en ${email === floresta ? "La Floresta" : email === centro ? "Centro" : "El Jardín"} (${outage.reference})`,
      );
      expect(mails[0].text).toContain(`Referencia del incidente: ${outage.reference}`);
      expect(mails[0].text).toContain("Todavía no tenemos una hora estimada de restablecimiento");
      expect(mails[0].text).toMatch(/Empezó: [^,]+, \d{1,2} de [^ ]+ de \d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\./u);
      // The incident's own page (outagePath), where its status and ETR keep changing after this mail.
      expect(mails[0].text).toContain(`Ver el incidente: ${incidentLink(outage.reference)}\n`);
      const headers = typeof mails[0].headers === "string" ? JSON.parse(mails[0].headers) : mails[0].headers;
      expect(headers["List-Unsubscribe"]).toMatch(/\/api\/cut-alerts\/unsubscribe\?token=/);
    }
    // One mail per address, naming both of its barrios; nothing for another service or another barrio.
    const twice = await mailsTo(both);
    expect(twice).toHaveLength(1);
    expect(twice[0].subject).toContain("La Floresta y El Centro");
    expect(await mailsTo(water)).toHaveLength(0);
    expect(await mailsTo(elsewhere)).toHaveLength(0);

    // The public list: the contract is its barrio, its number never leaves the server.
    const list = await api("GET", "/outages");
    expect(list.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, must-revalidate");
    const item = list.json<OutageList>().items.find((i) => i.id === outage.id)!;
    expect(item.areas).toEqual([
      { kind: "barrio", name: "La Floresta" },
      { kind: "barrio", name: "El Centro" },
      { kind: "barrio", name: "El Jardín" },
    ]);
    expect(item).not.toHaveProperty("version");
    expect(list.body).not.toContain(contractNumber);

    // The map: a valid FeatureCollection, one feature per incident and barrio, each with its polygon.
    const geo = await api("GET", "/outages.geojson");
    expect(geo.statusCode).toBe(200);
    expect(geo.headers["content-type"]).toMatch(/^application\/geo\+json/);
    const collection = geo.json<OutageFeatureCollection>();
    expect(geoJsonProblems(collection)).toEqual([]);
    const mine = collection.features.filter((f) => f.properties.reference === outage.reference);
    expect(mine.map((f) => f.properties.area)).toEqual(["La Floresta", "El Centro", "El Jardín"]);
    expect(mine[0].properties).toEqual({
      reference: outage.reference,
      service: "energia",
      status: "reported",
      estimatedRestorationAt: null,
      startedAt,
      restoredAt: null,
      area: "La Floresta",
    });
    expect(geo.body).not.toContain(contractNumber);
  });

  test("the ETR moves: history keeps the previous one; a move of more than 30 minutes is mailed once, even under 4 concurrent PATCHes", async () => {
    const email = await subscriber("Vereda Camelias", ["acueducto"]);
    const etr = Date.now() + 2 * HOUR;
    const outage = await open({ service: "acueducto", areas: [{ kind: "vereda", name: "camelias" }], estimatedRestorationAt: at(etr) });
    expect(outage.areas).toEqual([{ kind: "vereda", name: "Vereda Camelias" }]);
    expect(await mailsTo(email)).toHaveLength(1);

    const crew = await patch(outage, { status: "crew_assigned", version: 1 });
    expect(crew.statusCode).toBe(200);
    expect(crew.json<AdminOutage>()).toMatchObject({ status: "crew_assigned", version: 2 });

    // 20 minutes later than announced: history says so, nobody is mailed.
    const small = await patch(outage, { estimatedRestorationAt: at(etr + 20 * MINUTE), version: 2 });
    expect(small.statusCode).toBe(200);
    expect(small.json<AdminOutage>().history.at(-1)).toMatchObject({
      status: "crew_assigned",
      estimatedRestorationAt: at(etr + 20 * MINUTE),
      previousEstimatedRestorationAt: at(etr),
      note: null,
    });
    expect(await mailsTo(email)).toHaveLength(1);

    // Four operators (or retries of a gateway) move it at once from the same version: one wins.
    const moved = at(etr + 3 * HOUR);
    const answers = await Promise.all(Array.from({ length: 4 }, () => patch(outage, { estimatedRestorationAt: moved, version: 3 })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const stale = answers.find((r) => r.statusCode === 409)!.json<{ code: string; message: string }>();
    expect(stale.code).toBe("STALE_VERSION");
    expect(stale.message).toMatch(/Otra persona actualizó este incidente/);
    // The retry of the winner is stale too; and the same ETR again changes nothing.
    expect((await patch(outage, { estimatedRestorationAt: moved, version: 3 })).statusCode).toBe(409);
    const same = await patch(outage, { estimatedRestorationAt: moved, version: 4 });
    expect(same.json<AdminOutage>().version).toBe(4);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(`Nueva hora estimada de restablecimiento en Vereda Camelias (${outage.reference})`);
    // "antes": the ETR subscribers were last told (the opening's), not the unmailed 20-minute move.
    const fmt = (d: number) =>
      new Intl.DateTimeFormat("es-CO", { timeStyle: "short", timeZone: "America/Bogota" }).format(new Date(Math.floor(d / MINUTE) * MINUTE));
    // The time alone when the two fall on the same day in Bogotá, else day and time: it ends with the time either way.
    expect(mails[1].text).toMatch(/\(antes: [^)]+\)/);
    expect(mails[1].text).toContain(`${fmt(etr)}).`);

    const history = same.json<AdminOutage>().history;
    expect(history).toHaveLength(4);
    expect(history[3]).toMatchObject({ estimatedRestorationAt: moved, previousEstimatedRestorationAt: at(etr + 20 * MINUTE) });
    const { rows } = await s.db.query<{ event_key: string }>("SELECT event_key FROM outage_alert_events WHERE outage_id = $1 ORDER BY event_key", [outage.id]);
    expect(rows.map((r) => r.event_key)).toEqual(["etr:4", "opened"]);
  });

  test("restoring needs restoredAt; it mails subscribers and the reporters of merged FAL- reports once; a closed incident takes no more changes", async () => {
    const email = await subscriber("Santa Ana", ["energia"]);
    const startedAt = Date.now() - 3 * HOUR;
    const outage = await open({ areas: [{ kind: "barrio", name: "Santa Ana" }], startedAt: at(startedAt), estimatedRestorationAt: at(Date.now() + HOUR) });

    // Failure reports merge once, of the same service; the reporter is told on restoration.
    const report = await failureReport("energia", "Reportante.Falla@Correo.co");
    const anonymous = await failureReport("energia", null);
    const water = await failureReport("acueducto", "otra@correo.co");
    const merge = (reference: string, into = outage) => api("POST", `/admin/outages/${into.id}/reports`, { body: { reference }, as: "operator" });
    const merged = await merge(report.toLowerCase());
    expect(merged.statusCode).toBe(200);
    expect(merged.json<AdminOutage>().reports).toEqual([report]);
    expect((await merge(report)).json<AdminOutage>().reports).toEqual([report]);
    expect((await merge(anonymous)).statusCode).toBe(200);
    const other = await merge(water);
    expect(other.statusCode).toBe(400);
    expect(other.json<{ fields: Record<string, string> }>().fields.reference).toMatch(/es de acueducto/);
    expect((await merge("FAL-2026-123")).json<{ fields: Record<string, string> }>().fields.reference).toMatch(/radicado completo/);
    expect((await merge("FAL-2019-000999")).json<{ fields: Record<string, string> }>().fields.reference).toBe(
      "No existe el reporte de falla FAL-2019-000999. Revise el radicado.",
    );
    const second = await open({ areas: [{ kind: "barrio", name: "Santa Ana" }] });
    const elsewhere = await merge(report, second);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json<{ message: string }>().message).toBe(`El reporte ${report} ya está unido al incidente ${outage.reference}.`);

    const noTime = await patch(outage, { status: "restored", version: 1 });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json<{ fields: Record<string, string> }>().fields).toEqual({
      restoredAt: "Para cerrar el incidente indique la hora en que se restableció el servicio (restoredAt).",
    });
    const early = await patch(outage, { status: "restored", restoredAt: at(startedAt - HOUR), version: 1 });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json<{ fields: Record<string, string> }>().fields)).toEqual(["restoredAt"]);
    expect((await patch(outage, { status: "working", restoredAt: at(Date.now()), version: 1 })).json<{ fields: object }>().fields).toHaveProperty("status");

    const restoredAt = at(Date.now() - 5 * MINUTE);
    const restored = await patch(outage, { status: "restored", restoredAt, note: "Se cambió el transformador.", version: 1 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<AdminOutage>()).toMatchObject({ status: "restored", restoredAt, version: 2, note: "Se cambió el transformador." });
    expect(restored.json<AdminOutage>().history.at(-1)).toMatchObject({ status: "restored", note: "Se cambió el transformador." });

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Interrupción del servicio de energía en Santa Ana (${outage.reference})`,
      `Interrupción del servicio de energía en Santa Ana (${second.reference})`,
      `Se restableció el servicio de energía en Santa Ana (${outage.reference})`,
    ]);
    const told = await mailsTo("reportante.falla@correo.co", "outage_report_restored");
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe(`Su reporte ${report}: el servicio de energía ya se restableció`);
    expect(told[0].text).toContain(`hacía parte del incidente ${outage.reference}`);
    expect(told[0].text).not.toContain("Jorge");
    expect(told[0].text).toContain(`Ver el incidente: ${incidentLink(outage.reference)}\n`);
    expect(mails[2].text).toContain(incidentLink(outage.reference));

    // Closed: no more changes, no more merges, no second mail.
    const again = await patch(outage, { status: "restored", restoredAt, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe("OUTAGE_CLOSED");
    expect((await merge(anonymous)).statusCode).toBe(409);
    expect(await mailsTo(email)).toHaveLength(3);
    expect(await mailsTo("reportante.falla@correo.co", "outage_report_restored")).toHaveLength(1);

    // The public list: current incidents first, the restored one after them.
    const items = (await api("GET", "/outages")).json<OutageList>().items;
    const firstRestored = items.findIndex((i) => i.restoredAt !== null);
    expect(items.slice(firstRestored).every((i) => i.restoredAt !== null)).toBe(true);
    expect(items.find((i) => i.id === outage.id)).toMatchObject({ status: "restored", restoredAt });

    // Every change is audited.
    const { rows } = await s.db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity_type = 'outage' AND entity_id = $1 ORDER BY id", [
      outage.id,
    ]);
    expect(rows.map((r) => r.action)).toEqual(["outage.open", "outage.merge_report", "outage.merge_report", "outage.restore"]);
  });
});
