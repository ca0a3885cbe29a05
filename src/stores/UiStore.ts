import { action, observable } from "mobx";

/** Navigation facts the shell needs: whether focus should move to the new page's heading. */
export class UiStore {
  @observable accessor navigations = 0;

  @action navigated(): void {
    this.navigations++;
  }

  /** After the first page, each navigation moves focus to the page's h1 (screen readers). */
  get shouldFocusHeading(): boolean {
    return this.navigations > 1;
  }
}
