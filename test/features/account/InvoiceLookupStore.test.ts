import { InvoiceLookupStore, invoiceLookupStoreKey } from "../../../src/features/account/InvoiceLookupStore";
import type { BillingLookup } from "../../../src/shared/billing";
import { testStores } from "../../helpers";
import { fakeBillingApi, httpError } from "./fakes";

const FOUND: BillingLookup = {
  contractNumber: "1002003004",
  maskedAddress: "Cra. 20 # ••-••",
  amountDue: 98_000,
  dueDate: "2026-12-01",
  unpaidInvoices: 1,
  overdue: false,
  paymentInProgress: false,
};

describe("InvoiceLookupStore", () => {
  it("looks a contract up by its number as typed, normalized, and keeps the balance", async () => {
    const lookup = jest.fn().mockResolvedValue(FOUND);
    const finder = new InvoiceLookupStore(fakeBillingApi({ lookup })).lookup({});
    expect(await finder.find(" 1002-003.004 ")).toBeUndefined();
    expect(lookup).toHaveBeenCalledWith("1002003004");
    expect(finder.result).toEqual(FOUND);
  });

  it("says when no contract has that number, and forgets the last balance", async () => {
    const lookup = jest
      .fn()
      .mockResolvedValueOnce(FOUND)
      .mockRejectedValueOnce(httpError(404, { message: "No existe" }));
    const finder = new InvoiceLookupStore(fakeBillingApi({ lookup })).lookup({});
    await finder.find("1002003004");
    expect(await finder.find("9999999999")).toEqual({ notFound: true });
    expect(finder.result).toBeNull();
  });

  it("puts the server's message on the contract field (its name there is contract), else gives it for the form", async () => {
    const lookup = jest
      .fn()
      .mockRejectedValueOnce(httpError(400, { message: "Revise el número.", fields: { contract: "Entre 6 y 12 dígitos." } }))
      .mockRejectedValueOnce(httpError(503, { message: "Intente más tarde." }));
    const finder = new InvoiceLookupStore(fakeBillingApi({ lookup })).lookup({});
    expect(await finder.find("12")).toEqual({ fields: { contractNumber: "Entre 6 y 12 dígitos." } });
    expect(await finder.find("1002003004")).toEqual({ message: "Intente más tarde.", fields: undefined });
  });

  it("is made by the RootStore without calling anything (the page is prerendered)", () => {
    const { stores } = testStores();
    const store = stores.feature(invoiceLookupStoreKey);
    expect(store.lookup({}).result).toBeNull();
  });
});
