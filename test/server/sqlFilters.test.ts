import { bogotaDayStart } from "../../src/shared/time";
import { containsPattern, SqlFilters } from "../../server/db/sqlFilters";

describe("list filters", () => {
  it("takes the pattern's own wildcards literally", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  it("numbers the placeholders in order; one value may stand in several places", () => {
    const f = new SqlFilters();
    expect(f.clause).toBe("");
    f.add("a = ?", 1);
    f.add("is_active");
    f.add("(b ILIKE ? OR c ILIKE ?)", "%x%");
    const from = f.param("2026-01-01");
    f.add(`d >= ${from}::date`);
    expect(f.clause).toBe("WHERE a = $1 AND is_active AND (b ILIKE $2 OR c ILIKE $2) AND d >= $3::date");
    expect(f.params).toEqual([1, "%x%", "2026-01-01"]);
  });

  it("starts a day of Colombia at 05:00 UTC", () => {
    expect(bogotaDayStart("2026-11-01").toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(bogotaDayStart("2026-01-01").toISOString()).toBe("2026-01-01T05:00:00.000Z");
  });
});
