import { action, computed, observable, observableRef, runInAction } from "mobx";
import { serverFields, errorText } from "../../services/apiClient";
import type { CutAlertMineResult, CutAlertResult, CutAlertSubscribeInput } from "../../shared/cutAlerts";
import { defineFeatureStore } from "../../stores/base/featureStore";
import { LoadableStore } from "../../stores/base/LoadableStore";
import { createCutAlertsApi, type CutAlertsApi } from "./cutAlertsApi";

/** A call whose answer a view shows: its result, and the server's message and messages per field when it failed. */
abstract class CallStore<T> extends LoadableStore {
  @observableRef accessor result: T | null = null;

  @computed get fieldErrors(): Record<string, string> {
    return this.status === "failed" ? (serverFields(this.error) ?? {}) : {};
  }

  @computed get problem(): string | undefined {
    return this.status === "failed" ? errorText(this.error) : undefined;
  }

  protected abstract call(): Promise<T>;

  protected async fetch(): Promise<void> {
    const attempt = this.currentAttempt;
    const result = await this.call();
    if (this.isCurrent(attempt)) runInAction(() => (this.result = result));
  }

  @action reset(): void {
    this.result = null;
    this.error = null;
    this.status = "idle";
  }
}

/** "Avíseme de cortes en mi barrio": the form's submission (the check is solved by the view's widget). */
export class SubscribeStore extends CallStore<CutAlertResult> {
  private input: CutAlertSubscribeInput | null = null;
  private captcha = "";

  constructor(private readonly api: CutAlertsApi) {
    super();
  }

  submit(input: CutAlertSubscribeInput, captcha: string): Promise<void> {
    this.input = input;
    this.captcha = captcha;
    return this.reload();
  }

  protected call(): Promise<CutAlertResult> {
    if (!this.input) return Promise.reject(new Error("Sin datos"));
    return this.api.subscribe(this.input, this.captcha);
  }
}

/** The landing page of an e-mail's link: confirms or unsubscribes with its token once. */
export class TokenLandingStore extends CallStore<CutAlertResult> {
  @observable accessor token = "";

  constructor(private readonly run: (token: string) => Promise<CutAlertResult>) {
    super();
  }

  @action open(token: string): Promise<void> {
    if (token === this.token && this.status !== "idle") return Promise.resolve();
    this.token = token;
    return this.reload();
  }

  protected call(): Promise<CutAlertResult> {
    return this.run(this.token);
  }
}

/** A signed-in customer's one step: the barrios of their contracts. */
export class MineStore extends CallStore<CutAlertMineResult> {
  private services: readonly string[] = [];

  constructor(private readonly api: CutAlertsApi) {
    super();
  }

  submit(services: readonly string[]): Promise<void> {
    this.services = services;
    return this.reload();
  }

  protected call(): Promise<CutAlertMineResult> {
    return this.api.mine(this.services);
  }
}

/** Cut alerts (issue 24 §2): the form on the cuts pages, the e-mails' landing pages and the customer's one step. */
export class CutAlertsStore {
  readonly subscription: SubscribeStore;
  readonly confirmation: TokenLandingStore;
  readonly unsubscription: TokenLandingStore;
  readonly mine: MineStore;

  constructor(api: CutAlertsApi) {
    this.subscription = new SubscribeStore(api);
    this.confirmation = new TokenLandingStore((token) => api.confirm(token));
    this.unsubscription = new TokenLandingStore((token) => api.unsubscribe(token));
    this.mine = new MineStore(api);
  }
}

/** The cut alerts' store, made on first use (views: `useFeatureStore(cutAlertsStoreKey)`). */
export const cutAlertsStoreKey = defineFeatureStore("cutAlerts", (root) => new CutAlertsStore(createCutAlertsApi(root.api)));
