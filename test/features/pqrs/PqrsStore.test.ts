import { FilingStore } from "../../../src/features/pqrs/FilingStore";
import { MyRequestsStore } from "../../../src/features/pqrs/MyRequestsStore";
import { PqrsStatsStore } from "../../../src/features/pqrs/PqrsStatsStore";
import { PqrsStore, pqrsStoreKey } from "../../../src/features/pqrs/PqrsStore";
import { TrackingStore } from "../../../src/features/pqrs/TrackingStore";
import type { CaseInput, PqrsInput } from "../../../src/shared/pqrs";
import { testStores } from "../../helpers";
import { fakePqrsApi, filedCase, httpError, stats, trackedCase } from "./fakePqrsApi";

describe("PqrsStore", () => {
  it("files a PQRS through /pqrs and a case through /cases, each form with its own key", async () => {
    const filePqrs = jest.fn(async () => filedCase());
    const fileCase = jest.fn(async () => filedCase("FAL-2026-000004"));
    const pqrs = new PqrsStore(fakePqrsApi({ filePqrs, fileCase }));
    const a = pqrs.pqrsFiling();
    const b = pqrs.caseFiling();
    expect(a).toBeInstanceOf(FilingStore);
    expect(a.key).not.toBe(b.key);
    const input = { type: "queja" } as unknown as PqrsInput;
    const caseInput = { kind: "falla" } as unknown as CaseInput;
    await a.submit(input, [], "captcha");
    await b.submit(caseInput, []);
    expect(filePqrs).toHaveBeenCalledWith(input, [], a.key, expect.any(Function), "captcha");
    expect(fileCase).toHaveBeenCalledWith(caseInput, [], b.key, expect.any(Function), undefined);
  });

  it("gives the PQRS form the renew-on-edit rule and the case forms the renew-at-once rule", async () => {
    const refuse = () => Promise.reject(httpError(400));
    const pqrs = new PqrsStore(fakePqrsApi({ filePqrs: refuse, fileCase: refuse }));
    const form = pqrs.pqrsFiling();
    const before = form.key;
    await form.submit({} as PqrsInput, []);
    expect(form.key).toBe(before);
    const kase = pqrs.caseFiling();
    const caseBefore = kase.key;
    await kase.submit({} as CaseInput, []);
    expect(kase.key).not.toBe(caseBefore);
  });

  it("makes a fresh store for each screen, on the same API", async () => {
    const api = fakePqrsApi({
      track: async (radicado) => trackedCase(radicado),
      mine: async () => [trackedCase("PQRS-2026-000001")],
      stats: async () => stats("2026-01", "2026-02"),
    });
    const saved: string[] = [];
    const pqrs = new PqrsStore(api, (_blob, name) => void saved.push(name));
    const tracking = pqrs.tracking();
    expect(tracking).toBeInstanceOf(TrackingStore);
    expect(pqrs.tracking()).not.toBe(tracking);
    await tracking.track("FAL-2026-000004", "");
    expect(pqrs.tracking().found).toBeNull();
    const mine = pqrs.myRequests();
    expect(mine).toBeInstanceOf(MyRequestsStore);
    await mine.load();
    expect(mine.items).toHaveLength(1);
    const statistics = pqrs.statistics({ from: "2026-01", to: "2026-02" });
    expect(statistics).toBeInstanceOf(PqrsStatsStore);
    expect(statistics.range).toEqual({ from: "2026-01", to: "2026-02" });
  });

  it("is made once by the root store, over its API client", () => {
    const { stores } = testStores();
    const pqrs = stores.feature(pqrsStoreKey);
    expect(pqrs).toBeInstanceOf(PqrsStore);
    expect(stores.feature(pqrsStoreKey)).toBe(pqrs);
  });
});
