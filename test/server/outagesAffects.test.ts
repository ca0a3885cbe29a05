import type { AccountOutages, AdminOutage, AdminOutageList, OutageAffects, OutageList, PublicOutage } from "../../src/shared/outages";
import { insertSession } from "../../server/modules/auth/repository";
import { issueToken } from "../../server/modules/auth/tokens";
import { CONTRACT_NUMBER_LIMITS } from "../../server/modules/billing/service";
import { seedContract } from "../../server/modules/billing/seed";
import { backends, startApp } from "./support";

/**
 * Issue 36 §1–2 beyond opening and updating (test/server/outages.test.ts): one incident by its
 * reference, the operators' list, and «¿me afecta?» by barrio, by contract number and for a
 * customer's own contracts, against the real server on each backend.
 */

type Started = Awaited<ReturnType<typeof startApp>>;
interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Whole minutes, so the times read back exactly as sent. */
const at = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE).toISOString();

describe.each(backends)("outages: one incident, the operators' list and «¿me afecta?» on $name", (backend) => {
  let s: Started;
  const tokens: Record<string, string> = {};
  const users: Record<string, string> = {};
  let seq = 0;

  /** Contracts of the tests: two of one customer, one in an area that is not on the list. */
  const CONTRACTS = {
    santaAna: { number: "3610000001", barrio: "Santa Ana", holder: "Rosalba Quintero Mejía", document: "43610001", address: "Cra. 12 # 34-56, apto 201" },
    cumbre: { number: "3610000002", barrio: "Vereda La Cumbre", holder: "Rosalba Quintero Mejía", document: "43610001", address: "Finca El Roble, km 4" },
    fantasia: { number: "3610000003", barrio: "Urbanización Fantasía", holder: "Ernesto Villa Gómez", document: "70610003", address: "Mz. 4 Casa 9" },
  } as const;

  async function account(name: string, roles: string[]): Promise<void> {
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, roles, is_email_verified)
       VALUES ($1, 'x', 'Prueba', 'Afecta', 'PERSONA_NATURAL', $2, true) RETURNING id::text AS id`,
      [`afecta-${name}@correo.co`, roles],
    );
    const t = issueToken();
    await insertSession(s.db, t.hash, rows[0].id, 3600, { ip: "10.36.0.1", userAgent: "afecta" });
    tokens[name] = t.raw;
    users[name] = rows[0].id;
  }

  /** A programmed cut as the news editor publishes it (or leaves it a draft). */
  async function cut(slug: string, service: string, zones: string[], startsAt: number, endsAt: number, status = "published"): Promise<void> {
    await s.db.query(
      `INSERT INTO news (slug, title, summary, body_html, category, status, publish_at, author_name, search_text,
         cut_service, cut_zones, cut_starts_at, cut_ends_at, cut_reason)
       VALUES ($1, $2, 'Corte programado', '<p>Mantenimiento.</p>', 'cortes', $3, $4, 'Prensa', $1, $5, $6::text[], $7, $8, 'Mantenimiento')`,
      [slug, `Corte ${slug}`, status, status === "draft" ? null : at(Date.now() - DAY), service, zones, at(startsAt), at(endsAt)],
    );
  }

  const api = (method: "GET" | "POST" | "PATCH", url: string, opts: { body?: object; as?: string; from?: string } = {}) =>
    s.app.inject({
      method,
      url: `/api${url}`,
      payload: opts.body,
      remoteAddress: opts.from ?? `10.37.${Math.floor(++seq / 250)}.${seq % 250}`,
      headers: opts.as ? { authorization: `Bearer ${tokens[opts.as]}` } : {},
    });

  async function open(over: object): Promise<AdminOutage> {
    const res = await api("POST", "/admin/outages", {
      as: "operator",
      body: {
        service: "energia",
        areas: [{ kind: "barrio", name: "Los Pinos" }],
        cause: "Falla en un transformador",
        startedAt: at(Date.now() - HOUR),
        estimatedRestorationAt: at(Date.now() + 2 * HOUR),
        note: "Una cuadrilla va en camino.",
        ...over,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<AdminOutage>();
  }

  async function restore(outage: AdminOutage, restoredAt: number): Promise<AdminOutage> {
    const res = await api("PATCH", `/admin/outages/${outage.id}`, {
      as: "operator",
      body: { status: "restored", restoredAt: at(restoredAt), version: outage.version },
    });
    expect(res.statusCode).toBe(200);
    return res.json<AdminOutage>();
  }

  const affects = async (query: string) => {
    const res = await api("GET", `/outages/affects?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<OutageAffects>();
  };
  const ids = (answer: { incidents: { id: string }[] }) => answer.incidents.map((i) => i.id);

  beforeAll(async () => {
    s = await startApp(backend);
    await account("operator", ["USER", "OPERATOR"]);
    await account("admin", ["USER", "ADMIN"]);
    await account("editor", ["USER", "EDITOR"]);
    await account("user", ["USER"]);
    await account("customer", ["USER"]);
    for (const c of Object.values(CONTRACTS)) {
      const seeded = await s.db.transaction((tx) =>
        seedContract(
          tx,
          {
            number: c.number,
            holderName: c.holder,
            holderDocumentType: "CC",
            holderDocumentNumber: c.document,
            address: c.address,
            barrio: c.barrio,
            comuna: "Zona urbana",
            municipality: "San Rafael",
            estrato: 3,
            use: "residencial",
            services: ["energia", "acueducto"],
            meters: { energia: `EN-${c.number}`, acueducto: `AC-${c.number}` },
            base: { energia: 150, acueducto: 12 },
            latestIssuedDaysAgo: 5,
            unpaid: 1,
            months: 1,
          },
          new Date(),
          null,
        ),
      );
      // The customer's two contracts, linked in this order.
      if (c !== CONTRACTS.fantasia) {
        await s.db.query("INSERT INTO contract_links (user_id, contract_id, linked_at) VALUES ($1, $2, $3)", [
          users.customer,
          seeded.id,
          at(Date.now() - (c === CONTRACTS.santaAna ? 2 : 1) * DAY),
        ]);
      }
    }
  }, 90_000);
  afterAll(async () => s?.close());

  test("GET /api/outages/{reference}: the incident as the public sees it, whatever its age; anything else is a 404, never a 500", async () => {
    const current = await open({
      areas: [
        { kind: "barrio", name: "Los Pinos" },
        { kind: "contract", name: CONTRACTS.santaAna.number },
      ],
    });
    const res = await api("GET", `/outages/${current.reference}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, must-revalidate");
    const one = res.json<PublicOutage>();
    const listed = (await api("GET", "/outages")).json<OutageList>().items.find((i) => i.id === current.id);
    expect(one).toEqual(listed);
    expect(one.areas).toEqual([
      { kind: "barrio", name: "Los Pinos" },
      { kind: "barrio", name: "Santa Ana" },
    ]);
    expect(one).not.toHaveProperty("version");
    expect(one).not.toHaveProperty("reports");
    expect(res.body).not.toContain(CONTRACTS.santaAna.number);
    // Typed by hand from a mail or a call: case and spaces do not count.
    expect((await api("GET", `/outages/${current.reference.toLowerCase()}`)).json<PublicOutage>().id).toBe(current.id);

    // Restored nine days ago: out of the public list (7 days), still its own page, with its history.
    const old = await open({ areas: [{ kind: "barrio", name: "Obrero" }], startedAt: at(Date.now() - 10 * DAY), estimatedRestorationAt: null });
    await restore(old, Date.now() - 9 * DAY);
    expect((await api("GET", "/outages")).json<OutageList>().items.map((i) => i.id)).not.toContain(old.id);
    const aged = await api("GET", `/outages/${old.reference}`);
    expect(aged.statusCode).toBe(200);
    expect(aged.json<PublicOutage>()).toMatchObject({ reference: old.reference, status: "restored", restoredAt: at(Date.now() - 9 * DAY) });
    expect(aged.json<PublicOutage>().history.map((h) => h.status)).toEqual(["reported", "restored"]);

    for (const reference of ["INC-1999-000001", "INC-2026-1", "nada", "INC-2026-000001'--", encodeURIComponent("INC-2026-000001 OR 1=1"), "%E2%9C%93"]) {
      const missing = await api("GET", `/outages/${reference}`);
      expect({ reference, status: missing.statusCode }).toEqual({ reference, status: 404 });
      expect(missing.json<ErrorBody>()).toMatchObject({
        code: "OUTAGE_NOT_FOUND",
        message: "No encontramos ese incidente. Revise la dirección o la referencia.",
      });
    }
    // The static routes beside it still answer as themselves.
    expect((await api("GET", "/outages.geojson")).headers["content-type"]).toMatch(/^application\/geo\+json/);
    expect((await api("GET", "/outages/affects?barrio=Obrero")).json<OutageAffects>().area).toEqual({ kind: "barrio", name: "Obrero" });
  });

  test("GET /api/admin/outages: current incidents first (newest start first), then those restored in the last 30 days; only operators", async () => {
    const older = await open({ areas: [{ kind: "barrio", name: "Villa Nueva" }], startedAt: at(Date.now() - 3 * HOUR) });
    const newer = await open({ areas: [{ kind: "contract", name: CONTRACTS.fantasia.number }], startedAt: at(Date.now() - 20 * MINUTE) });
    const restoredRecently = await restore(
      await open({ areas: [{ kind: "barrio", name: "Villa Nueva" }], startedAt: at(Date.now() - 13 * DAY) }),
      Date.now() - 12 * DAY,
    );
    const restoredLater = await restore(
      await open({ areas: [{ kind: "barrio", name: "Villa Nueva" }], startedAt: at(Date.now() - 3 * DAY) }),
      Date.now() - 2 * DAY,
    );
    const restoredLongAgo = await restore(
      await open({ areas: [{ kind: "barrio", name: "Villa Nueva" }], startedAt: at(Date.now() - 41 * DAY) }),
      Date.now() - 40 * DAY,
    );

    for (const as of ["operator", "admin"]) {
      const res = await api("GET", "/admin/outages", { as });
      expect(res.statusCode).toBe(200);
      const items = res.json<AdminOutageList>().items;
      const ids = items.map((i) => i.id);
      const firstRestored = items.findIndex((i) => i.restoredAt !== null);
      expect(firstRestored).toBeGreaterThan(0);
      expect(items.slice(0, firstRestored).every((i) => i.restoredAt === null)).toBe(true);
      expect(items.slice(firstRestored).every((i) => i.restoredAt !== null)).toBe(true);
      const starts = items.slice(0, firstRestored).map((i) => Date.parse(i.startedAt));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      // Restored ones by restoration, newest first; twelve days ago is in (30), forty is out.
      expect(ids.indexOf(restoredLater.id)).toBeLessThan(ids.indexOf(restoredRecently.id));
      expect(ids.indexOf(restoredRecently.id)).toBeGreaterThanOrEqual(firstRestored);
      expect(ids).not.toContain(restoredLongAgo.id);
      // The operators' view: the contract as given, the version and the reports.
      expect(items.find((i) => i.id === newer.id)).toMatchObject({ areas: [{ kind: "contract", name: CONTRACTS.fantasia.number }], version: 1, reports: [] });
    }
    // The public list keeps restored incidents 7 days: the one of twelve days ago is not there.
    expect((await api("GET", "/outages")).json<OutageList>().items.map((i) => i.id)).not.toContain(restoredRecently.id);

    expect((await api("GET", "/admin/outages")).statusCode).toBe(401);
    expect((await api("GET", "/admin/outages", { as: "user" })).statusCode).toBe(403);
    expect((await api("GET", "/admin/outages", { as: "editor" })).statusCode).toBe(403);

    const one = await api("GET", `/admin/outages/${newer.id}`, { as: "operator" });
    expect(one.statusCode).toBe(200);
    expect(one.json<AdminOutage>()).toEqual(newer);
    expect((await api("GET", `/admin/outages/${restoredLongAgo.id}`, { as: "admin" })).json<AdminOutage>()).toMatchObject({ status: "restored", version: 2 });
    const missing = await api("GET", "/admin/outages/00000000-0000-4000-8000-000000000000", { as: "operator" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().code).toBe("OUTAGE_NOT_FOUND");
    expect((await api("GET", "/admin/outages/no-es-un-id", { as: "operator" })).statusCode).toBe(400);
    expect((await api("GET", `/admin/outages/${newer.id}`, { as: "user" })).statusCode).toBe(403);
    expect((await api("GET", `/admin/outages/${newer.id}`)).statusCode).toBe(401);
  });

  test("«¿me afecta?» by barrio: current incidents and programmed cuts not yet ended, folded like the cut alerts, by service, and until when", async () => {
    const etr = Date.now() + 3 * HOUR;
    const here = await open({ areas: [{ kind: "barrio", name: "Los Álamos" }], estimatedRestorationAt: at(etr) });
    // Not answered: restored, elsewhere.
    await restore(await open({ areas: [{ kind: "barrio", name: "Los Álamos" }] }), Date.now() - 5 * MINUTE);
    await open({ areas: [{ kind: "barrio", name: "San Vicente" }] });
    const cutEnd = Date.now() + 2 * DAY + 6 * HOUR;
    await cut("agua-alamos", "acueducto", ["Los Alamos", "Obrero"], Date.now() + 2 * DAY, cutEnd);
    await cut("luz-alamos-ahora", "energia", ["los álamos"], Date.now() - HOUR, Date.now() + HOUR);
    await cut("agua-alamos-pasado", "acueducto", ["Los Álamos"], Date.now() - 2 * DAY, Date.now() - DAY);
    await cut("agua-alamos-borrador", "acueducto", ["Los Álamos"], Date.now() + DAY, Date.now() + DAY + HOUR, "draft");
    await cut("agua-san-vicente", "acueducto", ["San Vicente"], Date.now() + DAY, Date.now() + DAY + HOUR);

    const res = await api("GET", `/outages/affects?barrio=${encodeURIComponent("  LOS alamos ")}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30, must-revalidate");
    const all = res.json<OutageAffects>();
    expect(all.area).toEqual({ kind: "barrio", name: "Los Álamos" });
    expect(ids(all)).toEqual([here.id]);
    expect(all.incidents[0]).toMatchObject({ reference: here.reference, estimatedRestorationAt: at(etr), areas: [{ kind: "barrio", name: "Los Álamos" }] });
    // In progress first, then upcoming; each with its state at this moment.
    expect(all.cuts.map((c) => [c.slug, c.service, c.state])).toEqual([
      ["luz-alamos-ahora", "energia", "en-curso"],
      ["agua-alamos", "acueducto", "programado"],
    ]);
    expect(all.cuts[1]).toEqual({
      slug: "agua-alamos",
      title: "Corte agua-alamos",
      service: "acueducto",
      startsAt: at(Date.now() + 2 * DAY),
      endsAt: at(cutEnd),
      state: "programado",
    });
    expect(all.until).toBe(at(cutEnd));

    const energy = await affects("barrio=Los%20%C3%81lamos&service=energia");
    expect(ids(energy)).toEqual([here.id]);
    expect(energy.cuts.map((c) => c.slug)).toEqual(["luz-alamos-ahora"]);
    expect(energy.until).toBe(at(etr));
    const water = await affects("barrio=los%20alamos&service=acueducto");
    expect(water.incidents).toEqual([]);
    expect(water.cuts.map((c) => c.slug)).toEqual(["agua-alamos"]);
    expect(water.until).toBe(at(cutEnd));

    // The same name without its article, and a vereda; a place with nothing: no incidents, no cuts, no time.
    expect((await affects("barrio=Obrero&service=acueducto")).cuts.map((c) => c.slug)).toEqual(["agua-alamos"]);
    const quiet = await affects("barrio=topacio");
    expect(quiet).toEqual({ area: { kind: "vereda", name: "Vereda El Topacio" }, incidents: [], cuts: [], until: null });

    // An incident with no ETR yet: nobody can say until when.
    const unknown = await open({ areas: [{ kind: "barrio", name: "Los Álamos" }], estimatedRestorationAt: null });
    const now = await affects("barrio=Los%20Alamos");
    expect(ids(now)).toEqual([unknown.id, here.id]);
    expect(now.until).toBeNull();

    const bad = await api("GET", "/outages/affects?barrio=Barrio%20Inventado");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().fields).toEqual({ barrio: "No conocemos el barrio o la vereda «Barrio Inventado». Escríbalo como aparece en su factura." });
    expect(bad.json<ErrorBody>().message).toMatch(/^Revise el campo «barrio»/);
    expect((await api("GET", "/outages/affects")).json<ErrorBody>().fields).toHaveProperty("barrio");
    expect((await api("GET", "/outages/affects?barrio=Obrero&service=gas")).json<ErrorBody>().fields).toHaveProperty("service");
  });

  test("«¿me afecta?» by contract: its barrio and the incidents naming it, nothing else about it; unknown is a 404; limited per address like the lookup", async () => {
    const santaAna = await open({ areas: [{ kind: "barrio", name: "santa ana" }], estimatedRestorationAt: at(Date.now() + 4 * HOUR) });
    const named = await open({
      service: "acueducto",
      areas: [{ kind: "contract", name: CONTRACTS.cumbre.number }],
      estimatedRestorationAt: at(Date.now() + HOUR),
    });
    const direct = await open({ areas: [{ kind: "contract", name: CONTRACTS.fantasia.number }] });
    const cutEnd = Date.now() + 3 * DAY + 2 * HOUR;
    await cut("agua-la-cumbre", "acueducto", ["vereda la cumbre"], Date.now() + 3 * DAY, cutEnd);

    const first = await api("POST", "/outages/affects", { body: { contract: CONTRACTS.santaAna.number } });
    expect(first.statusCode).toBe(200);
    const a = first.json<OutageAffects>();
    expect(a.area).toEqual({ kind: "barrio", name: "Santa Ana" });
    // Its barrio's incident, and the first test's incident that named this very contract.
    expect(ids(a)).toContain(santaAna.id);
    expect(a.incidents.every((i) => i.areas.some((area) => area.name === "Santa Ana"))).toBe(true);

    // Written with dots and spaces like on the bill; an incident naming it, and the cut of its vereda.
    const b = (await api("POST", "/outages/affects", { body: { contract: " 3610.000.002 " } })).json<OutageAffects>();
    expect(b.area).toEqual({ kind: "vereda", name: "Vereda La Cumbre" });
    expect(ids(b)).toEqual([named.id]);
    expect(b.cuts.map((c) => c.slug)).toEqual(["agua-la-cumbre"]);
    expect(b.until).toBe(at(cutEnd));
    expect((await api("POST", "/outages/affects", { body: { contract: CONTRACTS.cumbre.number, service: "energia" } })).json<OutageAffects>()).toEqual({
      area: { kind: "vereda", name: "Vereda La Cumbre" },
      incidents: [],
      cuts: [],
      until: null,
    });

    // A contract whose area is not on the list: no place to answer for, but the incident naming it.
    const res = await api("POST", "/outages/affects", { body: { contract: CONTRACTS.fantasia.number } });
    const c = res.json<OutageAffects>();
    expect(c).toMatchObject({ area: null, cuts: [] });
    expect(ids(c)).toContain(direct.id);
    expect(c.incidents.every((i) => i.areas.length === 0)).toBe(true);
    expect(c.until).toBe(
      c.incidents
        .map((i) => i.estimatedRestorationAt!)
        .sort()
        .at(-1),
    );

    // Nothing more about the contract: no holder, document, address, barrio typed as stored, number, services or balance.
    for (const answer of [first, res]) {
      expect(Object.keys(answer.json<object>()).sort()).toEqual(["area", "cuts", "incidents", "until"]);
      for (const secret of [
        ...Object.values(CONTRACTS).flatMap((k) => [k.holder, k.document, k.address, k.number]),
        "Urbanización Fantasía",
        "residencial",
        "amountDue",
        "estrato",
      ]) {
        expect(answer.body).not.toContain(secret);
      }
    }

    const unknown = await api("POST", "/outages/affects", { body: { contract: "9999999999" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>()).toMatchObject({
      code: "NOT_FOUND",
      message: "No encontramos un contrato con ese número. Revíselo en la parte superior de su factura.",
    });
    expect((await api("POST", "/outages/affects", { body: { contract: "12" } })).json<ErrorBody>().fields).toHaveProperty("contract");
    expect((await api("POST", "/outages/affects", { body: {} })).statusCode).toBe(400);

    // The lookup's budget per address, shared with it: asking here and there gives no more tries.
    const from = "10.36.99.7";
    const { max } = CONTRACT_NUMBER_LIMITS.lookup;
    for (let i = 0; i < max - 1; i++) {
      expect((await api("POST", "/outages/affects", { from, body: { contract: String(3610000001 + (i % 4)) } })).statusCode).not.toBe(429);
    }
    expect((await api("GET", `/billing/lookup?contract=${CONTRACTS.santaAna.number}`, { from })).statusCode).toBe(200);
    const refused = await api("POST", "/outages/affects", { from, body: { contract: CONTRACTS.santaAna.number } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.json<ErrorBody>()).toMatchObject({ code: "RATE_LIMITED", message: expect.stringMatching(/^Hizo demasiadas consultas desde esta conexión/) });
    const lookupRefused = await api("GET", `/billing/lookup?contract=${CONTRACTS.santaAna.number}`, { from });
    expect(lookupRefused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>()).toEqual(lookupRefused.json<ErrorBody>());
    // Another address is not held back; asking by barrio is never counted.
    expect((await api("POST", "/outages/affects", { from: "10.36.99.8", body: { contract: CONTRACTS.santaAna.number } })).statusCode).toBe(200);
    expect((await api("GET", "/outages/affects?barrio=Santa%20Ana", { from })).statusCode).toBe(200);
  });

  // Reads the incidents and the cut the tests above opened for these contracts.
  test("GET /api/account/outages: each of the customer's own contracts answered at once; only theirs", async () => {
    const res = await api("GET", "/account/outages", { as: "customer" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const { items } = res.json<AccountOutages>();
    expect(items.map((i) => [i.contract, i.area])).toEqual([
      [CONTRACTS.santaAna.number, { kind: "barrio", name: "Santa Ana" }],
      [CONTRACTS.cumbre.number, { kind: "vereda", name: "Vereda La Cumbre" }],
    ]);
    // Each the same answer as asking by its number.
    for (const item of items) {
      const { contract, ...answer } = item;
      const byNumber = await api("POST", "/outages/affects", { body: { contract } });
      expect(answer).toEqual(byNumber.json<OutageAffects>());
    }
    expect(items[1].cuts.map((c) => c.slug)).toEqual(["agua-la-cumbre"]);
    expect(items[1].incidents.length).toBeGreaterThan(0);
    expect(res.body).not.toContain(CONTRACTS.fantasia.number);

    expect((await api("GET", "/account/outages", { as: "user" })).json<AccountOutages>()).toEqual({ items: [] });
    expect((await api("GET", "/account/outages")).statusCode).toBe(401);
  });
});
