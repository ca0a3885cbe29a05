/**
 * The mail outbox's answers (issue 20 §4), declared once (issue 24 §3): the route uses these as its
 * schemas and ../mail.ts derives its types from them with `import type`.
 */
import { Type } from "@sinclair/typebox";
import { OUTBOX_STATES } from "../mail";
import { Nullable, StringEnum } from "./common";

const NullableDateTime = () => Nullable(Type.String({ format: "date-time" }));

/** One message: who, what, where it is in the queue, and its text (with the link it carries). */
export const OutboxEntrySchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  link: Nullable(Type.String()),
  kind: Type.String(),
  /** Extra headers the message carries (List-Unsubscribe, List-Unsubscribe-Post); absent when none. */
  headers: Type.Optional(Type.Record(Type.String(), Type.String())),
  // kept: no SMTP_URL, for the operator; pending: waiting for (another) SMTP attempt; sent; failed;
  // suppressed: over the recipient's cap of unsolicited mail (issue 31 §5), never sent.
  state: StringEnum(OUTBOX_STATES),
  /** Why a suppressed message was not sent; absent otherwise. */
  suppressedReason: Type.Optional(Type.String()),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  nextAttemptAt: NullableDateTime(),
  sentAt: NullableDateTime(),
  createdAt: Type.String({ format: "date-time" }),
});

/** `GET /api/admin/mail-outbox`: by recipient (the whole address) and state, newest first. */
export const OutboxQuerySchema = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  state: Type.Optional(StringEnum(OUTBOX_STATES)),
  // Query values arrive as text and the app does not coerce types, so the number is a pattern.
  limit: Type.Optional(Type.String({ pattern: "^[0-9]{1,3}$" })),
});

export const OutboxResponseSchema = Type.Object({
  messages: Type.Array(OutboxEntrySchema),
  /** The portal's own origin (PUBLIC_URL): the screen makes links of addresses there only (issue 31 §5). */
  origin: Type.Optional(Type.String()),
});
