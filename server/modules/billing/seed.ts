import { randomBytes } from "node:crypto";
import { formatVerificationCode, PSE_BANKS, type Contract, type PaymentMethod, type ServiceReading } from "../../../src/shared/billing";
import { BOGOTA_OFFSET_MS } from "../../../src/shared/time";
import type { Queryable } from "../../db/db";
import { newReference } from "../payments/start";
import { computeLines, reconnectionCharge } from "./tariffs";
import { DEMO_VERIFICATION_CODES, InvoiceCodes, newVerificationCode } from "./verificationCodes";

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

/**
 * Writes a contract with `months` monthly invoices ending `latestIssuedDaysAgo` days before `now`:
 * readings that add up, lines from the tariffs, and an approved payment for every invoice but the
 * newest `unpaid` ones, made by `payerId` when given.
 */
export async function seedContract(q: Queryable, spec: ContractSpec, now: Date, payerId: string | null): Promise<SeededContract> {
  const rnd = random(spec.number);
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
  const months = spec.months ?? 24;
  const today = isoDay(now.getTime() - BOGOTA_OFFSET_MS);
  const latestIssue = addDays(today, -spec.latestIssuedDaysAgo);
  const meter = { energia: 38_000 + Math.floor(rnd() * 9_000), acueducto: 2_100 + Math.floor(rnd() * 600) };
  const history: { energia: number[]; acueducto: number[] } = { energia: [], acueducto: [] };
  const result: SeededContract = { id: contractId, number: spec.number, invoices: [] };

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
    const number = `${period.replace("-", "")}${spec.number}`;
    // Every invoice is issued with its verification code (issue 20 §2).
    const code = (back === 0 ? spec.newestVerificationCode : undefined) ?? newVerificationCode();
    const sealed = await codes.seal(number, code);
    const inserted = await q.query<{ id: string }>(
      `INSERT INTO invoices (number, contract_id, period, period_start, period_end, issue_date, due_date, suspension_date,
         readings, lines, energy_tariff, subsidy_rate, reconnection_charge, total, verification_hash, verification_code_sealed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id::text AS id`,
      [
        number,
        contractId,
        period,
        periodStart,
        periodEnd,
        issue,
        dueDate,
        addDays(dueDate, SUSPENSION_AFTER_DUE_DAYS),
        JSON.stringify(readings),
        JSON.stringify(computed.lines),
        computed.energyTariff ? JSON.stringify(computed.energyTariff) : null,
        computed.subsidyRate,
        reconnectionCharge(spec.services),
        computed.total,
        sealed.hash,
        sealed.sealed,
      ],
    );
    const invoiceId = inserted.rows[0].id;
    const paid = back >= spec.unpaid;
    result.invoices.push({ id: invoiceId, number, period, total: computed.total, paid, verificationCode: formatVerificationCode(code) });
    if (!paid) continue;

    // Paid a few days before the due date, mostly by PSE, at a Bogotá daytime hour.
    const paidDay = addDays(dueDate, -1 - Math.floor(rnd() * 9));
    const paidAt = new Date(Date.parse(`${paidDay}T00:00:00Z`) + BOGOTA_OFFSET_MS + (8 + Math.floor(rnd() * 12)) * 3_600_000 + Math.floor(rnd() * 3_600_000));
    const r = rnd();
    const method: PaymentMethod = r < 0.7 ? "pse" : r < 0.9 ? "punto-de-pago" : "debito-automatico";
    const bank = method === "punto-de-pago" ? null : PSE_BANKS[Math.floor(rnd() * PSE_BANKS.length)];
    const payment = await q.query<{ id: string }>(
      `INSERT INTO payments (reference, contract_id, user_id, amount, method, gateway, bank_code, bank_name, status, gateway_code,
         return_path, created_at, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'aprobada', $9, '/dashboard/paymentSuccess', $10, $11) RETURNING id::text AS id`,
      [
        newReference(paidAt),
        contractId,
        payerId,
        computed.total,
        method,
        method === "pse" ? "pse-sandbox" : "recaudo",
        bank?.code ?? null,
        bank?.name ?? null,
        String(100_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000)),
        paidAt,
        new Date(paidAt.getTime() + 40_000),
      ],
    );
    await q.query("INSERT INTO payment_invoices (payment_id, invoice_id, amount) VALUES ($1, $2, $3)", [payment.rows[0].id, invoiceId, computed.total]);
    await q.query("UPDATE invoices SET paid_at = $2, paid_by = $3 WHERE id = $1", [invoiceId, new Date(paidAt.getTime() + 40_000), payment.rows[0].id]);
  }
  return result;
}

/** The demo contracts (DESIGN §6), in San Rafael (Antioquia) like the company (issue 21): the first two belong to cliente@example.com. */
export const DEMO_CONTRACTS: readonly ContractSpec[] = [
  {
    number: "1002003001",
    holderName: "Camila Restrepo Gómez",
    holderDocumentType: "CC",
    holderDocumentNumber: "1020304050",
    holderEmail: "cliente@example.com",
    address: "Cl. 18 # 20-45, apto 301",
    barrio: "El Jardín",
    comuna: "Zona urbana",
    municipality: "San Rafael",
    estrato: 3,
    use: "residencial",
    services: ["energia", "acueducto", "alcantarillado", "telecomunicaciones"],
    meters: { energia: "EN-7781203", acueducto: "AC-4410922" },
    base: { energia: 168, acueducto: 14 },
    latestIssuedDaysAgo: 6,
    unpaid: 1,
    estimated: [7],
  },
  {
    number: "1002003002",
    holderName: "Camila Restrepo Gómez",
    holderDocumentType: "CC",
    holderDocumentNumber: "1020304050",
    holderEmail: "cliente@example.com",
    // A country house by the reservoir: the parcelaciones de recreo are the town's estrato 5.
    address: "Parcelación Balcones del Embalse, casa 12",
    barrio: "Balcones",
    comuna: "Zona urbana",
    municipality: "San Rafael",
    estrato: 5,
    use: "residencial",
    services: ["energia", "acueducto", "alcantarillado"],
    meters: { energia: "EN-9034417", acueducto: "AC-5520871" },
    base: { energia: 285, acueducto: 19 },
    latestIssuedDaysAgo: 24,
    unpaid: 1,
  },
  {
    number: "1002003003",
    holderName: "Jorge Iván Cardona Ríos",
    holderDocumentType: "CC",
    holderDocumentNumber: "71234567",
    holderEmail: "jorge.cardona@example.com",
    address: "Cl. 22 # 15-32",
    barrio: "La Dorada",
    comuna: "Zona urbana",
    municipality: "San Rafael",
    estrato: 2,
    use: "residencial",
    services: ["energia", "acueducto", "alcantarillado"],
    meters: { energia: "EN-6612045", acueducto: "AC-3307716" },
    base: { energia: 132, acueducto: 11 },
    latestIssuedDaysAgo: 10,
    unpaid: 1,
    newestVerificationCode: DEMO_VERIFICATION_CODES["1002003003"],
  },
  {
    number: "1002003004",
    holderName: "Panadería La Montaña S.A.S.",
    holderDocumentType: "NIT",
    holderDocumentNumber: "900123456-8",
    holderEmail: "tesoreria@panaderialamontana.example.com",
    address: "Cra. 20 # 19-21, local 102",
    barrio: "El Centro",
    comuna: "Zona urbana",
    municipality: "San Rafael",
    estrato: 4,
    use: "comercial",
    services: ["energia", "acueducto", "alcantarillado", "telecomunicaciones"],
    meters: { energia: "EN-8120556", acueducto: "AC-6604381" },
    base: { energia: 640, acueducto: 31 },
    latestIssuedDaysAgo: 12,
    unpaid: 2,
    newestVerificationCode: DEMO_VERIFICATION_CODES["1002003004"],
  },
];

/** Demo contracts, invoices and payments; the customer's two contracts are linked to their account. */
export async function seedBilling(q: Queryable, now: Date): Promise<number> {
  const { rows } = await q.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = 'cliente@example.com'");
  const customer = rows[0]?.id ?? null;
  let written = 0;
  for (const [i, spec] of DEMO_CONTRACTS.entries()) {
    const exists = await q.query("SELECT 1 FROM contracts WHERE number = $1", [spec.number]);
    if (exists.rows.length > 0) continue;
    const owned = i < 2 && customer !== null;
    const seeded = await seedContract(q, spec, now, owned ? customer : null);
    if (owned) await q.query("INSERT INTO contract_links (user_id, contract_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [customer, seeded.id]);
    written++;
  }
  return written;
}
