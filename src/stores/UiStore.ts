import { action, observable } from "mobx";

/** Navigation facts the shell needs: focus after navigation, and whether it renders as prerendered. */
export class UiStore {
  @observable accessor navigations = 0;
  /**
   * True while the app renders the way the build prerendered it (server side, and in the browser
   * until hydration commits): Spanish defaults, default light theme, left to right, visitor layout.
   * Hydration then matches the HTML exactly; the visitor's own language and theme apply right after.
   */
  @observable accessor prerendered: boolean;

  constructor(prerendered = false) {
    this.prerendered = prerendered;
  }

  @action navigated(): void {
    this.navigations++;
  }

  @action hydrated(): void {
    this.prerendered = false;
  }

  /** After the first page, each navigation moves focus to the page's h1 (screen readers). */
  get shouldFocusHeading(): boolean {
    return this.navigations > 1;
  }
}
