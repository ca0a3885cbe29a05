/**
 * The SPA's session rules (spec §4, §8) driven against the real server over HTTP: the RootStore's
 * own API client, the server on PGlite (and PostgreSQL when TEST_DATABASE_URL is set).
 */
import type { AddressInfo } from "node:net";
import { configure } from "mobx";
import type { BridgeMessage, BridgeWindow } from "../../src/stores/IframeBridge";
import { testStores } from "../helpers";
import { backends, solveCaptcha, startApp } from "./support";

configure({ enforceActions: "observed" });
// PGlite start-up, the route table and three scrypt hashes for the demo accounts take a few seconds.
jest.setTimeout(30_000);

const PASSWORD = "Cafe-Con-Arepa-2026";
const PARENT = "https://intranet.emsp.example";

function registration(email: string) {
  return {
    email,
    password: "Una frase larga de acceso",
    firstName: "Valentina",
    lastName: "Arango Mesa",
    documentType: "CC",
    documentNumber: "1.017.123.456",
    phoneNumber: "311 222 3344",
    acceptDataPolicy: true,
  };
}

/** A parent page at the edge of the world: records what the portal posts, delivers what it sends. */
function embeddedWindow() {
  let listener: ((e: { origin: string; data: unknown; source: unknown }) => void) | null = null;
  const posted: BridgeMessage[] = [];
  const win: BridgeWindow = {
    isEmbedded: true,
    postToParent: (m) => void posted.push(m),
    addMessageListener: (l) => {
      listener = l;
      return () => void (listener = null);
    },
    reply: () => undefined,
  };
  return { win, posted, deliver: (origin: string, data: unknown) => listener?.({ origin, data, source: {} }) };
}

describe.each(backends)("the SPA session against the server on $name", (backend) => {
  let server: Awaited<ReturnType<typeof startApp>>;
  let base: string;

  beforeAll(async () => {
    server = await startApp(backend, { SEED_DEMO: "true", DEMO_PASSWORD: PASSWORD });
    const { seedDemo } = await import("../../server/seed");
    await seedDemo(server.db, server.app.config, server.app.log);
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => server.close());

  const meStatus = async (token: string) =>
    (await server.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } })).statusCode;

  it("signs up, signs out (the server revokes the token) and signs in again", async () => {
    const { stores, storage } = testStores({ apiBaseUrl: base });
    const email = `valentina.${backend.name.toLowerCase()}@correo.example`;
    // Issue 20 §4: sign-up carries a solved bot check (ALTCHA) in its body.
    const altcha = await solveCaptcha(server.app);
    expect(await stores.session.signUp({ ...registration(email), altcha })).toEqual({ status: "success", message: "" });
    expect(stores.session.isAuthenticated).toBe(true);
    expect(stores.session.user).toMatchObject({ email, firstName: "Valentina", documentNumber: "1017123456", roles: ["USER"] });
    expect(JSON.parse(storage.get("sessionUser")!)).toMatchObject({ signedIn: true, user: { email } });
    const token = stores.session.token;
    expect(await meStatus(token)).toBe(200);

    await stores.session.signOut();
    expect(stores.session.isAuthenticated).toBe(false);
    expect(storage.get("token")).toBeNull();
    expect(await meStatus(token)).toBe(401);

    expect(await stores.session.signIn({ email: email.toUpperCase(), password: "Una frase larga de acceso" })).toEqual({
      status: "success",
      message: "",
    });
    expect(stores.session.user?.email).toBe(email);
  });

  it("gives the server's message and field messages when sign-in or sign-up fail (spec §8)", async () => {
    const { stores } = testStores({ apiBaseUrl: base });
    expect(await stores.session.signIn({ email: "cliente@example.com", password: "no es la contraseña" })).toEqual({
      status: "failed",
      message: "El correo o la contraseña no son correctos.",
    });
    const duplicate = await stores.session.signUp({ ...registration("CLIENTE@example.com"), altcha: await solveCaptcha(server.app) });
    expect(duplicate.status).toBe("failed");
    expect(duplicate.fields?.email).toMatch(/Ya existe una cuenta con este correo/);
    const weak = await stores.session.signUp({ ...registration("otra@correo.example"), password: "1234567890", altcha: await solveCaptcha(server.app) });
    expect(weak).toMatchObject({ status: "failed", fields: { password: expect.stringMatching(/muy común/) } });
    expect(stores.session.isAuthenticated).toBe(false);
  });

  it("ends the session when a call answers 401 (spec §4)", async () => {
    const { stores } = testStores({ apiBaseUrl: base });
    await stores.session.signIn({ email: "cliente@example.com", password: PASSWORD });
    const token = stores.session.token;
    await server.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization: `Bearer ${token}` } });
    await stores.session.refreshUser();
    expect(stores.session.isAuthenticated).toBe(false);
    expect(stores.session.user).toBeNull();
  });

  it("checks a saved session with the server at start, and drops one the server no longer knows", async () => {
    const first = testStores({ apiBaseUrl: base });
    await first.stores.session.signIn({ email: "cliente@example.com", password: PASSWORD });
    // A reload: a new RootStore over the same storage (the account itself is read again).
    first.storage.set("sessionUser", JSON.stringify({ signedIn: true, user: null }));
    const again = testStores({ apiBaseUrl: base, storage: first.storage });
    expect(again.stores.session.isAuthenticated).toBe(true);
    const stop = again.stores.start();
    await waitFor(() => again.stores.session.user !== null);
    expect(again.stores.session.user?.email).toBe("cliente@example.com");
    stop();

    await server.app.inject({ method: "POST", url: "/api/auth/logout", headers: { authorization: `Bearer ${first.stores.session.token}` } });
    const third = testStores({ apiBaseUrl: base, storage: first.storage });
    const stop3 = third.stores.start();
    await waitFor(() => !third.stores.session.isAuthenticated);
    expect(first.storage.get("token")).toBeNull();
    stop3();
  });

  it("checks an external sign-in token with the server before opening the session (/auth/success)", async () => {
    const { stores } = testStores({ apiBaseUrl: base });
    const bad = await stores.session.signInWithToken("un-token-que-no-existe");
    expect(bad.status).toBe("failed");
    expect(bad.message).toBe("Su sesión terminó. Ingrese de nuevo.");
    expect(stores.session.isAuthenticated).toBe(false);

    const login = await server.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "cliente@example.com", password: PASSWORD } });
    const token = login.json<{ token: string }>().token;
    expect(await stores.session.signInWithToken(token)).toEqual({ status: "success", message: "" });
    expect(stores.session.token).toBe(token);
    expect(stores.session.user?.email).toBe("cliente@example.com");
  });

  it("embedded: takes the parent's token, reads the account with it, and tells the parent about changes", async () => {
    const admin = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "admin@example.com", password: PASSWORD },
    });
    const token = admin.json<{ token: string }>().token;
    const w = embeddedWindow();
    const { stores } = testStores({ apiBaseUrl: base, bridgeWindow: w.win }, { allowedParentOrigins: [PARENT] });
    const stop = stores.start();
    expect(w.posted).toEqual([{ type: "REQUEST_TOKEN" }]);

    w.deliver("https://evil.example", { type: "TOKEN", token });
    expect(stores.session.isAuthenticated).toBe(false);

    w.deliver(PARENT, { type: "TOKEN", token });
    expect(stores.session.isAuthenticated).toBe(true);
    // Authorization: Bearer <shared token> reaches the server, which answers with the account.
    await waitFor(() => stores.session.user !== null);
    expect(stores.session.user).toMatchObject({ email: "admin@example.com", roles: ["USER", "ADMIN"] });
    expect(stores.session.hasAuthority(["ADMIN"])).toBe(true);

    w.deliver(PARENT, { type: "LOGOUT" });
    expect(stores.session.isAuthenticated).toBe(false);
    expect(stores.session.user).toBeNull();
    expect(w.posted.at(-1)).toEqual({ type: "LOGOUT" });
    stop();
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}
