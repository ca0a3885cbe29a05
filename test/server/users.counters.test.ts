import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AdminUserPage } from "../../src/shared/admin";
import type { AuthResponse } from "../../src/shared/types";
import type { Queryable } from "../../server/db/db";
import { migrate, MIGRATIONS_DIR } from "../../server/db/migrate";
import * as authRepo from "../../server/modules/auth/repository";
import { backends, captchaHeaders, startApp } from "./support";

type Started = Awaited<ReturnType<typeof startApp>>;

/** What user_counters holds and what a fresh count of users says: the two must always agree. */
async function counters(q: Queryable) {
  const kept = (await q.query<{ total: number; active: number; verified: number }>("SELECT total::int, active::int, verified::int FROM user_counters")).rows;
  const counted = (
    await q.query<{ total: number; active: number; verified: number }>(
      "SELECT count(*)::int AS total, count(*) FILTER (WHERE is_active)::int AS active, count(*) FILTER (WHERE is_email_verified)::int AS verified FROM users",
    )
  ).rows[0];
  expect(kept).toEqual([counted]);
  return counted;
}

/** `n` accounts in one statement: every `inactiveEvery`-th inactive, every `unverifiedEvery`-th unverified. */
const insertMany = (q: Queryable, prefix: string, n: number, inactiveEvery = 3, unverifiedEvery = 2) =>
  q.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, user_type, is_active, is_email_verified, created_at)
     SELECT $1 || i || '@correo.co', 'x', 'Persona', 'Número ' || i, 'PERSONA_NATURAL', i % $3 <> 0, i % $4 <> 0,
            now() - i * interval '1 hour'
       FROM generate_series(1, $2::int) AS i`,
    [prefix, n, inactiveEvery, unverifiedEvery],
  );

const newUser = (email: string, verified: boolean): authRepo.NewUser => ({
  email,
  passwordHash: "x",
  firstName: "Ana",
  lastName: "Ruiz",
  documentType: null,
  documentNumber: null,
  phoneNumber: null,
  contractNumber: null,
  userType: "PERSONA_NATURAL",
  roles: ["USER"],
  isEmailVerified: verified,
});

describe.each(backends)("users counters (issue 37) on $name", (backend) => {
  let s: Started;
  let adminToken: string;

  beforeAll(async () => {
    s = await startApp(backend);
    const res = await s.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "10.37.0.1",
      headers: await captchaHeaders(s.app),
      payload: {
        email: "contadora@correo.co",
        password: "Clave segura de prueba 2026",
        firstName: "Luz Marina",
        lastName: "Cardona",
        documentType: "CC",
        documentNumber: "43001234",
        phoneNumber: "300 123 4567",
        acceptDataPolicy: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json<AuthResponse>();
    await s.db.query("UPDATE users SET roles = '{USER,ADMIN}' WHERE id = $1", [user.id]);
    adminToken = token;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  const list = async (query = "") => {
    const res = await s.app.inject({ method: "GET", url: `/api/admin/users${query}`, headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.statusCode).toBe(200);
    return res.json<AdminUserPage>();
  };

  it("keep total, active and verified equal to a fresh count through inserts, activations, verifications and deletions", async () => {
    const start = await counters(s.db); // the sign-up of beforeAll, through the app
    expect(start.total).toBeGreaterThanOrEqual(1);

    await insertMany(s.db, "lote", 12);
    expect(await counters(s.db)).toEqual({ total: start.total + 12, active: start.active + 8, verified: start.verified + 6 });
    const ana = await authRepo.insertUser(s.db, newUser("ana.ruiz@correo.co", false));
    // A taken e-mail inserts nothing and changes nothing.
    expect(await authRepo.insertUserIfAbsent(s.db, newUser("ana.ruiz@correo.co", true))).toBeNull();
    await counters(s.db);

    await authRepo.updateActive(s.db, ana.id, false);
    expect((await counters(s.db)).active).toBe(start.active + 8);
    await authRepo.updateActive(s.db, ana.id, false); // already inactive
    await authRepo.updateActive(s.db, ana.id, true);
    expect((await counters(s.db)).active).toBe(start.active + 9);
    await authRepo.markEmailVerified(s.db, ana.id);
    expect((await counters(s.db)).verified).toBe(start.verified + 7);
    await authRepo.setPasswordHash(s.db, ana.id, "y"); // verified already: no change
    await authRepo.touchLastLogin(s.db, ana.id);
    await authRepo.updateRoles(s.db, ana.id, ["USER", "EDITOR"]);
    await counters(s.db);

    // Several rows in one statement, both flags at once, both ways.
    await s.db.query("UPDATE users SET is_active = NOT is_active, is_email_verified = NOT is_email_verified WHERE email LIKE 'lote%'");
    await counters(s.db);
    await s.db.query("UPDATE users SET is_active = true WHERE email LIKE 'lote%'");
    await counters(s.db);

    await s.db.query("DELETE FROM users WHERE id = $1", [ana.id]);
    await counters(s.db);
    await s.db.query("DELETE FROM users WHERE email LIKE 'lote%' AND is_email_verified");
    await s.db.query("DELETE FROM users WHERE email LIKE 'lote%'");
    expect(await counters(s.db)).toEqual(start);

    // The dashboard reads them (the figures of the summary are pinned in admin-summary.test.ts).
    const figures = await authRepo.userFigures(
      s.db,
      { from: "2000-01-01T00:00:00Z", to: "2100-01-01T00:00:00Z" },
      { from: "2000-01-01T00:00:00Z", to: "2000-01-02T00:00:00Z" },
    );
    expect(figures).toEqual({ ...start, new_month: start.total, new_previous: 0 });
  });

  it("are left as they were by a transaction rolled back", async () => {
    const before = await counters(s.db);
    await expect(
      s.db.transaction(async (tx) => {
        await insertMany(tx, "deshecho", 5);
        await tx.query("UPDATE users SET is_active = false, is_email_verified = false");
        await tx.query("DELETE FROM users WHERE email LIKE 'deshecho%'");
        await authRepo.insertUser(tx, newUser("otra@correo.co", true));
        expect((await counters(tx)).total).toBe(before.total + 1);
        throw new Error("se deshace");
      }),
    ).rejects.toThrow("se deshace");
    expect(await counters(s.db)).toEqual(before);
  });

  it("the users list says «more than 1,000» past 1,000 accounts, and its filters still find theirs", async () => {
    await insertMany(s.db, "masivo", 1100, 100, 10);
    const all = await list();
    expect(all).toMatchObject({ total: 1000, totalBounded: true, page: 1, pageSize: 20 });
    expect(all.items).toHaveLength(20);
    // Newest first: the administrator's own account (created now), then masivo1, masivo2…
    expect(all.items.map((u) => u.email).slice(0, 3)).toEqual(["contadora@correo.co", "masivo1@correo.co", "masivo2@correo.co"]);
    // Pages go on past the count's bound: page 51 starts at the 1,001st account.
    const far = await list("?page=51");
    expect(far).toMatchObject({ total: 1000, totalBounded: true, page: 51 });
    expect(far.items.map((u) => u.email)).toEqual(Array.from({ length: 20 }, (_, i) => `masivo${1000 + i}@correo.co`));

    // Filters below the bound: exact totals, no totalBounded.
    const inactive = await list("?status=inactivos");
    expect(inactive).toEqual(expect.objectContaining({ total: 11 }));
    expect(inactive).not.toHaveProperty("totalBounded");
    expect(inactive.items.every((u) => !u.isActive)).toBe(true);
    // 110 of them, and the administrator's own sign-up, never verified.
    const unverified = await list("?status=sin_verificar&pageSize=100");
    expect(unverified.total).toBe(111);
    expect(unverified.items.every((u) => !u.isEmailVerified)).toBe(true);
    const admins = await list("?role=ADMIN");
    expect(admins.total).toBe(1);
    expect(admins.items[0].email).toBe("contadora@correo.co");
    expect((await list("?role=USER")).totalBounded).toBe(true);
    const found = await list("?q=masivo1099");
    expect(found.total).toBe(1);
    expect(found).not.toHaveProperty("totalBounded");
    expect(await list("?q=nadie-con-este-nombre")).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });

    await counters(s.db);
  });

  it("TRUNCATE leaves them at zero", async () => {
    await s.db.query("TRUNCATE users CASCADE");
    expect(await counters(s.db)).toEqual({ total: 0, active: 0, verified: 0 });
  });
});

describe.each(backends)("034_user_counters.sql on an install with accounts, on $name", (backend) => {
  it("starts the counters from the accounts already there", async () => {
    const { db, dispose } = await backend.open();
    const earlier = mkdtempSync(path.join(tmpdir(), "migrations-before-034-"));
    try {
      for (const f of readdirSync(MIGRATIONS_DIR).filter((f) => f < "034")) copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(earlier, f));
      await migrate(db, earlier);
      await insertMany(db, "antes", 30, 4, 5);
      expect(await migrate(db)).toContain("034_user_counters.sql");
      expect(await counters(db)).toEqual({ total: 30, active: 23, verified: 24 });
      await insertMany(db, "despues", 4, 4, 5);
      expect(await counters(db)).toEqual({ total: 34, active: 26, verified: 28 });
    } finally {
      rmSync(earlier, { recursive: true, force: true });
      await dispose();
    }
  }, 60_000);
});
