import { useEffect } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { PlugDisconnectedRegular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { EmptyState } from "../../../components/EmptyState";
import { LoadProblem } from "../../../components/LoadProblem";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import type { AdminOutage } from "../../../shared/outages";
import { adminOutagesStoreKey } from "../AdminOutagesStore";
import { OutageCard } from "../parts/outages/OutageCard";
import { OutageForm } from "../parts/outages/OutageForm";
import { OutagePanel } from "../parts/outages/OutagePanel";
import { outagesMessages as t } from "../parts/outages/outagesMessages";
import { useOutagesStyles } from "../parts/outages/useOutagesStyles";

/**
 * /admin/incidentes (OPERATOR, ADMIN, SUPER_ADMIN; issue 36 §1): the current incidents first, then
 * those restored in the last 30 days, as cards (one a row on a phone); "Abrir incidente" and
 * "Gestionar" open their dialogs.
 */
export default observer(function AdminOutagesView() {
  const intl = useIntl();
  const styles = useOutagesStyles();
  const { toasts } = useStores();
  const store = useFeatureStore(adminOutagesStoreKey);
  useEffect(() => {
    void store.load();
    // Leaving the page closes its dialogs: the next visit starts from the list.
    return () => {
      store.stopManaging();
      store.closeForm();
    };
  }, [store]);

  const opened = (outage: AdminOutage) => toasts.success(fm(intl, t.opened, { reference: outage.reference }));
  const cards = (items: readonly AdminOutage[]) => (
    <ul className={styles.cards}>
      {items.map((o) => (
        <li key={o.id}>
          <OutageCard outage={o} onManage={(id) => store.manage(id)} />
        </li>
      ))}
    </ul>
  );

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.intro)}</PageIntro>
      <div className={styles.bar}>
        <Button appearance="primary" onClick={() => store.startNew()}>
          {intl.formatMessage(t.open)}
        </Button>
      </div>
      {store.loadError ? (
        <LoadProblem
          title={intl.formatMessage(t.loadProblem)}
          error={store.loadError}
          retryLabel={intl.formatMessage(t.retry)}
          onRetry={() => void store.load()}
        />
      ) : !store.items ? (
        <Spinner label={intl.formatMessage(t.loading)} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="incidentes-en-curso">
            <h2 id="incidentes-en-curso" className={styles.h2}>
              {intl.formatMessage(t.currentTitle)}
            </h2>
            {store.current.length === 0 ? (
              <EmptyState id="incidentes-vacio" headingLevel={3} icon={<PlugDisconnectedRegular />} title={intl.formatMessage(t.emptyTitle)}>
                {intl.formatMessage(t.emptyText)}
              </EmptyState>
            ) : (
              cards(store.current)
            )}
          </section>
          <section className={styles.section} aria-labelledby="incidentes-restablecidos">
            <h2 id="incidentes-restablecidos" className={styles.h2}>
              {intl.formatMessage(t.restoredTitle)}
            </h2>
            {store.restored.length === 0 ? <Body1 block>{intl.formatMessage(t.noRestored)}</Body1> : cards(store.restored)}
          </section>
        </>
      )}
      <OutageForm store={store} onOpened={opened} />
      <OutagePanel editor={store.editor} onClose={() => store.stopManaging()} />
    </article>
  );
});
