import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const built = path.join(root, "dist-server", "server", "main.js");

/** A free TCP port on 127.0.0.1, as the kernel hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
