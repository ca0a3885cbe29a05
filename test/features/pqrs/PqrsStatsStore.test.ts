import { PqrsStatsStore } from "../../../src/features/pqrs/PqrsStatsStore";
import { deferred, fakePqrsApi, httpError, stats } from "./fakePqrsApi";
import type { PqrsStats } from "../../../src/shared/pqrs";

const YEAR = { from: "2025-12", to: "2026-11" };

function store(overrides: Parameters<typeof fakePqrsApi>[0] = {}) {
  const saved: { blob: Blob; name: string }[] = [];
  const s = new PqrsStatsStore(fakePqrsApi(overrides), { ...YEAR }, (blob, name) => void saved.push({ blob, name }));
  return { store: s, saved };
}

describe("PqrsStatsStore", () => {
  it("loads the first range when asked, and is busy until then", async () => {
    const api = jest.fn(async (range?: { from?: string; to?: string }) => stats(range!.from!, range!.to!));
    const { store: s } = store({ stats: api });
    expect(s.busy).toBe(true);
    await s.load();
    expect(api).toHaveBeenCalledWith(YEAR);
    expect(s.data?.total.filed).toBe(3);
    expect(s.busy).toBe(false);
  });

  it("asks for another range, keeps the last figures meanwhile, and asks nothing for the same range", async () => {
    const next = deferred<PqrsStats>();
    const api = jest
      .fn<Promise<PqrsStats>, [{ from?: string; to?: string }?]>()
      .mockResolvedValueOnce(stats("2025-12", "2026-11"))
      .mockReturnValueOnce(next.promise);
    const { store: s } = store({ stats: api });
    await s.load();
    const shown = s.show({ from: "2026-01", to: "2026-03" });
    expect(s.range).toEqual({ from: "2026-01", to: "2026-03" });
    expect(s.data?.from).toBe("2025-12");
    next.resolve(stats("2026-01", "2026-03", 7));
    await shown;
    expect(s.data?.total.filed).toBe(7);
    await s.show({ from: "2026-01", to: "2026-03" });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("keeps the error of a failed load and retries the same range", async () => {
    const api = jest
      .fn<Promise<PqrsStats>, [{ from?: string; to?: string }?]>()
      .mockRejectedValueOnce(httpError(500))
      .mockResolvedValueOnce(stats("2025-12", "2026-11"));
    const { store: s } = store({ stats: api });
    await s.load();
    expect(s.status).toBe("failed");
    expect(s.error).toMatchObject({ response: { status: 500 } });
    await s.retry();
    expect(api).toHaveBeenLastCalledWith(YEAR);
    expect(s.data).toBeDefined();
    expect(s.error).toBeNull();
  });

  it("ignores a range's answer that arrives after a newer range's", async () => {
    const slow = deferred<PqrsStats>();
    const api = jest
      .fn<Promise<PqrsStats>, [{ from?: string; to?: string }?]>()
      .mockReturnValueOnce(slow.promise)
      .mockResolvedValueOnce(stats("2026-01", "2026-02"));
    const { store: s } = store({ stats: api });
    const first = s.load();
    await s.show({ from: "2026-01", to: "2026-02" });
    slow.resolve(stats("2025-12", "2026-11"));
    await first;
    expect(s.data?.from).toBe("2026-01");
  });

  it("downloads the CSV of the range shown and names the file after it", async () => {
    const csv = new Blob(["mes;radicadas\n"], { type: "text/csv" });
    const statsCsv = jest.fn(async () => csv);
    const { store: s, saved } = store({ statsCsv });
    const file = await s.csv.run();
    expect(statsCsv).toHaveBeenCalledWith(YEAR);
    expect(file).toBe("estadisticas-pqrs-2025-12-2026-11.csv");
    expect(saved).toEqual([{ blob: csv, name: "estadisticas-pqrs-2025-12-2026-11.csv" }]);
    expect(s.savedFile).toBe(file);
    expect(s.csvProblem).toBeNull();
  });

  it("says what the server said when the download fails, and forgets it on the next try", async () => {
    const statsCsv = jest
      .fn<Promise<Blob>, []>()
      .mockRejectedValueOnce(httpError(503, { message: "Servicio no disponible." }))
      .mockRejectedValueOnce(new Error(""));
    const { store: s, saved } = store({ statsCsv });
    expect(await s.csv.run()).toBeUndefined();
    expect(s.csvProblem).toBe("Servicio no disponible.");
    expect(s.savedFile).toBeNull();
    await s.csv.run();
    expect(s.csvProblem).toBe("");
    expect(saved).toEqual([]);
  });
});
