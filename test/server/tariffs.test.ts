import { computeLines, ENERGY_SUBSISTENCE_KWH, energyTariff, WATER_BASIC_M3 } from "../../server/modules/billing/tariffs";
import { maskAddress, paymentInputProblems } from "../../src/shared/billing";

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
  expect(Object.keys(paymentInputProblems({ bank: "", personType: "x" as never, documentType: "ZZ", documentNumber: "", email: "", contractNumber: "" })).sort()).toEqual(
    ["bank", "contractNumber", "documentType", "email", "personType"],
  );
  expect(paymentInputProblems({ bank: "1007", personType: "natural", documentType: "CC", documentNumber: "1020304050", email: "a@b.co", invoiceIds: ["x"] })).toEqual({});
});
