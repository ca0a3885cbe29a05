import { randomBytes } from "node:crypto";
import { formatVerificationCode, PSE_BANKS, type Contract, type PaymentMethod, type ServiceReading } from "../../../src/shared/billing";
import { BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import type { Queryable } from "../../db/db";
import { newReference } from "../payments/start";
import { demoElectronicDocument, type ElectronicDocument } from "./dian";
import { computeLines, reconnectionCharge } from "./tariffs";
import { importWithin } from "../integration/service";
import { DEMO_CONTRACTS } from "./seedData";
import { InvoiceCodes, newVerificationCode } from "./verificationCodes";

/**
 * A contract to create with its history (demo data, and the fixtures of the tests): its fields as
 * the API shows them (Contract, declared in src/shared/schemas/billing.ts), the holder's document
 * and e-mail, and how to make its invoices.
 */
export interface ContractSpec extends Pick<
  Contract,
  "number" | "holderName" | "address" | "barrio" | "comuna" | "municipality" | "estrato" | "use" | "services" | "meters"
> {
  holderDocumentType: string;
  holderDocumentNumber: string;
  /** The holder's e-mail on file: told whenever an account links the contract (issue 20 §2). */
  holderEmail?: string;
  /** Typical monthly consumption. */
  base: { energia?: number; acueducto?: number };
  /** Days ago the newest invoice was issued (it is due 15 days after issue). */
  latestIssuedDaysAgo: number;
  /** How many of the newest invoices are still unpaid. */
  unpaid: number;
  /** Periods counted back from the newest (0) whose energy was estimated. */
  estimated?: number[];
  months?: number;
  /** The verification code of the newest invoice (normalized), when it must be known; else random like every other. */
  newestVerificationCode?: string;
  /**
   * How many of the newest invoices are DIAN electronic documents (issue 34 §3): a demo CUDE, the
   * DIAN's verification address as QR text and a sample AttachedDocument XML (./dian.ts). None by default.
   */
  electronic?: number;
}

export const DUE_AFTER_DAYS = 15;
export const SUSPENSION_AFTER_DUE_DAYS = 10;

/** A small seeded generator, so the demo history is the same on every install. */
function random(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The Bogotá calendar day `days` after `day` (YYYY-MM-DD arithmetic in UTC, no clock shifts). */
function addDays(day: string, days: number): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

function monthsBack(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return isoDay(Date.UTC(y, m - 1 - months, Math.min(d, 28)));
}

export interface SeededContract {
  id: string;
  number: string;
  /** Each invoice with its verification code as printed (XXXX-XXXX-XX), which only the seed ever sees in clear. */
  invoices: { id: string; number: string; period: string; total: number; paid: boolean; verificationCode: string }[];
}

/** One month of a contract as the billing system would send it, and how it was paid (if it was). */
export interface GeneratedInvoice {
  number: string;
  period: string;
  periodStart: string;
  periodEnd: string;
  issueDate: string;
  dueDate: string;
  suspensionDate: string;
  readings: ServiceReading[];
  lines: ReturnType<typeof computeLines>["lines"];
  energyTariff: ReturnType<typeof computeLines>["energyTariff"];
  subsidyRate: number;
  reconnectionCharge: number;
  total: number;
  /** Set only when the code must be known (the demo's documented ones); else each invoice gets a random one. */
  verificationCode: string | null;
  payment: { paidAt: Date; method: PaymentMethod; bank: { code: string; name: string } | null } | null;
  /** The DIAN electronic document the billing system sends with it (issue 34 §3), or null. */
  electronic: ElectronicDocument | null;
}

/**
 * The `months` monthly invoices of a contract ending `latestIssuedDaysAgo` days before `now`:
 * readings that add up, lines from the tariffs, and a payment for every invoice but the newest
 * `unpaid` ones. Pure and seeded by the contract number, so the history is the same on every install.
 */
export function contractHistory(spec: ContractSpec, now: Date): GeneratedInvoice[] {
  const rnd = random(spec.number);
  const months = spec.months ?? 24;
  const today = isoDay(now.getTime() - BOGOTA_OFFSET_MS);
  const latestIssue = addDays(today, -spec.latestIssuedDaysAgo);
  const meter = { energia: 38_000 + Math.floor(rnd() * 9_000), acueducto: 2_100 + Math.floor(rnd() * 600) };
  const history: { energia: number[]; acueducto: number[] } = { energia: [], acueducto: [] };
  const out: GeneratedInvoice[] = [];

  for (let back = months - 1; back >= 0; back--) {
    const issue = monthsBack(latestIssue, back);
    const periodEnd = addDays(issue, -3);
    const periodStart = addDays(monthsBack(periodEnd, 1), 1);
    const period = periodEnd.slice(0, 7);
    const [py, pm] = period.split("-").map(Number);
    const season = pm === 12 || pm === 1 ? 1.08 : pm >= 6 && pm <= 8 ? 0.96 : 1;
    const readings: ServiceReading[] = [];
    const consumption: { energia?: number; acueducto?: number; alcantarillado?: number } = {};

    if (spec.services.includes("energia")) {
      const estimated = spec.estimated?.includes(back) ?? false;
      const past = history.energia.slice(-6);
      const real = Math.round((spec.base.energia ?? 150) * season * (0.88 + rnd() * 0.24));
      const kwh = estimated && past.length > 0 ? Math.round(past.reduce((a, b) => a + b, 0) / past.length) : real;
      const previous = meter.energia;
      meter.energia += kwh;
      history.energia.push(kwh);
      consumption.energia = kwh;
      readings.push({
        service: "energia",
        meter: spec.meters.energia ?? "",
        previous,
        current: estimated ? null : meter.energia,
        estimated,
        consumption: kwh,
        unit: "kWh",
      });
    }
    if (spec.services.includes("acueducto")) {
      const m3 = Math.max(1, Math.round((spec.base.acueducto ?? 12) * season * (0.85 + rnd() * 0.3)));
      const previous = meter.acueducto;
      meter.acueducto += m3;
      history.acueducto.push(m3);
      consumption.acueducto = m3;
      readings.push({
        service: "acueducto",
        meter: spec.meters.acueducto ?? "",
        previous,
        current: meter.acueducto,
        estimated: false,
        consumption: m3,
        unit: "m³",
      });
      if (spec.services.includes("alcantarillado")) {
        // Sewage is billed on the water that came in (one meter for both).
        consumption.alcantarillado = m3;
        readings.push({
          service: "alcantarillado",
          meter: spec.meters.acueducto ?? "",
          previous,
          current: meter.acueducto,
          estimated: false,
          consumption: m3,
          unit: "m³",
        });
      }
    }
    const computed = computeLines(spec.services, spec.estrato, spec.use, consumption, py * 12 + pm);
    const dueDate = addDays(issue, DUE_AFTER_DAYS);
    const invoice: GeneratedInvoice = {
      number: `${period.replace("-", "")}${spec.number}`,
      period,
      periodStart,
      periodEnd,
      issueDate: issue,
      dueDate,
      suspensionDate: addDays(dueDate, SUSPENSION_AFTER_DUE_DAYS),
      readings,
      lines: computed.lines,
      energyTariff: computed.energyTariff,
      subsidyRate: computed.subsidyRate,
      reconnectionCharge: reconnectionCharge(spec.services),
      total: computed.total,
      verificationCode: (back === 0 ? spec.newestVerificationCode : undefined) ?? null,
      payment: null,
      electronic: null,
    };
    if (back < (spec.electronic ?? 0)) {
      invoice.electronic = demoElectronicDocument({ ...spec, number: invoice.number, issueDate: issue, total: computed.total, contractNumber: spec.number });
    }
    out.push(invoice);
    if (back < spec.unpaid) continue;

    // Paid a few days before the due date, mostly by PSE, at a Bogotá daytime hour.
    const paidDay = addDays(dueDate, -1 - Math.floor(rnd() * 9));
    const paidAt = new Date(Date.parse(`${paidDay}T00:00:00Z`) + BOGOTA_OFFSET_MS + (8 + Math.floor(rnd() * 12)) * 3_600_000 + Math.floor(rnd() * 3_600_000));
    const r = rnd();
    const method: PaymentMethod = r < 0.7 ? "pse" : r < 0.9 ? "punto-de-pago" : "debito-automatico";
    const bank = method === "punto-de-pago" ? null : PSE_BANKS[Math.floor(rnd() * PSE_BANKS.length)];
    invoice.payment = { paidAt, method, bank };
  }
  return out;
}

/**
 * Writes a contract with its history (contractHistory) straight into the tables: the fixtures of
 * the tests, with an approved payment for every paid invoice, made by `payerId` when given.
 */
export async function seedContract(q: Queryable, spec: ContractSpec, now: Date, payerId: string | null): Promise<SeededContract> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO contracts (number, holder_name, holder_document_type, holder_document_number, address, barrio, comuna,
       municipality, estrato, use, services, meters, holder_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id::text AS id`,
    [
      spec.number,
      spec.holderName,
      spec.holderDocumentType,
      spec.holderDocumentNumber,
      spec.address,
      spec.barrio,
      spec.comuna,
      spec.municipality,
      spec.estrato,
      spec.use,
      spec.services,
      JSON.stringify(spec.meters),
      spec.holderEmail ?? null,
    ],
  );
  const contractId = rows[0].id;
  const codes = new InvoiceCodes(q);
  const result: SeededContract = { id: contractId, number: spec.number, invoices: [] };

  for (const inv of contractHistory(spec, now)) {
    // Every invoice is issued with its verification code (issue 20 §2).
    const code = inv.verificationCode ?? newVerificationCode();
    const sealed = await codes.seal(inv.number, code);
    const inserted = await q.query<{ id: string }>(
      `INSERT INTO invoices (number, contract_id, period, period_start, period_end, issue_date, due_date, suspension_date,
         readings, lines, energy_tariff, subsidy_rate, reconnection_charge, total, verification_hash, verification_code_sealed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id::text AS id`,
      [
        inv.number,
        contractId,
        inv.period,
        inv.periodStart,
        inv.periodEnd,
        inv.issueDate,
        inv.dueDate,
        inv.suspensionDate,
        JSON.stringify(inv.readings),
        JSON.stringify(inv.lines),
        inv.energyTariff ? JSON.stringify(inv.energyTariff) : null,
        inv.subsidyRate,
        inv.reconnectionCharge,
        inv.total,
        sealed.hash,
        sealed.sealed,
      ],
    );
    const invoiceId = inserted.rows[0].id;
    if (inv.electronic) {
      const e = inv.electronic;
      await q.query("UPDATE invoices SET dian_cude = $2, dian_qr = $3, dian_xml = $4 WHERE id = $1", [invoiceId, e.cude, e.qr, e.xml]);
    }
    result.invoices.push({
      id: invoiceId,
      number: inv.number,
      period: inv.period,
      total: inv.total,
      paid: inv.payment !== null,
      verificationCode: formatVerificationCode(code),
    });
    if (!inv.payment) continue;
    const { paidAt, method, bank } = inv.payment;
    const payment = await q.query<{ id: string }>(
      `INSERT INTO payments (reference, contract_id, user_id, amount, method, gateway, bank_code, bank_name, status, gateway_code,
         return_path, created_at, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'aprobada', $9, '/dashboard/paymentSuccess', $10, $11) RETURNING id::text AS id`,
      [
        newReference(paidAt),
        contractId,
        payerId,
        inv.total,
        method,
        method === "pse" ? "pse-sandbox" : "recaudo",
        bank?.code ?? null,
        bank?.name ?? null,
        String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000)),
        paidAt,
        new Date(paidAt.getTime() + 40_000),
      ],
    );
    await q.query("INSERT INTO payment_invoices (payment_id, invoice_id, amount) VALUES ($1, $2, $3)", [payment.rows[0].id, invoiceId, inv.total]);
    await q.query("UPDATE invoices SET paid_at = $2, paid_by = $3 WHERE id = $1", [invoiceId, new Date(paidAt.getTime() + 40_000), payment.rows[0].id]);
  }
  return result;
}

/**
 * The demo's feed (issue 34 §1): the demo contracts as the billing system would send them, one JSON
 * Lines record a line (contract, then its invoices, then the payments made for them). Generated for
 * `now` rather than stored: a demo bill must be issued days ago, its period and number follow from
 * its dates and its lines from that period's tariff, which a stored file shifted by whole days
 * cannot keep (two periods would fall in one month). docs/examples/billing-feed.jsonl is the stored
 * example of the same format.
 */
export function demoFeedLines(now: Date, specs: readonly ContractSpec[] = DEMO_CONTRACTS): string[] {
  const lines: string[] = [];
  for (const spec of specs) {
    lines.push(
      JSON.stringify({
        kind: "contract",
        number: spec.number,
        holderName: spec.holderName,
        holderDocument: { type: spec.holderDocumentType, number: spec.holderDocumentNumber },
        ...(spec.holderEmail ? { holderEmail: spec.holderEmail } : {}),
        address: spec.address,
        barrio: spec.barrio,
        comuna: spec.comuna,
        municipality: spec.municipality,
        estrato: spec.estrato,
        use: spec.use,
        services: spec.services,
        meters: spec.meters,
      }),
    );
    const invoices = contractHistory(spec, now);
    for (const inv of invoices) {
      const { payment, verificationCode, electronic, ...fields } = inv;
      void payment;
      lines.push(
        JSON.stringify({
          kind: "invoice",
          contractNumber: spec.number,
          ...fields,
          ...(verificationCode ? { verificationCode: formatVerificationCode(verificationCode) } : {}),
          ...(electronic ? { electronicInvoice: { cude: electronic.cude, qr: electronic.qr, xmlUrl: null }, xml: electronic.xml } : {}),
        }),
      );
    }
    for (const inv of invoices) {
      if (!inv.payment) continue;
      lines.push(
        JSON.stringify({
          kind: "payment",
          reference: newReference(inv.payment.paidAt),
          contractNumber: spec.number,
          invoiceNumbers: [inv.number],
          amount: inv.total,
          paidAt: inv.payment.paidAt.toISOString(),
          channel: inv.payment.method,
        }),
      );
    }
  }
  return lines;
}

/**
 * Demo contracts, invoices and payments, loaded through the billing system's import (issue 34 §1:
 * the seed exercises the import on every fresh install), inside the caller's transaction; the
 * customer's two contracts are then linked to their account. Contracts already there are left as
 * they are. Answers how many contracts it created.
 */
export async function seedBilling(q: Queryable, now: Date): Promise<number> {
  const { rows } = await q.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = 'cliente@example.com'");
  const customer = rows[0]?.id ?? null;
  const existing = await q.query<{ number: string }>("SELECT number FROM contracts WHERE number = ANY ($1::text[])", [DEMO_CONTRACTS.map((c) => c.number)]);
  const known = new Set(existing.rows.map((r) => r.number));
  const specs = DEMO_CONTRACTS.filter((c) => !known.has(c.number));
  if (specs.length === 0) return 0;
  const result = await importWithin(q, demoFeedLines(now, specs), { source: "seed", fileName: "demo", actor: null, dryRun: false, now });
  if (result.rejected > 0) throw new Error(`demo feed rejected: ${JSON.stringify(result.rejections.slice(0, 5))}`);
  if (customer) {
    await q.query("INSERT INTO contract_links (user_id, contract_id) SELECT $1, id FROM contracts WHERE number = ANY ($2::text[]) ON CONFLICT DO NOTHING", [
      customer,
      DEMO_CONTRACTS.slice(0, 2).map((c) => c.number),
    ]);
  }
  return result.byKind.contract?.created ?? 0;
}
