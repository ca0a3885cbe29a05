/**
 * Issue 22: the admin users search and the agents' PQRS inbox find any part of a name, e-mail,
 * document, phone, radicado or subject, ignoring case and accents, and read the trigram indexes
 * of 015_search_indexes.sql instead of the whole table. The plans are those of the very queries
 * the app ran (recorded on their way to the database), with the tables filled to a few thousand
 * rows and no statistics gathered: PGlite never runs ANALYZE or VACUUM by itself.
 */
import type { FastifyInstance } from "fastify";
import type { AdminUserPage } from "../../src/shared/admin";
import type { AgentCaseList } from "../../src/shared/pqrs";
import type { AuthResponse } from "../../src/shared/types";
import { buildApp } from "../../server/app";
import type { Db, QueryResult } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { backends, captchaHeaders, testConfig } from "./support";

/** Rows of filler in each table: enough for the planner to weigh a scan against the index. */
const FILLER = 3000;
const PASSWORD = "Clave segura de prueba 2026";

interface Sent {
  sql: string;
  params: readonly unknown[];
}

/** The database itself, noting every query sent through it (a class instance cannot be spread). */
function recording(db: Db, sent: Sent[]): Db {
  return {
    kind: db.kind,
    query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      sent.push({ sql, params });
      return db.query<R>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}

/**
 * Filler users and requests as wide as real ones (a password hash, a description), none of which
 * holds a word or number the searches below look for.
 */
async function fill(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO users (email, password_hash, first_name, last_name, document_type, document_number, phone_number, user_type)
    SELECT 'relleno' || i || '@correo.co', 'scrypt$32768$8$1$' || md5(i::text) || '$' || repeat(md5(i::text), 3), (ARRAY['Ana', 'Luis', 'Paula', 'Tomás'])[1 + i % 4],
           (ARRAY['Restrepo', 'Ospina', 'Londoño', 'Ríos'])[1 + (i / 4) % 4] || ' Vélez', 'CC',
           '8' || lpad(i::text, 7, '0'), '320' || lpad(i::text, 7, '0'), 'PERSONA_NATURAL'
    FROM generate_series(1, ${FILLER}) i;
    INSERT INTO cases (radicado, kind, pqrs_type, service, subject, description, doc_type, doc_number, applicant_name,
                       email, notification_channel, term_days, original_due_date, due_date, filed_at)
    SELECT 'PQR-2025-' || lpad(i::text, 6, '0'), 'pqrs', 'reclamo', 'energia', 'Revisión del medidor en Laureles',
           repeat('El medidor marca un consumo que no corresponde al de la casa. ', 5), 'CC', '7' || lpad(i::text, 7, '0'), (ARRAY['Ana', 'Luis'])[1 + i % 2] || ' Ospina Vélez',
           'relleno' || i || '@correo.co', 'email', 15, current_date + 20, current_date + 20, now() - i * interval '1 hour'
    FROM generate_series(1, ${FILLER}) i;`);
}

describe.each(backends)("searches at scale on $name", (backend) => {
  let app: FastifyInstance;
  let db: Db;
  let dispose: () => Promise<void>;
  let token: string;
  const sent: Sent[] = [];

  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ method: "GET", url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  const users = (q: string) => get<AdminUserPage>(`/admin/users?q=${encodeURIComponent(q)}`);
  const cases = (q: string) => get<AgentCaseList>(`/admin/pqrs?q=${encodeURIComponent(q)}`);

  /** The plans of the searches the app sent (the count and the page: the statements holding `marker`). */
  async function plansOf(search: () => Promise<unknown>, marker = "search_fold"): Promise<string[]> {
    sent.length = 0;
    await search();
    const searches = sent.filter((s) => s.sql.includes(marker));
    expect(searches).toHaveLength(2);
    return Promise.all(
      searches.map(async (s) => (await db.query<{ "QUERY PLAN": string }>(`EXPLAIN ${s.sql}`, s.params)).rows.map((r) => r["QUERY PLAN"]).join("\n")),
    );
  }

  beforeAll(async () => {
    const opened = await backend.open({ migrated: true });
    db = opened.db;
    dispose = opened.dispose;
    await migrate(db);
    app = await buildApp({ config: testConfig(), db: recording(db, sent), logger: false });
    await app.ready();
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "10.7.0.1",
      headers: await captchaHeaders(app),
      payload: {
        email: "jose.garcia@correo.co",
        password: PASSWORD,
        firstName: "José Ignacio",
        lastName: "García Muñoz",
        documentType: "CC",
        documentNumber: "1020304050",
        phoneNumber: "310 555 6677",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const registered = res.json<AuthResponse>();
    token = registered.token;
    await db.query("UPDATE users SET roles = '{USER,ADMIN}' WHERE id = $1", [registered.user.id]);
    await db.exec(`
      INSERT INTO cases (radicado, kind, pqrs_type, service, subject, description, doc_type, doc_number, applicant_name,
                         email, notification_channel, term_days, original_due_date, due_date)
      VALUES ('PQR-2026-000123', 'pqrs', 'peticion', 'energia', 'Reconexión del servicio en Belén', 'Sin luz', 'CC',
              '43210987', 'María Fernanda Gómez Peña', 'maria.gomez@correo.co', 'email', 15, current_date + 20, current_date + 20);
      INSERT INTO cases (radicado, kind, service, subject, description, anonymous, notification_channel)
      VALUES ('FAL-2026-000124', 'falla', 'energia', 'Poste caído en la vía', 'Cables en el suelo', true, 'portal');`);
    await fill(db);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it("finds a user by any part of the name, ignoring case and accents", async () => {
    for (const q of ["garcia", "GARCÍA", "ignacio garcia munoz", "Muñoz", "jose ignacio"]) {
      const page = await users(q);
      expect({ q, emails: page.items.map((u) => u.email) }).toEqual({ q, emails: ["jose.garcia@correo.co"] });
    }
    // Every filler "Londoño", found without its ñ.
    const londono = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE last_name LIKE 'Londoño %'");
    expect((await users("londono")).total).toBe(londono.rows[0].n);
  });

  it("finds a user by a fragment of the e-mail, the document (typed with dots) or the phone (typed with spaces)", async () => {
    for (const q of ["JOSE.GARCIA@", "1.020.304", "20304", "555 66"]) {
      expect({ q, total: (await users(q)).total }).toEqual({ q, total: 1 });
    }
    // Issue 37: the users list counts its matches up to 1,000 (the FILLER are 3,000) and says so.
    expect(await users("relleno")).toMatchObject({ total: 1000, totalBounded: true });
  });

  it("finds a request by a fragment of the radicado, the subject, the applicant or the document", async () => {
    for (const q of ["2026-000123", "pqr-2026-000123", "reconexion", "BELEN", "gomez pena", "maría fernanda", "3210987"]) {
      const list = await cases(q);
      expect({ q, radicados: list.items.map((c) => c.radicado) }).toEqual({ q, radicados: ["PQR-2026-000123"] });
    }
    // An anonymous report has no applicant or document, and is still found by its number.
    expect((await cases("fal-2026-000124")).items.map((c) => c.radicado)).toEqual(["FAL-2026-000124"]);
    expect((await cases("2026-")).total).toBe(2);
    // Issue 37: the inbox counts its matches up to 1,000 and says when there are more.
    expect(await cases("medidor")).toMatchObject({ total: 1000, totalBounded: true });
  });

  it("the users search reads users_search_trgm, never the whole table", async () => {
    for (const q of ["garcia", "1.020.304"]) {
      for (const plan of await plansOf(() => users(q))) {
        expect(plan).toContain("users_search_trgm");
        expect(plan).not.toMatch(/Seq Scan on users/);
      }
    }
  });

  it("the inbox search reads cases_search_trgm, never the whole table", async () => {
    for (const q of ["2026-000123", "gomez pena"]) {
      for (const plan of await plansOf(() => cases(q))) {
        expect(plan).toContain("cases_search_trgm");
        expect(plan).not.toMatch(/Seq Scan on cases/);
      }
    }
  });

  it("a whole radicado, typed in any case, is looked up by its unique index", async () => {
    for (const plan of await plansOf(() => cases("pqr-2026-000123"), "c.radicado = ")) {
      expect(plan).toContain("cases_radicado_key");
      expect(plan).not.toMatch(/Seq Scan on cases/);
    }
  });
});
