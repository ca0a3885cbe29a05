import { DOCUMENT_TYPES } from "../../../src/shared/constants";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../../../src/shared/validation";

/**
 * JSON schemas of the accounts API. They bound sizes and types; the field rules themselves are
 * those of src/shared/validation.ts, applied by the service, so the form and the server say the same.
 */
const text = (maxLength: number) => ({ type: "string", maxLength }) as const;
const TOKEN = text(200);
const DOC_MAX = 30;

/** Spec §3 "Signed-in user" (SessionUser); serializing through it drops every other column. */
export const SessionUserSchema = {
  type: "object",
  required: [
    "id",
    "email",
    "firstName",
    "lastName",
    "documentType",
    "documentNumber",
    "phoneNumber",
    "contractNumber",
    "userType",
    "roles",
    "profilePicture",
    "isActive",
    "isEmailVerified",
    "lastLogin",
    "createdAt",
  ],
  properties: {
    id: { type: "string", format: "uuid" },
    email: { type: "string" },
    firstName: { type: "string" },
    lastName: { type: "string" },
    documentType: { type: "string", enum: ["", ...DOCUMENT_TYPES] },
    documentNumber: { type: "string" },
    phoneNumber: { type: "string" },
    contractNumber: { type: "string" },
    userType: { type: "string", enum: ["PERSONA_NATURAL", "PERSONA_JURIDICA", "FUNCIONARIO"] },
    roles: { type: "array", items: { type: "string" } },
    profilePicture: { type: "string" },
    isActive: { type: "boolean" },
    isEmailVerified: { type: "boolean" },
    lastLogin: { type: ["string", "null"], format: "date-time" },
    createdAt: { type: "string", format: "date-time" },
  },
} as const;

/** Spec §3: sign-in and sign-up responses. */
export const AuthResponseSchema = {
  type: "object",
  required: ["token", "user"],
  properties: { token: { type: "string" }, user: SessionUserSchema },
} as const;

/** `GET /auth/me`. */
export const UserResponseSchema = {
  type: "object",
  required: ["user"],
  properties: { user: SessionUserSchema },
} as const;

/** `POST /auth/verify-email`: the sentence and the account, now verified. */
export const VerifiedSchema = {
  type: "object",
  required: ["message", "user"],
  properties: { message: { type: "string" }, user: SessionUserSchema },
} as const;

/** Issue 20 §4: the solved bot check, as the widget's hidden field names it (or the `X-Altcha` header). */
const ALTCHA_FIELD = { type: "string", maxLength: 4096, description: "Verificación «No soy un robot» resuelta (carga útil del widget ALTCHA)." } as const;

/** Sign-up form (issue 3); contractNumber is optional. */
export const RegisterBody = {
  type: "object",
  required: ["email", "password", "firstName", "lastName", "documentType", "documentNumber", "phoneNumber", "acceptDataPolicy"],
  properties: {
    email: text(EMAIL_MAX_LENGTH),
    password: text(PASSWORD_MAX_LENGTH),
    firstName: text(NAME_MAX_LENGTH),
    lastName: text(NAME_MAX_LENGTH),
    documentType: text(10),
    documentNumber: text(DOC_MAX),
    phoneNumber: text(DOC_MAX),
    contractNumber: text(DOC_MAX),
    acceptDataPolicy: { type: "boolean" },
    altcha: ALTCHA_FIELD,
  },
} as const;

/** Sign-in form. */
export const LoginBody = {
  type: "object",
  required: ["email", "password"],
  properties: { email: text(EMAIL_MAX_LENGTH), password: text(PASSWORD_MAX_LENGTH), altcha: ALTCHA_FIELD },
} as const;

/** Just an e-mail address (forgot-password). */
export const EmailBody = {
  type: "object",
  required: ["email"],
  properties: { email: text(EMAIL_MAX_LENGTH) },
} as const;

/** resend-verification: the e-mail is needed only without a session. */
export const OptionalEmailBody = {
  type: "object",
  properties: { email: text(EMAIL_MAX_LENGTH) },
} as const;

/** The token of an e-mailed link. */
export const TokenBody = {
  type: "object",
  required: ["token"],
  properties: { token: TOKEN },
} as const;

/** The reset link's token and the new password. */
export const ResetBody = {
  type: "object",
  required: ["token", "password"],
  properties: { token: TOKEN, password: text(PASSWORD_MAX_LENGTH) },
} as const;
