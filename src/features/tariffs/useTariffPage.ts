import { useEffect, useState } from "react";
import { useFeatureStore } from "../../app/StoresContext";
import type { PageContent } from "../../content/types";
import type { TariffCurrent } from "../../shared/tariffs/published";
import { tariffsStoreKey } from "./TariffsStore";

/** The route keys of the content pages that quote the published tariffs (their builders are in src/content/tariffPages.ts). */
export const TARIFF_PAGE_KEYS: ReadonlySet<string> = new Set([
  "energia.ratesEnergy",
  "energia.ratesRegulatedMarket",
  "energia.energyHome",
  "acueducto.ratesAqueduct",
]);

type Builders = Readonly<Record<string, (src: TariffCurrent) => PageContent>>;

/**
 * A rate page's text from the published tariffs (issue 34 §2): the prerendered text first (so the
 * page hydrates as it was served), then, once GET /api/tariffs/current answers, the same page built
 * from the month in force. If the API fails the prerendered figures stay. Call from an observer.
 */
export function useTariffPage(routeKey: string, prerendered: PageContent): PageContent {
  const store = useFeatureStore(tariffsStoreKey);
  const [builders, setBuilders] = useState<Builders | null>(null);
  const live = TARIFF_PAGE_KEYS.has(routeKey);
  useEffect(() => {
    if (!live) return;
    void store.load();
    let alive = true;
    void import(/* webpackChunkName: "tariff-pages" */ "../../content/tariffPages").then(
      (m) => alive && setBuilders(m.TARIFF_PAGE_BUILDERS),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [live, store]);
  const build = live ? builders?.[routeKey] : undefined;
  return build && store.current ? build(store.current) : prerendered;
}
