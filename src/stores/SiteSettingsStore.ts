import { action, observable } from "mobx";
import { DEFAULT_SETTINGS, publicSettings, type PublicSiteSettings } from "../shared/siteSettings";

/**
 * The settings administrators keep in /admin/settings that header, footer and home show (issue 9):
 * attention lines, emergency numbers, office hours, the maintenance banner and the chat switch.
 * It starts from the entity's published data, which is what the prerendered HTML holds, so
 * hydration matches; the stored values arrive right after. A failed read keeps what is shown.
 */
export class SiteSettingsStore {
  @observable accessor current: PublicSiteSettings = publicSettings(DEFAULT_SETTINGS);
  @observable accessor loaded = false;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly fetch: () => Promise<PublicSiteSettings>,
    private readonly log: (msg: string, err: unknown) => void = () => undefined,
  ) {}

  /** Reads the stored settings once per page load (again after `reload`). */
  load(): Promise<void> {
    return (this.pending ??= this.fetch().then(
      (value) => this.apply(value),
      (err: unknown) => {
        this.pending = null;
        this.log("site settings could not be read; the published defaults stay", err);
      },
    ));
  }

  /** After an administrator saved: show the new values in this tab at once. */
  reload(): Promise<void> {
    this.pending = null;
    return this.load();
  }

  @action apply(value: Partial<PublicSiteSettings>): void {
    const next = { ...this.current };
    // Only known keys of the right type: an older or newer server never breaks the page.
    for (const key of Object.keys(next) as (keyof PublicSiteSettings)[]) {
      const v = value[key];
      if (typeof v === typeof next[key]) (next as Record<string, unknown>)[key] = v;
    }
    this.current = next;
    this.loaded = true;
  }
}
