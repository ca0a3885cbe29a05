import type { CollectionFileDetail, CollectionFileEntry, CollectionItem, CollectionSummary } from "../../../src/shared/collections";
import type { FileRow, ItemRow } from "./repository";

/** What leaves the server of an imported file and its records. */

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentItem(row: ItemRow): CollectionItem {
  return {
    id: row.id,
    line: row.line,
    lot: row.lot,
    reference: row.reference,
    amountCents: row.amount_cents,
    procedencia: row.procedencia,
    medioPago: row.medio_pago,
    operationNumber: row.operation_number,
    authorizationNumber: row.authorization_number,
    branch: row.branch,
    returnCause: row.return_cause,
    outcome: row.outcome,
    invoiceNumber: row.invoice_number,
    invoiceTotal: row.invoice_total === null ? null : Number(row.invoice_total),
    contractNumber: row.contract_number,
    paymentReference: row.payment_reference,
    reviewedAt: row.reviewed_at ? iso(row.reviewed_at) : null,
    reviewedBy: row.reviewed_by_email,
    reviewNote: row.review_note,
  };
}

export function presentFileEntry(row: FileRow): CollectionFileEntry {
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    collectionDate: row.collection_date,
    fileDate: row.file_date,
    fileTime: row.file_time,
    modifier: row.modifier,
    records: row.records,
    totalCents: row.total_cents,
    applied: row.applied,
    appliedCents: row.applied_cents,
    doubles: row.doubles,
    unknown: row.unknown,
    mismatched: row.mismatched,
    returned: row.returned,
    importedAt: iso(row.imported_at),
    importedBy: row.imported_by_email,
    pendingReview: row.pending_review,
  };
}

const needsReview = (row: FileRow) => row.records - row.applied;

export function presentSummary(row: FileRow, review: readonly ItemRow[], duplicate: boolean): CollectionSummary {
  const entry: Omit<CollectionFileEntry, "pendingReview"> & { pendingReview?: number } = presentFileEntry(row);
  delete entry.pendingReview;
  return { ...entry, duplicate, nit: row.nit, lots: row.lots, needsReview: needsReview(row), review: review.map(presentItem) };
}

export function presentDetail(row: FileRow, items: readonly ItemRow[], itemsTotal: number, page: number, pageSize: number): CollectionFileDetail {
  return {
    file: {
      ...presentFileEntry(row),
      nit: row.nit,
      accountNumber: row.account_number,
      accountType: row.account_type,
      lots: row.lots,
      sha256: row.sha256,
      sizeBytes: row.size_bytes,
      needsReview: needsReview(row),
    },
    items: items.map(presentItem),
    itemsTotal,
    page,
    pageSize,
  };
}
