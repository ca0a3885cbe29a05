import { ACTIVE_CONTRACT_KEY, AccountStore } from "../../../src/features/account/AccountStore";
import { MemoryStorage } from "../../../src/services/storage";
import { testStores } from "../../helpers";
import { contract, deferred, fakeBillingApi, httpError } from "./fakes";

describe("AccountStore", () => {
  it("loads the contracts once; the active one is the first until one is chosen", async () => {
    const contracts = jest.fn().mockResolvedValue([contract("1"), contract("2", { amountDue: 5000 })]);
    const account = new AccountStore(fakeBillingApi({ contracts }), new MemoryStorage(), () => "u1");
    expect(account.state).toBe("idle");
    await Promise.all([account.load(), account.load()]);
    await account.load();
    expect(contracts).toHaveBeenCalledTimes(1);
    expect(account.state).toBe("ready");
    expect(account.active?.id).toBe("1");
    expect(account.totalDue).toBe(5000);
  });

  it("remembers the chosen contract per account, and ignores a contract it does not have", async () => {
    const storage = new MemoryStorage();
    const api = fakeBillingApi({ contracts: async () => [contract("1"), contract("2")] });
    const account = new AccountStore(api, storage, () => "u1");
    await account.load();
    account.choose("2");
    account.choose("9");
    expect(account.active?.id).toBe("2");
    expect(storage.get(`${ACTIVE_CONTRACT_KEY}:u1`)).toBe("2");
    const again = new AccountStore(api, storage, () => "u1");
    await again.load();
    expect(again.active?.id).toBe("2");
  });

  it("starts afresh when another account signs in on this browser", async () => {
    let user = "u1";
    const contracts = jest
      .fn()
      .mockResolvedValueOnce([contract("1")])
      .mockResolvedValueOnce([contract("7")]);
    const account = new AccountStore(fakeBillingApi({ contracts }), new MemoryStorage(), () => user);
    await account.load();
    user = "u2";
    const loading = account.load();
    expect(account.contracts).toEqual([]);
    expect(account.state).toBe("loading");
    await loading;
    expect(account.active?.id).toBe("7");
  });

  it("keeps the error of a failed load; load(true) asks again and keeps the list on screen meanwhile", async () => {
    const refreshed = deferred<ReturnType<typeof contract>[]>();
    const contracts = jest
      .fn()
      .mockRejectedValueOnce(httpError(503))
      .mockResolvedValueOnce([contract("1")])
      .mockReturnValueOnce(refreshed.promise);
    const account = new AccountStore(fakeBillingApi({ contracts }), new MemoryStorage(), () => "u1");
    await account.load();
    expect(account.state).toBe("failed");
    expect(account.error).toBeTruthy();
    await account.load();
    expect(account.state).toBe("ready");
    const refreshing = account.load(true);
    expect(account.state).toBe("ready");
    expect(account.contracts).toHaveLength(1);
    refreshed.resolve([contract("1"), contract("2")]);
    await refreshing;
    expect(account.contracts).toHaveLength(2);
  });

  it("puts a fresh copy of a contract in the list, and a new one at the end, active when asked", async () => {
    const account = new AccountStore(fakeBillingApi({ contracts: async () => [contract("1"), contract("2")] }), new MemoryStorage(), () => "u1");
    await account.load();
    account.upsert(contract("1", { amountDue: 1 }));
    expect(account.contracts.map((c) => [c.id, c.amountDue])).toEqual([
      ["1", 1],
      ["2", 0],
    ]);
    account.upsert(contract("3"), true);
    expect(account.contracts.map((c) => c.id)).toEqual(["1", "2", "3"]);
    expect(account.active?.id).toBe("3");
  });

  it("is loaded with the first account page, once, by the RootStore", async () => {
    const { stores } = testStores();
    const first = await stores.loadAccount();
    expect(first).toBeInstanceOf(AccountStore);
    expect(await stores.loadAccount()).toBe(first);
  });
});
