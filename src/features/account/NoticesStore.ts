import { computed, observable, observableRef, runInAction } from "mobx";
import type { SubmitFailure } from "../../components/forms/useForm";
import { errorText } from "../../services/apiClient";
import type { Contract } from "../../shared/billing";
import type { NoticePreferences, NoticeResult } from "../../shared/notices";
import { Task } from "../../stores/base/LoadableStore";
import { defineFeatureStore } from "../../stores/base/featureStore";
import type { AccountStore } from "./AccountStore";
import { formFailure } from "./formFailure";
import { createNoticesApi, type NoticesApi } from "./noticesApi";

/** The server's field names (SecondRecipientInput) as the form's. */
const SECOND_FIELDS: Readonly<Record<string, string>> = { email: "email", acceptTerms: "terms" };

/**
 * Notices customers expect (issue 34 §4): the account's choice of payment reminders, the digital
 * bill's second recipient (each answer is the contract's fresh copy, put in the account), and the
 * page of a mail's one-click way out.
 */
export class NoticesStore {
  @observableRef accessor preferences: NoticePreferences | null = null;
  @observable accessor unsubscribed: { token: string; result: NoticeResult } | null = null;

  /** Reads the account's choice (`run()`), with its busy flag and error. */
  readonly load = new Task(async (): Promise<NoticePreferences> => {
    const prefs = await this.api.preferences();
    runInAction(() => (this.preferences = prefs));
    return prefs;
  });

  /** Saves the reminder choice (`run(on)`). */
  readonly save = new Task(async (paymentReminders: boolean): Promise<NoticePreferences> => {
    const prefs = await this.api.setPreferences(paymentReminders);
    runInAction(() => (this.preferences = prefs));
    return prefs;
  });

  /** Removes a contract's second recipient (`run(account, contractId)`). */
  readonly removal = new Task(async (account: AccountStore, contractId: string): Promise<Contract> => {
    const contract = await this.api.removeSecondRecipient(contractId);
    account.upsert(contract);
    return contract;
  });

  /** The one-click way out of a mail (`run(token)`), asked with the page's button. */
  readonly unsubscription = new Task(async (token: string): Promise<NoticeResult> => {
    const result = await this.api.unsubscribe(token);
    runInAction(() => (this.unsubscribed = { token, result }));
    return result;
  });

  /** Why the last unsubscription failed, in the server's or the connection's words (undefined: no words, or no failure). */
  @computed get unsubscriptionError(): string | undefined {
    return this.unsubscription.error ? errorText(this.unsubscription.error) : undefined;
  }

  constructor(private readonly api: NoticesApi) {}

  /** Adds or changes the second recipient, terms accepted; a refusal comes back for the form. */
  async addSecond(account: AccountStore, contractId: string, email: string): Promise<SubmitFailure | void> {
    try {
      account.upsert(await this.api.setSecondRecipient(contractId, { email, acceptTerms: true }));
    } catch (error) {
      return formFailure(error, [], SECOND_FIELDS);
    }
  }
}

export const noticesStoreKey = defineFeatureStore("accountNotices", (root) => new NoticesStore(createNoticesApi(root.api)));
