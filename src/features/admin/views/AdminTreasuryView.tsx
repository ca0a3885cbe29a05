import { useEffect, useState, type SyntheticEvent } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { ArrowDownloadRegular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { LoadProblem } from "../../../components/LoadProblem";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { RouterLink } from "../../../components/RouterLink";
import { useSearchParamsUpdate } from "../../../components/useSearchParamsUpdate";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { TreasuryQuery } from "../../../shared/treasury";
import { adminTreasuryStoreKey } from "../AdminTreasuryStore";
import { RefundsSection } from "../parts/treasury/RefundsSection";
import { TreasuryFilters, type TreasuryDraft } from "../parts/treasury/TreasuryFilters";
import { TreasuryHow, TreasuryTable, TreasuryTotals } from "../parts/treasury/TreasuryFigures";
import { treasuryMessages as t } from "../parts/treasury/treasuryMessages";
import { useTreasuryStyles } from "../parts/treasury/useTreasuryStyles";
import { readTreasuryQuery, treasuryFieldId } from "../treasuryQuery";

/**
 * /admin/tesoreria (ADMIN or SUPER_ADMIN; issue 32 §4): per Bogotá day and channel, the payments
 * applied, pending, without confirmation, double, and the refunds made, with the totals, the CSV,
 * and the double payments to refund. The days live in the address, so a view can be shared.
 */
export default observer(function AdminTreasuryView() {
  const intl = useIntl();
  const f = useFormat();
  const styles = useTreasuryStyles();
  const store = useFeatureStore(adminTreasuryStoreKey);
  const { pathname } = useLocation();
  const [params, update] = useSearchParamsUpdate();
  const query = readTreasuryQuery(params);
  const queryKey = JSON.stringify(query);
  const [draft, setDraft] = useState<TreasuryDraft>({ from: query.from ?? "", to: query.to ?? "" });
  const [rangeError, setRangeError] = useState<string | undefined>();

  useEffect(() => {
    void store.show(JSON.parse(queryKey) as TreasuryQuery);
  }, [store, queryKey]);
  useEffect(() => () => store.leave(), [store]);
  // Back/forward changes the address: the form follows it.
  useEffect(() => {
    const q = JSON.parse(queryKey) as TreasuryQuery;
    setDraft({ from: q.from ?? "", to: q.to ?? "" });
    setRangeError(undefined);
  }, [queryKey]);

  const apply = (e: SyntheticEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setRangeError(intl.formatMessage(t.rangeError));
      document.getElementById(treasuryFieldId("to"))?.focus();
      return;
    }
    setRangeError(undefined);
    update({ from: draft.from, to: draft.to });
  };
  const lastWeek = () => {
    setDraft({ from: "", to: "" });
    setRangeError(undefined);
    update({ from: undefined, to: undefined });
  };
  const fields = store.filterErrors;
  const errorOf = (name: keyof TreasuryDraft) => (name === "to" ? rangeError : undefined) ?? fields?.[name];

  const report = store.figures;
  const pendingNow = report?.refundsPending;

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.intro)}</PageIntro>

      {pendingNow && pendingNow.count > 0 ? (
        <p className={styles.reminder}>
          <span>{fm(intl, t.reminder, { count: pendingNow.count, amount: f.money(pendingNow.amount) })}</span>
          <RouterLink to="#pagos-dobles">{intl.formatMessage(t.reminderLink)}</RouterLink>
        </p>
      ) : null}

      <TreasuryFilters
        draft={draft}
        onDraft={(name, value) => setDraft((d) => ({ ...d, [name]: value }))}
        errorOf={errorOf}
        refused={fields !== undefined}
        onApply={apply}
        onLastWeek={lastWeek}
      />

      <p role="status" aria-live="polite" className={styles.status}>
        {store.loading ? intl.formatMessage(t.loading) : report ? fm(intl, t.range, { from: f.day(report.from, "long"), to: f.day(report.to, "long") }) : ""}
      </p>

      {store.loading && !report ? <Spinner labelPosition="after" label={intl.formatMessage(t.loading)} /> : null}
      {store.failed && !fields ? (
        <LoadProblem
          title={intl.formatMessage(t.loadError)}
          error={store.report.error}
          retryLabel={intl.formatMessage(t.retry)}
          onRetry={() => void store.report.retry()}
        />
      ) : null}

      {report ? (
        <>
          <TreasuryTotals report={report} />
          <div className={styles.buttons}>
            <Button icon={<ArrowDownloadRegular />} onClick={() => void store.download.run(pathname)} disabled={store.download.busy}>
              {store.download.busy ? intl.formatMessage(t.downloading) : intl.formatMessage(t.download)}
            </Button>
            <span role="status">
              {store.downloaded ? fm(intl, t.downloaded, { file: store.downloaded }) : store.download.error ? intl.formatMessage(t.downloadError) : ""}
            </span>
          </div>
          {store.movingRows.length === 0 ? (
            <Body1 as="p" block className={styles.note}>
              {intl.formatMessage(t.empty)}
            </Body1>
          ) : (
            <TreasuryTable report={report} rows={store.movingRows} />
          )}
          <TreasuryHow />
        </>
      ) : null}

      <RefundsSection store={store} />
    </article>
  );
});
