import { Button, mergeClasses } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { OutboxEntry } from "../../../../shared/mail";
import { mailMessages as t } from "./adminMailMessages";
import { MailStateBadge } from "./MailStateBadge";
import { useAdminMailStyles } from "./useAdminMailStyles";

/** The outbox as cards: subject (opens the message), recipient, state, attempts, last error, dates. */
export function MailList({ messages, selectedId, onOpen }: { messages: readonly OutboxEntry[]; selectedId: string | null; onOpen: (id: string) => void }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useAdminMailStyles();
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(t.listLabel)}>
      {messages.map((m) => {
        const subject = m.subject || intl.formatMessage(t.noSubject);
        return (
          <li key={m.id} className={mergeClasses(styles.card, m.id === selectedId && styles.cardSelected)}>
            <div className={styles.cardTop}>
              <Button
                appearance="transparent"
                className={styles.subject}
                aria-label={fm(intl, t.open, { subject, to: m.to })}
                aria-pressed={m.id === selectedId}
                onClick={() => onOpen(m.id)}
              >
                {subject}
              </Button>
              <MailStateBadge state={m.state} />
            </div>
            <dl className={styles.meta}>
              <div className={styles.metaItem}>
                <dt className={styles.metaTerm}>{intl.formatMessage(t.toLabel)}</dt>
                <dd className={styles.metaValue}>{m.to}</dd>
              </div>
              <div className={styles.metaItem}>
                <dt className={styles.metaTerm}>{intl.formatMessage(t.created)}</dt>
                <dd className={styles.metaValue}>{f.instant(m.createdAt)}</dd>
              </div>
              {m.sentAt ? (
                <div className={styles.metaItem}>
                  <dt className={styles.metaTerm}>{intl.formatMessage(t.sent)}</dt>
                  <dd className={styles.metaValue}>{f.instant(m.sentAt)}</dd>
                </div>
              ) : null}
              <div className={styles.metaItem}>
                <dd className={styles.metaValue}>{fm(intl, t.attempts, { count: m.attempts })}</dd>
              </div>
            </dl>
            {m.lastError ? (
              <p className={styles.error}>
                {intl.formatMessage(t.lastError)}: {m.lastError}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
