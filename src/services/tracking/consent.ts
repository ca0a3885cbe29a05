import { action, observable } from "mobx";
import { ANALYTICS_CONSENT_KEY, ANALYTICS_POLICY_VERSION } from "../../shared/constants";
import { readJson, type KeyValueStorage } from "../storage";
import type { ConsentControl } from "../telemetry";

/** The record kept of the choice (DESIGN §9: when, and under which policy version). */
export interface ConsentRecord {
  accepted: boolean;
  /** ISO date-time of the decision. */
  at: string;
  policyVersion: string;
}

/** The stored choice, or null when there is none, it is unreadable, or it was made under another policy version. */
export function readConsent(storage: KeyValueStorage): ConsentRecord | null {
  const record = readJson<Partial<ConsentRecord> | null>(storage, ANALYTICS_CONSENT_KEY, null);
  if (!record || typeof record.accepted !== "boolean" || record.policyVersion !== ANALYTICS_POLICY_VERSION) return null;
  return { accepted: record.accepted, at: String(record.at ?? ""), policyVersion: record.policyVersion };
}

/**
 * The analytics-cookie choice (Ley 1581 de 2012): nothing is decided for the visitor, the banner
 * shows until they choose, every choice is recorded with its date and policy version, and it can be
 * changed at any time. `changed` hears each decision that differs from the previous one.
 */
export class AnalyticsConsent implements ConsentControl {
  @observable accessor accepted: boolean | null;
  @observable accessor open: boolean;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly changed: (accepted: boolean) => void,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.accepted = readConsent(storage)?.accepted ?? null;
    this.open = this.accepted === null;
  }

  @action accept(): void {
    this.decide(true);
  }

  @action reject(): void {
    this.decide(false);
  }

  @action reopen(): void {
    this.open = true;
  }

  private decide(accepted: boolean): void {
    const before = this.accepted;
    this.accepted = accepted;
    this.open = false;
    const record: ConsentRecord = { accepted, at: this.now().toISOString(), policyVersion: ANALYTICS_POLICY_VERSION };
    try {
      this.storage.set(ANALYTICS_CONSENT_KEY, JSON.stringify(record));
    } catch {
      // Storage full or refused: the choice holds for this page, and the banner asks again next time.
    }
    if (before !== accepted) this.changed(accepted);
  }
}
