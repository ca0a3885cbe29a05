import { createIntl } from "react-intl";
import { formatDateValue, formatDay, formatFileSize, formatInstant, formatMoney, formatPercent, formatPeriod } from "../../src/format";
import { formatCop, periodLabel } from "../../src/shared/billing";

const es = createIntl({ locale: "es-CO", messages: {} });
const en = createIntl({ locale: "en", messages: {} });
/** Intl's spaces (narrow no-break, no-break) as plain ones, to compare with what a person reads. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("src/format", () => {
  it("writes a calendar day in each style, never moved to the day before by the time zone", () => {
    expect(plain(formatDay(es, "2026-11-18"))).toBe("18 de nov de 2026");
    expect(plain(formatDay(es, "2026-11-18", "dayMonth"))).toBe("18 de nov");
    expect(plain(formatDay(es, "2026-11-18", "medium"))).toBe("18/11/2026");
    expect(plain(formatDay(es, "2026-11-18", "long"))).toBe("18 de noviembre de 2026");
    expect(plain(formatDay(es, "2026-11-18", "full"))).toBe("miércoles, 18 de noviembre de 2026");
    expect(plain(formatDay(en, "2026-01-01", "long"))).toBe("January 1, 2026");
    // An instant's day is its day in Bogotá: 02:00 UTC on the 19th is still the 18th there.
    expect(plain(formatDay(es, "2026-11-19T02:00:00Z"))).toBe("18 de nov de 2026");
    expect(formatDay(es, "no es fecha")).toBe("no es fecha");
  });

  it("writes an instant in Bogotá time, with or without its time of day", () => {
    const at = "2026-11-21T15:42:00Z"; // 10:42 in Bogotá
    expect(plain(formatInstant(es, at))).toBe("21/11/2026, 10:42 a. m.");
    expect(plain(formatInstant(es, at, "long"))).toBe("21 de noviembre de 2026 a las 10:42 a. m.");
    expect(plain(formatInstant(es, "2026-11-22T03:00:00Z", "date"))).toBe("21/11/2026");
    expect(formatInstant(es, "")).toBe("");
    expect(plain(formatDateValue(es, "2026-11-18"))).toBe("18 de noviembre de 2026");
    expect(plain(formatDateValue(es, at))).toMatch(/10:42/);
  });

  it("writes periods and pesos as the billing helpers of src/shared do", () => {
    expect(formatPeriod(es, "2026-10")).toBe(periodLabel("2026-10", "es-CO"));
    expect(formatPeriod(es, "2026-10")).toBe("octubre de 2026");
    expect(formatMoney(es, 123456)).toBe(formatCop(123456, "es-CO"));
    expect(plain(formatMoney(es, 123456))).toBe("$ 123.456");
  });

  it("writes sizes and percentages", () => {
    expect(formatFileSize(es, 10)).toBe("1 KB");
    expect(formatFileSize(es, 820 * 1024)).toBe("820 KB");
    expect(formatFileSize(es, 1.5 * 1024 * 1024)).toBe("1,5 MB");
    expect(plain(formatPercent(es, 12.5))).toBe("12,5%");
  });
});
