import { action, computed, observable } from "mobx";
import type { PublicSiteSettings } from "../shared/siteSettings";

/**
 * The settings administrators keep in /admin/settings that header, footer and home show (issue 9):
 * attention lines, emergency numbers, office hours, the maintenance banner and the chat switch.
 * `current` stays null until the stored values arrive; until then (and if the read fails) each
 * view shows the entity's published data, which is also what the prerendered HTML holds, so
 * hydration matches. The defaults live with the (lazy) views, not in every page's first script.
 */
export class SiteSettingsStore {
  @observable accessor current: Readonly<Partial<PublicSiteSettings>> | null = null;
  private pending: Promise<void> | null = null;

  constructor(
    /** `fresh`: past any HTTP cache (after a save in this tab). */
    private readonly fetch: (fresh: boolean) => Promise<Partial<PublicSiteSettings>>,
    private readonly log: (msg: string, err: unknown) => void = () => undefined,
  ) {}

  /** Reads the stored settings once per page load (again after `reload`). */
  load(fresh = false): Promise<void> {
    return (this.pending ??= this.fetch(fresh).then(
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
    return this.load(true);
  }

  /** The chat shows unless an administrator switched it off (computed: settings that leave it on re-render nothing). */
  @computed get chatEnabled(): boolean {
    return this.current?.chatEnabled !== false;
  }

  /** The maintenance notice, when one is switched on with a text. */
  @computed get banner(): string | null {
    const c = this.current;
    return c?.maintenanceBannerEnabled === true && typeof c.maintenanceBannerText === "string" && c.maintenanceBannerText.trim() !== ""
      ? c.maintenanceBannerText
      : null;
  }

  @action apply(value: Partial<PublicSiteSettings>): void {
    // Whatever the server sent is kept as is; each view takes a value only when its type is right.
    if (JSON.stringify(value) !== JSON.stringify(this.current)) this.current = Object.freeze({ ...value });
  }
}
