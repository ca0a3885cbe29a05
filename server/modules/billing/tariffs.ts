import type { BillingService, ContractUse, EnergyTariff, InvoiceLine } from "../../../src/shared/billing";

/**
 * How an invoice's lines are computed from what was consumed (DESIGN §9): the energy unit cost
 * CU = G + T + D + Cv + PR + R on every kWh, with the subsidy on the subsistence consumption for
 * estratos 1–3 and a contribution for 5, 6, commercial and industrial users; water and sewer as a
 * cargo fijo plus consumption by range (básico, complementario, suntuario), subsidised on the cargo
 * fijo and the consumo básico for estratos 1–3. Amounts are rounded to whole pesos per line.
 */

/** The service area lies between 1,000 and 2,000 m above sea level (DESIGN §9, CREG and CRA). */
export const ALTITUDE_BAND = "1000-2000";
/** Energy subsistence consumption above 1,000 m (UPME): the subsidised kWh of estratos 1–3. */
export const ENERGY_SUBSISTENCE_KWH = 130;
/** Water consumo básico between 1,000 and 2,000 m (CRA 750 de 2016). */
export const WATER_BASIC_M3 = 13;
/** Above twice the básico, consumption is suntuario. */
export const WATER_SUNTUARIO_FROM_M3 = 2 * WATER_BASIC_M3;

/** Reference energy components of the month, $/kWh (published monthly by the company). */
const ENERGY_BASE: Omit<EnergyTariff, "cu"> = { g: 352.4, t: 58.9, d: 262.7, cv: 104.3, pr: 71.5, r: 38.2 };

const WATER = { cargoFijo: 12_480, perM3: 3_215 } as const;
const SEWER = { cargoFijo: 6_820, perM3: 2_745 } as const;
const TELCO_PLAN = { concept: "Plan Hogar: internet 300 Mb y telefonía", amount: 89_900 } as const;
const PUBLIC_LIGHTING = 7_150;

export const RECONNECTION: Readonly<Partial<Record<BillingService, number>>> = {
  energia: 48_600,
  acueducto: 62_300,
};

export const PAYMENT_POINTS: readonly string[] = [
  "Pago en línea con PSE en el portal (Pago en línea), las 24 horas",
  "Oficinas de atención al cliente, de lunes a viernes de 7:30 a. m. a 5:30 p. m.",
  "Corresponsales bancarios y sucursales de los bancos aliados con el código de barras de la factura",
  "Puntos de pago autorizados en supermercados y droguerías del municipio",
];

/** Subsidy (negative) or contribution (positive) on energy, by estrato and use (Ley 142, Ley 1117). */
export function energyRate(estrato: number, use: ContractUse): number {
  if (use === "comercial" || use === "industrial") return 0.2;
  if (use === "oficial") return 0;
  return ({ 1: -0.6, 2: -0.5, 3: -0.15, 4: 0, 5: 0.2, 6: 0.2 } as Record<number, number>)[estrato] ?? 0;
}

/** The same for water and sewer (DESIGN §9: up to 70 %, 40 %, 15 %; contributions above estrato 4). */
export function waterRate(estrato: number, use: ContractUse): number {
  if (use === "comercial") return 0.5;
  if (use === "industrial") return 0.3;
  if (use === "oficial") return 0;
  return ({ 1: -0.7, 2: -0.4, 3: -0.15, 4: 0, 5: 0.5, 6: 0.6 } as Record<number, number>)[estrato] ?? 0;
}

/** The month's energy tariff: the reference components moved by a small monthly variation. */
export function energyTariff(monthIndex: number): EnergyTariff {
  // Wholesale prices drift with the rains: a gentle yearly wave around the reference.
  const factor = 1 + 0.035 * Math.sin((monthIndex / 12) * 2 * Math.PI) + 0.004 * (monthIndex % 5);
  const round1 = (v: number) => Math.round(v * 10) / 10;
  const g = round1(ENERGY_BASE.g * factor);
  const parts = { g, t: ENERGY_BASE.t, d: ENERGY_BASE.d, cv: ENERGY_BASE.cv, pr: round1(ENERGY_BASE.pr * factor), r: ENERGY_BASE.r };
  return { ...parts, cu: round1(parts.g + parts.t + parts.d + parts.cv + parts.pr + parts.r) };
}

function pct(rate: number): string {
  return `${Math.round(Math.abs(rate) * 100)} %`;
}

function money(amount: number): string {
  return `$ ${Math.round(amount).toLocaleString("es-CO")}`;
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

/** The lines of one month's invoice. */
export function computeLines(
  services: readonly BillingService[],
  estrato: number,
  use: ContractUse,
  consumption: Consumption,
  monthIndex: number,
): ComputedLines {
  const drafts: LineDraft[] = [];
  let tariff: EnergyTariff | null = null;
  const residential = use === "residencial";

  if (services.includes("energia")) {
    const kwh = consumption.energia ?? 0;
    tariff = energyTariff(monthIndex);
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
        explanation: `Los primeros ${ENERGY_SUBSISTENCE_KWH} kWh del mes son el consumo de subsistencia, lo que un hogar necesita para lo básico. Se cobran al costo unitario (CU) de ${money(tariff.cu)} por kWh.`,
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
          ? `Los ${rest} kWh por encima del consumo de subsistencia, al mismo costo unitario de ${money(tariff.cu)} por kWh, sin subsidio.`
          : `Todo el consumo del mes al costo unitario de ${money(tariff.cu)} por kWh.`,
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
        explanation: `${why} Cada m³ vale ${money(prices.perM3)}.`,
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
  if (services.includes("acueducto")) waterLike("acueducto", WATER);
  if (services.includes("alcantarillado")) waterLike("alcantarillado", SEWER);

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
  const total = Math.max(0, lines.reduce((sum, l) => sum + l.amount, 0));
  const subsidyRate = services.includes("energia") ? energyRate(estrato, use) : waterRate(estrato, use);
  return { lines, total, energyTariff: tariff, subsidyRate };
}

export function reconnectionCharge(services: readonly BillingService[]): number {
  return services.reduce((sum, s) => sum + (RECONNECTION[s] ?? 0), 0);
}
