import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import { saveBlob } from "../../services/saveBlob";
import type { CertificateCheck, PazYSalvoStatus } from "../../shared/treasury";
import { Resource, Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { MetricsStore } from "../../stores/MetricsStore";
import { createPazYSalvoApi, type PazYSalvoApi } from "./pazYSalvoApi";

/** What the paz y salvo needs besides its calls. */
export interface PazYSalvoServices {
  metrics: Pick<MetricsStore, "trackDownload">;
  save: (blob: Blob, fileName: string) => void;
}

/** What a check of a code came to: the certificate, or why not (unknown code, a bad code, or a failure). */
export type CheckOutcome =
  | { kind: "found"; certificate: CertificateCheck }
  | { kind: "notFound"; message: string }
  | { kind: "invalid"; message: string }
  | { kind: "failed"; message: string | undefined };

/**
 * The paz y salvo (issue 32 §4): whether the active contract may have its certificate (and what is
 * due when not), downloading it, and anyone's check of a certificate by its code.
 */
export class PazYSalvoStore {
  /** The contract's status, by contract id. */
  readonly status = new Resource<string, PazYSalvoStatus>((contractId) => this.api.status(contractId));
  /** The certificate last downloaded on this visit: its code and file (announced), or null. */
  @observableRef accessor issued: { contractId: string; code: string; fileName: string } | null = null;
  readonly download = new Task((contractId: string, pagePath: string) => this.saveCertificate(contractId, pagePath));
  /** The public check's last outcome, or null before the first. */
  @observableRef accessor outcome: CheckOutcome | null = null;
  @observable accessor checking = false;

  constructor(
    private readonly api: PazYSalvoApi,
    private readonly services: PazYSalvoServices,
  ) {}

  /** Reads the contract's status afresh (invoices and payments change between visits). */
  @action open(contractId: string): Promise<void> {
    if (this.issued?.contractId !== contractId) this.issued = null;
    this.download.clearError();
    return this.status.key === contractId ? this.status.reload() : this.status.show(contractId);
  }

  /** The status of `contractId` once it has loaded for it. */
  statusOf(contractId: string): PazYSalvoStatus | undefined {
    return this.status.key === contractId ? this.status.value : undefined;
  }

  /** Why the last download failed, in the server's words (a 409 names what is due). */
  @computed get downloadProblem(): string | undefined {
    return this.download.error ? errorText(this.download.error) : undefined;
  }

  private async saveCertificate(contractId: string, pagePath: string): Promise<string> {
    runInAction(() => (this.issued = null));
    try {
      const { pdf, code, fileName } = await this.api.issue(contractId);
      this.services.save(pdf, fileName);
      this.services.metrics.trackDownload(fileName, pagePath);
      runInAction(() => (this.issued = { contractId, code, fileName }));
      return code;
    } catch (error) {
      // Something became due meanwhile: the status says what.
      if (errorStatus(error) === 409) void this.status.reload();
      throw error;
    }
  }

  /** Checks a certificate by its code (GET /api/paz-y-salvo/:code); the outcome says what it certifies or why not. */
  async check(code: string): Promise<CheckOutcome> {
    runInAction(() => (this.checking = true));
    let outcome: CheckOutcome;
    try {
      outcome = { kind: "found", certificate: await this.api.check(code) };
    } catch (error) {
      const status = errorStatus(error);
      const message = errorText(error);
      outcome =
        status === 404
          ? { kind: "notFound", message: message ?? "" }
          : status === 400
            ? { kind: "invalid", message: serverFields(error)?.code ?? message ?? "" }
            : { kind: "failed", message };
    }
    runInAction(() => {
      this.outcome = outcome;
      this.checking = false;
    });
    return outcome;
  }

  /** The check page closes: its outcome is forgotten. */
  @action closeCheck(): void {
    this.outcome = null;
  }
}

/** The paz y salvo's store, made with the first page that needs it. */
export const pazYSalvoStoreKey = defineFeatureStore(
  "pazYSalvo",
  (root) => new PazYSalvoStore(createPazYSalvoApi(root.api), { metrics: root.metrics, save: saveBlob }),
);
