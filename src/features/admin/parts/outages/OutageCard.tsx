import { Badge, Button, mergeClasses } from "@fluentui/react-components";
import { useIntl, type IntlShape } from "react-intl";
import { RouterLink } from "../../../../components/RouterLink";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { outagePath, type AdminOutage, type OutageArea } from "../../../../shared/outages";
import { SERVICE_MESSAGES } from "../../../news/newsLabels";
import { AREA_MESSAGES, outagesMessages as t, STATUS_MESSAGES } from "./outagesMessages";
import { useOutagesStyles } from "./useOutagesStyles";

/** An area as a person reads it: "Barrio La Floresta", "Vereda El Topacio", "Contrato 1002003001". */
export function areaText(intl: IntlShape, area: OutageArea): string {
  return fm(intl, AREA_MESSAGES[area.kind], { name: area.name });
}

/** An incident's status as a badge: the word always, the colour as a second sign. */
export function OutageStatusBadge({ outage }: { outage: Pick<AdminOutage, "status"> }) {
  const intl = useIntl();
  const color = outage.status === "restored" ? "success" : outage.status === "reported" ? "danger" : "warning";
  return (
    <Badge appearance="tint" color={color}>
      {intl.formatMessage(STATUS_MESSAGES[outage.status])}
    </Badge>
  );
}

/** One incident of the list: reference, status, service, areas, start and ETR (or restoration), and its actions. */
export function OutageCard({ outage, onManage }: { outage: AdminOutage; onManage: (id: string) => void }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useOutagesStyles();
  const headingId = `incidente-${outage.id}`;
  const restored = outage.status === "restored";
  return (
    <article className={mergeClasses(styles.card, !restored && styles.cardCurrent)} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.h3}>
          {outage.reference}
        </h3>
        <OutageStatusBadge outage={outage} />
      </div>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage(t.service)}</dt>
        <dd>{intl.formatMessage(SERVICE_MESSAGES[outage.service])}</dd>
        <dt>{intl.formatMessage(t.areas)}</dt>
        <dd>{outage.areas.map((a) => areaText(intl, a)).join(", ")}</dd>
        <dt>{intl.formatMessage(t.started)}</dt>
        <dd>{f.instant(outage.startedAt)}</dd>
        {restored && outage.restoredAt ? (
          <>
            <dt>{intl.formatMessage(t.restoredAt)}</dt>
            <dd>{f.instant(outage.restoredAt)}</dd>
          </>
        ) : (
          <>
            <dt>{intl.formatMessage(t.etr)}</dt>
            <dd>{outage.estimatedRestorationAt ? f.instant(outage.estimatedRestorationAt) : intl.formatMessage(t.noEtr)}</dd>
          </>
        )}
        {outage.reports.length > 0 ? (
          <>
            <dt>{intl.formatMessage(t.reports)}</dt>
            <dd>{outage.reports.join(", ")}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button aria-label={fm(intl, t.manageNamed, { reference: outage.reference })} onClick={() => onManage(outage.id)}>
          {intl.formatMessage(t.manage)}
        </Button>
        <RouterLink to={outagePath(outage.reference)} aria-label={fm(intl, t.publicPageNamed, { reference: outage.reference })}>
          {intl.formatMessage(t.publicPage)}
        </RouterLink>
      </div>
    </article>
  );
}
