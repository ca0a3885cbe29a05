import { authFlowsStoreKey } from "../../../src/features/auth/AuthFlowsStore";
import type { AuthApi, MessageResponse } from "../../../src/services/authApi";
import { SIGN_IN_FALLBACK_MESSAGE } from "../../../src/stores/SessionStore";
import { demoSessionUser as user } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An error as the API client rejects with: the server's body under `response.data`. */
function httpError(status: number, message: string, fields?: Record<string, string>) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { message, fields } } });
}

/** An AuthApi that records what it is sent; each test replaces the calls it cares about. */
function fakeApi(overrides: Partial<AuthApi> = {}) {
  const sent: { call: string; args: unknown[] }[] = [];
  const record =
    <A extends unknown[], R>(call: string, answer: (...args: A) => Promise<R>) =>
    (...args: A) => {
      sent.push({ call, args });
      return answer(...args);
    };
  const api: AuthApi = {
    login: record("login", async () => ({ token: "tok-1", user })),
    register: record("register", async () => ({ token: "tok-2", user })),
    logout: record("logout", async () => undefined),
    me: record("me", async () => user),
    forgotPassword: record("forgotPassword", async () => ({ message: "Si hay una cuenta con ese correo, le enviamos un enlace." })),
    resetPassword: record("resetPassword", async () => ({ message: "Su contraseña fue cambiada." })),
    verifyEmail: record("verifyEmail", async () => ({ message: "Su correo quedó verificado." })),
    resendVerification: record("resendVerification", async () => ({ message: "Le enviamos el enlace otra vez." })),
  };
  for (const [name, answer] of Object.entries(overrides)) {
    (api as unknown as Record<string, unknown>)[name] = record(name, answer as (...args: unknown[]) => Promise<unknown>);
  }
  return { api, sent };
}

function setup(overrides: Partial<AuthApi> = {}) {
  const { api, sent } = fakeApi(overrides);
  const { stores } = testStores({ authApi: api });
  return { flows: stores.feature(authFlowsStoreKey), session: stores.session, sent };
}

describe("AuthFlowsStore", () => {
  it("is made once per RootStore, on first use", () => {
    const { stores } = testStores({ authApi: fakeApi().api });
    expect(stores.feature(authFlowsStoreKey)).toBe(stores.feature(authFlowsStoreKey));
  });

  describe("sign-in", () => {
    it("sends the values through the session, which opens", async () => {
      const { flows, session, sent } = setup();
      await expect(flows.signIn({ email: "ana@correo.co", password: "una frase" })).resolves.toEqual({ status: "success", message: "" });
      expect(sent).toEqual([{ call: "login", args: [{ email: "ana@correo.co", password: "una frase" }] }]);
      expect(session.isAuthenticated).toBe(true);
      expect(flows.visit.captchaNeeded).toBe(false);
    });

    it("asks for the bot check from the refusal that requires it on, and sends the solved one (issue 20 §4)", async () => {
      const asked = "Confirme que no es un robot.";
      const refusals = [httpError(401, "El correo o la contraseña no son correctos."), httpError(400, asked, { altcha: asked })];
      const { flows, session, sent } = setup({
        login: async () => {
          throw refusals.shift() ?? httpError(401, "El correo o la contraseña no son correctos.");
        },
      });

      const wrong = await flows.signIn({ email: "ana@correo.co", password: "otra" });
      expect(wrong).toEqual({ status: "failed", message: "El correo o la contraseña no son correctos." });
      expect(flows.visit.captchaNeeded).toBe(false);

      const refused = await flows.signIn({ email: "ana@correo.co", password: "otra" });
      expect(refused.fields).toEqual({ altcha: asked });
      expect(flows.visit.captchaNeeded).toBe(true);

      await flows.signIn({ email: "ana@correo.co", password: "otra", altcha: "reto-resuelto" });
      expect(sent.at(-1)).toEqual({ call: "login", args: [{ email: "ana@correo.co", password: "otra", altcha: "reto-resuelto" }] });
      expect(session.isAuthenticated).toBe(false);
    });

    it("gives the spec's fallback when the server answers without a token (spec §8)", async () => {
      const { flows } = setup({ login: async () => ({ token: "", user }) });
      await expect(flows.signIn({ email: "ana@correo.co", password: "x" })).resolves.toEqual({ status: "failed", message: SIGN_IN_FALLBACK_MESSAGE });
    });
  });

  it("creates the account through the session and reports the server's field messages", async () => {
    const duplicate = httpError(409, "Revise los datos.", { email: "Ya existe una cuenta con este correo." });
    const { flows, sent } = setup({ register: () => Promise.reject(duplicate) });
    const values = { email: "ana@correo.co", password: "una frase larga", acceptDataPolicy: true, altcha: "reto" };
    await expect(flows.signUp(values)).resolves.toEqual({
      status: "failed",
      message: "Revise los datos.",
      fields: { email: "Ya existe una cuenta con este correo." },
    });
    expect(sent).toEqual([{ call: "register", args: [values] }]);
  });

  describe("reset link and new password", () => {
    it("keeps the server's message once the link is sent", async () => {
      const { flows, sent } = setup();
      expect(flows.visit.forgot.message).toBeNull();
      await expect(flows.sendResetLink("ana@correo.co")).resolves.toEqual({ message: "Si hay una cuenta con ese correo, le enviamos un enlace." });
      expect(sent).toEqual([{ call: "forgotPassword", args: ["ana@correo.co"] }]);
      expect(flows.visit.forgot.message).toBe("Si hay una cuenta con ese correo, le enviamos un enlace.");
    });

    it("keeps the error of a failed attempt, and forgets it when the next one succeeds", async () => {
      const failures = [httpError(400, "El enlace no es válido o ya venció.", { password: "Muy corta." })];
      const { flows, sent } = setup({
        resetPassword: async () => {
          const failure = failures.shift();
          if (failure) throw failure;
          return { message: "Su contraseña fue cambiada." };
        },
      });
      await expect(flows.resetPassword("tok", "corta")).resolves.toBeUndefined();
      expect(flows.visit.reset.error).toBeInstanceOf(Error);
      expect(flows.visit.reset.message).toBeNull();
      await expect(flows.resetPassword("tok", "una frase larga")).resolves.toEqual({ message: "Su contraseña fue cambiada." });
      expect(flows.visit.reset.error).toBeNull();
      expect(flows.visit.reset.message).toBe("Su contraseña fue cambiada.");
      expect(sent.map((s) => s.args)).toEqual([
        ["tok", "corta"],
        ["tok", "una frase larga"],
      ]);
    });

    it("sends once while a call is under way", async () => {
      const answer = deferred<MessageResponse>();
      const { flows, sent } = setup({ forgotPassword: () => answer.promise });
      const first = flows.sendResetLink("ana@correo.co");
      expect(flows.visit.forgot.task.busy).toBe(true);
      await expect(flows.sendResetLink("ana@correo.co")).resolves.toBeUndefined();
      answer.resolve({ message: "Enviado." });
      await first;
      expect(sent).toHaveLength(1);
      expect(flows.visit.forgot.task.busy).toBe(false);
    });
  });

  describe("e-mail verification", () => {
    it("asks once a visit, the token being single-use, and shows the signed-in owner verified", async () => {
      const verified = { ...user, isEmailVerified: true };
      const { flows, session, sent } = setup({ verifyEmail: async () => ({ message: "Su correo quedó verificado.", user: verified }) });
      session.establish("tok-1", user);
      await flows.verifyEmail("link-token");
      await flows.verifyEmail("link-token");
      expect(sent).toEqual([{ call: "verifyEmail", args: ["link-token"] }]);
      expect(flows.visit.verification.message).toBe("Su correo quedó verificado.");
      expect(session.user?.isEmailVerified).toBe(true);
    });

    it("leaves another account's session as it is", async () => {
      const { flows, session } = setup({ verifyEmail: async () => ({ message: "Verificado.", user: { ...user, id: "u2", isEmailVerified: true } }) });
      session.establish("tok-1", user);
      await flows.verifyEmail("link-token");
      expect(session.user?.isEmailVerified).toBe(false);
    });

    it("keeps the failure of a spent link", async () => {
      const { flows } = setup({ verifyEmail: () => Promise.reject(httpError(400, "El enlace no es válido o ya venció.")) });
      await flows.verifyEmail("spent");
      expect(flows.visit.verification.message).toBeNull();
      expect(flows.visit.verification.error).toBeInstanceOf(Error);
    });

    it("resends to the signed-in account and reads it again, or to the address typed", async () => {
      const { flows, session, sent } = setup();
      await expect(flows.resendVerification("otra@correo.co")).resolves.toEqual({ message: "Le enviamos el enlace otra vez." });
      expect(sent).toEqual([{ call: "resendVerification", args: ["otra@correo.co"] }]);

      session.establish("tok-1", user);
      await flows.resendVerification(undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sent.slice(1)).toEqual([
        { call: "resendVerification", args: [undefined] },
        { call: "me", args: [] },
      ]);
      expect(flows.visit.resend.message).toBe("Le enviamos el enlace otra vez.");
    });
  });

  describe("external sign-in (/auth/success)", () => {
    it("opens the session with the token of the address", async () => {
      const { flows, session, sent } = setup();
      await expect(flows.signInWithToken("ext-token")).resolves.toBe(true);
      expect(sent).toEqual([{ call: "me", args: ["ext-token"] }]);
      expect(session.token).toBe("ext-token");
      expect(flows.visit.externalFailed).toBe(false);
    });

    it("fails at once without a token, and with a token the server refuses", async () => {
      const { flows, session, sent } = setup({ me: () => Promise.reject(httpError(401, "Sesión no válida.")) });
      await expect(flows.signInWithToken("")).resolves.toBe(false);
      expect(sent).toEqual([]);
      expect(flows.visit.externalFailed).toBe(true);
      flows.leave();
      await expect(flows.signInWithToken("bad")).resolves.toBe(false);
      expect(flows.visit.externalFailed).toBe(true);
      expect(session.isAuthenticated).toBe(false);
    });
  });

  describe("leaving a page", () => {
    it("starts the next visit afresh", async () => {
      const { flows, sent } = setup({ login: () => Promise.reject(httpError(400, "Robot.", { altcha: "Robot." })) });
      await flows.signIn({ email: "a@b.co", password: "x" });
      await flows.sendResetLink("a@b.co");
      await flows.verifyEmail("link-token");
      expect(flows.visit.captchaNeeded).toBe(true);
      flows.leave();
      expect(flows.visit.captchaNeeded).toBe(false);
      expect(flows.visit.forgot.message).toBeNull();
      expect(flows.visit.verification.message).toBeNull();
      await flows.verifyEmail("link-token");
      expect(sent.filter((s) => s.call === "verifyEmail")).toHaveLength(2);
    });

    it("drops an answer that arrives after its page closed", async () => {
      const answer = deferred<MessageResponse>();
      const { flows } = setup({ forgotPassword: () => answer.promise });
      const sending = flows.sendResetLink("a@b.co");
      flows.leave();
      answer.resolve({ message: "Enviado." });
      await sending;
      expect(flows.visit.forgot.message).toBeNull();
      // The new visit is not blocked by the old call.
      expect(flows.visit.forgot.task.busy).toBe(false);
    });
  });
});
