import type { DocumentType } from "../../../src/shared/constants";
import type { SessionUser } from "../../../src/shared/types";

/** How an account is classified (spec §3 userType): by document type, or staff. */
export const USER_TYPES = {
  naturalPerson: "PERSONA_NATURAL",
  legalPerson: "PERSONA_JURIDICA",
  staff: "FUNCIONARIO",
} as const;
/** One of USER_TYPES. */
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** NIT belongs to companies; every other document to a person. */
export function userTypeFor(documentType: DocumentType): UserType {
  return documentType === "NIT" ? USER_TYPES.legalPerson : USER_TYPES.naturalPerson;
}

/** A row of the users table as the database returns it. */
export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  document_type: DocumentType | null;
  document_number: string | null;
  phone_number: string | null;
  contract_number: string | null;
  user_type: string;
  roles: string[];
  profile_picture: string | null;
  is_active: boolean;
  is_email_verified: boolean;
  last_login: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** What leaves the server about an account (spec §3 "Signed-in user"); never the password hash. */
export function presentUser(row: UserRow): SessionUser {
  const roles = [...new Set(["USER", ...row.roles.map((r) => r.toUpperCase())])];
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    documentType: row.document_type ?? "",
    documentNumber: row.document_number ?? "",
    phoneNumber: row.phone_number ?? "",
    contractNumber: row.contract_number ?? "",
    userType: row.user_type,
    roles,
    profilePicture: row.profile_picture ?? "",
    isActive: row.is_active,
    isEmailVerified: row.is_email_verified,
    lastLogin: row.last_login === null ? null : iso(row.last_login),
    createdAt: iso(row.created_at),
  };
}
