import { ContinuitySection } from "../parts/ContinuitySection";
import { continuityMessages as t } from "../continuityMessages";

/** On the water indicators page: hours without service of water and sewer, the last 12 months (issue 36 §5). */
export default function WaterContinuityWidget() {
  return <ContinuitySection services={["acueducto", "alcantarillado"]} title={t.waterTitle} intro={t.waterIntro} />;
}
