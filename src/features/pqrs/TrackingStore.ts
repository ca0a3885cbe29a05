import { observableRef, runInAction } from "mobx";
import { errorStatus } from "../../services/apiClient";
import { CASE_FORMS, RADICADO_PREFIXES, normalizeRadicado, validateRadicado, type TrackedCase } from "../../shared/pqrs";
import { Task } from "../../stores/base/LoadableStore";
import type { PqrsApi } from "./pqrsApi";

/** Whether a radicado is of a kind whose status is public (a failure report, FAL-…): its number alone tracks it. */
export function hasPublicStatus(radicado: string): boolean {
  if (validateRadicado(radicado) !== null) return false;
  const kind = RADICADO_PREFIXES[normalizeRadicado(radicado).split("-")[0]];
  return kind !== undefined && kind !== "pqrs" && CASE_FORMS[kind].publicStatus;
}

/** What a lookup ended in: the request, or the error with the server's status. */
export type TrackOutcome = { found: TrackedCase } | { error: unknown; status: number | undefined };

/**
 * One tracking form's lookups (/pqr, /energia/consultRequest): the request found last, which stays
 * on screen until another is found, and what the lookup of the address's radicado met. A failure
 * report is looked up by its number alone (README, issue 21); anything else needs the applicant's
 * document or the anonymous tracking code.
 */
export class TrackingStore {
  /** The request found last; a failed lookup leaves it shown. */
  @observableRef accessor found: TrackedCase | null = null;
  /** The error of the lookup of the address's failure report (null when it found it or none ran). */
  @observableRef accessor lookupError: unknown = null;
  private readonly lookup: Task<[string, string], TrackedCase>;
  private lookups = 0;

  constructor(private readonly api: Pick<PqrsApi, "track">) {
    this.lookup = new Task((radicado, document) => this.api.track(normalizeRadicado(radicado), document.trim()));
  }

  /** Looks a request up by radicado and document (trimmed; the radicado normalised). Never rejects. */
  async track(radicado: string, document: string): Promise<TrackOutcome> {
    const found = await this.lookup.run(radicado, document);
    if (found !== undefined) {
      runInAction(() => (this.found = found));
      return { found };
    }
    const error = this.lookup.error;
    return { error, status: errorStatus(error) };
  }

  /** The radicado the address names (the receipt's link): a failure report is looked up at once. */
  async lookUp(radicado: string): Promise<void> {
    const attempt = ++this.lookups;
    if (!hasPublicStatus(radicado)) return;
    try {
      const found = await this.api.track(normalizeRadicado(radicado), "");
      if (attempt === this.lookups) runInAction(() => (this.found = found));
    } catch (error) {
      if (attempt === this.lookups) runInAction(() => (this.lookupError = error));
    }
  }
}
