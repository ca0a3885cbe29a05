import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "../../server/db/db";
import { migrate } from "../../server/db/migrate";
import { openPglite } from "../../server/db/pglite";
import { createSuperAdmin } from "../../server/modules/auth/accounts";
import { startServer, type ServerProcess } from "./serverProcess";
import { smtpStandIn } from "./smtpStandIn";

// Issue 31 §3 on a real server process: a PQRS acknowledgment and the agents' notice commit with
// the filing, so a kill -9 at any moment never leaves a stored case without them; and a mail
// server that hangs never holds the shutdown past its grace period.

const MAILBOX = "bandeja.pqrs@emsp.example";
const EMAIL = "agente.caida@emsp.example";
const PASSWORD = "Clave segura de prueba 2026";

/** A PGlite data folder, migrated, with the agents' mailbox set and one account to file with. */
async function prepared(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mail-crash-"));
  const db = await openPglite(path.join(dataDir, "pglite"));
  try {
    await migrate(db);
    await db.query("INSERT INTO site_settings (key, value, updated_by_email) VALUES ('pqrsMailbox', $1::jsonb, 'prueba@emsp.example')", [JSON.stringify(MAILBOX)]);
    await createSuperAdmin(db, { email: EMAIL, firstName: "Paula", lastName: "Giraldo", password: PASSWORD });
  } finally {
    await db.close();
  }
  return dataDir;
}

async function withDb<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openPglite(path.join(dataDir, "pglite"));
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
    body: JSON.stringify({
      type: "peticion",
      service: "energia",
      subject: `Solicitud número ${n}`,
      description: "El medidor de energía marca un consumo que no corresponde con lo que usamos en la casa.",
      anonymous: false,
      applicant: { documentType: "CC", documentNumber: "1020304050", name: "Luz Marina Ochoa", email: `persona${n}@correo.co`, phone: "300 123 4567", address: "" },
      notificationChannel: "email",
      consent: true,
    }),
  });
}

describe("mail and crashes on a real server process (PGlite)", () => {
  it("after a kill -9 mid-run, every stored case has its acknowledgment and its agents' notice", async () => {
    const dataDir = await prepared();
    const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "loopback", PUBLIC_URL: "https://portal.emsp.example" });
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

      await withDb(dataDir, async (db) => {
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
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("SIGTERM while the mail server hangs mid-message: the process exits cleanly within its grace period and the message waits for the next start", async () => {
    const dataDir = await prepared();
    const smtp = await smtpStandIn({ stall: Infinity });
    const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, PUBLIC_URL: "https://portal.emsp.example", LOG_LEVEL: "info" });
    try {
      expect(await server.healthy()).toBe(true);
      const token = await signIn(server);
      expect((await filePqrs(server, token, 1)).status).toBe(201);
      await smtp.dataSeen; // a conversation is under way and will never be answered
      server.kill("SIGTERM");
      // main.ts exits 1 when the shutdown overruns its grace period (10 s); 0 when it completes.
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toContain("shutdown took too long");
      await withDb(dataDir, async (db) => {
        const { rows } = await db.query<{ state: string; due: boolean }>("SELECT state, next_attempt_at <= now() AS due FROM mail_outbox WHERE state <> 'sent'");
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.state === "pending" && r.due)).toBe(true);
      });
    } finally {
      server.kill("SIGKILL");
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
