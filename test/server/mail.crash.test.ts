import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pool } from "pg";
import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { openPglite } from "../../server/db/pglite";
import { openPostgres } from "../../server/db/postgres";
import { createSuperAdmin } from "../../server/modules/auth/accounts";
import { startServer, type ServerProcess } from "./serverProcess";
import { smtpStandIn } from "./smtpStandIn";
import { pqrsForm } from "./pqrsForm";

// Issue 31 §3 on a real server process: a PQRS acknowledgment and the agents' notice commit with
// the filing, so a kill -9 at any moment never leaves a stored case without them; and a mail
// server that hangs never holds the shutdown past its grace period.

const MAILBOX = "bandeja.pqrs@emsp.example";
const EMAIL = "agente.caida@emsp.example";
const PASSWORD = "Clave segura de prueba 2026";

/** Where a server process keeps its data, and how the test opens it afterwards. */
interface Store {
  name: string;
  env: Record<string, string>;
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

/** A PGlite data folder. */
function pgliteStore(): Store {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mail-crash-"));
  return {
    name: "PGlite",
    env: { DATA_DIR: dataDir },
    open: () => openPglite(path.join(dataDir, "pglite")),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A schema of the test PostgreSQL (the server's search_path through the URL's `options`). */
function postgresStore(url: string): Store {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  const withPath = new URL(url);
  withPath.searchParams.set("options", `-c search_path=${schema}`);
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: withPath.toString() },
    open: async () => {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      return openPostgres(url, schema);
    },
    dispose: async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

const stores: (() => Store)[] = [pgliteStore];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) stores.push(() => postgresStore(pgUrl));

/** The store migrated, with the agents' mailbox set and one account to file with. */
async function prepare(store: Store): Promise<void> {
  await withDb(store, async (db) => {
    await migrate(db);
    await db.query("INSERT INTO site_settings (key, value, updated_by_email) VALUES ('pqrsMailbox', $1::jsonb, 'prueba@emsp.example')", [
      JSON.stringify(MAILBOX),
    ]);
    await createSuperAdmin(db, { email: EMAIL, firstName: "Paula", lastName: "Giraldo", password: PASSWORD });
  });
}

async function withDb<T>(store: Store, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await store.open();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Files one PQRS for `n`'s own address, from its own client address (the filing limit counts per address). */
function filePqrs(server: ServerProcess, token: string, n: number): Promise<Response> {
  return fetch(`${server.origin}/api/pqrs`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": `10.40.${Math.floor(n / 250)}.${(n % 250) + 1}` },
    body: JSON.stringify(
      pqrsForm(
        {
          service: "energia",
          subject: `Solicitud número ${n}`,
          description: "El medidor de energía marca un consumo que no corresponde con lo que usamos en la casa.",
        },
        { email: `persona${n}@correo.co`, address: "" },
      ),
    ),
  });
}

describe.each(stores.map((make) => ({ make, name: make === pgliteStore ? "PGlite" : "PostgreSQL" })))(
  "mail and a kill -9 on a real server process ($name)",
  ({ make }) => {
    it("after a kill -9 mid-run, every stored case has its acknowledgment and its agents' notice", async () => {
      const store = make();
      await prepare(store);
      const server = await startServer({ ...store.env, TRUST_PROXY: "loopback", PUBLIC_URL: "https://portal.emsp.example" });
      try {
        expect(await server.healthy()).toBe(true);
        const token = await signIn(server);
        const acknowledged = new Set<string>();
        let next = 0;
        let killed = false;
        const worker = async () => {
          while (!killed) {
            const n = next++;
            const res = await filePqrs(server, token, n).catch(() => null);
            if (res?.status === 201) acknowledged.add(((await res.json()) as { radicado: string }).radicado);
            else if (res && !killed) throw new Error(`filing ${n} answered ${res.status}: ${await res.text()}`);
          }
        };
        const workers = Array.from({ length: 12 }, worker);
        // Killed while filings are in flight, once some have been answered.
        while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 20));
        killed = true;
        server.kill("SIGKILL");
        await server.exited;
        await Promise.all(workers);

        await withDb(store, async (db) => {
          const cases = (await db.query<{ radicado: string; email: string | null }>("SELECT radicado, email FROM cases")).rows;
          const acks = new Set(
            (await db.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE kind = 'case_acknowledgment'")).rows.map(
              (r) => /PQRS-\d{4}-\d{6}/.exec(r.text_body)?.[0],
            ),
          );
          const notices = new Set(
            (await db.query<{ text_body: string; to_address: string }>("SELECT text_body, to_address FROM mail_outbox WHERE kind = 'case_notice'")).rows
              .filter((r) => r.to_address === MAILBOX)
              .map((r) => /PQRS-\d{4}-\d{6}/.exec(r.text_body)?.[0]),
          );
          // Nothing acknowledged is lost.
          for (const radicado of acknowledged) expect(cases.map((c) => c.radicado)).toContain(radicado);
          expect(cases.length).toBeGreaterThanOrEqual(acknowledged.size);
          expect(cases.filter((c) => c.email && !acks.has(c.radicado)).map((c) => c.radicado)).toEqual([]);
          expect(cases.filter((c) => !notices.has(c.radicado)).map((c) => c.radicado)).toEqual([]);
        });
      } finally {
        server.kill("SIGKILL");
        await store.dispose();
      }
    }, 120_000);
  },
);

describe("mail and a shutdown on a real server process (PGlite)", () => {
  it("SIGTERM while the mail server hangs mid-message: the process exits cleanly within its grace period and the message waits for the next start", async () => {
    const store = pgliteStore();
    await prepare(store);
    const smtp = await smtpStandIn({ stall: Infinity });
    const server = await startServer({ ...store.env, SMTP_URL: smtp.url, PUBLIC_URL: "https://portal.emsp.example", LOG_LEVEL: "info" });
    try {
      expect(await server.healthy()).toBe(true);
      const token = await signIn(server);
      expect((await filePqrs(server, token, 1)).status).toBe(201);
      await smtp.dataSeen; // a conversation is under way and will never be answered
      server.kill("SIGTERM");
      // main.ts exits 1 when the shutdown overruns its grace period (10 s); 0 when it completes.
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toContain("shutdown took too long");
      await withDb(store, async (db) => {
        const { rows } = await db.query<{ state: string; due: boolean }>(
          "SELECT state, next_attempt_at <= now() AS due FROM mail_outbox WHERE state <> 'sent'",
        );
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.state === "pending" && r.due)).toBe(true);
      });
    } finally {
      server.kill("SIGKILL");
      await smtp.close();
      await store.dispose();
    }
  }, 120_000);
});
