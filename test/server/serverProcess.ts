import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const built = path.join(root, "dist-server", "server", "main.js");

/**
 * Ports for the processes the tests start: below the kernel's ephemeral range (32768-60999), which
 * hands out the ports of every bind(0) and of every outgoing connection (fetch, PostgreSQL), so a
 * port chosen here cannot be taken by another test between the check and the child's own bind. Each
 * Jest worker has its own block, so two workers never pick the same one.
 */
const BLOCK = 1_500;
const firstPort = 20_000 + ((Number(process.env.JEST_WORKER_ID ?? 1) - 1) % 8) * BLOCK;
let nextPort = firstPort + (process.pid % 50) * 20;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A free TCP port on 127.0.0.1 outside the ephemeral range, this worker's next. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < BLOCK; tries++) {
    const port = nextPort;
    nextPort = nextPort + 1 >= firstPort + BLOCK ? firstPort : nextPort + 1;
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${firstPort} and ${firstPort + BLOCK - 1}`);
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything the process wrote to stdout and stderr so far (JSON log lines). */
  output(): string;
  /** Polls GET /api/health until it answers 200 (or `timeoutMs` passes); true when it did. */
  healthy(timeoutMs?: number): Promise<boolean>;
  /** SIGKILL when still running. */
  kill(signal?: NodeJS.Signals): void;
}

/**
 * The real server process (issue 31: crashes and outages are tested on a process, not an
 * in-process app): the build when there is one (npm test builds first), else the sources through
 * ts-node. No demo data unless `env` says so; logs at `warn` unless `env` says otherwise.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const [cmd, args] = existsSync(built)
    ? [process.execPath, [built]]
    : [process.execPath, [path.join(root, "node_modules", "ts-node", "dist", "bin.js"), "--transpile-only", path.join(root, "server", "main.ts")]];
  const child = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      TS_NODE_PROJECT: path.join(root, "tsconfig.server.json"),
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      HOST: "127.0.0.1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  return {
    child,
    origin,
    port,
    exited,
    output: () => out,
    async healthy(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) return false;
        const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return true;
        await new Promise((r) => setTimeout(r, 200));
      }
      return false;
    },
    kill(signal: NodeJS.Signals = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}
