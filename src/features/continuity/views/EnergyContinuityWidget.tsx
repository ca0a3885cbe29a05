import { ContinuitySection } from "../parts/ContinuitySection";
import { continuityMessages as t } from "../continuityMessages";

/** On the energy service-quality page: SAIDI and SAIFI of the last 12 months (issue 36 §5). */
export default function EnergyContinuityWidget() {
  return <ContinuitySection services={["energia"]} title={t.energyTitle} intro={t.energyIntro} />;
}
