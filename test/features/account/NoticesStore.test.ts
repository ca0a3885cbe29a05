import { AccountStore } from "../../../src/features/account/AccountStore";
import type { NoticesApi } from "../../../src/features/account/noticesApi";
import { NoticesStore } from "../../../src/features/account/NoticesStore";
import { MemoryStorage } from "../../../src/services/storage";
import { contract, fakeBillingApi, httpError } from "./fakes";

const bill = { email: "titular@example.com", termsVersion: "2026-01", enrolledAt: "2026-11-18T10:00:00Z" };

function fakeNoticesApi(over: Partial<NoticesApi> = {}): NoticesApi {
  const refuse = () => Promise.reject(new Error("not expected"));
  return { preferences: refuse, setPreferences: refuse, setSecondRecipient: refuse, removeSecondRecipient: refuse, unsubscribe: refuse, ...over };
}

async function account() {
  const a = new AccountStore(fakeBillingApi({ contracts: async () => [contract("1", { digitalBill: bill })] }), new MemoryStorage(), () => "u1");
  await a.load();
  return a;
}

describe("NoticesStore", () => {
  it("adds the second recipient with the terms accepted and puts the contract's answer in the account", async () => {
    const second = { email: "arrendatario@example.com", termsVersion: "2026-01", addedAt: "2026-11-20T10:00:00Z" };
    const setSecondRecipient = jest.fn().mockResolvedValue(contract("1", { digitalBill: { ...bill, second } }));
    const store = new NoticesStore(fakeNoticesApi({ setSecondRecipient }));
    const acc = await account();
    expect(await store.addSecond(acc, "1", "arrendatario@example.com")).toBeUndefined();
    expect(setSecondRecipient).toHaveBeenCalledWith("1", { email: "arrendatario@example.com", acceptTerms: true });
    expect(acc.contracts[0].digitalBill?.second).toEqual(second);
  });

  it("gives a refusal back under the form's field names (acceptTerms is the form's terms)", async () => {
    const setSecondRecipient = jest
      .fn()
      .mockRejectedValue(httpError(400, { message: "Revise los datos.", fields: { acceptTerms: "Acepte.", email: "Distinta." } }));
    const store = new NoticesStore(fakeNoticesApi({ setSecondRecipient }));
    expect(await store.addSecond(await account(), "1", "x@example.com")).toEqual({
      message: "Revise los datos.",
      fields: { terms: "Acepte.", email: "Distinta." },
    });
  });

  it("reads and saves the reminder choice", async () => {
    const setPreferences = jest.fn().mockResolvedValue({ paymentReminders: true, changedAt: "2026-11-20T10:00:00Z" });
    const store = new NoticesStore(fakeNoticesApi({ preferences: async () => ({ paymentReminders: false, changedAt: null }), setPreferences }));
    await store.load.run();
    expect(store.preferences?.paymentReminders).toBe(false);
    await store.save.run(true);
    expect(setPreferences).toHaveBeenCalledWith(true);
    expect(store.preferences?.paymentReminders).toBe(true);
  });

  it("keeps the unsubscription's answer with its token, and the error when refused", async () => {
    const unsubscribe = jest
      .fn()
      .mockResolvedValueOnce({ message: "Listo.", kind: "payment_reminders" })
      .mockRejectedValueOnce(httpError(400, { message: "El enlace no es válido." }));
    const store = new NoticesStore(fakeNoticesApi({ unsubscribe }));
    await store.unsubscription.run("r.abc");
    expect(store.unsubscribed).toEqual({ token: "r.abc", result: { message: "Listo.", kind: "payment_reminders" } });
    expect(await store.unsubscription.run("r.bad")).toBeUndefined();
    expect(store.unsubscription.error).not.toBeNull();
  });
});
