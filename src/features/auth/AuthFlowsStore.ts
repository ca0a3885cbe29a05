import { action, observable, observableRef, runInAction } from "mobx";
import { CAPTCHA_FIELD } from "../../components/captcha/Captcha";
import type { AuthApi, MessageResponse } from "../../services/authApi";
import type { AuthResult } from "../../shared/types";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { Task } from "../../stores/base/LoadableStore";
import { SIGN_IN_FALLBACK_MESSAGE, SIGN_UP_FALLBACK_MESSAGE, type SessionStore } from "../../stores/SessionStore";

/** What the sign-in form sends: the address, the password and, once the server asked for it, the solved bot check. */
export type SignInRequest = { email: string; password: string; altcha?: string };

/** An account call whose answer is a message for the person (link sent, password changed, e-mail verified). */
export class MessageCall<A extends unknown[]> {
  /** The server's message, once the call succeeded. */
  @observable accessor message: string | null = null;
  readonly task: Task<A, MessageResponse>;

  constructor(call: (...args: A) => Promise<MessageResponse>) {
    this.task = new Task(async (...args: A) => {
      const res = await call(...args);
      runInAction(() => (this.message = res.message));
      return res;
    });
  }

  /** The error of the last attempt (the server's message and field messages are in it). */
  get error(): unknown {
    return this.task.error;
  }
}

/** What the account page open now has asked the server, and what it answered. */
export class AuthVisit {
  /** Issue 20 §4: after failures from this address the server asks for the "No soy un robot" check. */
  @observable accessor captchaNeeded = false;
  /** /auth/success: the token of the address opened no session. */
  @observable accessor externalFailed = false;
  /** /verify-email?token=…: asked already (the token is single-use). */
  verificationAsked = false;
  readonly signIn: Task<[SignInRequest], AuthResult>;
  readonly signUp: Task<[Record<string, unknown>], AuthResult>;
  /** /forgot-password: POST /auth/forgot-password (the answer is the same for any address, issue 3). */
  readonly forgot: MessageCall<[email: string]>;
  /** /reset-password: POST /auth/reset-password with the single-use token of the e-mail. */
  readonly reset: MessageCall<[token: string, password: string]>;
  /** /verify-email?token=…: POST /auth/verify-email. */
  readonly verification: MessageCall<[token: string]>;
  /** /verify-email: POST /auth/resend-verification. */
  readonly resend: MessageCall<[email: string | undefined]>;

  constructor(api: AuthApi, session: SessionStore) {
    this.signIn = new Task((values: SignInRequest) => session.signIn(values));
    this.signUp = new Task((values: Record<string, unknown>) => session.signUp(values));
    this.forgot = new MessageCall((email: string) => api.forgotPassword(email));
    this.reset = new MessageCall((token: string, password: string) => api.resetPassword(token, password));
    this.verification = new MessageCall(async (token: string) => {
      const res = await api.verifyEmail(token);
      // The answer carries the verified account: a signed-in owner sees it verified without another call.
      if (res.user && session.isAuthenticated && session.user?.id === res.user.id) session.setUser(res.user);
      return res;
    });
    this.resend = new MessageCall((email: string | undefined) => api.resendVerification(email));
  }
}

/**
 * The account pages' server calls (issue 23: out of their views): sign-in and sign-up through the
 * SessionStore, which owns the session; the reset link, the new password, the e-mail verification
 * and the external sign-in's token. Each visit of an account page has its own `visit`, replaced when
 * the page closes (`leave`): the next one starts with an empty form, as a freshly mounted page did,
 * and an answer that arrives after its page closed lands nowhere.
 */
export class AuthFlowsStore {
  @observableRef accessor visit: AuthVisit;

  constructor(
    private readonly api: AuthApi,
    private readonly session: SessionStore,
  ) {
    this.visit = new AuthVisit(api, session);
  }

  /** Signs in (spec §2, §4, §8). A refusal that asks for the bot check shows it from then on. */
  async signIn(values: SignInRequest): Promise<AuthResult> {
    const visit = this.visit;
    const result = (await visit.signIn.run(values)) ?? { status: "failed", message: SIGN_IN_FALLBACK_MESSAGE };
    if (result.status === "failed" && result.fields?.[CAPTCHA_FIELD]) runInAction(() => (visit.captchaNeeded = true));
    return result;
  }

  /** Creates the account and opens its session (issue 3, spec §2, §4, §8). */
  async signUp(values: Record<string, unknown>): Promise<AuthResult> {
    return (await this.visit.signUp.run(values)) ?? { status: "failed", message: SIGN_UP_FALLBACK_MESSAGE };
  }

  /** Asks for the link to a new password; undefined when it failed (the error is in `visit.forgot`). */
  sendResetLink(email: string): Promise<MessageResponse | undefined> {
    return this.visit.forgot.task.run(email);
  }

  /** Sets a new password with the link's token; undefined when it failed (the error is in `visit.reset`). */
  resetPassword(token: string, password: string): Promise<MessageResponse | undefined> {
    return this.visit.reset.task.run(token, password);
  }

  /** Confirms the address with the link's token, once a visit: a second call would find it spent. */
  async verifyEmail(token: string): Promise<void> {
    const visit = this.visit;
    if (visit.verificationAsked) return;
    visit.verificationAsked = true;
    await visit.verification.task.run(token);
  }

  /**
   * Sends the verification link again: to the signed-in account (no address) or to `email`; for
   * the account, it is then read again so its verification state is fresh.
   */
  async resendVerification(email: string | undefined): Promise<MessageResponse | undefined> {
    const res = await this.visit.resend.task.run(email);
    if (res && email === undefined) void this.session.refreshUser();
    return res;
  }

  /**
   * /auth/success: opens the session with the token of an external sign-in (the SessionStore asks
   * the server once per token). Resolves to whether the session opened.
   */
  async signInWithToken(token: string): Promise<boolean> {
    const visit = this.visit;
    const opened = token !== "" && (await this.session.signInWithToken(token)).status === "success";
    if (!opened) runInAction(() => (visit.externalFailed = true));
    return opened;
  }

  /** The account page closed: the next one starts afresh. */
  @action leave(): void {
    this.visit = new AuthVisit(this.api, this.session);
  }
}

/** The account pages' store, made with their code (it loads with the first of them). */
export const authFlowsStoreKey = defineFeatureStore("authFlows", (root) => new AuthFlowsStore(root.auth, root.session));
