import type { ApiClient } from "../../services/apiClient";
import type { CertificateCheck, PazYSalvoStatus } from "../../shared/treasury";

/** A certificate as downloaded: the PDF, its code and the name the server gave the file. */
export interface IssuedCertificate {
  pdf: Blob;
  code: string;
  fileName: string;
}

/** The paz y salvo calls (issue 32 §4): the account's contract's status and PDF; anyone's check by code. */
export interface PazYSalvoApi {
  status(contractId: string): Promise<PazYSalvoStatus>;
  issue(contractId: string): Promise<IssuedCertificate>;
  check(code: string): Promise<CertificateCheck>;
}

/**
 * A refused download answers JSON, which axios hands over as a Blob when it asked for one: it is
 * read back into the error, so the screen shows the server's message (what is due).
 */
async function withJsonError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const response = (error as { response?: { data?: unknown } }).response;
    if (response && response.data instanceof Blob) {
      try {
        response.data = JSON.parse(await response.data.text()) as unknown;
      } catch {
        // Not JSON: the error keeps its own words.
      }
    }
    throw error;
  }
}

export function createPazYSalvoApi(api: ApiClient): PazYSalvoApi {
  return {
    status: (contractId) => api.get<PazYSalvoStatus>(`/contracts/${encodeURIComponent(contractId)}/paz-y-salvo`),
    issue: async (contractId) => {
      const res = await withJsonError(
        api.request<Blob>({ method: "POST", url: `/contracts/${encodeURIComponent(contractId)}/paz-y-salvo`, responseType: "blob" }),
      );
      const headers = res.headers as Record<string, string | undefined>;
      const code = headers["x-certificate-code"] ?? "";
      const named = /filename="([^"]+)"/.exec(headers["content-disposition"] ?? "")?.[1];
      return { pdf: res.data, code, fileName: named ?? `paz-y-salvo-${code}.pdf` };
    },
    check: (code) => api.get<CertificateCheck>(`/paz-y-salvo/${encodeURIComponent(code)}`),
  };
}
