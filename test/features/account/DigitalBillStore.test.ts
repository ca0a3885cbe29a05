import { AccountStore } from "../../../src/features/account/AccountStore";
import { DigitalBillStore } from "../../../src/features/account/DigitalBillStore";
import { MemoryStorage } from "../../../src/services/storage";
import { contract, deferred, fakeBillingApi, httpError } from "./fakes";

/** An account with two contracts loaded. */
async function account() {
  const a = new AccountStore(fakeBillingApi({ contracts: async () => [contract("1"), contract("2")] }), new MemoryStorage(), () => "u1");
  await a.load();
  return a;
}

const enrolled = (id: string, email: string) => contract(id, { digitalBill: { email, termsVersion: "2026-01", enrolledAt: "2026-11-18T10:00:00Z" } });

describe("DigitalBillStore", () => {
  it("enrols the contract with the e-mail and the terms accepted, and puts the answer in the account", async () => {
    const setDigitalBill = jest.fn().mockResolvedValue(enrolled("2", "camila@example.com"));
    const store = new DigitalBillStore(fakeBillingApi({ setDigitalBill }));
    const acc = await account();
    expect(await store.enrol(acc, "2", "camila@example.com")).toBeUndefined();
    expect(setDigitalBill).toHaveBeenCalledWith("2", { enrolled: true, email: "camila@example.com", acceptTerms: true });
    expect(acc.contracts.find((c) => c.id === "2")?.digitalBill?.email).toBe("camila@example.com");
  });

  it("gives a refusal back under the form's field names (acceptTerms is the form's terms)", async () => {
    const setDigitalBill = jest
      .fn()
      .mockRejectedValue(httpError(400, { message: "Revise los datos.", fields: { acceptTerms: "Acepte los términos.", email: "Correo no válido." } }));
    const store = new DigitalBillStore(fakeBillingApi({ setDigitalBill }));
    const acc = await account();
    expect(await store.enrol(acc, "2", "x")).toEqual({ message: "Revise los datos.", fields: { terms: "Acepte los términos.", email: "Correo no válido." } });
    expect(acc.contracts.find((c) => c.id === "2")?.digitalBill).toBeNull();
  });

  it("cancels: busy meanwhile, the account gets the contract without digital bill", async () => {
    const answer = deferred<ReturnType<typeof contract>>();
    const setDigitalBill = jest.fn().mockReturnValue(answer.promise);
    const store = new DigitalBillStore(fakeBillingApi({ setDigitalBill }));
    const acc = await account();
    acc.upsert(enrolled("1", "a@example.com"));
    const cancellation = store.cancellation({});
    const running = cancellation.run(acc, "1");
    expect(cancellation.busy).toBe(true);
    expect(setDigitalBill).toHaveBeenCalledWith("1", { enrolled: false });
    answer.resolve(contract("1"));
    expect((await running)?.digitalBill).toBeNull();
    expect(cancellation.busy).toBe(false);
    expect(acc.contracts.find((c) => c.id === "1")?.digitalBill).toBeNull();
  });

  it("keeps a failed cancellation's error for its visit only", async () => {
    const setDigitalBill = jest.fn().mockRejectedValue(httpError(503));
    const store = new DigitalBillStore(fakeBillingApi({ setDigitalBill }));
    const acc = await account();
    const visit = {};
    expect(await store.cancellation(visit).run(acc, "1")).toBeUndefined();
    expect(store.cancellation(visit).error).toBeTruthy();
    expect(store.cancellation({}).error).toBeNull();
  });
});
