import type { RouteRegistry } from "../../stores/RouteRegistry";
import type { NewsSummary } from "../../shared/news";
import type { PublicOutage } from "../../shared/outages";
import type { TariffCurrent } from "../../shared/tariffs/published";
import { withDefaults, type PublicSiteSettings } from "../../shared/siteSettings";
import type { AssistantContext } from "./assistant";
import type { AssistantIndexData } from "./documents";
import { AssistantEngine } from "./engine";

export { answer, isUnanswered } from "./assistant";
export type { AssistantAnswer, AnswerLink, AssistantContext } from "./assistant";
export { AssistantEngine } from "./engine";

/** The index file the build writes (scripts/prerender.js). */
export const ASSISTANT_INDEX_URL = "/assistant-index.json";

/** Downloads the prebuilt entries and builds the index: this module is the chat's lazy chunk. */
export async function loadAssistantEngine(routes: RouteRegistry, fetcher: typeof fetch = fetch): Promise<AssistantEngine> {
  const res = await fetcher(ASSISTANT_INDEX_URL, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`assistant-index.json: ${res.status}`);
  const data = (await res.json()) as AssistantIndexData;
  if (data.v !== 2) throw new Error("assistant-index.json: versión desconocida");
  return new AssistantEngine(data, (key) => routes.byKey(key));
}

/** Adds the open news to the index (the cuts are read by the cuts intent, not indexed). */
export function withNews(engine: AssistantEngine, routes: RouteRegistry, news: readonly NewsSummary[]): void {
  engine.addNews(
    news.filter((n) => n.category !== "cortes"),
    routes.byKey("noticias.detail"),
  );
}

/** The published numbers (stored settings over the entity's defaults), the cuts, the published tariffs and the incidents, for answer(). */
export function assistantContext(
  stored: Readonly<Partial<PublicSiteSettings>> | null,
  cuts: readonly NewsSummary[] | null,
  tariffs: TariffCurrent | null = null,
  outages: readonly PublicOutage[] | null = null,
): AssistantContext {
  return { settings: withDefaults(stored), cuts, tariffs, outages };
}
