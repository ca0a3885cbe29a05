/**
 * Cut alerts (issue 24 §2), shared by server and client. Shapes in ./schemas/cutAlerts.ts; the types
 * derive from them with `import type`, so the SPA never bundles TypeBox.
 */
import type { Static } from "@sinclair/typebox";
import type {
  CutAlertCountsSchema,
  CutAlertMineResultSchema,
  CutAlertResultSchema,
  CutAlertSubscribeSchema,
  CutAlertSubscriptionSchema,
} from "./schemas/cutAlerts";
import { fold } from "./text";

export type CutAlertSubscribeInput = Static<typeof CutAlertSubscribeSchema>;
export type CutAlertSubscription = Static<typeof CutAlertSubscriptionSchema>;
export type CutAlertResult = Static<typeof CutAlertResultSchema>;
export type CutAlertMineResult = Static<typeof CutAlertMineResultSchema>;
export type CutAlertCounts = Static<typeof CutAlertCountsSchema>;

export const CUT_ALERT_LIMITS = { areaMin: 3, areaMax: 80 } as const;

/** An area as typed, tidied for display: single spaces, no ends. */
export function cleanArea(area: string): string {
  return area.replace(/\s+/g, " ").trim();
}

/** The matching form of an area or a cut's zone: no accents, lower case, single spaces. */
export function areaKey(area: string): string {
  return fold(cleanArea(area));
}

/** The address of a barrio's calendar feed, relative to the site (`/api/cut-alerts/calendar/<barrio>.ics`). */
export function calendarPath(area: string): string {
  return `/api/cut-alerts/calendar/${encodeURIComponent(cleanArea(area))}.ics`;
}
