/**
 * The mail outbox as the administration screen reads it (`GET /api/admin/mail-outbox`, issue 20 §4,
 * issue 24 §3). The shapes are declared once in ./schemas/mail.ts; the types derive with `import type`.
 */
import type { Static } from "@sinclair/typebox";
import type { OutboxEntrySchema, OutboxQuerySchema } from "./schemas/mail";

/**
 * Where a message is in the queue (see migrations 011 and 018): kept (no SMTP_URL), pending, sent,
 * failed, or suppressed (over its recipient's cap of unsolicited mail: kept with the reason, never sent).
 */
export const OUTBOX_STATES = ["kept", "pending", "sent", "failed", "suppressed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** How many messages one read answers: 20 unless asked, at most 100. */
export const OUTBOX_LIMITS = { default: 20, max: 100 } as const;

export type OutboxEntry = Static<typeof OutboxEntrySchema>;
export type OutboxQuery = Static<typeof OutboxQuerySchema>;
