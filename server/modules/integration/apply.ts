import { createHash } from "node:crypto";
import { formatVerificationCode, normalizeVerificationCode, type EnergyTariff } from "../../../src/shared/billing";
import type { ContractRecord, InvoiceRecord, PaymentRecord } from "../../../src/shared/schemas/integration";
import type { Queryable } from "../../db/db";
import { newVerificationCode, type InvoiceCodes } from "../billing/verificationCodes";
import { importTariffRecord, type TariffRecord } from "../tariffs/importRecord";
import { energyTariffFor } from "../tariffs/service";
import type { Lookup } from "./lookup";
import * as repo from "./repository";
import type { ValidRecord } from "./validate";

/** What one line did. A rejection names the field and says why in Spanish. */
export type LineOutcome =
  | { outcome: "created" | "updated" | "unchanged"; verificationCode?: { number: string; code: string } }
  | { outcome: "rejected"; field: string; message: string };

/** What every line of one import shares. */
export interface ApplyContext {
  runId: string;
  dryRun: boolean;
  now: Date;
  codes: InvoiceCodes;
}

/** What one line reads and writes through: the batch's prefetch, or the database line by line (./lookup.ts). */
export interface LineContext extends ApplyContext {
  lookup: Lookup;
  /** The energy tariff published for each billing period, read once a batch (emptied when a tariff line publishes). */
  energyTariffs: Map<string, EnergyTariff | null>;
}

const rejected = (field: string, message: string): LineOutcome => ({ outcome: "rejected", field, message });

/**
 * JSON with object keys sorted, so a jsonb column read back compares equal to what was written.
 * Written out directly (what JSON.stringify with a key-sorting replacer gives, without copying every
 * object): it runs twice for each unchanged invoice of a repeated file.
 */
function canonical(value: unknown): string {
  return canonicalOf(value) ?? "null";
}

function canonicalOf(value: unknown): string | undefined {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const json = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof json === "function") return canonicalOf(json.call(value));
  if (Array.isArray(value)) return `[${value.map((v) => canonicalOf(v) ?? "null").join(",")}]`;
  const parts: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const v = canonicalOf((value as Record<string, unknown>)[key]);
    if (v !== undefined) parts.push(`${JSON.stringify(key)}:${v}`);
  }
  return `{${parts.join(",")}}`;
}

/** Days already checked (a feed's dates repeat from line to line); bounded. */
const realDays = new Map<string, boolean>();

/** A calendar date that exists (the schema checks the shape; 2026-02-30 passes it). */
function realDay(day: string): boolean {
  let real = realDays.get(day);
  if (real === undefined) {
    const ms = Date.parse(`${day}T00:00:00Z`);
    real = Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
    if (realDays.size >= 10_000) realDays.clear();
    realDays.set(day, real);
  }
  return real;
}

export async function applyRecord(tx: Queryable, valid: ValidRecord, ctx: LineContext): Promise<LineOutcome> {
  switch (valid.kind) {
    case "contract":
      return applyContract(tx, valid.record, ctx.lookup);
    case "invoice":
      return applyInvoice(tx, valid.record, ctx);
    case "payment":
      return applyPayment(tx, valid.record, ctx.lookup);
    case "tariff": {
      const outcome = await importTariffRecord(tx, valid.record as TariffRecord, { dryRun: ctx.dryRun, now: ctx.now });
      if (outcome.outcome === "created" || outcome.outcome === "updated") ctx.energyTariffs.clear();
      return outcome;
    }
  }
}

async function applyContract(tx: Queryable, r: ContractRecord, lookup: Lookup): Promise<LineOutcome> {
  const meters = Object.fromEntries(Object.entries(r.meters).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const unmetered = Object.keys(meters).find((s) => !r.services.includes(s));
  if (unmetered) return rejected(`meters.${unmetered}`, `El contrato no tiene el servicio «${unmetered}»: su medidor no corresponde.`);
  const fields: repo.ContractFields = {
    holder_name: r.holderName.trim(),
    holder_document_type: r.holderDocument.type,
    holder_document_number: r.holderDocument.number,
    ...(r.holderEmail !== undefined ? { holder_email: r.holderEmail === null ? null : r.holderEmail.trim().toLowerCase() } : {}),
    address: r.address.trim(),
    barrio: r.barrio.trim(),
    comuna: r.comuna.trim(),
    municipality: r.municipality.trim(),
    estrato: r.estrato,
    use: r.use,
    services: [...r.services],
    meters,
  };
  const existing = await lookup.contract(r.number);
  if (!existing) {
    lookup.contractWritten(r.number, await repo.insertContract(tx, r.number, fields));
    return { outcome: "created" };
  }
  const before: repo.ContractFields = {
    holder_name: existing.holder_name,
    holder_document_type: existing.holder_document_type,
    holder_document_number: existing.holder_document_number,
    ...(fields.holder_email !== undefined ? { holder_email: existing.holder_email } : {}),
    address: existing.address,
    barrio: existing.barrio,
    comuna: existing.comuna,
    municipality: existing.municipality,
    estrato: Number(existing.estrato),
    use: existing.use,
    services: existing.services,
    meters: existing.meters,
  };
  if (canonical(before) === canonical(fields)) return { outcome: "unchanged" };
  await repo.updateContract(tx, existing.id, fields);
  lookup.contractWritten(r.number);
  return { outcome: "updated" };
}

interface InvoiceContent {
  contract_id: string;
  period: string;
  period_start: string;
  period_end: string;
  issue_date: string;
  due_date: string;
  suspension_date: string;
  readings: unknown;
  lines: unknown;
  energy_tariff: unknown;
  subsidy_rate: string | number;
  reconnection_charge: string | number;
  total: string | number;
  dian_cude: string | null;
  dian_qr: string | null;
  dian_xml_url: string | null;
  dian_xml_md5: string | null;
  verification_hash: string | null;
}

/** The comparable content of an invoice: what the line says, or what the row holds. */
function invoiceContent(f: InvoiceContent): string {
  return canonical({
    contract_id: f.contract_id,
    period: f.period,
    period_start: f.period_start,
    period_end: f.period_end,
    issue_date: f.issue_date,
    due_date: f.due_date,
    suspension_date: f.suspension_date,
    readings: f.readings,
    lines: f.lines,
    energy_tariff: f.energy_tariff ?? null,
    subsidy_rate: Number(f.subsidy_rate),
    reconnection_charge: Number(f.reconnection_charge),
    total: Number(f.total),
    dian_cude: f.dian_cude,
    dian_qr: f.dian_qr,
    dian_xml_url: f.dian_xml_url,
    dian_xml_md5: f.dian_xml_md5,
    verification_hash: f.verification_hash,
  });
}

async function applyInvoice(tx: Queryable, r: InvoiceRecord, ctx: LineContext): Promise<LineOutcome> {
  for (const field of ["periodStart", "periodEnd", "issueDate", "dueDate", "suspensionDate"] as const) {
    if (!realDay(r[field])) return rejected(field, `La fecha ${r[field]} no existe.`);
  }
  if (r.periodStart > r.periodEnd) return rejected("periodEnd", "El periodo termina antes de empezar.");
  if (r.issueDate > r.dueDate) return rejected("dueDate", "El pago oportuno es anterior a la fecha de expedición.");
  if (r.dueDate > r.suspensionDate) return rejected("suspensionDate", "La fecha de suspensión es anterior al pago oportuno.");
  let code: string | null = null;
  if (r.verificationCode !== undefined) {
    code = normalizeVerificationCode(r.verificationCode);
    if (!code) return rejected("verificationCode", "No es un código de verificación válido: 10 caracteres, como 7K3M-9Q2X-WD.");
  }

  const contractId = await ctx.lookup.contractId(r.contractNumber);
  const contract = contractId ? { id: contractId } : null;
  if (!contract) return rejected("contractNumber", `No existe el contrato ${r.contractNumber}: envíe antes su línea «contract».`);

  const e = r.electronicInvoice ?? null;
  // The API's own address of a stored XML (/api/invoices/…/dian.xml) is not an address to keep.
  const xmlUrl = e?.xmlUrl && !e.xmlUrl.startsWith("/") ? e.xmlUrl : null;
  if (xmlUrl !== null && !/^https:\/\/[^\s]+$/.test(xmlUrl)) return rejected("electronicInvoice.xmlUrl", "La dirección del XML debe empezar por https://.");
  const xml = r.xml ?? null;

  const fields: repo.InvoiceFields = {
    contract_id: contract.id,
    period: r.period,
    period_start: r.periodStart,
    period_end: r.periodEnd,
    issue_date: r.issueDate,
    due_date: r.dueDate,
    suspension_date: r.suspensionDate,
    readings: r.readings,
    lines: r.lines,
    energy_tariff: r.energyTariff ?? null,
    // numeric(5, 4): what is stored, so the same line compares equal next time.
    subsidy_rate: Math.round((r.subsidyRate ?? 0) * 10_000) / 10_000,
    reconnection_charge: r.reconnectionCharge ?? 0,
    total: r.total,
    dian_cude: e ? e.cude.toLowerCase() : null,
    dian_qr: e ? e.qr : null,
    dian_xml: xml,
    dian_xml_url: xmlUrl,
    verification: null,
  };

  const existing = await ctx.lookup.invoice(r.number);
  if (xml !== null && !e && !existing?.dian_cude) return rejected("xml", "El XML de la DIAN llega con su «electronicInvoice» (CUDE y QR).");

  if (!existing) {
    const other = await ctx.lookup.invoiceOfPeriod(contract.id, r.period, null);
    if (other) return rejected("period", `El contrato ${r.contractNumber} ya tiene la factura ${other} del periodo ${r.period}.`);
    // Issue 34 §2: a new bill that bills energy without its own tariff is explained with the one
    // published for its period (the newest month before it when that month has none).
    if (fields.energy_tariff === null && (r.readings.some((x) => x.service === "energia") || r.lines.some((l) => l.service === "energia"))) {
      if (!ctx.energyTariffs.has(r.period)) ctx.energyTariffs.set(r.period, await energyTariffFor(tx, r.period));
      fields.energy_tariff = ctx.energyTariffs.get(r.period) ?? null;
    }
    const generated = code === null;
    const printed = code ?? newVerificationCode();
    fields.verification = await ctx.codes.seal(r.number, printed);
    // Inserted now or with the batch's other new invoices; invoiceArrived in this transaction either way.
    await ctx.lookup.createInvoice(r.number, fields, ctx.dryRun);
    return { outcome: "created", ...(generated ? { verificationCode: { number: r.number, code: formatVerificationCode(printed) } } : {}) };
  }

  if (existing.contract_id !== contract.id)
    return rejected("contractNumber", `La factura ${r.number} es de otro contrato: el número de una factura no se reutiliza.`);
  // A line without its energy tariff keeps the one the bill was issued with (a later correction of
  // the month does not rewrite a bill already sent).
  if (r.energyTariff === undefined || r.energyTariff === null) fields.energy_tariff = existing.energy_tariff ?? null;
  const codeHash = code === null ? existing.verification_hash : await ctx.codes.hash(code);
  const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");
  const before = invoiceContent(existing);
  const after = invoiceContent({
    ...fields,
    // Never cleared by a line that does not bring them: an electronic bill stays one.
    dian_cude: fields.dian_cude ?? existing.dian_cude,
    dian_qr: fields.dian_qr ?? existing.dian_qr,
    dian_xml_url: fields.dian_xml_url ?? existing.dian_xml_url,
    dian_xml_md5: xml !== null ? md5(xml) : existing.dian_xml_md5,
    verification_hash: codeHash,
  });
  if (before === after) return { outcome: "unchanged" };

  const amountChanged = Number(existing.total) !== r.total || canonical(existing.lines) !== canonical(r.lines);
  if (amountChanged && existing.paid_at)
    return rejected("total", `Conflicto: la factura ${r.number} ya está pagada y su valor no se puede cambiar; emita una nota o una factura nueva.`);
  if (amountChanged && existing.pending_payment)
    return rejected("total", `Conflicto: la factura ${r.number} tiene un pago en curso (${existing.pending_payment}); su valor no se puede cambiar ahora.`);
  if (existing.period !== r.period) {
    const other = await ctx.lookup.invoiceOfPeriod(contract.id, r.period, existing.id);
    if (other) return rejected("period", `El contrato ${r.contractNumber} ya tiene la factura ${other} del periodo ${r.period}.`);
  }
  if (code !== null && codeHash !== existing.verification_hash) fields.verification = await ctx.codes.seal(r.number, code);
  await repo.updateInvoice(tx, existing.id, fields, ctx.runId);
  ctx.lookup.invoiceWritten(r.number, existing.id, contract.id, existing.period, r.period);
  return { outcome: "updated" };
}

async function applyPayment(tx: Queryable, r: PaymentRecord, lookup: Lookup): Promise<LineOutcome> {
  const paidAtMs = Date.parse(r.paidAt);
  if (!Number.isFinite(paidAtMs)) return rejected("paidAt", `La fecha ${r.paidAt} no existe.`);
  const paidAt = new Date(paidAtMs).toISOString();
  const contractId = await lookup.contractId(r.contractNumber);
  const contract = contractId ? { id: contractId } : null;
  if (!contract) return rejected("contractNumber", `No existe el contrato ${r.contractNumber}.`);
  // Its invoices may be among the batch's new ones, still to be inserted.
  await lookup.flush();

  const existing = await lookup.payment(r.reference);
  if (existing) {
    const same =
      existing.gateway === "integracion" &&
      existing.contract_id === contract.id &&
      Number(existing.amount) === r.amount &&
      existing.method === r.channel &&
      existing.decided_at !== null &&
      new Date(existing.decided_at).getTime() === paidAtMs &&
      canonical([...existing.invoice_numbers].sort()) === canonical([...r.invoiceNumbers].sort());
    if (same) return { outcome: "unchanged" };
    return rejected("reference", `Conflicto: ya hay un pago con la referencia ${r.reference} y otros datos; un pago registrado no se cambia.`);
  }

  const invoices = await repo.invoicesByNumber(tx, r.invoiceNumbers);
  for (const [i, number] of r.invoiceNumbers.entries()) {
    const invoice = invoices.find((x) => x.number === number);
    if (!invoice) return rejected(`invoiceNumbers.${i}`, `No existe la factura ${number}.`);
    if (invoice.contract_id !== contract.id) return rejected(`invoiceNumbers.${i}`, `La factura ${number} no es del contrato ${r.contractNumber}.`);
    if (invoice.paid)
      return rejected(
        `invoiceNumbers.${i}`,
        `Conflicto: la factura ${number} ya está pagada${invoice.paid_reference ? ` (pago ${invoice.paid_reference})` : ""}.`,
      );
  }
  const sum = invoices.reduce((s, i) => s + Number(i.total), 0);
  if (sum !== r.amount) return rejected("amount", `El valor ${r.amount} no es la suma de las facturas (${sum}).`);
  await repo.insertPayment(tx, {
    reference: r.reference,
    contractId: contract.id,
    amount: r.amount,
    method: r.channel,
    paidAt,
    invoices: invoices.map((i) => ({ id: i.id, total: Number(i.total) })),
  });
  lookup.paymentWritten(r.reference);
  lookup.forgetInvoices(r.invoiceNumbers);
  return { outcome: "created" };
}
