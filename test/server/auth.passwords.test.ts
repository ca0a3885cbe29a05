import { hasAnyRole } from "../../server/modules/auth/access";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { hashPassword, PARAMS, PRODUCTION_PARAMS, verifyPassword } from "../../server/modules/auth/passwords";
import { hashToken, issueToken, looksLikeToken } from "../../server/modules/auth/tokens";

describe("password hashing (scrypt)", () => {
  it("stores N, r, p, a 16-byte salt and a 64-byte key, with a fresh salt each time", async () => {
    const a = await hashPassword("Guayaba verde 2026");
    const b = await hashPassword("Guayaba verde 2026");
    const [scheme, n, r, p, salt, key] = a.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", String(PARAMS.N), "8", "1"]);
    expect(Buffer.from(salt, "base64")).toHaveLength(16);
    expect(Buffer.from(key, "base64")).toHaveLength(64);
    expect(b).not.toBe(a);
    expect(await verifyPassword("Guayaba verde 2026", a)).toBe(true);
    expect(await verifyPassword("Guayaba verde 2026", b)).toBe(true);
    expect(await verifyPassword("guayaba verde 2026", a)).toBe(false);
  });

  it("hashes with N=2^15, r=8, p=1 outside Jest (the cheaper N is for the test suites only)", () => {
    expect(PRODUCTION_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    const built = path.resolve(__dirname, "../../dist-server/server/modules/auth/passwords.js");
    const source = path.resolve(__dirname, "../../server/modules/auth/passwords.ts");
    const env = { ...process.env };
    delete env.JEST_WORKER_ID;
    // As a real start loads it: the built module when there is one (npm test builds it first), else the source.
    const script = existsSync(built)
      ? `require(${JSON.stringify(built)}).hashPassword("Guayaba verde 2026").then((h) => process.stdout.write(h))`
      : `require("ts-node").register({ transpileOnly: true, project: "tsconfig.server.json" }); require(${JSON.stringify(source)}).hashPassword("Guayaba verde 2026").then((h) => process.stdout.write(h))`;
    const hash = execFileSync(process.execPath, ["-e", script], { env, cwd: path.resolve(__dirname, "../.."), encoding: "utf8" });
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  });

  it("accepts the same accented password whether typed composed or decomposed", async () => {
    const stored = await hashPassword("Contraseña de Peñalosa");
    const decomposed = "Contrasen\u0303a de Pen\u0303alosa";
    expect(decomposed).not.toBe("Contraseña de Peñalosa");
    expect(await verifyPassword(decomposed, stored)).toBe(true);
  });

  it("rejects malformed or tampered hashes instead of failing", async () => {
    const stored = await hashPassword("Guayaba verde 2026");
    const parts = stored.split("$");
    for (const bad of [
      "",
      "bcrypt$10$abc",
      parts.slice(0, 5).join("$"),
      ["scrypt", "1000", ...parts.slice(2)].join("$"), // N not a power of two
      ["scrypt", String(2 ** 22), ...parts.slice(2)].join("$"), // N too large to accept
      [...parts.slice(0, 4), "", parts[5]].join("$"),
    ]) {
      expect(await verifyPassword("Guayaba verde 2026", bad)).toBe(false);
    }
  });
});

describe("tokens", () => {
  it("are 256-bit base64url secrets stored as their SHA-256", () => {
    const t = issueToken();
    expect(t.raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(t.raw, "base64url")).toHaveLength(32);
    expect(t.hash).toBe(hashToken(t.raw));
    expect(t.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(issueToken().raw).not.toBe(t.raw);
    expect(looksLikeToken(t.raw)).toBe(true);
    expect(looksLikeToken(`${t.raw}x`)).toBe(false);
    expect(looksLikeToken("' OR 1=1 --")).toBe(false);
  });
});

describe("hasAnyRole", () => {
  it("compares role names case-insensitively and needs any one of them", () => {
    expect(hasAnyRole({ roles: ["USER", "admin"] }, ["ADMIN", "SUPER_ADMIN"])).toBe(true);
    expect(hasAnyRole({ roles: ["USER", "ADMIN"] }, ["super_admin"])).toBe(false);
    expect(hasAnyRole({ roles: ["USER"] }, [])).toBe(true);
  });
});
