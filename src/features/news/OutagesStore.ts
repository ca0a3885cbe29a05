import { action, computed, observable, observableRef, runInAction } from "mobx";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import type { OutagesApi } from "../../services/outagesApi";
import type { OutageFeatureCollection } from "../../components/map/outageAreas";
import type { CutService } from "../../shared/news";
import { OUTAGE_REFERENCE_PATTERN, type AccountOutages, type OutageAffects, type PublicOutage } from "../../shared/outages";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { LoadableStore } from "../../stores/base/LoadableStore";

/**
 * The map's features for some incidents, one per incident and area, built here rather than asked
 * of /api/outages.geojson: the list already holds them, and the map finds each barrio's outline
 * by its name when a feature has no geometry.
 */
export function outageFeatures(items: readonly PublicOutage[]): OutageFeatureCollection {
  return {
    type: "FeatureCollection",
    features: items.flatMap((o) =>
      o.areas.map((area) => ({
        type: "Feature" as const,
        geometry: null,
        properties: {
          reference: o.reference,
          service: o.service,
          status: o.status,
          estimatedRestorationAt: o.estimatedRestorationAt,
          startedAt: o.startedAt,
          restoredAt: o.restoredAt,
          area,
        },
      })),
    ),
  };
}

/** The ETR an incident's last move replaced ("antes: 3:00 p. m."), while it is not restored; else null. */
export function previousEtr(outage: PublicOutage): string | null {
  if (outage.status === "restored" || !outage.estimatedRestorationAt) return null;
  const moves = outage.history.filter((h) => h.previousEstimatedRestorationAt !== null);
  const last = moves.reduce<(typeof moves)[number] | null>((a, h) => (a === null || Date.parse(h.at) >= Date.parse(a.at) ? h : a), null);
  const before = last?.previousEstimatedRestorationAt ?? null;
  return before !== null && Date.parse(before) !== Date.parse(outage.estimatedRestorationAt) ? before : null;
}

/** /noticias-cortes: the incidents of GET /api/outages, current ones first. */
export class OutageListStore extends LoadableStore {
  @observableRef accessor items: readonly PublicOutage[] = [];

  constructor(private readonly api: OutagesApi) {
    super();
  }

  /** The incidents still going on, as the server orders them. */
  @computed get current(): readonly PublicOutage[] {
    return this.items.filter((o) => o.status !== "restored");
  }

  /** Restored in the last 7 days (the map shows them too, faded). */
  @computed get restored(): readonly PublicOutage[] {
    return this.items.filter((o) => o.status === "restored");
  }

  @computed get features(): OutageFeatureCollection {
    return outageFeatures(this.items);
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const { items } = await this.api.list();
    if (this.isCurrent(attempt)) runInAction(() => (this.items = items));
  }
}

/** /noticias-cortes/dano?ref=INC-…: one incident, whether it exists, and its load. */
export class OutageItemStore extends LoadableStore {
  @observable accessor reference = "";
  /** The answer for `reference`; null for a reference that cannot name one; undefined before it. */
  @observableRef private accessor answer: PublicOutage | null | undefined = undefined;

  constructor(private readonly api: OutagesApi) {
    super();
  }

  /** The page waits for the incident, also before the first load (and so in the prerendered page). */
  @computed get loading(): boolean {
    return this.status === "loading" || (this.answer === undefined && this.status !== "failed");
  }

  @computed get outage(): PublicOutage | null {
    const a = this.answer;
    return a && a.reference === this.reference ? a : null;
  }

  @computed get features(): OutageFeatureCollection {
    return outageFeatures(this.outage ? [this.outage] : []);
  }

  /** No such incident: a reference that cannot be one, or the server's 404. */
  @computed get notFound(): boolean {
    return !OUTAGE_REFERENCE_PATTERN.test(this.reference) || (!this.loading && (errorStatus(this.error) === 404 || this.answer === null));
  }

  @action show(reference: string): Promise<void> {
    if (reference !== this.reference) this.answer = undefined;
    this.reference = reference;
    return this.reload();
  }

  @action leave(): void {
    this.reference = "";
    this.answer = undefined;
    this.error = null;
    this.status = "idle";
  }

  protected async fetch(): Promise<void> {
    const reference = this.reference;
    const attempt = this.currentAttempt;
    const answer = OUTAGE_REFERENCE_PATTERN.test(reference) ? await this.api.byReference(reference) : null;
    if (this.isCurrent(attempt) && reference === this.reference) runInAction(() => (this.answer = answer));
  }
}

/** What "¿Me afecta?" was asked: a barrio or vereda, or a contract number. */
export type AffectsQuestion = { barrio: string; service?: CutService } | { contract: string; service?: CutService };

/** "¿Me afecta?": the answer to the last question, with the server's messages per field. */
export class AffectsStore extends LoadableStore {
  @observableRef accessor question: AffectsQuestion | null = null;
  @observableRef accessor answer: OutageAffects | null = null;

  constructor(private readonly api: OutagesApi) {
    super();
  }

  /** The server's message per field (`barrio`, `contract`) when the question was refused. */
  @computed get fieldErrors(): Record<string, string> {
    if (this.status !== "failed") return {};
    const fields = serverFields(this.error) ?? {};
    const status = errorStatus(this.error);
    // A 404 by contract names no field in its body: it is about the number typed all the same.
    if (status === 404 && this.question && "contract" in this.question && !fields.contract) {
      return { ...fields, contract: errorText(this.error) ?? "" };
    }
    return fields;
  }

  /** Asked too often from this address (429): the view says to try again later. */
  @computed get rateLimited(): boolean {
    return this.status === "failed" && errorStatus(this.error) === 429;
  }

  /** A failure that is not about a field (no connection, the server's error). */
  @computed get problem(): string | undefined {
    // The form shows the messages of its own fields; any other refusal is said as a whole.
    const fields = this.fieldErrors;
    if (this.status !== "failed" || this.rateLimited || fields.barrio || fields.contract) return undefined;
    return errorText(this.error);
  }

  @action ask(question: AffectsQuestion): Promise<void> {
    this.question = question;
    this.answer = null;
    return this.reload();
  }

  @action reset(): void {
    this.question = null;
    this.answer = null;
    this.error = null;
    this.status = "idle";
  }

  protected async fetch(): Promise<void> {
    const q = this.question;
    if (!q) return;
    const attempt = this.currentAttempt;
    const answer = "barrio" in q ? await this.api.affectsBarrio(q.barrio, q.service) : await this.api.affectsContract(q.contract, q.service);
    if (this.isCurrent(attempt)) runInAction(() => (this.answer = answer));
  }
}

/** A signed-in customer's own contracts, answered at once (GET /api/account/outages). */
export class MyOutagesStore extends LoadableStore {
  @observableRef accessor items: AccountOutages["items"] = [];

  constructor(private readonly api: OutagesApi) {
    super();
  }

  /** An account with no customer role is refused (403): it simply has no contracts to answer. */
  @computed get refused(): boolean {
    return this.status === "failed" && [401, 403].includes(errorStatus(this.error) ?? 0);
  }

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const { items } = await this.api.mine();
    if (this.isCurrent(attempt)) runInAction(() => (this.items = items));
  }
}

/** Unplanned outages on the public pages (issue 36 §1, §2). */
export class OutagesStore {
  readonly list: OutageListStore;
  readonly item: OutageItemStore;
  readonly affects: AffectsStore;
  readonly mine: MyOutagesStore;

  constructor(api: OutagesApi) {
    this.list = new OutageListStore(api);
    this.item = new OutageItemStore(api);
    this.affects = new AffectsStore(api);
    this.mine = new MyOutagesStore(api);
  }
}

/** The outages' store, made on first use (views: `useFeatureStore(outagesStoreKey)`). */
export const outagesStoreKey = defineFeatureStore("outages", (root) => new OutagesStore(root.outages));
