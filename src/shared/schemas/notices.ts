import { Type } from "@sinclair/typebox";
import { Nullable } from "./common";

/** Issue 34 §4: the digital bill's second recipient (a tenant and the owner), with its own consent. */
export const SecondRecipientInputSchema = Type.Object(
  { email: Type.Optional(Type.String({ maxLength: 254 })), acceptTerms: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** An account's choice of notices: payment reminders three business days before the due date. */
export const NoticePreferencesSchema = Type.Object({
  paymentReminders: Type.Boolean(),
  /** When the choice was last changed (null: never, so the default: off). */
  changedAt: Nullable(Type.String()),
});

export const NoticePreferencesInputSchema = Type.Object({ paymentReminders: Type.Boolean() }, { additionalProperties: false });

/** The one-click way out of a notice (RFC 8058): the token of the mail. */
export const NoticeTokenSchema = Type.Object({ token: Type.String({ maxLength: 300 }) }, { additionalProperties: false });

export const NoticeResultSchema = Type.Object({
  message: Type.String(),
  /** What the token stopped: the account's payment reminders, or one contract's second recipient. */
  kind: Type.Union([Type.Literal("payment_reminders"), Type.Literal("second_recipient")]),
});
