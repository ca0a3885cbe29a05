import { SCROLL_DEPTH_MARKS } from "../../shared/constants";

/** What the tracker reads of the page, in pixels. */
export interface ScrollMeasure {
  /** Scrolled from the top. */
  top: number;
  /** Height of the viewport. */
  viewport: number;
  /** Full height of the document. */
  height: number;
}

/** Below this many pixels of overflow a page counts as not scrollable (rounding, a stray border). */
const SCROLLABLE_MIN_PX = 2;

/**
 * Spec §9 scroll depth: each of the 25/50/75/100 % marks once per page view, and only on a page that
 * scrolls. The depth is how much of the document the visitor has had on screen ((top + viewport) /
 * height), measured after a scroll; the bottom (within 2 px) is 100 %. A page nobody scrolls sends
 * nothing, however much of it fits on the screen.
 */
export class ScrollDepthTracker {
  private readonly reached = new Set<number>();
  private pagePath = "";

  constructor(
    private readonly measure: () => ScrollMeasure,
    private readonly report: (mark: number, pagePath: string) => void,
  ) {}

  /** A new page view: every mark may be sent again. */
  reset(pagePath: string): void {
    this.pagePath = pagePath;
    this.reached.clear();
  }

  /** After a scroll: sends the marks passed for the first time in this page view. */
  check(): void {
    if (!this.pagePath) return;
    const { top, viewport, height } = this.measure();
    if (height - viewport < SCROLLABLE_MIN_PX || top <= 0) return;
    const seen = top + viewport >= height - SCROLLABLE_MIN_PX ? 100 : ((top + viewport) / height) * 100;
    for (const mark of SCROLL_DEPTH_MARKS) {
      if (seen >= mark && !this.reached.has(mark)) {
        this.reached.add(mark);
        this.report(mark, this.pagePath);
      }
    }
  }
}
