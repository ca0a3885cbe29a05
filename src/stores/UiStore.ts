import { observable, runInAction } from "mobx";

/** Navigation facts the shell needs: focus after navigation, and whether it renders as prerendered. */
export class UiStore {
  @observable accessor navigations = 0;
  /**
   * True while the app renders the way the build prerendered it (server side, and in the browser
   * until hydration commits): Spanish defaults, default light theme, left to right, visitor layout.
   * Hydration then matches the HTML exactly; the visitor's own language and theme apply right after.
   */
  @observable accessor prerendered: boolean;
  /** Issue 21: the navigation drawer of phones and tablets is open. */
  @observable accessor navOpen = false;
  /**
   * The drawer has been opened once: its lazy chunk then stays mounted. Set in the same action as
   * navOpen, which the header observes, so it needs no observable of its own (first download).
   */
  navRequested = false;
  /**
   * The text of the page's h1 and the path it belongs to (PageHeading reports it). In English the
   * breadcrumbs' last step and the document's title use it: route titles are Spanish (issue 33).
   */
  @observable accessor heading: { path: string; text: string } | null = null;
  /**
   * Whether the shell's extras (the chat, the toasts' host, the cookie banner) are drawn. A signed-in
   * landing holds them until its data has come (main.tsx, issue 37): on a phone their code competed
   * with the page's for the link and the main thread before the customer's data showed. A toast
   * asked for meanwhile waits for the host. A box set in an action by main.tsx: fewer bytes in the
   * first download than an accessor and an action of its own.
   */
  readonly extras = observable.box(true);

  constructor(prerendered = false) {
    this.prerendered = prerendered;
  }

  // The changes run in runInAction rather than as @action methods: each decorator's boilerplate
  // costs the first download more than the call (issue 37: the 150 KB budget).
  navigated(): void {
    runInAction(() => void this.navigations++);
  }

  openNav(): void {
    this.navRequested = true;
    runInAction(() => (this.navOpen = true));
  }

  closeNav(): void {
    runInAction(() => (this.navOpen = false));
  }

  setHeading(path: string, text: string): void {
    if (this.heading?.path !== path || this.heading.text !== text) runInAction(() => (this.heading = { path, text }));
  }

  /** The h1's text of `path`, if its page has reported one. */
  headingOf(path: string): string | undefined {
    return this.heading?.path === path ? this.heading.text : undefined;
  }

  hydrated(): void {
    runInAction(() => (this.prerendered = false));
  }

  /** After the first page, each navigation moves focus to the page's h1 (screen readers). */
  get shouldFocusHeading(): boolean {
    return this.navigations > 1;
  }
}
