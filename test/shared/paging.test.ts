import { knownPages, listPages, totalText } from "../../src/shared/paging";

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

  it("counts the page shown past a bounded total, and one more while it is full", () => {
    expect(listPages({ total: 1000, totalBounded: true }, 20, 60, 20)).toBe(61);
    expect(listPages({ total: 1000, totalBounded: true }, 20, 60, 7)).toBe(60);
    expect(listPages({ total: 1000, totalBounded: true }, 20, 2, 20)).toBe(51);
    expect(listPages({ total: 45 }, 20, 3, 5)).toBe(3);
    expect(listPages(null, 20, 1, 0)).toBe(1);
  });
});
