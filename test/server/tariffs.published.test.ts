import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { computeLines } from "../../server/modules/billing/tariffs";
import { energyTariffFor, tariffFiguresFor } from "../../server/modules/tariffs/service";
import { importTariffRecord, type TariffRecord } from "../../server/modules/tariffs/importRecord";
import { TARIFF_CSV_HEADER } from "../../server/modules/tariffs/history";
import { INITIAL_TARIFFS, nextMonth, type PublishedTariff, type TariffCurrent, type TariffHistory, type TariffMonth } from "../../src/shared/tariffs/published";
import { backends, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

const newest = INITIAL_TARIFFS[INITIAL_TARIFFS.length - 1];
/** A month after every initial one, so "current" stays the newest initial month whatever the clock says until 2099. */
const FUTURE = "2099-12";

/** The newest initial month with every figure raised by `delta` (the CU is the server's sum). */
function figures(delta: number) {
  const level = (l: "1" | "2" | "3") => {
    const { g, t, d, cv, pr, r } = newest.energy[l];
    return { g: g + delta, t, d, cv, pr, r };
  };
  return {
    energy: { "1": level("1"), "2": level("2"), "3": level("3") },
    water: { acueducto: { ...newest.water.acueducto, perM3: newest.water.acueducto.perM3 + delta }, alcantarillado: { ...newest.water.alcantarillado } },
  };
}

describe.each(backends)("published tariffs on $name", (backend) => {
  let s: Started;
  let seq = 0;
  beforeAll(async () => {
    s = await startApp(backend);
  });
  afterAll(async () => {
    await s.close();
  });

  const api = (method: "GET" | "POST", url: string, opts: { body?: object; token?: string } = {}) =>
    s.app.inject({ method, url: `/api${url}`, payload: opts.body, headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {} });
  async function account(roles: string[]): Promise<string> {
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ($1, 'x', 'Andrés', 'Mejía', 'FUNCIONARIO', $2, true) RETURNING id::text AS id`,
      [`tarifas${++seq}@correo.co`, roles],
    );
    const t = issueToken();
    await insertSession(s.db, t.hash, rows[0].id, 3600, { ip: "10.34.0.9", userAgent: "jest" });
    return t.raw;
  }

  it("starts with the months the code published, as first versions", async () => {
    const month = (await api("GET", `/tariffs/${newest.month}`)).json<TariffMonth>();
    expect(month.tariff).toMatchObject({ month: newest.month, version: 1, reason: null, source: "inicial", energy: newest.energy, water: newest.water });
    const current = (await api("GET", "/tariffs/current")).json<TariffCurrent>();
    expect(current.current.month).toBe(newest.month);
    expect(current.recent.map((t) => t.month)).toEqual(INITIAL_TARIFFS.slice(-12).map((t) => t.month));
    expect((await api("GET", "/tariffs/1999-01")).statusCode).toBe(404);
    expect((await api("GET", "/tariffs/noviembre")).statusCode).toBe(400);
    expect(await energyTariffFor(s.db, "2026-07")).toEqual(INITIAL_TARIFFS.find((t) => t.month === "2026-07")!.energy["1"]);
    // A period after the newest publication takes the newest (a tariff applies until the next).
    expect(await energyTariffFor(s.db, "2030-01", 2)).toEqual(newest.energy["2"]);
  });

  it("lets an administrator publish the next month, shown as next, and refuses everyone else", async () => {
    const admin = await account(["USER", "ADMIN"]);
    const customer = await account(["USER"]);
    const month = nextMonth(newest.month);
    const body = { month, ...figures(1) };
    expect((await api("POST", "/admin/tariffs", { body })).statusCode).toBe(401);
    expect((await api("POST", "/admin/tariffs", { body, token: customer })).statusCode).toBe(403);
    const res = await api("POST", "/admin/tariffs", { body, token: admin });
    expect(res.statusCode).toBe(201);
    const published = res.json<{ outcome: string; tariff: PublishedTariff }>();
    expect(published.outcome).toBe("created");
    expect(published.tariff).toMatchObject({ month, version: 1, reason: null, source: "administrador", publishedBy: "Andrés Mejía" });
    const cu = newest.energy["1"].cu + 1;
    expect(published.tariff.energy["1"].cu).toBeCloseTo(cu, 2);
    const current = (await api("GET", "/tariffs/current")).json<TariffCurrent>();
    // Whether it is already in force depends on today's date; either way it is published and read back.
    expect([current.current.month, current.next?.month]).toContain(month);
    const audit = await s.db.query<{ action: string; entity_id: string }>("SELECT action, entity_id FROM audit_log WHERE entity_type = 'tariff'");
    expect(audit.rows).toEqual([{ action: "tariff.publish", entity_id: `${month} v1` }]);
  });

  it("keeps a published month: a correction is a new version that needs its reason; the same figures are refused as nothing to publish", async () => {
    const admin = await account(["USER", "ADMIN"]);
    await api("POST", "/admin/tariffs", { body: { month: FUTURE, ...figures(2) }, token: admin });
    const noReason = await api("POST", "/admin/tariffs", { body: { month: FUTURE, ...figures(3) }, token: admin });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ fields: Record<string, string> }>().fields.reason).toMatch(/motivo/);
    const same = await api("POST", "/admin/tariffs", { body: { month: FUTURE, ...figures(2), reason: "Nada" }, token: admin });
    expect(same.statusCode).toBe(409);
    const fixed = await api("POST", "/admin/tariffs", { body: { month: FUTURE, ...figures(3), reason: "Error de digitación en G" }, token: admin });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json<{ outcome: string; tariff: PublishedTariff; previous: PublishedTariff }>()).toMatchObject({
      outcome: "updated",
      tariff: { version: 2, reason: "Error de digitación en G" },
      previous: { version: 1 },
    });
    const month = (await api("GET", `/tariffs/${FUTURE}`)).json<TariffMonth>();
    expect(month.versions.map((v) => [v.version, v.reason])).toEqual([
      [2, "Error de digitación en G"],
      [1, null],
    ]);
    expect(month.versions[1].energy["1"].g).toBeCloseTo(newest.energy["1"].g + 2, 2);
    // Not even SQL edits a published version.
    await expect(s.db.query("UPDATE tariff_versions SET reason = 'x' WHERE month = $1", [FUTURE])).rejects.toThrow(/never edited/);
    await expect(s.db.query("DELETE FROM tariff_versions WHERE month = $1", [FUTURE])).rejects.toThrow(/never edited/);
    const bad = await api("POST", "/admin/tariffs", { body: { month: "2026-13", ...figures(1) }, token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields.month).toMatch(/AAAA-MM/);
    const negative = figures(1);
    negative.energy["2"].d = -5;
    const neg = await api("POST", "/admin/tariffs", { body: { month: "2099-10", ...negative }, token: admin });
    expect(neg.json<{ fields: Record<string, string> }>().fields["energy.2.d"]).toMatch(/Distribución.*nivel 2.*negativo/);
  });

  it("serves the history, every month and version with its reason, as JSON and CSV", async () => {
    const json = await api("GET", "/tariffs/history.json");
    expect(json.statusCode).toBe(200);
    const items = json.json<TariffHistory>().items;
    expect(items[0]).toMatchObject({ month: INITIAL_TARIFFS[0].month, version: 1 });
    expect(items.filter((t) => t.month === FUTURE).map((t) => t.version)).toEqual([1, 2]);
    const csv = await api("GET", "/tariffs/history.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="historial-tarifas.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(TARIFF_CSV_HEADER.join(","));
    expect(lines).toHaveLength(items.length + 1);
    const correction = lines.find((l) => l.startsWith(`${FUTURE},2,`))!;
    expect(correction).toContain("Error de digitación en G");
    expect(correction.split(",")[4]).toBe("Administrador");
  });

  it("computes a bill's lines from the published month (a correction included)", async () => {
    const figures = (await tariffFiguresFor(s.db, FUTURE))!;
    expect(figures).toMatchObject({ month: FUTURE, version: 2 });
    const lines = computeLines(["energia", "acueducto"], 4, "residencial", { energia: 100, acueducto: 10 }, 0, figures);
    expect(lines.energyTariff).toEqual(figures.energy["1"]);
    const consumo = lines.lines.find((l) => l.service === "energia" && l.kind === "consumo")!;
    expect(consumo.unitPrice).toBe(figures.energy["1"].cu);
    expect(lines.lines.find((l) => l.service === "acueducto" && l.kind === "consumo")!.unitPrice).toBe(figures.water.acueducto.perM3);
  });

  it("imports tariff lines: created, unchanged, updated with a reason, rejected without one; a dry run writes nothing", async () => {
    const now = new Date();
    const month = "2099-06";
    const line = { kind: "tariff", month, ...figures(5) } as TariffRecord;
    const run = (record: TariffRecord, dryRun = false) => s.db.transaction((tx) => importTariffRecord(tx, record, { dryRun, now }));
    expect(await run(line, true)).toEqual({ outcome: "created" });
    expect((await api("GET", `/tariffs/${month}`)).statusCode).toBe(404);
    expect(await run(line)).toEqual({ outcome: "created" });
    expect(await run(line)).toEqual({ outcome: "unchanged" });
    const changed = { ...line, ...figures(6) } as TariffRecord;
    const refused = await run(changed);
    expect(refused).toMatchObject({ outcome: "rejected", field: "reason" });
    expect((refused as { message: string }).message).toMatch(/corrección necesita su motivo/);
    expect(await run({ ...changed, reason: "Ajuste de la CREG" }, true)).toEqual({ outcome: "updated" });
    expect((await api("GET", `/tariffs/${month}`)).json<TariffMonth>().versions).toHaveLength(1);
    expect(await run({ ...changed, reason: "Ajuste de la CREG" })).toEqual({ outcome: "updated" });
    const stored = (await api("GET", `/tariffs/${month}`)).json<TariffMonth>();
    expect(stored.tariff).toMatchObject({
      version: 2,
      reason: "Ajuste de la CREG",
      source: "importacion",
      publishedBy: "Sistema de facturación (importación)",
    });
    expect(await run({ ...line, month: "2026-1" })).toMatchObject({ outcome: "rejected", field: "month" });
    const missing = { kind: "tariff", month: "2099-07", energy: figures(1).energy } as unknown as TariffRecord;
    expect(await run(missing)).toMatchObject({ outcome: "rejected", field: "water" });
    const wrongCu = figures(1);
    const withCu = { ...wrongCu, energy: { ...wrongCu.energy, "3": { ...wrongCu.energy["3"], cu: 1 } } };
    expect(await run({ kind: "tariff", month: "2099-08", ...withCu })).toMatchObject({ outcome: "rejected", field: "energy.3.cu" });
  });
});
