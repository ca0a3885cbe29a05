import { action, computed, observable, runInAction } from "mobx";
import type { AuthResponse, AuthResult, SessionUser } from "../shared/types";
import { isSignedIn, type SessionPersistence } from "../services/sessionPersistence";
import { errorText, serverFields } from "../services/apiClient";
import type { AuthApi } from "../services/authApi";

export type { AuthApi } from "../services/authApi";

/** Spec §8: messages when the server returns nothing usable. */
export const SIGN_IN_FALLBACK_MESSAGE = "Unable to sign in";
export const SIGN_UP_FALLBACK_MESSAGE = "Unable to sign up";

/** Who is signed in, and the rules that end a session (spec §4). */
export class SessionStore {
  @observable accessor token = "";
  @observable accessor signedIn = false;
  @observable accessor user: SessionUser | null = null;
  /**
   * True while the saved account is being read again from the server: roles granted or removed
   * since the last visit are not known yet (issue 9), so the guard waits before denying a page.
   */
  @observable accessor verifying = false;
  private readonly external = new Map<string, Promise<AuthResult>>();

  constructor(
    private readonly api: AuthApi,
    private readonly persistence: SessionPersistence,
  ) {
    const saved = persistence.load();
    this.token = persistence.loadToken();
    this.signedIn = saved.signedIn === true;
    this.user = saved.user ?? null;
  }

  /** Spec §4: authenticated only when a token exists and signedIn is true. */
  @computed get isAuthenticated(): boolean {
    return isSignedIn(this.token, this.signedIn);
  }

  @computed get roles(): string[] {
    return this.user?.roles ?? [];
  }

  /**
   * Spec §2: an empty list on either side means allowed; role names compare case-insensitively
   * (DESIGN §3). Every account holds USER, so an empty role list never opens an admin route in practice.
   */
  hasAuthority(required: readonly string[]): boolean {
    if (required.length === 0) return true;
    const held = new Set(this.roles.map((r) => r.toUpperCase()));
    return held.size === 0 || required.some((r) => held.has(r.toUpperCase()));
  }

  /** Spec §4: token stored, signedIn set, user data saved. */
  @action establish(token: string, user: SessionUser | null): void {
    this.token = token;
    this.signedIn = true;
    this.user = user;
    this.persist();
  }

  /** Spec §4: token blanked, user data cleared, signedIn false. */
  @action clear(): void {
    this.token = "";
    this.signedIn = false;
    this.user = null;
    this.persist();
  }

  /** Iframe bridge (spec §4): a token received from the other side. Empty clears the session. */
  @action applySharedToken(token: string): void {
    if (token === "") {
      this.clear();
      return;
    }
    this.token = token;
    this.signedIn = true;
    this.persist();
  }

  @action setUser(user: SessionUser | null): void {
    this.user = user;
    this.persist();
  }

  /**
   * Reads the account from the server (GET /auth/me): fresh roles and verification state, and a
   * check that the token still holds; a 401 ends the session through the API client's rule.
   */
  async refreshUser(): Promise<SessionUser | null> {
    const token = this.token;
    if (token === "") return null;
    runInAction(() => (this.verifying = true));
    try {
      const user = await this.api.me();
      // A sign-out or another token while the call was out: that answer no longer applies.
      if (this.token !== token) return this.user;
      runInAction(() => this.setUser(user));
      return user;
    } catch {
      return this.user; // 401/419/440 already cleared the session; other failures keep what we had
    } finally {
      runInAction(() => (this.verifying = false));
    }
  }

  async signIn(values: Record<string, unknown>): Promise<AuthResult> {
    return this.authenticate(() => this.api.login(values), SIGN_IN_FALLBACK_MESSAGE);
  }

  /**
   * /auth/success: a token from an external sign-in is checked with the server before the session
   * opens, so a bad link never flips the interface into the signed-in layout. The same token gives
   * the same answer (the page may mount twice while the layout changes).
   */
  signInWithToken(token: string): Promise<AuthResult> {
    let pending = this.external.get(token);
    if (!pending) {
      pending = this.authenticate(async () => ({ token, user: await this.api.me(token) }), SIGN_IN_FALLBACK_MESSAGE);
      this.external.set(token, pending);
      // Only a success flips the layout (and remounts the page); a failure may be tried again.
      void pending.then((r) => r.status === "failed" && this.external.delete(token));
    }
    return pending;
  }

  async signUp(values: Record<string, unknown>): Promise<AuthResult> {
    return this.authenticate(() => this.api.register(values), SIGN_UP_FALLBACK_MESSAGE);
  }

  /** Calls the server, but clears the local session even when that call fails (spec §4). */
  async signOut(): Promise<void> {
    try {
      await this.api.logout();
    } catch {
      // spec §4: the local session ends whatever the server answered
    } finally {
      this.clear();
    }
  }

  /** Spec §4/§8: 401, 419 or 440 on any call ends the session. */
  handleSessionEnded = (): void => {
    if (this.token !== "" || this.signedIn) this.clear();
  };

  private async authenticate(call: () => Promise<AuthResponse>, fallback: string): Promise<AuthResult> {
    try {
      const res = await call();
      if (!res?.token) return { status: "failed", message: fallback };
      runInAction(() => this.establish(res.token, res.user ?? null));
      return { status: "success", message: "" };
    } catch (error) {
      const message = errorText(error) ?? (typeof error === "string" ? error : "");
      const fields = serverFields(error);
      return fields ? { status: "failed", message: message || fallback, fields } : { status: "failed", message: message || fallback };
    }
  }

  private persist(): void {
    this.persistence.saveToken(this.token);
    this.persistence.save({ signedIn: this.signedIn, user: this.user });
  }
}
