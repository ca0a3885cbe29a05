import { AccountStore } from "../../../src/features/account/AccountStore";
import { ContractLinkStore, normalizeDocument } from "../../../src/features/account/ContractLinkStore";
import { MemoryStorage } from "../../../src/services/storage";
import { contract, fakeBillingApi, httpError } from "./fakes";

async function account() {
  const a = new AccountStore(fakeBillingApi({ contracts: async () => [contract("1")] }), new MemoryStorage(), () => "u1");
  await a.load();
  return a;
}

const CONNECTION = {
  address: "  Cl. 30A # 76-45  ",
  barrio: " Belén ",
  municipality: " Medellín ",
  use: "comercial",
  services: "energia,acueducto",
  phone: "310 555 1234",
  notes: "  ",
};

describe("ContractLinkStore", () => {
  it("links a contract with the proofs as the server takes them, adds it to the account and makes it active", async () => {
    const link = jest.fn().mockResolvedValue(contract("3"));
    const linking = new ContractLinkStore(fakeBillingApi({ link })).linking({});
    const acc = await account();
    expect(await linking.link(acc, { contractNumber: " 1002-003.003 ", documentNumber: " 71.234.567 ", verificationCode: " jc7q4m2x8r " })).toBeUndefined();
    expect(link).toHaveBeenCalledWith({ contractNumber: "1002003003", documentNumber: "71234567", verificationCode: "jc7q4m2x8r" });
    expect(linking.linked?.id).toBe("3");
    expect(acc.contracts.map((c) => c.id)).toEqual(["1", "3"]);
    expect(acc.active?.id).toBe("3");
  });

  it("forgets the last linked contract when linking again, and gives a refusal back for the form", async () => {
    const link = jest
      .fn()
      .mockResolvedValueOnce(contract("3"))
      .mockRejectedValueOnce(httpError(422, { message: "No pudimos verificar el contrato.", fields: { "verificationCode.format": "Código no válido." } }));
    const linking = new ContractLinkStore(fakeBillingApi({ link })).linking({});
    const acc = await account();
    await linking.link(acc, { contractNumber: "1002003003", documentNumber: "71234567", verificationCode: "JC7Q4M2X8R" });
    const failure = await linking.link(acc, { contractNumber: "1002003004", documentNumber: "1", verificationCode: "x" });
    expect(failure).toEqual({ message: "No pudimos verificar el contrato.", fields: { verificationCode: "Código no válido." } });
    expect(linking.linked).toBeNull();
  });

  it("asks for a new connection with the fields trimmed, the services as a list and the phone canonical", async () => {
    const receipt = { requestNumber: "SC-2026-000001", createdAt: "2026-11-18T10:00:00Z" };
    const requestConnection = jest.fn().mockResolvedValue(receipt);
    const linking = new ContractLinkStore(fakeBillingApi({ requestConnection })).linking({});
    expect(await linking.requestConnection(CONNECTION)).toBeUndefined();
    expect(requestConnection).toHaveBeenCalledWith({
      address: "Cl. 30A # 76-45",
      barrio: "Belén",
      municipality: "Medellín",
      use: "comercial",
      services: ["energia", "acueducto"],
      phone: "+573105551234",
      notes: undefined,
    });
    expect(linking.receipt).toEqual(receipt);
    linking.startOver();
    expect(linking.receipt).toBeNull();
  });

  it("keeps the form's names for a refused request (services[0] is services) and unknown names as they are", async () => {
    const requestConnection = jest.fn().mockRejectedValue(httpError(400, { fields: { "services[0]": "Servicio no válido.", other: "Otro." } }));
    const linking = new ContractLinkStore(fakeBillingApi({ requestConnection })).linking({});
    expect(await linking.requestConnection(CONNECTION)).toEqual({ message: "HTTP 400", fields: { services: "Servicio no válido.", other: "Otro." } });
    expect(linking.receipt).toBeNull();
  });

  it("keeps each visit's results apart", async () => {
    const link = jest.fn().mockResolvedValue(contract("3"));
    const store = new ContractLinkStore(fakeBillingApi({ link }));
    const visit = {};
    await store.linking(visit).link(await account(), { contractNumber: "1002003003", documentNumber: "71234567", verificationCode: "JC7Q4M2X8R" });
    expect(store.linking(visit).linked?.id).toBe("3");
    expect(store.linking({}).linked).toBeNull();
    expect(normalizeDocument(" 1.036.987 654 ")).toBe("1036987654");
  });
});
