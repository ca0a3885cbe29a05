import { PazYSalvoStore } from "../../../src/features/account/PazYSalvoStore";
import type { PazYSalvoApi } from "../../../src/features/account/pazYSalvoApi";
import type { CertificateCheck, PazYSalvoStatus } from "../../../src/shared/treasury";
import { httpError } from "./fakes";

const due: PazYSalvoStatus = {
  available: false,
  reason: "El contrato tiene saldo pendiente por $ 98.000: la factura 2026101002003001 de octubre de 2026.",
  due: [{ kind: "invoice", id: "2026101002003001", amount: 98_000, period: "2026-10", dueDate: "2026-11-15", status: null }],
  coversUntil: "2026-10-28",
  lastInvoiceNumber: "2026101002003001",
};
const clear: PazYSalvoStatus = { available: true, reason: null, due: [], coversUntil: "2026-10-28", lastInvoiceNumber: "2026101002003001" };
const certificate: CertificateCheck = {
  code: "7K3M-9Q2X-WDAB",
  valid: true,
  contractNumber: "1002003001",
  holderName: "C*** R*** G***",
  municipality: "San Rafael",
  services: ["energia"],
  lastPeriod: "2026-10",
  coversUntil: "2026-10-28",
  issuedAt: "2026-11-22T15:00:00.000Z",
};

function setup(calls: Partial<jest.Mocked<PazYSalvoApi>> = {}) {
  const api = {
    status: jest.fn(async () => clear),
    issue: jest.fn(async () => ({ pdf: new Blob(["%PDF"]), code: "7K3M-9Q2X-WDAB", fileName: "paz-y-salvo-1002003001-7K3M-9Q2X-WDAB.pdf" })),
    check: jest.fn(async () => certificate),
    ...calls,
  } as jest.Mocked<PazYSalvoApi>;
  const saved: string[] = [];
  const downloads: [string, string][] = [];
  const store = new PazYSalvoStore(api, { metrics: { trackDownload: (f, p) => void downloads.push([f, p]) }, save: (_b, name) => void saved.push(name) });
  return { store, api, saved, downloads };
}

describe("PazYSalvoStore", () => {
  it("reads the contract's status afresh each visit, and says what is due when it cannot be issued", async () => {
    const { store, api } = setup();
    api.status.mockResolvedValue(due);
    await store.open("c1");
    expect(store.statusOf("c1")).toEqual(due);
    expect(store.statusOf("c2")).toBeUndefined();
    await store.open("c1");
    expect(api.status).toHaveBeenCalledTimes(2);
  });

  it("downloads the certificate under the server's name, records it and announces its code", async () => {
    const { store, saved, downloads } = setup();
    await store.open("c1");
    await store.download.run("c1", "/dashboard/dashboardGeneral");
    expect(saved).toEqual(["paz-y-salvo-1002003001-7K3M-9Q2X-WDAB.pdf"]);
    expect(downloads).toEqual([["paz-y-salvo-1002003001-7K3M-9Q2X-WDAB.pdf", "/dashboard/dashboardGeneral"]]);
    expect(store.issued).toEqual({ contractId: "c1", code: "7K3M-9Q2X-WDAB", fileName: "paz-y-salvo-1002003001-7K3M-9Q2X-WDAB.pdf" });
    // Another contract: the notice is not its own.
    await store.open("c2");
    expect(store.issued).toBeNull();
  });

  it("a 409 says what became due and reads the status again", async () => {
    const { store, api } = setup();
    await store.open("c1");
    api.issue.mockRejectedValueOnce(httpError(409, { message: due.reason! }));
    api.status.mockResolvedValueOnce(due);
    await store.download.run("c1", "/dashboard/dashboardGeneral");
    expect(store.downloadProblem).toBe(due.reason);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(api.status).toHaveBeenCalledTimes(2);
    expect(store.statusOf("c1")).toEqual(due);
  });

  it("checks a code: the certificate, an unknown code, a malformed one, or a failure", async () => {
    const { store, api } = setup();
    expect(await store.check("7k3m 9q2x wdab")).toEqual({ kind: "found", certificate });
    expect(api.check).toHaveBeenCalledWith("7k3m 9q2x wdab");
    api.check.mockRejectedValueOnce(httpError(404, { message: "No encontramos un paz y salvo con ese código." }));
    expect(await store.check("ABCD-EFGH-JKMN")).toEqual({ kind: "notFound", message: "No encontramos un paz y salvo con ese código." });
    api.check.mockRejectedValueOnce(httpError(400, { message: "Revise", fields: { code: "Escriba el código como aparece en el certificado." } }));
    expect(await store.check("ABCD")).toEqual({ kind: "invalid", message: "Escriba el código como aparece en el certificado." });
    api.check.mockRejectedValueOnce(new Error("No fue posible comunicarse con el servidor."));
    expect(await store.check("ABCD-EFGH-JKMN")).toEqual({ kind: "failed", message: "No fue posible comunicarse con el servidor." });
    expect(store.outcome?.kind).toBe("failed");
    store.closeCheck();
    expect(store.outcome).toBeNull();
  });
});
