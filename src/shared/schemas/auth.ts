/**
 * What the accounts API sends and receives, declared once (issue 23): the auth routes use these as
 * their schemas and ../types.ts and ../validation.ts derive their types from them with
 * `import type`, so the SPA never bundles TypeBox. The bodies bound sizes and types only; the field
 * rules are those of ../validation.ts, applied by the service, so the form and the server agree.
 */
import { Type } from "@sinclair/typebox";
import { DOCUMENT_TYPES } from "../constants";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../validation";
import { Nullable, StringEnum } from "./common";

/** The longest document and phone number the sign-up form takes. */
const DOC_MAX = 30;
const text = (maxLength: number) => Type.String({ maxLength });

/** Spec §3 "Signed-in user" (SessionUser); serializing through it drops every other column. */
export const SessionUserSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  documentType: StringEnum(["", ...DOCUMENT_TYPES]),
  documentNumber: Type.String(),
  phoneNumber: Type.String(),
  contractNumber: Type.String(),
  // Typed as any string, as the SPA reads it: the enum bounds what the server sends.
  userType: Type.Unsafe<string>({ type: "string", enum: ["PERSONA_NATURAL", "PERSONA_JURIDICA", "FUNCIONARIO"] }),
  roles: Type.Array(Type.String()),
  profilePicture: Type.String(),
  isActive: Type.Boolean(),
  isEmailVerified: Type.Boolean(),
  lastLogin: Nullable(Type.String({ format: "date-time" })),
  createdAt: Type.String({ format: "date-time" }),
});

/** Spec §3: sign-in and sign-up responses. */
export const AuthResponseSchema = Type.Object({ token: Type.String(), user: SessionUserSchema });

/** Issue 20 §4: the solved bot check, as the widget's hidden field names it (or the `X-Altcha` header). */
export const AltchaFieldSchema = Type.String({
  maxLength: 4096,
  description: "Verificación «No soy un robot» resuelta (carga útil del widget ALTCHA).",
});

/** The sign-up form (issue 3); contractNumber and the solved bot check are optional. */
export const RegisterBodySchema = Type.Object({
  email: text(EMAIL_MAX_LENGTH),
  password: text(PASSWORD_MAX_LENGTH),
  firstName: text(NAME_MAX_LENGTH),
  lastName: text(NAME_MAX_LENGTH),
  documentType: text(10),
  documentNumber: text(DOC_MAX),
  phoneNumber: text(DOC_MAX),
  contractNumber: Type.Optional(text(DOC_MAX)),
  acceptDataPolicy: Type.Boolean(),
  altcha: Type.Optional(AltchaFieldSchema),
});
