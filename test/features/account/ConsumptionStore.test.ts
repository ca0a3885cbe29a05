import { ConsumptionStore, consumptionRange, consumptionStoreKey } from "../../../src/features/account/ConsumptionStore";
import type { ConsumptionSeries } from "../../../src/shared/billing";
import { testStores } from "../../helpers";
import { deferred, fakeBillingApi, httpError } from "./fakes";

const series = (months: number): ConsumptionSeries => ({
  contractId: "c1",
  services: ["energia"],
  points: Array.from({ length: months }, (_, i) => ({ period: `2026-${String(i + 1).padStart(2, "0")}`, values: { energia: 100 + i } })),
});

describe("ConsumptionStore", () => {
  it("asks for the contract's consumption over the months chosen, once per range", async () => {
    const consumption = jest.fn((_id: string, months?: number) => Promise.resolve(series(months ?? 0)));
    const history = new ConsumptionStore(fakeBillingApi({ consumption })).history({});
    expect(history.status).toBe("idle");
    await history.show(consumptionRange("c1", 12));
    expect(consumption).toHaveBeenLastCalledWith("c1", 12);
    expect(history.value?.points).toHaveLength(12);
    await history.show(consumptionRange("c1", 12));
    expect(consumption).toHaveBeenCalledTimes(1);
    await history.show(consumptionRange("c1", 6));
    expect(consumption).toHaveBeenLastCalledWith("c1", 6);
    expect(history.value?.points).toHaveLength(6);
    // The range is one key; a contract's id may have spaces of its own.
    await history.show(consumptionRange("c 1", 3));
    expect(consumption).toHaveBeenLastCalledWith("c 1", 3);
  });

  it("keeps the last range on screen while another loads, and ignores an answer a newer range overtook", async () => {
    const slow = deferred<ConsumptionSeries>();
    const fast = deferred<ConsumptionSeries>();
    const consumption = jest.fn().mockResolvedValueOnce(series(12)).mockReturnValueOnce(slow.promise).mockReturnValueOnce(fast.promise);
    const history = new ConsumptionStore(fakeBillingApi({ consumption })).history({});
    await history.show(consumptionRange("c1", 12));
    const toSix = history.show(consumptionRange("c1", 6));
    expect(history.isLoading).toBe(true);
    expect(history.value?.points).toHaveLength(12);
    const toTwentyFour = history.show(consumptionRange("c1", 24));
    fast.resolve(series(24));
    await toTwentyFour;
    slow.resolve(series(6));
    await toSix;
    expect(history.value?.points).toHaveLength(24);
    expect(history.status).toBe("ready");
  });

  it("keeps a failed load's error, and retry asks for the same range again", async () => {
    const consumption = jest.fn().mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce(series(6));
    const history = new ConsumptionStore(fakeBillingApi({ consumption })).history({});
    await history.show(consumptionRange("c1", 6));
    expect(history.status).toBe("failed");
    expect(history.value).toBeUndefined();
    await history.retry();
    expect(consumption).toHaveBeenLastCalledWith("c1", 6);
    expect(history.status).toBe("ready");
  });

  it("gives each visit its own history, and the RootStore makes the store once", () => {
    const store = new ConsumptionStore(fakeBillingApi());
    expect(store.history({})).not.toBe(store.history({}));
    const { stores } = testStores();
    expect(stores.feature(consumptionStoreKey)).toBeInstanceOf(ConsumptionStore);
    expect(stores.feature(consumptionStoreKey)).toBe(stores.feature(consumptionStoreKey));
  });
});
