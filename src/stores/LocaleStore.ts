import { action, observable, observableRef, runInAction } from "mobx";
import { STORAGE_KEYS, SUPPORTED_LOCALES, type Locale } from "../shared/constants";
import type { KeyValueStorage } from "../services/storage";
import type { TranslationLoader } from "../services/loader";

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

  /** Loads the active locale's messages; on failure keeps the defaults and flags the error. */
  async load(): Promise<void> {
    const locale = this.locale;
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
