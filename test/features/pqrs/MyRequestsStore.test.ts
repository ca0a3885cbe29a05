import { MyRequestsStore } from "../../../src/features/pqrs/MyRequestsStore";
import { deferred, fakePqrsApi, httpError, trackedCase } from "./fakePqrsApi";
import type { TrackedCase } from "../../../src/shared/pqrs";

describe("MyRequestsStore", () => {
  it("is busy before its first load and holds the person's requests after it", async () => {
    const mine = jest.fn(async () => [trackedCase("PQRS-2026-000002"), trackedCase("PQRS-2026-000001")]);
    const store = new MyRequestsStore(fakePqrsApi({ mine }));
    expect(store.busy).toBe(true);
    expect(store.items).toBeNull();
    await store.load();
    expect(store.busy).toBe(false);
    expect(store.items?.map((c) => c.radicado)).toEqual(["PQRS-2026-000002", "PQRS-2026-000001"]);
    await store.load();
    expect(mine).toHaveBeenCalledTimes(1);
  });

  it("keeps the error of a failed load, and «Intentar de nuevo» asks again", async () => {
    const mine = jest.fn<Promise<TrackedCase[]>, []>().mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce([]);
    const store = new MyRequestsStore(fakePqrsApi({ mine }));
    await store.load();
    expect(store.status).toBe("failed");
    expect(store.error).toMatchObject({ response: { status: 503 } });
    expect(store.items).toBeNull();
    await store.retry();
    expect(store.error).toBeNull();
    expect(store.items).toEqual([]);
  });

  it("keeps the list on screen while it is asked again after a filing, and after that fails", async () => {
    const again = deferred<TrackedCase[]>();
    const mine = jest
      .fn<Promise<TrackedCase[]>, []>()
      .mockResolvedValueOnce([trackedCase("PQRS-2026-000001")])
      .mockReturnValueOnce(again.promise);
    const store = new MyRequestsStore(fakePqrsApi({ mine }));
    await store.load();
    const reload = store.reload();
    expect(store.busy).toBe(true);
    expect(store.items).toHaveLength(1);
    again.reject(httpError());
    await reload;
    expect(store.status).toBe("failed");
    expect(store.items).toHaveLength(1);
  });
});
