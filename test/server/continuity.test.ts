import type { AdminOutage } from "../../src/shared/outages";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { backends, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

interface Row {
  month: string;
  service: string;
  usersServed: number;
  interruptions: number;
  usersAffected: number;
  saidiHours?: number | null;
  saifi?: number | null;
  hoursWithoutServicePerUser?: number | null;
  incidentHours: number;
  unavailable?: string;
}
interface Answer {
  from: string;
  to: string;
  rows: Row[];
}

/** RFC 4180 lines of a small CSV without quoted line breaks (the figures here have none), after its BOM. */
function csvRows(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(1, -2)
    .split("\r\n")
    .map((line) => line.split(","));
}

/**
 * Issue 36 §5: the indicators of a fixed month (March 2026, America/Bogota: from 2026-03-01T05:00Z
 * to 2026-04-01T05:00Z), from contracts seeded in known barrios and incidents opened and restored
 * through the operators' API, checked against figures worked out by hand below.
 */
describe.each(backends)("continuity indicators on $name", (backend) => {
  let s: Started;
  let token = "";
  let seq = 0;

  const api = (method: "GET" | "POST" | "PATCH", url: string, body?: object) =>
    s.app.inject({
      method,
      url,
      payload: body,
      remoteAddress: `10.36.5.${++seq % 250}`,
      headers: method === "GET" ? {} : { authorization: `Bearer ${token}` },
    });

  async function contract(number: string, barrio: string, services: string[], createdAt: string): Promise<void> {
    await s.db.query(
      `INSERT INTO contracts (number, holder_name, holder_document_type, holder_document_number, address, barrio, comuna,
         municipality, estrato, use, services, created_at)
       VALUES ($1, 'Titular Continuidad', 'CC', $1, 'Cl. 1 # 2-3', $2, 'Zona urbana', 'San Rafael', 3, 'residencial', $3::text[], $4::timestamptz)`,
      [number, barrio, services, createdAt],
    );
  }

  /** Opens an incident through the API and restores it at `restoredAt`. */
  async function incident(service: string, areas: { kind: string; name: string }[], startedAt: string, restoredAt: string): Promise<void> {
    const opened = await api("POST", "/api/admin/outages", { service, areas, cause: "Falla en la red", startedAt, estimatedRestorationAt: null, note: "" });
    expect(opened.statusCode).toBe(201);
    const outage = opened.json<AdminOutage>();
    const restored = await api("PATCH", `/api/admin/outages/${outage.id}`, { status: "restored", restoredAt, version: outage.version });
    expect(restored.statusCode).toBe(200);
  }

  beforeAll(async () => {
    s = await startApp(backend);
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ('operador-continuidad@correo.co', 'x', 'Prueba', 'Continuidad', 'PERSONA_NATURAL', ARRAY['USER', 'OPERATOR'], true) RETURNING id::text AS id`,
    );
    const t = issueToken();
    await insertSession(s.db, t.hash, rows[0].id, 3600, { ip: "10.36.0.1", userAgent: "continuidad" });
    token = t.raw;

    // The test's arithmetic counts every contract: the database starts without any.
    const before = await s.db.query<{ n: number | string }>("SELECT count(*) AS n FROM contracts");
    expect(Number(before.rows[0].n)).toBe(0);

    const jan = "2026-01-10T12:00:00Z";
    // Los Pinos: three with energy and water, one more written in capitals (energy only), and one
    // that starts on 20 March (served in March, but after incident A began).
    await contract("3650000001", "Los Pinos", ["energia", "acueducto"], jan);
    await contract("3650000002", "Los Pinos", ["energia", "acueducto"], jan);
    await contract("3650000003", "Los Pinos", ["energia", "acueducto"], jan);
    await contract("3650000004", "LOS PINOS", ["energia"], jan);
    await contract("3650000005", "Los Pinos", ["energia"], "2026-03-20T15:00:00Z");
    // El Centro: two with energy, one with water only, and one with energy that starts in May.
    await contract("3650000006", "El Centro", ["energia"], jan);
    await contract("3650000007", "El Centro", ["energia"], jan);
    await contract("3650000008", "El Centro", ["acueducto"], jan);
    await contract("3650000009", "El Centro", ["energia"], "2026-05-01T15:00:00Z");
    // Vereda El Topacio: two with energy.
    await contract("3650000010", "Vereda El Topacio", ["energia"], jan);
    await contract("3650000011", "Vereda El Topacio", ["energia"], jan);
    // Obrero: one with energy and telecommunications, named directly by an incident.
    await contract("3650000012", "Obrero", ["energia", "telecomunicaciones"], jan);

    // A: energy, Los Pinos, 10 March 14:00–17:30 UTC (3.5 h).
    await incident("energia", [{ kind: "barrio", name: "Los Pinos" }], "2026-03-10T14:00:00.000Z", "2026-03-10T17:30:00.000Z");
    // B: energy, El Centro and Vereda El Topacio, 31 March 23:00 UTC to 1 April 08:00 UTC (6 h in March, 3 in April).
    await incident(
      "energia",
      [
        { kind: "barrio", name: "El Centro" },
        { kind: "vereda", name: "Vereda El Topacio" },
      ],
      "2026-03-31T23:00:00.000Z",
      "2026-04-01T08:00:00.000Z",
    );
    // C: energy, contract 3650000012, 28 February 04:00 UTC to 1 March 07:00 UTC (2 h in March: from 05:00).
    await incident("energia", [{ kind: "contract", name: "3650000012" }], "2026-02-28T04:00:00.000Z", "2026-03-01T07:00:00.000Z");
    // D: water, Los Pinos, 5 March 10:00–22:00 UTC (12 h).
    await incident("acueducto", [{ kind: "barrio", name: "Los Pinos" }], "2026-03-05T10:00:00.000Z", "2026-03-05T22:00:00.000Z");
    // E: energy, Los Pinos, 10 April 12:00–14:00 UTC (2 h), after the late contract started.
    await incident("energia", [{ kind: "barrio", name: "Los Pinos" }], "2026-04-10T12:00:00.000Z", "2026-04-10T14:00:00.000Z");
    // F: sewer, El Centro, 20 January 10:00–12:00 UTC (2 h): no contract has sewer.
    await incident("alcantarillado", [{ kind: "barrio", name: "El Centro" }], "2026-01-20T10:00:00.000Z", "2026-01-20T12:00:00.000Z");
  }, 120_000);
  afterAll(async () => s?.close());

  /*
   * March 2026 by hand.
   * Energy users served: Los Pinos 3 + 1 + 1 (from 20 March), El Centro 2, El Topacio 2, Obrero 1 = 10
   * (the El Centro contract of May is not yet). Incidents with time in March: A, B, C.
   *   A: Los Pinos energy contracts that existed on 10 March: 4; 4 × 3.5 h = 14 user-hours.
   *   B: El Centro 2 + El Topacio 2 = 4; 4 × 6 h = 24 user-hours.
   *   C: the one contract named; 1 × 2 h = 2 user-hours.
   *   Users affected 4 + 4 + 1 = 9; user-hours 40; incident hours 3.5 + 6 + 2 = 11.5.
   *   SAIDI = 40 / 10 = 4 h; SAIFI = 9 / 10 = 0.9.
   * Water users served: Los Pinos 3 + El Centro 1 = 4. D: 3 users × 12 h = 36; 36 / 4 = 9 h per user.
   * Telecommunications: 1 user served (Obrero), no incident: 0 h.
   * April: energy served 10; B 4 users × 3 h = 12, E 5 users (the late one too) × 2 h = 10:
   *   SAIDI = 22 / 10 = 2.2; SAIFI = (4 + 5) / 10 = 0.9; incident hours 5.
   */
  const march: Row[] = [
    { month: "2026-03", service: "energia", usersServed: 10, interruptions: 3, usersAffected: 9, saidiHours: 4, saifi: 0.9, incidentHours: 11.5 },
    { month: "2026-03", service: "acueducto", usersServed: 4, interruptions: 1, usersAffected: 3, hoursWithoutServicePerUser: 9, incidentHours: 12 },
    { month: "2026-03", service: "telco", usersServed: 1, interruptions: 0, usersAffected: 0, hoursWithoutServicePerUser: 0, incidentHours: 0 },
  ];
  const aprilEnergy: Row = {
    month: "2026-04",
    service: "energia",
    usersServed: 10,
    interruptions: 2,
    usersAffected: 9,
    saidiHours: 2.2,
    saifi: 0.9,
    incidentHours: 5,
  };

  test("GET /api/outages/continuity: the month's figures as worked out by hand, public and cached", async () => {
    const res = await api("GET", "/api/outages/continuity?from=2026-03&to=2026-03");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(res.json<Answer>()).toEqual({ from: "2026-03", to: "2026-03", rows: march });

    const two = (await api("GET", "/api/outages/continuity?from=2026-03&to=2026-04&service=energia")).json<Answer>();
    expect(two.rows).toEqual([march[0], aprilEnergy]);
  });

  test("GET /api/outages/continuity.csv: the same rows under the Spanish column names, UTF-8 with BOM", async () => {
    const res = await api("GET", "/api/outages/continuity.csv?from=2026-03&to=2026-03");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="continuidad-servicio-2026-03-2026-03.csv"');
    expect(csvRows(res.body)).toEqual([
      [
        "mes",
        "servicio",
        "usuarios_atendidos",
        "interrupciones",
        "usuarios_afectados",
        "saidi_horas",
        "saifi",
        "horas_sin_servicio_por_usuario",
        "horas_de_incidente",
        "motivo_sin_indicador",
      ],
      ["2026-03", "energia", "10", "3", "9", "4", "0.9", "", "11.5", ""],
      ["2026-03", "acueducto", "4", "1", "3", "", "", "9", "12", ""],
      ["2026-03", "telco", "1", "0", "0", "", "", "0", "0", ""],
    ]);
  });

  test("a month without contracts or incidents has no row; one with incidents but no users has no per-user figure, said why", async () => {
    const res = (await api("GET", "/api/outages/continuity?from=2025-12&to=2026-02")).json<Answer>();
    // December: nothing. January: contracts from the 10th, and F on a service no contract has.
    // February: 9 energy users (not yet the late ones) and C's first 25 h (to 2026-03-01T05:00Z):
    // SAIDI 1 × 25 / 9 = 2.777… → 2.78, SAIFI 1 / 9 = 0.111… → 0.11.
    expect(res.rows.map((r) => `${r.month} ${r.service}`)).toEqual([
      "2026-01 energia",
      "2026-01 acueducto",
      "2026-01 alcantarillado",
      "2026-01 telco",
      "2026-02 energia",
      "2026-02 acueducto",
      "2026-02 telco",
    ]);
    expect(res.rows[2]).toEqual({
      month: "2026-01",
      service: "alcantarillado",
      usersServed: 0,
      interruptions: 1,
      usersAffected: 0,
      hoursWithoutServicePerUser: null,
      incidentHours: 2,
      unavailable: "no-users-served",
    });
    expect(res.rows[4]).toEqual({
      month: "2026-02",
      service: "energia",
      usersServed: 9,
      interruptions: 1,
      usersAffected: 1,
      saidiHours: 2.78,
      saifi: 0.11,
      incidentHours: 25,
    });
    const csv = csvRows((await api("GET", "/api/outages/continuity.csv?from=2026-01&to=2026-01&service=alcantarillado")).body);
    expect(csv[1]).toEqual([
      "2026-01",
      "alcantarillado",
      "0",
      "1",
      "0",
      "",
      "",
      "",
      "2",
      "Sin usuarios atendidos registrados en el mes: el indicador por usuario no se puede calcular.",
    ]);
  });

  test("bad months are a 400 naming the field", async () => {
    const bad = async (query: string, field: string) => {
      const res = await api("GET", `/api/outages/continuity?${query}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toEqual([field]);
      expect((await api("GET", `/api/outages/continuity.csv?${query}`)).statusCode).toBe(400);
    };
    await bad("from=2026-13", "from");
    await bad("to=marzo", "to");
    await bad("from=2026-04&to=2026-03", "from");
    await bad("from=2000-01&to=2026-03", "from");
    await bad("from=2026-03&service=gas", "service");
  });

  test("by default the last 12 months up to the month in course", async () => {
    const res = (await api("GET", "/api/outages/continuity")).json<Answer>();
    const now = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 7);
    expect(res.to).toBe(now);
    const [y, m] = now.split("-").map(Number);
    expect(res.from).toBe(new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 7));
  });

  test("the open-data catalogue lists the dataset and serves the same rows", async () => {
    const catalog = (await api("GET", "/data.json")).json<{ dataset: { identifier: string; distribution: { downloadURL: string }[] }[] }>();
    const entry = catalog.dataset.find((d) => d.identifier.endsWith("-continuidad-servicio"));
    expect(entry?.distribution.map((d) => new URL(d.downloadURL).pathname)).toEqual([
      "/datos-abiertos/continuidad-servicio.csv",
      "/datos-abiertos/continuidad-servicio.json",
    ]);
    const csv = await api("GET", "/datos-abiertos/continuidad-servicio.csv");
    expect(csv.statusCode).toBe(200);
    const lines = csvRows(csv.body);
    expect(lines[0][0]).toBe("mes");
    expect(lines).toContainEqual(["2026-03", "energia", "10", "3", "9", "4", "0.9", "", "11.5", ""]);
    const json = (await api("GET", "/datos-abiertos/continuidad-servicio.json")).json<Record<string, unknown>[]>();
    expect(json).toContainEqual({
      mes: "2026-03",
      servicio: "acueducto",
      usuarios_atendidos: 4,
      interrupciones: 1,
      usuarios_afectados: 3,
      saidi_horas: null,
      saifi: null,
      horas_sin_servicio_por_usuario: 9,
      horas_de_incidente: 12,
      motivo_sin_indicador: null,
    });
    // The first month is that of the first incident (F, January).
    expect(json[0]).toMatchObject({ mes: "2026-01" });
  });
});
