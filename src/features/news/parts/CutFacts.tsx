import type { ReactNode } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import type { NewsSummary } from "../../../shared/news";
import { nm, SERVICE_MESSAGES } from "../newsLabels";
import { CutWindow } from "./CutWindow";
import { useNewsStyles } from "./newsStyles";
import { StateBadge } from "./StateBadge";

/** Service, zones, window and reason of a cut, as a description list. */
export function CutFacts({ cut }: { cut: NonNullable<NewsSummary["cut"]> }) {
  const intl = useIntl();
  const styles = useNewsStyles();
  const row = (label: MessageDescriptor, value: ReactNode) => (
    <>
      <dt className={styles.dt}>{intl.formatMessage(label)}</dt>
      <dd className={styles.dd}>{value}</dd>
    </>
  );
  return (
    <dl className={styles.cutFacts}>
      {row(nm.state, <StateBadge state={cut.state} />)}
      {row(nm.service, intl.formatMessage(SERVICE_MESSAGES[cut.service]))}
      {row(nm.window, <CutWindow startsAt={cut.startsAt} endsAt={cut.endsAt} />)}
      {row(nm.zones, cut.zones.join(", "))}
      {row(nm.reason, cut.reason)}
    </dl>
  );
}
