import { useEffect, useRef } from "react";
import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { PQRS_SERVICE_LABELS, type FiledCase } from "../../../shared/pqrs";
import { pm, requestLabel } from "../pqrsLabels";
import { usePqrsStyles } from "./pqrsStyles";

/** The filing receipt: radicado, dates, term, CUN, tracking code, e-mail, attachments, tracking link. */
export function FiledReceipt({ filed, title }: { filed: FiledCase; title?: string }) {
  const intl = useIntl();
  const styles = usePqrsStyles();
  const f = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `receipt-${filed.radicado}-title`;
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section role="status" aria-labelledby={headingId} className={styles.receipt}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.h2}>
        {title ?? intl.formatMessage(pm.receiptTitle)}
      </h2>
      <p className={styles.radicadoLabel}>{intl.formatMessage(pm.receiptRadicado)}</p>
      <p className={styles.radicado}>{filed.radicado}</p>
      <Body1 as="p" block>
        {intl.formatMessage(pm.receiptKeep)}
      </Body1>
      {filed.replayed ? (
        <Body1 as="p" block>
          {intl.formatMessage(pm.receiptReplayed)}
        </Body1>
      ) : null}
      <Body1 as="p" block className={styles.strong}>
        {filed.dueDate ? fm(intl, pm.receiptDue, { date: f.day(filed.dueDate, "full") }) : intl.formatMessage(pm.receiptNoDue)}
      </Body1>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(pm.receiptType)}</dt>
        <dd className={styles.value}>{requestLabel(filed.kind, filed.type)}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.receiptService)}</dt>
        <dd className={styles.value}>{PQRS_SERVICE_LABELS[filed.service]}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.receiptFiledAt)}</dt>
        <dd className={styles.value}>{f.instant(filed.filedAt)}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.receiptTerm)}</dt>
        <dd className={styles.value}>
          {filed.termDays !== null ? fm(intl, pm.receiptTermDays, { days: filed.termDays }) : intl.formatMessage(pm.receiptNoTerm)}
        </dd>
        {filed.cun ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.receiptCun)}</dt>
            <dd className={styles.value}>
              <span className={styles.code}>{filed.cun}</span>
              <br />
              {intl.formatMessage(pm.receiptCunHelp)}
            </dd>
          </>
        ) : null}
        {filed.trackingCode ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.receiptCode)}</dt>
            <dd className={styles.value}>
              <span className={styles.code}>{filed.trackingCode}</span>
            </dd>
          </>
        ) : null}
      </dl>
      {filed.trackingCode ? (
        <Body1 as="p" block className={styles.warning}>
          {intl.formatMessage(pm.receiptCodeWarning)}
        </Body1>
      ) : null}
      {filed.email ? (
        <Body1 as="p" block>
          {fm(intl, pm.receiptEmail, { email: filed.email })}
        </Body1>
      ) : null}
      <Body1 as="p" block>
        {fm(intl, pm.receiptAttachments, { count: filed.attachments })}
      </Body1>
      <p>
        <RouteLink route="atencion.pqrs" query={{ radicado: filed.radicado }}>
          {fm(intl, pm.receiptTrack, { radicado: filed.radicado })}
        </RouteLink>
      </p>
    </section>
  );
}
