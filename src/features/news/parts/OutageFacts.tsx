import type { ReactNode } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import { fm } from "../../../components/useLoad";
import type { PublicOutage } from "../../../shared/outages";
import { makeStyles, tokens } from "../../../theme";
import { SERVICE_MESSAGES } from "../newsLabels";
import { previousEtr } from "../OutagesStore";
import { om, OUTAGE_STATUS_MESSAGES, useOutageTime } from "../outageLabels";
import { useNewsStyles } from "./newsStyles";

const useStyles = makeStyles({
  before: { color: tokens.colorNeutralForeground2, marginInlineStart: tokens.spacingHorizontalXS },
});

/** The areas of an incident as one line: "El Jardín, La Dorada". */
export function outageAreas(outage: PublicOutage): string {
  return outage.areas.map((a) => a.name).join(", ");
}

/** "Daño de energía en El Jardín": an incident's name, in its card and as its page's title. */
export function useOutageTitle(): (outage: PublicOutage) => string {
  const intl = useIntl();
  return (outage) => fm(intl, om.title, { service: outage.service, areas: outageAreas(outage) });
}

/** The estimated restoration time, with the one it replaced when it moved ("antes: 3:00 p. m."). */
export function OutageEtr({ outage }: { outage: PublicOutage }) {
  const intl = useIntl();
  const styles = useStyles();
  const time = useOutageTime();
  const etr = outage.estimatedRestorationAt;
  if (!etr) return <>{intl.formatMessage(om.etrUnknown)}</>;
  const before = previousEtr(outage);
  return (
    <>
      {time(etr)}
      {before ? <span className={styles.before}>({fm(intl, om.etrBefore, { time: time(before, etr) })})</span> : null}
    </>
  );
}

/**
 * An incident's facts as a description list: status, areas, start and the estimated (or actual)
 * restoration; `full` adds the service, cause and reference (the incident's own page).
 */
export function OutageFacts({ outage, full = false }: { outage: PublicOutage; full?: boolean }) {
  const intl = useIntl();
  const styles = useNewsStyles();
  const time = useOutageTime();
  const row = (label: MessageDescriptor, value: ReactNode) => (
    <>
      <dt className={styles.dt}>{intl.formatMessage(label)}</dt>
      <dd className={styles.dd}>{value}</dd>
    </>
  );
  return (
    <dl className={styles.cutFacts}>
      {full ? row(om.service, intl.formatMessage(SERVICE_MESSAGES[outage.service])) : null}
      {row(om.status, intl.formatMessage(OUTAGE_STATUS_MESSAGES[outage.status]))}
      {row(om.areas, outageAreas(outage))}
      {full ? row(om.cause, outage.cause.trim() || intl.formatMessage(om.causeUnknown)) : null}
      {row(om.started, time(outage.startedAt))}
      {outage.status === "restored" && outage.restoredAt ? row(om.restoredAt, time(outage.restoredAt)) : row(om.etr, <OutageEtr outage={outage} />)}
      {full ? row(om.reference, outage.reference) : null}
    </dl>
  );
}
