import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorStatus } from "../../services/apiClient";
import type { FiledCase } from "../../shared/pqrs";
import { Task } from "../../stores/base/LoadableStore";
import type { ProgressListener } from "./pqrsApi";

/** How a filing is sent: the request, its files, the submission's key, a progress listener and the solved captcha. */
export type FilingSender<I> = (input: I, files: readonly File[], idempotencyKey: string, onProgress: ProgressListener, captcha?: string) => Promise<FiledCase>;

/**
 * When a refused submission gets a new key: at once (the case forms), or when the person next
 * edits the form (the PQRS form, whose "Intentar de nuevo" after a refusal repeats the same key).
 */
export type RenewAfterRefusal = "at-once" | "on-edit";

/** What a submission ended in: the receipt, or the error with the server's status (undefined without an answer). */
export type FilingOutcome = { filed: FiledCase } | { error: unknown; status: number | undefined };

import { newIdempotencyKey } from "../../services/idempotencyKey";

export { newIdempotencyKey };

/**
 * Whether the server definitely refused a filing (a 4xx other than 408 and 429): nothing was
 * stored, so the corrected form is a new submission with a new idempotency key. Without such an
 * answer (no connection, time-out, 5xx) a retry must keep the key so nothing is filed twice.
 */
export function filingRefused(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * One form's submission (a PQRS or a case): the `Idempotency-Key` that stays the same across
 * retries (a retry after a lost answer returns the same radicado instead of filing twice), the
 * upload's progress while the files go up, and whether the last attempt went unanswered. A form
 * makes one when it appears (PqrsStore.pqrsFiling / caseFiling) and a new one for the next request,
 * so each request has its own key.
 */
export class FilingStore<I> {
  @observable accessor key: string = newIdempotencyKey();
  /** The upload's progress, 0–100, while a submission is under way; null otherwise. */
  @observable accessor percent: number | null = null;
  /** The receipt of the request, once it is filed. */
  @observableRef accessor filed: FiledCase | null = null;
  /** The last attempt got no answer (no connection, time-out, 5xx): a retry keeps the key. */
  @observable accessor unanswered = false;
  /** The server refused the data and the key is renewed at the next edit. */
  private refused = false;
  private readonly sending: Task<[I, readonly File[], string | undefined], FiledCase>;

  constructor(
    send: FilingSender<I>,
    private readonly renewAfterRefusal: RenewAfterRefusal,
  ) {
    this.sending = new Task((input, files, captcha) => send(input, files, this.key, (percent) => this.progress(percent), captcha));
  }

  @computed get busy(): boolean {
    return this.sending.busy;
  }

  /** Sends the request with the current key; never rejects. A second call while one is under way is ignored (null). */
  async submit(input: I, files: readonly File[], captcha?: string): Promise<FilingOutcome | null> {
    if (this.sending.busy) return null;
    this.progress(0);
    try {
      const filed = await this.sending.run(input, files, captcha);
      if (filed !== undefined) {
        runInAction(() => {
          this.unanswered = false;
          this.filed = filed;
        });
        return { filed };
      }
      const error = this.sending.error;
      const status = errorStatus(error);
      this.settle(status);
      return { error, status };
    } finally {
      this.progress(null);
    }
  }

  /** The person changed the form: after a refusal it becomes a new submission, with a new key. */
  @action edited(): void {
    if (!this.refused) return;
    this.refused = false;
    this.renew();
  }

  @action private progress(percent: number | null): void {
    this.percent = percent;
  }

  @action private renew(): void {
    this.key = newIdempotencyKey();
  }

  @action private settle(status: number | undefined): void {
    if (status === 409) {
      // The key was already used with other content (the earlier attempt did arrive): a new key
      // makes the next press a new submission.
      this.refused = false;
      this.unanswered = false;
      this.renew();
    } else if (filingRefused(status)) {
      this.unanswered = false;
      if (this.renewAfterRefusal === "at-once") this.renew();
      else this.refused = true;
    } else {
      // No answer, a time-out or a server failure: the same key, so a retry never files twice.
      this.unanswered = true;
    }
  }
}
