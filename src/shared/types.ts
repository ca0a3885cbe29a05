import type { DocumentType } from "./constants";

/** Spec §3 "Signed-in user", as the server presents it. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  documentType: DocumentType | "";
  documentNumber: string;
  phoneNumber: string;
  contractNumber: string;
  userType: string;
  roles: string[];
  profilePicture: string;
  isActive: boolean;
  isEmailVerified: boolean;
  lastLogin: string | null;
  createdAt: string;
}

/** Spec §3: sign-in and sign-up responses. */
export interface AuthResponse {
  token: string;
  user: SessionUser;
}

/** Spec §8: what a sign-in or sign-up screen receives. */
export interface AuthResult {
  status: "success" | "failed";
  message: string;
  /** The server's messages per field (`fields` of the error body), for the form's error summary. */
  fields?: Record<string, string>;
}
