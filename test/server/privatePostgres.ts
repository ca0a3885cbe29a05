import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { freePort } from "./serverProcess";

/**
 * A PostgreSQL server of the test's own (issue 31 §1): the machine's PostgreSQL binaries, a data
 * folder in /tmp owned by the `postgres` user and a port of its own, so a test can stop, restart,
 * freeze and fill it without touching the shared server other suites use. Needs root (to run the
 * binaries as `postgres`); `unavailableReason()` says why not when it cannot run here.
 */

const PG_ROOT = "/usr/lib/postgresql";

function binDir(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT).filter((v) => existsSync(path.join(PG_ROOT, v, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(PG_ROOT, versions[0], "bin") : null;
}

function postgresUid(): { uid: number; gid: number } | null {
  try {
    const line = readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .find((l) => l.startsWith("postgres:"));
    if (!line) return null;
    const [, , uid, gid] = line.split(":");
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/** Why a private PostgreSQL cannot be made here, or null when it can. */
export function unavailableReason(): string | null {
  if (process.platform !== "linux") return "not Linux";
  if (process.getuid?.() !== 0) return "the tests do not run as root (the PostgreSQL binaries must run as the postgres user)";
  if (!binDir()) return `no PostgreSQL binaries under ${PG_ROOT}`;
  if (!postgresUid()) return "no postgres user";
  if (!existsSync("/usr/sbin/runuser")) return "no runuser";
  return null;
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  dataDir: string;
  start(): void;
  /** pg_ctl stop with this mode (fast: sessions are ended; immediate: like a crash). */
  stop(mode?: "fast" | "immediate" | "smart"): void;
  /** Ends every client connection, as a failover or an operator's pg_terminate_backend would. */
  terminateBackends(): Promise<number>;
  /** SIGSTOP / SIGCONT to the postmaster and every backend: a database that stops answering. */
  freeze(): void;
  thaw(): void;
  /** Runs SQL as the superuser on a fresh connection. */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** Stops it (immediately) and deletes its folder. */
  destroy(): void;
}

/**
 * initdb and start a server. `mountSizeMb`: its folder is a tmpfs of that size (a disk that can
 * fill up), or null when mounting is refused (the caller then skips what needs it).
 */
export async function createPrivatePostgres(options: { mountSizeMb?: number } = {}): Promise<PrivatePostgres> {
  const reason = unavailableReason();
  if (reason) throw new Error(`A private PostgreSQL cannot run here: ${reason}`);
  const bin = binDir()!;
  const owner = postgresUid()!;
  const root = mkdtempSync(path.join(tmpdir(), "portal-pg-"));
  if (options.mountSizeMb) execFileSync("mount", ["-t", "tmpfs", "-o", `size=${options.mountSizeMb}m,mode=0700`, "tmpfs", root]);
  chownSync(root, owner.uid, owner.gid);
  const dataDir = path.join(root, "data");
  const socketDir = path.join(root, "run");
  mkdirSync(socketDir);
  chownSync(socketDir, owner.uid, owner.gid);
  const asPostgres = (cmd: string, args: string[]) => {
    const r = spawnSync("/usr/sbin/runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { encoding: "utf8", cwd: root });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const logFile = path.join(root, "postgres.log");
  const start = () =>
    asPostgres("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-w",
      "-t",
      "60",
      "-o",
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=60`,
      "start",
    ]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pids = (): number[] => {
    const pidFile = path.join(dataDir, "postmaster.pid");
    if (!existsSync(pidFile)) return [];
    const main = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    const children = spawnSync("pgrep", ["-P", String(main)], { encoding: "utf8" })
      .stdout.split("\n")
      .filter(Boolean)
      .map(Number);
    return [main, ...children];
  };
  const signal = (sig: NodeJS.Signals) => {
    for (const pid of pids()) {
      try {
        process.kill(pid, sig);
      } catch {
        // gone meanwhile
      }
    }
  };
  const sql = async <R>(text: string, params: unknown[] = []): Promise<R[]> => {
    const pool = new Pool({ connectionString: url, max: 1 });
    try {
      return (await pool.query(text, params)).rows as R[];
    } finally {
      await pool.end();
    }
  };
  return {
    port,
    url,
    dataDir,
    start,
    stop(mode = "fast") {
      asPostgres("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
    },
    async terminateBackends() {
      const rows = await sql<{ n: number }>(
        "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      return Number(rows[0].n);
    },
    freeze: () => signal("SIGSTOP"),
    thaw: () => signal("SIGCONT"),
    sql,
    destroy() {
      signal("SIGCONT");
      try {
        asPostgres("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "-t", "30", "stop"]);
      } catch {
        // already stopped
      }
      if (options.mountSizeMb) spawnSync("umount", ["-l", root]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
