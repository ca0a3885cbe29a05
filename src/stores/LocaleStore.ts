import { action, observable, observableRef, runInAction } from "mobx";
import { STORAGE_KEYS, SUPPORTED_LOCALES, type Locale } from "../shared/constants";
import type { KeyValueStorage } from "../services/storage";
import type { TranslationLoader } from "../services/loader";

/** The language the components' default messages are written in. */
export const SOURCE_LOCALE: Locale = "es";

/** Picks the first start-up locale: the saved one, else a browser preferring Spanish, else the default. */
export function initialLocale(saved: string | null, browserLanguages: readonly string[], fallback: Locale): Locale {
  if (saved && (SUPPORTED_LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  const first = browserLanguages.map((l) => l.toLowerCase().slice(0, 2)).find((l) => l === "es" || l === "en");
  return first === "es" ? "es" : fallback;
}

/**
 * The interface language (spec §3 "Language setting"), persisted under `locale`. Messages come over
 * HTTP; until they arrive the components show their Spanish default messages.
 */
export class LocaleStore {
  @observable accessor locale: Locale;
  @observableRef accessor messages: Record<string, string> = {};
  @observable accessor loadError = false;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly loader: TranslationLoader,
    fallback: Locale,
    browserLanguages: readonly string[],
    private readonly root: { setAttribute(name: string, value: string): void } | null,
  ) {
    this.locale = initialLocale(storage.get(STORAGE_KEYS.locale), browserLanguages, fallback);
    root?.setAttribute("lang", this.locale);
  }

  /** Spec §9: dates follow the locale (es-CO), weeks start on Monday. */
  get intlLocale(): string {
    return this.locale === "es" ? "es-CO" : "en-US";
  }

  @action async setLocale(locale: Locale): Promise<void> {
    if (!(SUPPORTED_LOCALES as readonly string[]).includes(locale)) return;
    this.locale = locale;
    this.storage.set(STORAGE_KEYS.locale, locale);
    this.root?.setAttribute("lang", locale);
    await this.load();
  }

  /**
   * Loads the active locale's messages; on failure keeps the defaults and flags the error. Spanish
   * is the source language: locales/es.json is exactly the components' default messages
   * (test/locales/extracted.test.ts), so it is never fetched (issue 37: a phone's first screen
   * waited for 34 KB that changed nothing).
   */
  async load(): Promise<void> {
    const locale = this.locale;
    if (locale === SOURCE_LOCALE) {
      runInAction(() => {
        this.messages = {};
        this.loadError = false;
      });
      return;
    }
    try {
      const messages = await this.loader.load(locale);
      runInAction(() => {
        if (this.locale !== locale) return; // a newer choice won
        this.messages = messages;
        this.loadError = false;
      });
    } catch {
      runInAction(() => {
        this.loadError = true;
      });
    }
  }
}
