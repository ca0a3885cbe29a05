import type { AuthResponse, SessionUser } from "../shared/types";
import type { ApiClient } from "./apiClient";

/** A server answer that carries only a message for the person (reset, verification, resend). */
export interface MessageResponse {
  message: string;
  user?: SessionUser;
}

/** What a person fills in to sign in. */
export interface SignInValues {
  email: string;
  password: string;
}

/** The main backend's account calls (spec §7 table, DESIGN §5 "auth"). */
export interface AuthApi {
  login(values: SignInValues | Record<string, unknown>): Promise<AuthResponse>;
  register(values: Record<string, unknown>): Promise<AuthResponse>;
  logout(): Promise<void>;
  /** The signed-in account; with `token`, the account that token belongs to (external sign-in). */
  me(token?: string): Promise<SessionUser>;
  forgotPassword(email: string): Promise<MessageResponse>;
  resetPassword(token: string, password: string): Promise<MessageResponse>;
  verifyEmail(token: string): Promise<MessageResponse>;
  /** Signed in: resends to the account; otherwise to `email` (the answer is the same for any address). */
  resendVerification(email?: string): Promise<MessageResponse>;
}

/** The account calls over the main backend client. */
export function createAuthApi(api: ApiClient): AuthApi {
  return {
    login: (values) => api.post<AuthResponse>("/auth/login", values),
    register: (values) => api.post<AuthResponse>("/auth/register", values),
    logout: async () => {
      await api.post("/auth/logout");
    },
    me: async (token) => (await api.get<{ user: SessionUser }>("/auth/me", token ? { headers: { Authorization: `Bearer ${token}` } } : undefined)).user,
    forgotPassword: (email) => api.post<MessageResponse>("/auth/forgot-password", { email }),
    resetPassword: (token, password) => api.post<MessageResponse>("/auth/reset-password", { token, password }),
    verifyEmail: (token) => api.post<MessageResponse>("/auth/verify-email", { token }),
    resendVerification: (email) => api.post<MessageResponse>("/auth/resend-verification", email ? { email } : {}),
  };
}
