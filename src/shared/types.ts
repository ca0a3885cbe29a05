import type { Static } from "@sinclair/typebox";
import type { AuthResponseSchema, SessionUserSchema } from "./schemas/auth";

/** Spec §3 "Signed-in user", as the server presents it (declared in ./schemas/auth.ts). */
export type SessionUser = Static<typeof SessionUserSchema>;

/** Spec §3: sign-in and sign-up responses. */
export type AuthResponse = Static<typeof AuthResponseSchema>;

/** Spec §8: what a sign-in or sign-up screen receives. */
export interface AuthResult {
  status: "success" | "failed";
  message: string;
  /** The server's messages per field (`fields` of the error body), for the form's error summary. */
  fields?: Record<string, string>;
}
