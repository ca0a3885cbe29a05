import { useEffect } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { LoadProblem } from "../../../components/LoadProblem";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { adminMailStoreKey } from "../AdminMailStore";
import { mailMessages as t } from "../parts/mail/adminMailMessages";
import { MailDetail } from "../parts/mail/MailDetail";
import { MailFilters } from "../parts/mail/MailFilters";
import { MailList } from "../parts/mail/MailList";
import { useAdminMailStyles } from "../parts/mail/useAdminMailStyles";

/** The heading for the state the list is filtered by (none: all the portal's mail). */
const TITLES = { "": t.title, kept: t.titleKept, pending: t.titlePending, sent: t.titleSent, failed: t.titleFailed, suppressed: t.titleSuppressed } as const;

/**
 * /admin/correo (SUPER_ADMIN, issue 24 §3): the mail outbox, filtered by recipient and state, and
 * the message one opens, with its links, so a demo reads a verification link without an API call.
 */
export default observer(function AdminMailView() {
  const intl = useIntl();
  const styles = useAdminMailStyles();
  const store = useFeatureStore(adminMailStoreKey);

  useEffect(() => {
    void store.load();
    return () => store.leave();
  }, [store]);

  const messages = store.messages;
  const selected = store.selected;
  // Issue 31 §5: links only to the portal itself (PUBLIC_URL, and the address this page was opened at).
  const origins = [store.origin, typeof window === "undefined" ? null : window.location.origin].filter((o): o is string => !!o);

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(TITLES[store.filter.state])}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.intro)}</PageIntro>

      <MailFilters filter={store.filter} onApply={(filter) => void store.applyFilter(filter)} />

      <div className={styles.statusRow}>
        <p role="status" aria-live="polite" className={styles.status}>
          {store.loading ? intl.formatMessage(t.loading) : store.hasRead && !store.failed ? fm(intl, t.count, { count: messages.length }) : ""}
        </p>
        <Button onClick={() => void store.refresh()} disabled={store.loading}>
          {intl.formatMessage(t.refresh)}
        </Button>
      </div>

      {store.loading && !store.hasRead ? <Spinner labelPosition="after" label={intl.formatMessage(t.loading)} /> : null}

      {store.failed ? (
        <LoadProblem
          title={intl.formatMessage(t.loadError)}
          error={store.error}
          retryLabel={intl.formatMessage(t.retry)}
          onRetry={() => void store.refresh()}
        />
      ) : null}

      {store.hasRead && !store.failed && messages.length === 0 && !store.loading ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.empty)}
        </Body1>
      ) : null}

      {messages.length > 0 ? (
        <div className={styles.layout}>
          <MailList messages={messages} selectedId={store.selectedId} onOpen={(id) => store.select(id)} />
          {selected ? <MailDetail key={selected.id} message={selected} origins={origins} onClose={() => store.select(null)} /> : null}
        </div>
      ) : null}
    </article>
  );
});
