import { useEffect, useRef } from "react";
import { Button, Link } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { OutboxEntry } from "../../../../shared/mail";
import { mailMessages as t } from "./adminMailMessages";
import { MailStateBadge } from "./MailStateBadge";
import { isOwnLink, splitLinks } from "./mailText";
import { useAdminMailStyles } from "./useAdminMailStyles";

/**
 * One message as the recipient reads it, with where it is in the queue. Its addresses at the
 * portal's own `origins` are links; any other address is plain text (issue 31 §5).
 */
export function MailDetail({ message, origins, onClose }: { message: OutboxEntry; origins: readonly string[]; onClose: () => void }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useAdminMailStyles();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const subject = message.subject || intl.formatMessage(t.noSubject);

  // Opened: the heading takes focus and comes into view (on a phone the panel is below the list).
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: "start" });
  }, [message.id]);

  return (
    <section id="admin-mail-detail" className={styles.detail} aria-labelledby="admin-mail-title">
      <div className={styles.detailHead}>
        <h2 id="admin-mail-title" ref={heading} tabIndex={-1} className={styles.detailTitle}>
          {fm(intl, t.detailTitle, { subject })}
        </h2>
        <Button onClick={onClose}>{intl.formatMessage(t.close)}</Button>
      </div>
      <dl className={styles.meta}>
        <div className={styles.metaItem}>
          <dt className={styles.metaTerm}>{intl.formatMessage(t.toLabel)}</dt>
          <dd className={styles.metaValue}>{message.to}</dd>
        </div>
        <div className={styles.metaItem}>
          <dt className={styles.metaTerm}>{intl.formatMessage(t.created)}</dt>
          <dd className={styles.metaValue}>{f.instant(message.createdAt)}</dd>
        </div>
        {message.sentAt ? (
          <div className={styles.metaItem}>
            <dt className={styles.metaTerm}>{intl.formatMessage(t.sent)}</dt>
            <dd className={styles.metaValue}>{f.instant(message.sentAt)}</dd>
          </div>
        ) : null}
        {message.nextAttemptAt && message.state === "pending" ? (
          <div className={styles.metaItem}>
            <dt className={styles.metaTerm}>{intl.formatMessage(t.nextAttempt)}</dt>
            <dd className={styles.metaValue}>{f.instant(message.nextAttemptAt)}</dd>
          </div>
        ) : null}
        <div className={styles.metaItem}>
          <dd className={styles.metaValue}>
            <MailStateBadge state={message.state} /> {fm(intl, t.attempts, { count: message.attempts })}
          </dd>
        </div>
      </dl>
      {message.lastError ? (
        <p className={styles.error}>
          {intl.formatMessage(t.lastError)}: {message.lastError}
        </p>
      ) : null}
      {message.suppressedReason ? (
        <p className={styles.error}>
          {intl.formatMessage(t.suppressedReason)}: {message.suppressedReason}
        </p>
      ) : null}
      <h3 className={styles.h3}>{intl.formatMessage(t.detailBody)}</h3>
      <p className={styles.hint}>{intl.formatMessage(t.foreignLinks)}</p>
      <p className={styles.body}>
        {splitLinks(message.text, origins).map((piece, i) =>
          piece.kind === "link" ? (
            <Link key={i} href={piece.href}>
              {piece.href}
            </Link>
          ) : (
            <span key={i}>{piece.text}</span>
          ),
        )}
      </p>
      {message.link && !message.text.includes(message.link) ? (
        <>
          <h3 className={styles.h3}>{intl.formatMessage(t.detailLink)}</h3>
          {isOwnLink(message.link, origins) ? <Link href={message.link}>{message.link}</Link> : <p className={styles.body}>{message.link}</p>}
        </>
      ) : null}
    </section>
  );
}
