import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { PQRS_SERVICE_LABELS, type CaseEvent, type TrackedCase } from "../../../shared/pqrs";
import { pm, requestLabel } from "../pqrsLabels";
import { CaseStatusBadge } from "./CaseStatusBadge";
import { usePqrsStyles } from "./pqrsStyles";

const EVENT_LABELS: Record<CaseEvent["kind"], (typeof pm)[keyof typeof pm]> = {
  radicada: pm.eventRadicada,
  asignada: pm.eventAsignada,
  prorroga: pm.eventProrroga,
  respondida: pm.eventRespondida,
  cerrada: pm.eventCerrada,
};

/** What tracking shows of a request: its data, dates, answer and history (an h3 and h4s). */
export function TrackedCaseDetails({ item }: { item: TrackedCase }) {
  const intl = useIntl();
  const styles = usePqrsStyles();
  const f = useFormat();
  const longDay = (day: string) => f.day(day, "full");
  const baseId = `case-${item.radicado}`;
  return (
    <section className={styles.details} aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className={styles.h3}>
        {fm(intl, pm.detailsTitle, { radicado: item.radicado })}
      </h3>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(pm.detailsStatus)}</dt>
        <dd className={styles.value}>
          <CaseStatusBadge status={item.status} />
        </dd>
        <dt className={styles.term}>{intl.formatMessage(pm.detailsType)}</dt>
        <dd className={styles.value}>{requestLabel(item.kind, item.type)}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.detailsService)}</dt>
        <dd className={styles.value}>{PQRS_SERVICE_LABELS[item.service]}</dd>
        {item.subject ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.detailsSubject)}</dt>
            <dd className={styles.value}>{item.subject}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{intl.formatMessage(pm.detailsFiled)}</dt>
        <dd className={styles.value}>{f.instant(item.filedAt)}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.detailsDue)}</dt>
        <dd className={styles.value}>
          {item.dueDate ? longDay(item.dueDate) : intl.formatMessage(pm.detailsNoDue)}
          {item.termDays !== null ? ` (${fm(intl, pm.receiptTermDays, { days: item.termDays })})` : ""}
        </dd>
        {item.extension && item.originalDueDate ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.detailsOriginalDue)}</dt>
            <dd className={styles.value}>{longDay(item.originalDueDate)}</dd>
          </>
        ) : null}
        {item.cun ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.detailsCun)}</dt>
            <dd className={styles.value}>{item.cun}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{intl.formatMessage(pm.detailsAttachments)}</dt>
        <dd className={styles.value}>{intl.formatNumber(item.attachments)}</dd>
        {item.closedAt ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.detailsClosed)}</dt>
            <dd className={styles.value}>{f.instant(item.closedAt)}</dd>
          </>
        ) : null}
      </dl>
      {item.extension ? (
        <Body1 as="p" block className={styles.warning}>
          {fm(intl, pm.detailsExtension, { date: longDay(item.extension.newDueDate), reason: item.extension.reason })}{" "}
          {fm(intl, pm.detailsExtensionAnnounced, { date: f.instant(item.extension.announcedAt) })}
        </Body1>
      ) : null}
      <h4 className={styles.h4}>{intl.formatMessage(pm.responseTitle)}</h4>
      {item.response ? (
        <>
          <p className={styles.response}>{item.response.message}</p>
          <Body1 as="p" block>
            {fm(intl, pm.responseDate, { date: f.instant(item.response.at) })}
          </Body1>
        </>
      ) : (
        <Body1 as="p" block>
          {intl.formatMessage(pm.noResponse)}
        </Body1>
      )}
      {item.events.length > 0 ? (
        <>
          <h4 className={styles.h4}>{intl.formatMessage(pm.historyTitle)}</h4>
          <ol className={styles.history}>
            {item.events.map((e, i) => (
              <li key={`${e.at}-${e.kind}-${i}`}>
                <span className={styles.strong}>{intl.formatMessage(EVENT_LABELS[e.kind])}</span>{" "}
                <span className={styles.eventDate}>
                  (<time dateTime={e.at}>{f.instant(e.at)}</time>)
                </span>
                {e.note ? (
                  <>
                    <br />
                    <span className={styles.note}>{e.note}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
