/**
 * Issue 31 §2: the metrics spool's slots. Instances sharing a DATA_DIR on one host start together
 * (a deploy, the fault tests' two instances): each must take a slot of its own, and none may fail to
 * open its spool. Found by CI: one of two instances started at once answered every metric with 503
 * METRICS_UNAVAILABLE, because the other's lock, created empty and then written, was read in
 * between, taken for a crash's torn lock and removed. The same race let two processes hold one slot.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { takeSlot, type SpoolSlot } from "../../server/modules/metrics/spoolSlot";

const root = path.resolve(__dirname, "../..");
const built = path.join(root, "dist-server", "server", "modules", "metrics", "spoolSlot.js");
const source = path.join(root, "server", "modules", "metrics", "spoolSlot.ts");

/** A dead process's pid on this host (above the kernel's pid_max of 2^22). */
const DEAD_PID = 2 ** 22 + 7;
const lockOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, "lock"), "utf8")) as { pid: number; nonce: string };

describe("metrics spool slots (issue 31 §2)", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "spool-slots-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("takers starting at once each get a slot of their own, and none fails", async () => {
    for (let round = 0; round < 60; round++) {
      const spool = path.join(dir, `r${round}`);
      const taken = await Promise.allSettled(Array.from({ length: 4 }, () => takeSlot(spool)));
      const failed = taken.filter((t) => t.status === "rejected").map((t) => String(t.reason));
      expect(failed).toEqual([]);
      const slots = taken.map((t) => (t as PromiseFulfilledResult<SpoolSlot>).value);
      expect(slots.map((s) => path.basename(s.dir)).sort()).toEqual(["slot-0", "slot-1", "slot-2", "slot-3"]);
      for (const s of slots) await s.release();
      // Each let its own lock go; no file of the taking is left behind.
      for (const s of slots) expect(readdirSync(s.dir)).toEqual(["id"]);
    }
  });

  it("processes starting at once each get a slot of their own", async () => {
    const [cmd, args] = existsSync(built)
      ? [process.execPath, ["-e", `const { takeSlot } = require(${JSON.stringify(built)});`]]
      : [process.execPath, ["-r", "ts-node/register/transpile-only", "-e", `const { takeSlot } = require(${JSON.stringify(source)});`]];
    // Each loads the code, says so, and on "go" (sent to all at once) takes a slot, prints it and
    // holds it until killed, as a running instance does.
    const script = `${args[args.length - 1]} console.log("ready"); process.stdin.once("data", () => takeSlot(process.argv[1]).then((s) => console.log(require("node:path").basename(s.dir)), (e) => console.log("failed: " + e.message))); setInterval(() => undefined, 60_000);`;
    const spawnTaker = (spool: string) => {
      const child = spawn(cmd, [...args.slice(0, -1), script, spool], {
        cwd: root,
        env: { ...process.env, TS_NODE_PROJECT: path.join(root, "tsconfig.server.json") },
      });
      let out = "";
      const line = (n: number) =>
        new Promise<string>((resolve) => {
          const check = () => {
            const lines = out.split("\n");
            if (lines.length > n) resolve(lines[n - 1]);
          };
          child.stdout.on("data", (c: Buffer) => {
            out += c.toString("utf8");
            check();
          });
          child.on("exit", () => resolve("exited"));
          check();
        });
      return { child, line };
    };
    for (let round = 0; round < 12; round++) {
      const spool = path.join(dir, `p${round}`);
      const takers = Array.from({ length: 4 }, () => spawnTaker(spool));
      try {
        expect(await Promise.all(takers.map((t) => t.line(1)))).toEqual(["ready", "ready", "ready", "ready"]);
        for (const t of takers) t.child.stdin.write("go\n");
        const slots = await Promise.all(takers.map((t) => t.line(2)));
        expect(slots.sort()).toEqual(["slot-0", "slot-1", "slot-2", "slot-3"]);
      } finally {
        for (const t of takers) t.child.kill("SIGKILL");
      }
    }
  }, 60_000);

  it("a dead process's lock, or one a crash left torn, is taken once, by one of the takers", async () => {
    for (const left of [JSON.stringify({ pid: DEAD_PID, host: hostname(), nonce: "muerto" }), "", '{"pid":12'] as const) {
      const spool = path.join(dir, `s${left.length}`);
      mkdirSync(path.join(spool, "slot-0"), { recursive: true });
      writeFileSync(path.join(spool, "slot-0", "lock"), left);
      const slots = await Promise.all(Array.from({ length: 3 }, () => takeSlot(spool)));
      expect(slots.map((s) => path.basename(s.dir)).sort()).toEqual(["slot-0", "slot-1", "slot-2"]);
      expect(lockOf(path.join(spool, "slot-0")).pid).toBe(process.pid);
      expect(readdirSync(path.join(spool, "slot-0")).sort()).toEqual(["id", "lock"]);
      for (const s of slots) await s.release();
    }
  });

  it("a live process's lock is left alone, and a slot lets go only of its own lock", async () => {
    const spool = path.join(dir, "vivo");
    mkdirSync(path.join(spool, "slot-0"), { recursive: true });
    const living = JSON.stringify({ pid: process.ppid, host: hostname(), nonce: "vivo" });
    writeFileSync(path.join(spool, "slot-0", "lock"), living);
    const slot = await takeSlot(spool);
    expect(path.basename(slot.dir)).toBe("slot-1");
    expect(readFileSync(path.join(spool, "slot-0", "lock"), "utf8")).toBe(living);
    // Its lock was judged stale and taken by another (this process was frozen past the limit).
    writeFileSync(path.join(slot.dir, "lock"), JSON.stringify({ pid: process.ppid, host: hostname(), nonce: "otro" }));
    await slot.release();
    expect(lockOf(slot.dir).nonce).toBe("otro");
  });
});
