import type { TariffCurrent } from "../shared/tariffs/published";
import { build as ratesAqueduct } from "./pages/acueducto.ratesAqueduct";
import { build as energyHome } from "./pages/energia.energyHome";
import { build as ratesEnergy } from "./pages/energia.ratesEnergy";
import { build as ratesRegulatedMarket } from "./pages/energia.ratesRegulatedMarket";
import type { PageContent } from "./types";

/**
 * The content pages that quote the published tariffs (issue 34 §2), by route key: each builds its
 * text from GET /api/tariffs/current in the browser, over the prerendered figures. A lazy chunk: the
 * other pages never download it.
 */
export const TARIFF_PAGE_BUILDERS: Readonly<Record<string, (src: TariffCurrent) => PageContent>> = {
  "energia.ratesEnergy": ratesEnergy,
  "energia.ratesRegulatedMarket": ratesRegulatedMarket,
  "energia.energyHome": energyHome,
  "acueducto.ratesAqueduct": ratesAqueduct,
};
