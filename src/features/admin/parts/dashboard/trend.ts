/** Which way a figure moved against the one it is compared with. */
export type TrendDirection = "up" | "down" | "same";

export interface Trend {
  direction: TrendDirection;
  /** The change as a share of the previous figure (0.12 = +12 %); null when that was 0. */
  ratio: number | null;
  /** The change in units (+3, −1). */
  delta: number;
}

/** How `current` compares with `previous`. */
export function trendOf(current: number, previous: number): Trend {
  const delta = current - previous;
  return {
    direction: delta > 0 ? "up" : delta < 0 ? "down" : "same",
    ratio: previous > 0 ? delta / previous : null,
    delta,
  };
}

/**
 * Whether a move is good news: more payments and visits are, more open or overdue requests are
 * not. Colour follows this; the arrow and the words always say the direction too.
 */
export type Better = "up" | "down";

export function trendTone(trend: Trend, better: Better): "good" | "bad" | "neutral" {
  if (trend.direction === "same") return "neutral";
  return trend.direction === better ? "good" : "bad";
}
