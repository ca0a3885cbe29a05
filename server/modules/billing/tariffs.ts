import type { SiteSettings } from "../../../src/shared/siteSettings";
import type { BillingService, ContractUse, EnergyTariff, InvoiceLine } from "../../../src/shared/billing";
import { ENERGY_SUBSISTENCE_KWH, energyRate, energyTariffFor, formatNumber } from "../../../src/shared/tariffs/energy";
import { energyTariffOf, type TariffFigures } from "../../../src/shared/tariffs/published";
import { WATER_BASIC_M3, WATER_SUNTUARIO_FROM_M3, waterPublicationFor, waterRate } from "../../../src/shared/tariffs/water";

/**
 * How an invoice's lines are computed from what was consumed (DESIGN §9): the energy unit cost
 * CU = G + T + D + Cv + PR + R on every kWh, with the subsidy on the subsistence consumption for
 * estratos 1–3 and a contribution for 5, 6, commercial and industrial users; water and sewer as a
 * cargo fijo plus consumption by range (básico, complementario, suntuario), subsidised on the cargo
 * fijo and the consumo básico for estratos 1–3. Amounts are rounded to whole pesos per line.
 */

/** The service area lies between 1,000 and 2,000 m above sea level (DESIGN §9, CREG and CRA). */
export const ALTITUDE_BAND = "1000-2000";
// The published tariffs are one shared source with the rates pages (issue 21), re-exported here
// for the server's callers.
export { ENERGY_SUBSISTENCE_KWH, energyRate } from "../../../src/shared/tariffs/energy";
export { WATER_BASIC_M3, WATER_SUNTUARIO_FROM_M3, waterRate } from "../../../src/shared/tariffs/water";

const TELCO_PLAN = { concept: "Plan Hogar: internet 300 Mbps y telefonía", amount: 89_900 } as const;
const PUBLIC_LIGHTING = 7_150;

export const RECONNECTION: Readonly<Partial<Record<BillingService, number>>> = {
  energia: 48_600,
  acueducto: 62_300,
};

/** What the payment points print of the site settings (issue 33 §3). */
export type OfficeContacts = Pick<SiteSettings, "officeHours" | "officeAddress">;

/** Where an invoice can be paid; the office's hours and address come from /admin/settings (issue 33 §3: the PDF said 7:30–5:30). */
export function paymentPoints(c: OfficeContacts): string[] {
  return [
    "Pago en línea en el portal (Pago en línea): PSE o Wompi (tarjeta, Nequi), las 24 horas",
    `Caja de la sede principal, ${c.officeAddress}: ${c.officeHours}`,
    "Corresponsales bancarios y sucursales de los bancos aliados con el código de barras de la factura",
    "Puntos de pago autorizados en supermercados y droguerías del municipio",
  ];
}

/** The YYYY-MM period of a month index (year × 12 + month, as the seed numbers periods). */
export function periodOfMonthIndex(monthIndex: number): string {
  const year = Math.floor((monthIndex - 1) / 12);
  const month = ((monthIndex - 1) % 12) + 1;
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The month's energy tariff: the CU published for that period, nivel de tensión 1 (issue 21). */
export function energyTariff(monthIndex: number): EnergyTariff {
  return { ...energyTariffFor(periodOfMonthIndex(monthIndex)) };
}

function pct(rate: number): string {
  return `${Math.round(Math.abs(rate) * 100)} %`;
}

/** A unit price as the rates pages print it: the CU keeps its cents ("$ 825,36"). */
function unitMoney(price: number): string {
  return `$ ${formatNumber(price, Number.isInteger(price) ? 0 : 2)}`;
}

interface LineDraft extends Omit<InvoiceLine, "id" | "amount"> {
  amount: number;
}

export interface Consumption {
  energia?: number;
  acueducto?: number;
  alcantarillado?: number;
}

export interface ComputedLines {
  lines: InvoiceLine[];
  total: number;
  energyTariff: EnergyTariff | null;
  subsidyRate: number;
}

/**
 * The lines of one month's invoice. `published` is the month's published tariff (issue 34 §2:
 * server/modules/tariffs `tariffFiguresFor(q, period)`); without it, the months the code published
 * before the tables existed (the same figures migration 026 stored as first versions).
 */
export function computeLines(
  services: readonly BillingService[],
  estrato: number,
  use: ContractUse,
  consumption: Consumption,
  monthIndex: number,
  published: TariffFigures | null = null,
): ComputedLines {
  const drafts: LineDraft[] = [];
  let tariff: EnergyTariff | null = null;
  const residential = use === "residencial";

  if (services.includes("energia")) {
    const kwh = consumption.energia ?? 0;
    tariff = published ? energyTariffOf(published) : energyTariff(monthIndex);
    const rate = energyRate(estrato, use);
    const subsistence = residential ? Math.min(kwh, ENERGY_SUBSISTENCE_KWH) : 0;
    const rest = kwh - subsistence;
    if (subsistence > 0) {
      drafts.push({
        service: "energia",
        kind: "consumo",
        concept: "Consumo de subsistencia",
        quantity: subsistence,
        unit: "kWh",
        unitPrice: tariff.cu,
        amount: subsistence * tariff.cu,
        explanation: `Los primeros ${ENERGY_SUBSISTENCE_KWH} kWh del mes son el consumo de subsistencia, lo que un hogar necesita para lo básico. Se cobran al costo unitario (CU) de ${unitMoney(tariff.cu)} por kWh.`,
      });
    }
    if (rest > 0) {
      drafts.push({
        service: "energia",
        kind: "consumo",
        concept: residential ? "Consumo complementario" : "Consumo de energía",
        quantity: rest,
        unit: "kWh",
        unitPrice: tariff.cu,
        amount: rest * tariff.cu,
        explanation: residential
          ? `Los ${rest} kWh por encima del consumo de subsistencia, al mismo costo unitario de ${unitMoney(tariff.cu)} por kWh, sin subsidio.`
          : `Todo el consumo del mes al costo unitario de ${unitMoney(tariff.cu)} por kWh.`,
      });
    }
    if (rate < 0 && subsistence > 0) {
      drafts.push({
        service: "energia",
        kind: "subsidio",
        concept: `Subsidio estrato ${estrato} (${pct(rate)})`,
        quantity: subsistence,
        unit: "kWh",
        unitPrice: null,
        amount: rate * subsistence * tariff.cu,
        explanation: `Por ser estrato ${estrato}, el Estado paga el ${pct(rate)} del consumo de subsistencia. El descuento no aplica a lo que pasa de ${ENERGY_SUBSISTENCE_KWH} kWh.`,
      });
    } else if (rate > 0 && kwh > 0) {
      drafts.push({
        service: "energia",
        kind: "contribucion",
        concept: `Contribución de solidaridad (${pct(rate)})`,
        quantity: null,
        unit: null,
        unitPrice: null,
        amount: rate * kwh * tariff.cu,
        explanation: `Los usuarios ${residential ? `de estrato ${estrato}` : use + "es"} aportan el ${pct(rate)} del valor del consumo. Ese dinero paga los subsidios de los estratos 1, 2 y 3 (Ley 142 de 1994).`,
      });
    }
    drafts.push({
      service: "energia",
      kind: "otro",
      concept: "Impuesto de alumbrado público",
      quantity: null,
      unit: null,
      unitPrice: null,
      amount: PUBLIC_LIGHTING,
      explanation: "Impuesto del municipio que se recauda con la factura de energía para pagar el alumbrado de calles y parques.",
    });
  }

  const waterLike = (service: "acueducto" | "alcantarillado", prices: { cargoFijo: number; perM3: number }) => {
    const m3 = consumption[service] ?? 0;
    const rate = waterRate(estrato, use);
    const label = service === "acueducto" ? "acueducto" : "alcantarillado";
    drafts.push({
      service,
      kind: "cargo-fijo",
      concept: `Cargo fijo ${label}`,
      quantity: null,
      unit: null,
      unitPrice: null,
      amount: prices.cargoFijo,
      explanation:
        service === "acueducto"
          ? "Valor mensual que cubre la lectura del medidor, la facturación y la atención, sin importar cuánta agua use."
          : "Valor mensual fijo por tener el servicio de alcantarillado, aunque no haya consumo.",
    });
    const basic = Math.min(m3, WATER_BASIC_M3);
    const complementary = Math.max(0, Math.min(m3, WATER_SUNTUARIO_FROM_M3) - WATER_BASIC_M3);
    const luxury = Math.max(0, m3 - WATER_SUNTUARIO_FROM_M3);
    const ranges: [string, number, string][] = [
      ["Consumo básico", basic, `Los primeros ${WATER_BASIC_M3} m³ del mes: lo que una familia necesita para sus necesidades esenciales.`],
      ["Consumo complementario", complementary, `Los metros cúbicos entre ${WATER_BASIC_M3} y ${WATER_SUNTUARIO_FROM_M3}.`],
      ["Consumo suntuario", luxury, `Lo que pasa de ${WATER_SUNTUARIO_FROM_M3} m³ al mes; conviene revisar fugas o reducir el consumo.`],
    ];
    for (const [concept, q, why] of ranges) {
      if (q <= 0) continue;
      drafts.push({
        service,
        kind: "consumo",
        concept: `${concept} ${label}`,
        quantity: q,
        unit: "m³",
        unitPrice: prices.perM3,
        amount: q * prices.perM3,
        explanation: `${why} Cada m³ vale ${unitMoney(prices.perM3)}.`,
      });
    }
    if (rate < 0) {
      drafts.push({
        service,
        kind: "subsidio",
        concept: `Subsidio estrato ${estrato} (${pct(rate)})`,
        quantity: null,
        unit: null,
        unitPrice: null,
        amount: rate * (prices.cargoFijo + basic * prices.perM3),
        explanation: `Por ser estrato ${estrato}, recibe un descuento del ${pct(rate)} sobre el cargo fijo y el consumo básico; lo que pasa de ${WATER_BASIC_M3} m³ se paga completo.`,
      });
    } else if (rate > 0) {
      drafts.push({
        service,
        kind: "contribucion",
        concept: `Contribución de solidaridad (${pct(rate)})`,
        quantity: null,
        unit: null,
        unitPrice: null,
        amount: rate * (prices.cargoFijo + m3 * prices.perM3),
        explanation: `Aporte del ${pct(rate)} sobre el cargo fijo y el consumo, que financia los subsidios de los estratos 1, 2 y 3.`,
      });
    }
  };
  const water = published?.water ?? waterPublicationFor(periodOfMonthIndex(monthIndex));
  if (services.includes("acueducto")) waterLike("acueducto", water.acueducto);
  if (services.includes("alcantarillado")) waterLike("alcantarillado", water.alcantarillado);

  if (services.includes("telecomunicaciones")) {
    drafts.push({
      service: "telecomunicaciones",
      kind: "cargo-fijo",
      concept: TELCO_PLAN.concept,
      quantity: null,
      unit: null,
      unitPrice: null,
      amount: TELCO_PLAN.amount,
      explanation: "Valor mensual de su plan, con IVA incluido. No depende del consumo.",
    });
  }

  const lines = drafts.map((d, i) => ({ ...d, id: `l${i + 1}`, amount: Math.round(d.amount) }));
  const total = Math.max(
    0,
    lines.reduce((sum, l) => sum + l.amount, 0),
  );
  const subsidyRate = services.includes("energia") ? energyRate(estrato, use) : waterRate(estrato, use);
  return { lines, total, energyTariff: tariff, subsidyRate };
}

export function reconnectionCharge(services: readonly BillingService[]): number {
  return services.reduce((sum, s) => sum + (RECONNECTION[s] ?? 0), 0);
}
