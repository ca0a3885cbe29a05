/**
 * Issue 33 §4: the first `npm start` built for about four minutes in silence. scripts/start.js, copied
 * into a checkout without builds and run with an `npm` on the PATH that stands for the two builds
 * (each sleeps a moment, then writes what the real one writes), announces each step, says it is
 * still going while it runs, says when it is done, and where the public home is.
 */
import { spawn } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const FAKE_NPM = `#!/bin/sh
# npm run <script>: the build steps of start.js, each a second long.
sleep 1
case "$2" in
  build:client) mkdir -p dist && echo "<!doctype html>" > dist/index.html ;;
  build:server) mkdir -p dist-server/server && echo 'console.log("servidor de prueba")' > dist-server/server/main.js ;;
  *) exit 3 ;;
esac
`;

function runStart(dir: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(dir, "scripts", "start.js")], { cwd: dir, env: { ...process.env, ...env } });
    let out = "";
    child.stdout.on("data", (b: Buffer) => (out += b.toString()));
    child.stderr.on("data", (b: Buffer) => (out += b.toString()));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

describe("npm start on a fresh checkout", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "start-"));
    mkdirSync(path.join(dir, "scripts"));
    mkdirSync(path.join(dir, "bin"));
    copyFileSync(path.join(__dirname, "..", "..", "scripts", "start.js"), path.join(dir, "scripts", "start.js"));
    writeFileSync(path.join(dir, "bin", "npm"), FAKE_NPM);
    chmodSync(path.join(dir, "bin", "npm"), 0o755);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("says what it builds, that it is still going, when each step is done, and where the public home is", async () => {
    const { code, out } = await runStart(dir, { PATH: `${path.join(dir, "bin")}:${process.env.PATH ?? ""}`, START_TICK_MS: "300" });
    expect(code).toBe(0);
    expect(out).toContain("Primer arranque: hay que compilar el portal");
    expect(out).toMatch(/▶ Compilando la aplicación web y prerenderizando las páginas públicas .*\(npm run build:client\)/);
    expect(out).toMatch(/… sigue: compilando la aplicación web .*\(\d+ s\)/);
    expect(out).toMatch(/✔ Compilando la aplicación web .*: listo en \d+ s\./);
    expect(out).toMatch(/▶ Compilando el servidor .*\(npm run build:server\)/);
    expect(out).toContain("/homePage");
    // The built server ran after the builds.
    expect(out.indexOf("servidor de prueba")).toBeGreaterThan(out.indexOf("✔ Compilando el servidor"));
  });

  it("names the step that failed and exits with its code", async () => {
    writeFileSync(path.join(dir, "bin", "npm"), "#!/bin/sh\nexit 7\n");
    const { code, out } = await runStart(dir, { PATH: `${path.join(dir, "bin")}:${process.env.PATH ?? ""}`, START_TICK_MS: "300" });
    expect(code).toBe(7);
    expect(out).toMatch(/✖ Compilando la aplicación web .*: falló tras \d+ s \(código 7\)/);
    expect(out).not.toContain("Iniciando el servidor");
  });

  it("starts at once, without build messages, when both builds are there", async () => {
    mkdirSync(path.join(dir, "dist"));
    writeFileSync(path.join(dir, "dist", "index.html"), "<!doctype html>");
    mkdirSync(path.join(dir, "dist-server", "server"), { recursive: true });
    writeFileSync(path.join(dir, "dist-server", "server", "main.js"), 'console.log("servidor de prueba")');
    const { code, out } = await runStart(dir, { PATH: `${path.join(dir, "bin")}:${process.env.PATH ?? ""}` });
    expect(code).toBe(0);
    expect(out).not.toContain("Primer arranque");
    expect(out).toContain("servidor de prueba");
  });
});
