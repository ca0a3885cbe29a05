import type { AcquisitionChannel } from "./constants";

/** Spec §3: page-view payload. */
export interface PageViewPayload {
  pagePath: string;
  sessionId: string;
  userId?: string;
  referrer?: string;
  acquisitionChannel?: AcquisitionChannel;
  deviceType?: "mobile" | "tablet" | "desktop";
  browserInfo?: string;
}

/** Spec §3: event payload. */
export interface EventPayload {
  eventType: string;
  category: string;
  action: string;
  label?: string;
  value?: number;
  pagePath: string;
  sessionId: string;
  userId?: string;
  metadata?: Record<string, unknown>;
}

/** Spec §3: web-vitals payload. */
export interface WebVitalsPayload {
  pagePath: string;
  lcp?: number;
  fid?: number;
  cls?: number;
  ttfb?: number;
  fcp?: number;
}

/** Spec §3: page-time payload (seconds). */
export interface PageTimePayload {
  pagePath: string;
  timeSpent: number;
  sessionId: string;
}
