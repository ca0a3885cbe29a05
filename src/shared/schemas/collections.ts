/**
 * Bank collection files (issue 32 §3), declared once: the routes use these as their schemas and
 * ../collections.ts derives its types from them with `import type`. Amounts are in cents, as
 * decimal strings: a file's total has up to 18 digits, more than a JS number holds exactly.
 */
import { Type } from "@sinclair/typebox";
import { COLLECTION_OUTCOMES, COLLECTION_LIMITS } from "../collections";
import { Nullable, StringEnum } from "./common";

const Cents = () => Type.String({ pattern: "^[0-9]{1,19}$" });
const Day = () => Type.String({ pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" });

/** One bad line of a refused file: the line (1 = first), the field and the Spanish sentence. */
export const CollectionProblemSchema = Type.Object({
  line: Type.Integer(),
  field: Type.String(),
  message: Type.String(),
});

/**
 * 400 of the import: a file that does not add up (nothing of it applied; every bad line named in
 * `fields` and `problems`), or a request without the file (then only message, code and fields).
 */
export const CollectionRefusalSchema = Type.Object({
  message: Type.String(),
  code: Type.String(),
  /** "línea 4" → what is wrong there (all problems of the line, one sentence each). */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  problems: Type.Optional(Type.Array(CollectionProblemSchema)),
  /** How many problems the file has in all (`problems` lists at most COLLECTION_LIMITS.listedProblems). */
  problemCount: Type.Optional(Type.Integer()),
});

/** One payment record (06) of a file and what became of it. */
export const CollectionItemSchema = Type.Object({
  id: Type.String(),
  line: Type.Integer(),
  lot: Type.Integer(),
  /** As printed: 48 digits, zero-filled. */
  reference: Type.String(),
  amountCents: Cents(),
  procedencia: Type.String(),
  medioPago: Type.String(),
  operationNumber: Nullable(Type.String()),
  authorizationNumber: Nullable(Type.String()),
  branch: Nullable(Type.String()),
  returnCause: Nullable(Type.String()),
  outcome: StringEnum(COLLECTION_OUTCOMES),
  invoiceNumber: Nullable(Type.String()),
  /** The invoice's total in whole pesos (what the record was compared with). */
  invoiceTotal: Nullable(Type.Integer()),
  contractNumber: Nullable(Type.String()),
  /** The `banco` payment made of it (aplicada, doble). */
  paymentReference: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String({ format: "date-time" })),
  reviewedBy: Nullable(Type.String()),
  reviewNote: Nullable(Type.String()),
});

const FileFields = {
  id: Type.String(),
  fileName: Type.String(),
  format: Type.String(),
  bankCode: Type.String(),
  bankName: Nullable(Type.String()),
  collectionDate: Day(),
  fileDate: Day(),
  /** HHMM as written by the bank. */
  fileTime: Type.String(),
  modifier: Type.String(),
  records: Type.Integer(),
  totalCents: Cents(),
  applied: Type.Integer(),
  appliedCents: Cents(),
  doubles: Type.Integer(),
  unknown: Type.Integer(),
  mismatched: Type.Integer(),
  returned: Type.Integer(),
  importedAt: Type.String({ format: "date-time" }),
  importedBy: Type.String(),
};

/** What `POST /api/admin/collections` answers: 201 for a file applied now, 200 with duplicate for the same file again. */
export const CollectionSummarySchema = Type.Object({
  ...FileFields,
  /** True when this file was imported before: nothing was applied now; the first import's result. */
  duplicate: Type.Boolean(),
  nit: Type.String(),
  lots: Type.Integer(),
  /** Records waiting for an operator (every outcome but aplicada). */
  needsReview: Type.Integer(),
  /** The first of them (at most COLLECTION_LIMITS.summaryReviewItems); the file's detail lists them all. */
  review: Type.Array(CollectionItemSchema),
});

/** One imported file in the list. */
export const CollectionFileEntrySchema = Type.Object({
  ...FileFields,
  /** Records needing review that nobody has reviewed yet. */
  pendingReview: Type.Integer(),
});

export const CollectionFilePageSchema = Type.Object({
  items: Type.Array(CollectionFileEntrySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export const CollectionFileDetailSchema = Type.Object({
  file: Type.Object({
    ...CollectionFileEntrySchema.properties,
    nit: Type.String(),
    accountNumber: Type.String(),
    accountType: Type.String(),
    lots: Type.Integer(),
    sha256: Type.String(),
    sizeBytes: Type.Integer(),
    needsReview: Type.Integer(),
  }),
  /** The records asked for (by outcome, or those needing review), in file order. */
  items: Type.Array(CollectionItemSchema),
  itemsTotal: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export const CollectionListQuerySchema = Type.Object({
  page: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,5}$" })),
  pageSize: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,2}$" })),
});

/** `outcome`: one outcome, `revisar` (all but aplicada) or `todas`; `revisar` unless given. */
export const CollectionItemsQuerySchema = Type.Object({
  outcome: Type.Optional(StringEnum([...COLLECTION_OUTCOMES, "revisar", "todas"] as const)),
  page: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,5}$" })),
  pageSize: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,2}$" })),
});

export const CollectionReviewBodySchema = Type.Object(
  { note: Type.String({ minLength: 1, maxLength: COLLECTION_LIMITS.reviewNoteMax }) },
  { additionalProperties: false },
);
