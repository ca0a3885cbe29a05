import type { Db } from "../../server/db/db";
import { arrayText } from "../../server/modules/metrics/deltas";
import { backends } from "./support";

/**
 * Issue 37: the metrics writer sends its statements' columns as array texts it writes itself
 * (arrayText), made while the batch's rows are being stored. What the database reads back must be
 * exactly what was meant, whatever a page path holds.
 */
const TRICKY = ['/a"b', "/c\\d", "/e,f", "/{g}", "NULL", "", " espacio ", "/ñandú/¿qué?", '/x\\"y', "😀"];

describe.each(backends)("array texts of the metrics writer ($name)", (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ db, dispose } = await backend.open()));
  afterAll(() => dispose());

  it("reads back every string, null and number as sent", async () => {
    const { rows } = await db.query<{ t: (string | null)[]; n: number[] }>("SELECT $1::text[] AS t, $2::float8[] AS n", [
      arrayText([...TRICKY, null]),
      arrayText([0, -1.5, 1764500000123, 1e21]),
    ]);
    expect(rows[0].t).toEqual([...TRICKY, null]);
    expect(rows[0].n).toEqual([0, -1.5, 1764500000123, 1e21]);
  });

  it("nests: a column of arrays, one a row, each cast in SQL", async () => {
    const perRow = [TRICKY.slice(0, 4), [], TRICKY.slice(4)];
    const { rows } = await db.query<{ pages: string[] }>("SELECT u::text[] AS pages FROM unnest($1::text[]) WITH ORDINALITY AS x(u, i) ORDER BY i", [
      arrayText(perRow.map(arrayText)),
    ]);
    expect(rows.map((r) => r.pages)).toEqual(perRow);
  });

  it("refuses what it cannot write", () => {
    expect(() => arrayText([{}])).toThrow(TypeError);
    expect(() => arrayText([undefined])).toThrow(TypeError);
  });
});
