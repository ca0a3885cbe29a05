import { knownPages, totalText } from "../../src/shared/paging";

describe("bounded list totals (issue 37)", () => {
  it("says «más de 1.000» past the bound, the exact figure below it", () => {
    expect(totalText({ total: 1000, totalBounded: true })).toBe("más de 1.000");
    expect(totalText({ total: 1000, totalBounded: true }, "en")).toBe("more than 1,000");
    expect(totalText({ total: 128 })).toBe("128");
    expect(totalText({ total: 999, totalBounded: false })).toBe("999");
  });

  it("keeps one more page known past a bounded total", () => {
    expect(knownPages({ total: 1000, totalBounded: true }, 20)).toBe(51);
    expect(knownPages({ total: 45 }, 20)).toBe(3);
    expect(knownPages({ total: 0 }, 20)).toBe(1);
  });
});
