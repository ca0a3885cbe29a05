import { createHash, randomBytes } from "node:crypto";
import { formatCop, periodLabel } from "../../../src/shared/billing";
import { bogotaDay, bogotaDayStart } from "../../../src/shared/time";
import {
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_MESSAGES,
  certificateCodeFrom,
  formatCertificateCode,
  maskDocument,
  maskHolderName,
  normalizeCertificateCode,
  type CertificateCheck,
  type DueItem,
  type PazYSalvoStatus,
} from "../../../src/shared/treasury";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import * as billing from "../billing/repository";
import type { CustomerBilling } from "../billing/service";
import { certificatePdf, longDay } from "./pdf";
import * as repo from "./repository";

/** "a, b y c". */
function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

/** The content a certificate's hash covers: its code, when it was issued and what it says. */
export function contentHash(c: Pick<repo.CertificateRow, "code" | "issued_at"> & Parameters<typeof repo.subjectOf>[0]): string {
  return createHash("sha256")
    .update(JSON.stringify([c.code, new Date(c.issued_at).toISOString(), repo.subjectOf(c)]))
    .digest("hex");
}

/** An issued certificate and its PDF; `created` false when today's identical one was given again. */
export interface IssuedCertificate {
  created: boolean;
  code: string;
  contractNumber: string;
  pdf: Buffer;
}

/**
 * The paz y salvo (issue 32 §4). A contract may have it when nothing is due and nothing is in
 * flight: every invoice paid, and no online payment still waiting for the bank (`pendiente`) or
 * without confirmation (`sin_confirmar`). A payment in flight is not a debt, but it is not settled
 * either: if the bank rejects it the invoice is unpaid again, so a certificate issued meanwhile
 * could certify what is not true. A double payment awaiting refund does not stop it: the money is
 * owed to the customer, not by them. Issuing stores the certificate (its code, what it says and a
 * hash of it), so anyone can check it at the public page with the code.
 */
export class PazYSalvo {
  /** The clock, overridable in tests. */
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly billing: Pick<CustomerBilling, "ownContract">,
  ) {}

  /** Whether the account's contract may have its certificate now, and what is due when not (404 for another's). */
  async status(userId: string, contractId: string): Promise<PazYSalvoStatus> {
    const contract = await this.billing.ownContract(userId, contractId);
    return this.statusOf(this.db, contract.id);
  }

  private async statusOf(q: Queryable, contractId: string): Promise<PazYSalvoStatus> {
    const unpaid = await billing.unpaidInvoices(q, contractId);
    const undecided = await repo.undecidedPayments(q, contractId);
    const newest = await repo.newestInvoice(q, contractId);
    const due: DueItem[] = [
      ...unpaid.map((i): DueItem => ({ kind: "invoice", id: i.number, amount: Number(i.total), period: i.period, dueDate: i.due_date, status: null })),
      ...undecided.map((p): DueItem => ({ kind: "payment", id: p.reference, amount: Number(p.amount), period: null, dueDate: null, status: p.status })),
    ];
    const base = { due, coversUntil: newest?.period_end ?? null, lastInvoiceNumber: newest?.number ?? null };
    if (!newest) {
      return { ...base, available: false, reason: "El contrato aún no tiene facturas: no hay un periodo facturado que certificar." };
    }
    const parts: string[] = [];
    if (unpaid.length > 0) {
      const invoices = unpaid.map(
        (i) => `la factura ${i.number} de ${periodLabel(i.period)} por ${formatCop(Number(i.total))} (vence el ${longDay(i.due_date)})`,
      );
      const total = unpaid.reduce((sum, i) => sum + Number(i.total), 0);
      const them = unpaid.length === 1 ? "la pague" : "las pague";
      parts.push(`El contrato tiene saldo pendiente por ${formatCop(total)}: ${list(invoices)}. Cuando ${them} podrá descargar el paz y salvo.`);
    }
    if (undecided.length > 0) {
      const payments = undecided.map(
        (p) => `${p.reference} por ${formatCop(Number(p.amount))} (${p.status === "pendiente" ? "esperando la respuesta del banco" : "sin confirmar"})`,
      );
      parts.push(
        `${unpaid.length > 0 ? "Además, tiene" : "El contrato tiene"} ${undecided.length === 1 ? "un pago en línea en proceso" : "pagos en línea en proceso"}: ${list(payments)}. ` +
          "Mientras el banco no lo confirme la cuenta no está saldada; podrá descargar el paz y salvo cuando quede aprobado.",
      );
    }
    return { ...base, available: parts.length === 0, reason: parts.length === 0 ? null : parts.join(" ") };
  }

  /**
   * Issues the certificate of the account's contract as a PDF: 409 `BALANCE_DUE` naming what is due
   * while anything is, else a new certificate, or the one issued earlier the same Bogotá day when
   * it says exactly the same (a second click does not pile up codes).
   */
  async issue(userId: string, contractId: string): Promise<IssuedCertificate> {
    const contract = await this.billing.ownContract(userId, contractId);
    const row = await this.db.transaction(async (tx) => {
      // One issuance per contract at a time: two clicks at once give one certificate.
      await repo.lockContract(tx, contract.id);
      const status = await this.statusOf(tx, contract.id);
      if (!status.available) throw new HttpError(409, "BALANCE_DUE", status.reason ?? "El contrato tiene saldo pendiente.");
      const newest = (await repo.newestInvoice(tx, contract.id))!;
      const now = new Date(Math.floor(this.now().getTime()));
      const snapshot = {
        contract_id: contract.id,
        contract_number: contract.number,
        issued_by: userId,
        last_invoice_id: newest.id,
        last_invoice_number: newest.number,
        last_period: newest.period,
        covers_until: newest.period_end,
        holder_name: contract.holder_name,
        holder_document: maskDocument(contract.holder_document_type, contract.holder_document_number),
        address: contract.address,
        municipality: contract.municipality,
        services: [...contract.services],
      };
      const same = await repo.sameCertificateSince(tx, contract.id, repo.subjectOf(snapshot), bogotaDayStart(bogotaDay(now.getTime())));
      if (same) return { created: false, certificate: same };
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = certificateCodeFrom(randomBytes(CERTIFICATE_CODE_LENGTH));
        const draft = { ...snapshot, code, issued_at: now };
        const inserted = await repo.insertCertificate(tx, { ...draft, content_hash: contentHash(draft) });
        if (inserted) return { created: true, certificate: inserted };
      }
      throw new Error("no free certificate code after 5 draws");
    });
    return {
      created: row.created,
      code: row.certificate.code,
      contractNumber: row.certificate.contract_number,
      pdf: await certificatePdf(row.certificate, this.config),
    };
  }

  /** What a certificate says (GET /api/paz-y-salvo/:code, public): 400 for what cannot be a code, 404 for an unknown one. */
  async check(rawCode: string): Promise<CertificateCheck> {
    const code = normalizeCertificateCode(rawCode);
    if (!code) throw new HttpError(400, "VALIDATION_ERROR", CERTIFICATE_MESSAGES.codeInvalid, { code: CERTIFICATE_MESSAGES.codeInvalid });
    const c = await repo.certificateByCode(this.db, code);
    if (!c) throw new HttpError(404, "NOT_FOUND", CERTIFICATE_MESSAGES.notFound, { code: CERTIFICATE_MESSAGES.notFound });
    return {
      code: formatCertificateCode(c.code),
      valid: contentHash(c) === c.content_hash,
      contractNumber: c.contract_number,
      holderName: maskHolderName(c.holder_name),
      municipality: c.municipality,
      services: c.services,
      lastPeriod: c.last_period,
      coversUntil: c.covers_until,
      issuedAt: new Date(c.issued_at).toISOString(),
    };
  }
}
