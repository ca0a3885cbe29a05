import { readFileSync } from "node:fs";
import path from "node:path";
import { computeLines, ENERGY_SUBSISTENCE_KWH, energyTariff, WATER_BASIC_M3 } from "../../server/modules/billing/tariffs";
import { seedBilling } from "../../server/modules/billing/seed";
import { DEMO_CONTRACTS } from "../../server/modules/billing/seedData";
import { maskAddress, paymentInputProblems, type EnergyTariff, type InvoiceLine } from "../../src/shared/billing";
import type { ContentBlock, PageContent } from "../../src/content/types";
import ratesAqueduct from "../../src/content/pages/acueducto.ratesAqueduct";
import ratesEnergy from "../../src/content/pages/energia.ratesEnergy";
import ratesRegulatedMarket from "../../src/content/pages/energia.ratesRegulatedMarket";
import { CURRENT_ENERGY_PUBLICATION, ENERGY_PUBLICATIONS, energyPricesFor, energyTariffFor, monthName } from "../../src/shared/tariffs/energy";
import { CURRENT_WATER_PUBLICATION, waterPricesFor, waterPublicationFor } from "../../src/shared/tariffs/water";
import { backends, startApp } from "./support";

const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

test("energy: estrato 1 gets 60 % off the subsistence kWh only; estrato 4 neither pays nor gets; estrato 6 and shops pay 20 %", () => {
  const cu = energyTariff(24_300).cu;
  const e1 = computeLines(["energia"], 1, "residencial", { energia: 200 }, 24_300);
  const subsidy = e1.lines.find((l) => l.kind === "subsidio")!;
  expect(subsidy.amount).toBe(Math.round(-0.6 * ENERGY_SUBSISTENCE_KWH * cu));
  expect(e1.lines.filter((l) => l.kind === "consumo").map((l) => l.quantity)).toEqual([ENERGY_SUBSISTENCE_KWH, 70]);
  expect(e1.total).toBe(sum(e1.lines));

  const e4 = computeLines(["energia"], 4, "residencial", { energia: 200 }, 24_300);
  expect(e4.lines.some((l) => l.kind === "subsidio" || l.kind === "contribucion")).toBe(false);
  const e6 = computeLines(["energia"], 6, "residencial", { energia: 200 }, 24_300);
  expect(e6.lines.find((l) => l.kind === "contribucion")!.amount).toBe(Math.round(0.2 * 200 * cu));
  const shop = computeLines(["energia"], 4, "comercial", { energia: 200 }, 24_300);
  expect(shop.lines.filter((l) => l.kind === "consumo")).toHaveLength(1);
  expect(shop.subsidyRate).toBe(0.2);
});

test("water: consumo básico, complementario and suntuario by range; the subsidy covers cargo fijo and básico", () => {
  const w = computeLines(["acueducto"], 2, "residencial", { acueducto: 30 }, 24_300);
  const ranges = w.lines.filter((l) => l.kind === "consumo").map((l) => [l.concept, l.quantity]);
  expect(ranges).toEqual([
    ["Consumo básico acueducto", WATER_BASIC_M3],
    ["Consumo complementario acueducto", WATER_BASIC_M3],
    ["Consumo suntuario acueducto", 30 - 2 * WATER_BASIC_M3],
  ]);
  const fixed = w.lines.find((l) => l.kind === "cargo-fijo")!.amount;
  const basic = w.lines[1].amount;
  expect(w.lines.find((l) => l.kind === "subsidio")!.amount).toBe(Math.round(-0.4 * (fixed + basic)));
  expect(w.total).toBe(sum(w.lines));
});

test("CU is the sum of G, T, D, Cv, PR and R every month", () => {
  for (let m = 24_000; m < 24_024; m++) {
    const t = energyTariff(m);
    expect(t.cu).toBeCloseTo(t.g + t.t + t.d + t.cv + t.pr + t.r, 1);
  }
});

test("the public lookup's address keeps the street and hides the numbers", () => {
  expect(maskAddress("Cl. 30A # 76-45, apto 301")).toBe("Cl. 30A # ••-••");
  expect(maskAddress("Vereda El Placer finca 3")).toBe("Vereda El •••••• ••••• •");
});

test("payment input problems name each field", () => {
  expect(
    Object.keys(paymentInputProblems({ bank: "", personType: "x" as never, documentType: "ZZ", documentNumber: "", email: "", contractNumber: "" })).sort(),
  ).toEqual(["bank", "contractNumber", "documentType", "email", "personType"]);
  expect(
    paymentInputProblems({ bank: "1007", personType: "natural", documentType: "CC", documentNumber: "1020304050", email: "a@b.co", invoiceIds: ["x"] }),
  ).toEqual({});
});

// Issue 21: the bill and the rates pages read one published source, so their figures cannot drift.
describe("published tariffs: one source for the bill, the rates pages and their open data", () => {
  const csv = (file: string) => {
    const [header, ...rows] = readFileSync(path.join(__dirname, "../../server/modules/documents/seedFiles", file), "utf8")
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(","));
    return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
  };
  const tables = (page: PageContent) => {
    const all: Extract<ContentBlock, { kind: "table" }>[] = [];
    const walk = (blocks: readonly ContentBlock[]) => {
      for (const b of blocks) {
        if (b.kind === "table") all.push(b);
        if (b.kind === "subsection") walk(b.blocks);
      }
    };
    for (const section of page.sections) walk(section.blocks);
    return all;
  };
  const num = (text: string) => Number(text.replace(/[$\s.]/g, "").replace(",", "."));

  test("every published month's CU is the sum of its components, and the 2026 CSVs print the same figures", () => {
    for (const p of ENERGY_PUBLICATIONS) {
      for (const t of Object.values(p.levels)) expect(t.cu).toBeCloseTo(t.g + t.t + t.d + t.cv + t.pr + t.r, 6);
    }
    const regulated = csv("rates-regulated-market-2026.csv");
    const byEstrato = csv("rates-energy-2026.csv");
    expect(regulated).toHaveLength(11);
    for (const [i, row] of regulated.entries()) {
      const period = `${row.anio}-${String(i + 1).padStart(2, "0")}`;
      expect(row.mes).toBe(monthName(period));
      const { levels } = ENERGY_PUBLICATIONS.find((p) => p.period === period)!;
      expect([row.g, row.t, row.d_nivel1, row.cv, row.pr_nivel1, row.r, row.cu_nivel1].map(Number)).toEqual([
        levels[1].g,
        levels[1].t,
        levels[1].d,
        levels[1].cv,
        levels[1].pr,
        levels[1].r,
        levels[1].cu,
      ]);
      expect([row.d_nivel2, row.pr_nivel2, row.cu_nivel2, row.d_nivel3, row.pr_nivel3, row.cu_nivel3].map(Number)).toEqual([
        levels[2].d,
        levels[2].pr,
        levels[2].cu,
        levels[3].d,
        levels[3].pr,
        levels[3].cu,
      ]);
      const e = byEstrato[i];
      expect(Number(e.cu_nivel1)).toBe(levels[1].cu);
      const columns = [1, 2, 3].map((n) => `estrato${n}_subsistencia`).concat(["estrato4", "estrato5", "estrato6", "comercial", "industrial", "oficial"]);
      const uses = ["residencial", "residencial", "residencial", "residencial", "residencial", "residencial", "comercial", "industrial", "oficial"] as const;
      expect(columns.map((c) => Number(e[c]))).toEqual(uses.map((use, k) => energyPricesFor(levels[1].cu, k < 6 ? k + 1 : 4, use).subsistence));
    }
    for (const row of csv("rates-aqueduct-noviembre-2026.csv")) {
      const estrato = /Estrato (\d)/.exec(row.uso)?.[1];
      const use = estrato ? "residencial" : (row.uso.toLowerCase() as "comercial" | "industrial" | "oficial");
      const prices = waterPricesFor(CURRENT_WATER_PUBLICATION[row.servicio as "acueducto" | "alcantarillado"], Number(estrato ?? 4), use);
      expect([row.cargo_fijo_pesos_mes, row.consumo_basico_pesos_m3, row.consumo_complementario_pesos_m3].map(Number)).toEqual([
        prices.cargoFijo,
        prices.basic,
        prices.complementary,
      ]);
    }
  });

  test("the rates pages print the current publication", () => {
    const cu = CURRENT_ENERGY_PUBLICATION.levels[1].cu;
    const components = tables(ratesEnergy).find((t) => t.caption?.startsWith("Componentes del costo unitario"))!;
    expect(num(components.rows.find((r) => r[0].startsWith("CU"))![2])).toBe(cu);
    const levels = tables(ratesRegulatedMarket)[0];
    expect(num(levels.rows.find((r) => r[0].startsWith("Costo unitario"))![1])).toBe(cu);
    const water = tables(ratesAqueduct).find((t) => t.caption?.startsWith("Acueducto"))!;
    expect(num(water.rows.find((r) => r[0] === "Estrato 4")![2])).toBe(CURRENT_WATER_PUBLICATION.acueducto.cargoFijo);
    const sewer = tables(ratesAqueduct).find((t) => t.caption?.startsWith("Alcantarillado"))!;
    expect(num(sewer.rows.find((r) => r[0] === "Estrato 4")![3])).toBe(CURRENT_WATER_PUBLICATION.alcantarillado.perM3);
  });

  describe.each(backends)("the demo invoices on $name", (backend) => {
    let s: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => {
      s = await startApp(backend);
      // A fixed day, so the newest period is the one the rates pages publish (November 2026).
      await s.db.transaction((tx) => seedBilling(tx, new Date("2026-11-24T15:00:00Z")));
    });
    afterAll(async () => s.close());

    test("every demo invoice bills the CU and the water prices published for its period", async () => {
      const { rows } = await s.db.query<{ number: string; period: string; energy_tariff: EnergyTariff | null; lines: InvoiceLine[] }>(
        `SELECT c.number, i.period, i.energy_tariff, i.lines FROM invoices i JOIN contracts c ON c.id = i.contract_id
         WHERE c.number = ANY ($1) ORDER BY c.number, i.period`,
        [DEMO_CONTRACTS.map((c) => c.number)],
      );
      expect(rows).toHaveLength(DEMO_CONTRACTS.length * 24);
      for (const row of rows) {
        const published = energyTariffFor(row.period);
        expect({ period: row.period, tariff: row.energy_tariff }).toEqual({ period: row.period, tariff: published });
        for (const line of row.lines.filter((l) => l.service === "energia" && l.kind === "consumo")) expect(line.unitPrice).toBe(published.cu);
        const water = waterPublicationFor(row.period);
        for (const service of ["acueducto", "alcantarillado"] as const) {
          const lines = row.lines.filter((l) => l.service === service);
          expect(lines.find((l) => l.kind === "cargo-fijo")!.amount).toBe(water[service].cargoFijo);
          for (const line of lines.filter((l) => l.kind === "consumo")) expect(line.unitPrice).toBe(water[service].perM3);
        }
      }
      // The November 2026 bill and /energia/ratesEnergy agree on the CU ($ 825,36 in the issue).
      const november = rows.filter((r) => r.period === CURRENT_ENERGY_PUBLICATION.period);
      expect(november.length).toBeGreaterThan(0);
      const printed = tables(ratesEnergy)
        .find((t) => t.caption?.startsWith("Componentes del costo unitario"))!
        .rows.find((r) => r[0].startsWith("CU"))![2];
      for (const r of november) expect(r.energy_tariff!.cu).toBe(num(printed));
    });
  });
});
