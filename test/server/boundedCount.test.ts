import { boundedCount } from "../../server/db/boundedCount";
import { backends } from "./support";

/** Issue 37: a list's count stops at its bound instead of reading every row. */
describe.each(backends)("boundedCount on $name", (backend) => {
  it("counts exactly up to the bound and says «more» past it", async () => {
    const { db, dispose } = await backend.open();
    try {
      await db.exec("CREATE TABLE bounded_rows (n int NOT NULL)");
      await db.query("INSERT INTO bounded_rows SELECT g FROM generate_series(1, 1500) AS g");
      expect(await boundedCount(db, "FROM bounded_rows", [])).toEqual({ total: 1000, totalBounded: true });
      expect(await boundedCount(db, "FROM bounded_rows WHERE n <= $1", [1000])).toEqual({ total: 1000, totalBounded: false });
      expect(await boundedCount(db, "FROM bounded_rows WHERE n <= $1", [1001])).toEqual({ total: 1000, totalBounded: true });
      expect(await boundedCount(db, "FROM bounded_rows WHERE n > $1", [1490])).toEqual({ total: 10, totalBounded: false });
      expect(await boundedCount(db, "FROM bounded_rows WHERE n < 0", [])).toEqual({ total: 0, totalBounded: false });
      expect(await boundedCount(db, "FROM bounded_rows", [], 50)).toEqual({ total: 50, totalBounded: true });
    } finally {
      await dispose();
    }
  });
});
