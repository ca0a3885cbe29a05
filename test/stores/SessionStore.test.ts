import { MemoryStorage } from "../../src/services/storage";
import { createSessionPersistence, hasSavedSession } from "../../src/services/sessionPersistence";
import { SessionStore, SIGN_IN_FALLBACK_MESSAGE, SIGN_UP_FALLBACK_MESSAGE, type AuthApi } from "../../src/stores/SessionStore";
import { TOKEN_COOKIE } from "../../src/services/cookies";
import { demoSessionUser as user } from "../fixtures/sessionUser";

function api(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    login: async () => ({ token: "tok-1", user }),
    register: async () => ({ token: "tok-2", user }),
    logout: async () => undefined,
    me: async () => user,
    forgotPassword: async () => ({ message: "" }),
    resetPassword: async () => ({ message: "" }),
    verifyEmail: async () => ({ message: "" }),
    resendVerification: async () => ({ message: "" }),
    ...overrides,
  };
}

function setup(authApi = api()) {
  const storage = new MemoryStorage();
  const jar = { cookie: "" };
  const cookies: string[] = [];
  const recordingJar = {
    get cookie() {
      return jar.cookie;
    },
    set cookie(v: string) {
      cookies.push(v);
      const [pair] = v.split(";");
      jar.cookie = /Max-Age=0/.test(v) ? "" : pair;
    },
  };
  const persistence = createSessionPersistence(storage, recordingJar);
  return { session: new SessionStore(authApi, persistence), storage, cookies, persistence };
}

describe("SessionStore", () => {
  it("is authenticated only with a token and signedIn", () => {
    const { session } = setup();
    expect(session.isAuthenticated).toBe(false);
    session.applySharedToken("abc");
    expect(session.isAuthenticated).toBe(true);
    session.clear();
    session.establish("", user);
    expect(session.signedIn).toBe(true);
    expect(session.isAuthenticated).toBe(false);
  });

  it("agrees with what was saved, which main.tsx reads before the stores exist (hasSavedSession)", async () => {
    const { session, persistence } = setup();
    expect(hasSavedSession(persistence)).toBe(false);
    await session.signIn({ email: "a", password: "b" });
    expect(hasSavedSession(persistence)).toBe(true);
    expect(new SessionStore(api(), persistence).isAuthenticated).toBe(true);
    persistence.save({ signedIn: false, user }); // a token without signedIn
    expect(hasSavedSession(persistence)).toBe(false);
    expect(new SessionStore(api(), persistence).isAuthenticated).toBe(false);
    persistence.save({ signedIn: true, user });
    persistence.saveToken(""); // signedIn without a token
    expect(hasSavedSession(persistence)).toBe(false);
    expect(new SessionStore(api(), persistence).isAuthenticated).toBe(false);
  });

  it("stores the token, sets signedIn and saves the user as sessionUser on sign-in", async () => {
    const { session, storage, cookies } = setup();
    await expect(session.signIn({ email: "a", password: "b" })).resolves.toEqual({ status: "success", message: "" });
    expect(session.token).toBe("tok-1");
    expect(session.signedIn).toBe(true);
    expect(JSON.parse(storage.get("sessionUser")!)).toEqual({ signedIn: true, user });
    expect(cookies.at(-1)).toBe("token=tok-1; Path=/; Max-Age=86400; SameSite=None; Secure");
    expect(TOKEN_COOKIE).toEqual({ path: "/", maxAgeSeconds: 86400, sameSite: "None", secure: true });
  });

  it("restores the session from the token cookie and sessionUser after a reload", async () => {
    const { session, persistence } = setup();
    await session.signIn({});
    const again = new SessionStore(api(), persistence);
    expect(again.isAuthenticated).toBe(true);
    expect(again.user?.email).toBe("cliente@example.com");
  });

  it("reports the server's message field when sign-in fails", async () => {
    const refused = Object.assign(new Error("Request failed with status code 400"), {
      response: { status: 400, data: { message: "Correo o contraseña incorrectos." } },
    });
    const { session } = setup(api({ login: async () => Promise.reject(refused) }));
    await expect(session.signIn({})).resolves.toEqual({ status: "failed", message: "Correo o contraseña incorrectos." });
    expect(session.isAuthenticated).toBe(false);
  });

  it("falls back to the error text, then to 'Unable to sign in' / 'Unable to sign up'", async () => {
    const withText = setup(api({ login: async () => Promise.reject(new Error("Network Error")) })).session;
    await expect(withText.signIn({})).resolves.toEqual({ status: "failed", message: "Network Error" });
    const empty = setup(api({ login: async () => Promise.reject(new Error()), register: async () => undefined as never })).session;
    await expect(empty.signIn({})).resolves.toEqual({ status: "failed", message: SIGN_IN_FALLBACK_MESSAGE });
    await expect(empty.signUp({})).resolves.toEqual({ status: "failed", message: SIGN_UP_FALLBACK_MESSAGE });
    expect(SIGN_IN_FALLBACK_MESSAGE).toBe("Unable to sign in");
    expect(SIGN_UP_FALLBACK_MESSAGE).toBe("Unable to sign up");
  });

  it("signs up like it signs in", async () => {
    const { session } = setup();
    await expect(session.signUp({})).resolves.toEqual({ status: "success", message: "" });
    expect(session.token).toBe("tok-2");
  });

  it("clears the local session on sign-out even when the server call fails", async () => {
    const calls: string[] = [];
    const { session, storage } = setup(
      api({
        logout: async () => {
          calls.push("logout");
          throw new Error("500");
        },
      }),
    );
    await session.signIn({});
    await session.signOut();
    expect(calls).toEqual(["logout"]);
    expect(session.token).toBe("");
    expect(session.signedIn).toBe(false);
    expect(session.user).toBeNull();
    expect(storage.get("token")).toBeNull();
    expect(JSON.parse(storage.get("sessionUser")!)).toEqual({ signedIn: false, user: null });
  });

  it("ends the session when a call answers 401, 419 or 440", async () => {
    const { session } = setup();
    await session.signIn({});
    session.handleSessionEnded();
    expect(session.isAuthenticated).toBe(false);
    expect(session.user).toBeNull();
  });

  it("allows a route when either authority list is empty and compares roles case-insensitively", async () => {
    const { session } = setup();
    expect(session.hasAuthority([])).toBe(true);
    session.establish("t", { ...user, roles: [] });
    expect(session.hasAuthority(["ADMIN"])).toBe(true); // spec §2: an empty list on either side means allowed
    session.establish("t", { ...user, roles: ["USER"] });
    expect(session.hasAuthority(["admin"])).toBe(false);
    expect(session.hasAuthority(["admin", "user"])).toBe(true);
    session.establish("t", { ...user, roles: ["USER", "ADMIN"] });
    expect(session.hasAuthority(["admin"])).toBe(true);
    expect(session.hasAuthority(["SUPER_ADMIN"])).toBe(false);
  });

  it("takes a token shared by the parent page and clears the session when it becomes empty", () => {
    const { session } = setup();
    session.establish("own", user);
    session.applySharedToken("from-parent");
    expect(session.token).toBe("from-parent");
    expect(session.isAuthenticated).toBe(true);
    session.applySharedToken("");
    expect(session.isAuthenticated).toBe(false);
    expect(session.user).toBeNull();
  });
});

describe("SessionStore.verifying (issue 9: roles changed since the last visit)", () => {
  it("is true while the saved account is read again, so the guard waits before denying a page", async () => {
    let answer: (u: typeof user) => void = () => undefined;
    const { session } = setup(api({ me: () => new Promise((resolve) => (answer = resolve)) }));
    session.establish("tok-1", { ...user, roles: ["USER"] });
    const pending = session.refreshUser();
    expect(session.verifying).toBe(true);
    expect(session.hasAuthority(["ADMIN"])).toBe(false);
    answer({ ...user, roles: ["USER", "ADMIN"] });
    await pending;
    expect(session.verifying).toBe(false);
    expect(session.hasAuthority(["ADMIN"])).toBe(true);
  });

  it("ends when the server refuses the token", async () => {
    const { session } = setup(api({ me: () => Promise.reject(new Error("401")) }));
    session.establish("tok-1", user);
    await session.refreshUser();
    expect(session.verifying).toBe(false);
  });
});
