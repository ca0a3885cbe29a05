import { useCallback, useEffect, useMemo, useState } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { LoadProblem } from "../../../components/LoadProblem";
import { PageIntro } from "../../../components/PageIntro";
import { useSearchParamsUpdate } from "../../../components/useSearchParamsUpdate";
import { fm } from "../../../components/useLoad";
import { totalText } from "../../../shared/paging";
import { totalLanguage } from "../../news/listTotal";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { adminPqrsStoreKey } from "../AdminPqrsStore";
import { CasePanel } from "../parts/pqrs/CasePanel";
import { PqrsCasesTable } from "../parts/pqrs/PqrsCasesTable";
import { PqrsInboxFilters } from "../parts/pqrs/PqrsInboxFilters";
import { readFilter, type FilterDraft } from "../parts/pqrs/pqrsInboxFilter";
import { t } from "../parts/pqrs/pqrsInboxMessages";

const useStyles = makeStyles({
  page: { maxWidth: "80rem", minWidth: 0 },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  counts: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, listStyleType: "none", padding: 0, margin: 0 },
  count: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  countOverdue: { borderLeft: `6px solid ${tokens.colorPaletteRedBorder2}` },
  countSoon: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}` },
  status: { minHeight: "1.5em" },
  // At ≥ 1024 px the selected case opens beside the list, where the agent is looking (issue 21).
  workspace: {
    display: "grid",
    gap: tokens.spacingHorizontalXL,
    alignItems: "start",
    "@media (min-width: 1024px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
  },
  listColumn: { minWidth: 0 },
  pager: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlock: tokens.spacingVerticalL },
});

/** /admin/pqrs: the agents' inbox with its filters in the address, and the selected case. */
export default observer(function AdminPqrsView() {
  const intl = useIntl();
  const styles = useStyles();
  const store = useFeatureStore(adminPqrsStoreKey);
  const [params, update] = useSearchParamsUpdate();
  const filter = useMemo(() => readFilter(params), [params]);
  const selected = (params.get("caso") ?? "").trim() || null;
  const [announcement, setAnnouncement] = useState("");

  // What this visit showed goes with it: the next visit loads afresh.
  useEffect(() => () => store.leave(), [store]);
  useEffect(() => {
    void store.showList(filter);
  }, [store, filter]);

  const apply = (draft: FilterDraft) => update({ ...draft, page: undefined });
  const select = (id: string | null) => update({ caso: id ?? undefined });
  const onChanged = useCallback((message: string) => setAnnouncement(message), []);
  const closePanel = () => {
    const id = selected;
    select(null);
    if (id) requestAnimationFrame(() => document.getElementById(`pqrs-open-${id}`)?.focus());
  };

  const list = store.list;
  const loading = store.listLoading;
  const failed = list.status === "failed";
  const data = list.value;
  const pages = store.pages;
  const current = data?.page ?? filter.page ?? 1;
  // Issue 37: past 1,000 cases the server stops counting: «más de 1.000» and pages «o más».
  const bounded = data?.totalBounded === true;
  const totalLine = !data ? "" : bounded ? fm(intl, t.totalBounded, { total: totalText(data, totalLanguage(intl)) }) : fm(intl, t.total, { total: data.total });

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.intro)}</PageIntro>

      <section aria-labelledby="pqrs-counts-title">
        <h2 id="pqrs-counts-title" className={styles.h2}>
          {intl.formatMessage(t.countsTitle)}
        </h2>
        {data ? (
          <ul className={styles.counts}>
            <li className={styles.count}>{fm(intl, t.countOpen, { count: data.counts.open })}</li>
            <li className={mergeClasses(styles.count, styles.countOverdue)}>{fm(intl, t.countOverdue, { count: data.counts.overdue })}</li>
            <li className={mergeClasses(styles.count, styles.countSoon)}>{fm(intl, t.countDueSoon, { count: data.counts.dueSoon })}</li>
          </ul>
        ) : (
          <Body1 as="p" block>
            {failed ? intl.formatMessage(t.loadError) : intl.formatMessage(t.loading)}
          </Body1>
        )}
      </section>

      <PqrsInboxFilters filter={filter} onApply={apply} />

      <p role="status" aria-live="polite" className={styles.status}>
        {loading ? intl.formatMessage(t.loading) : totalLine} {announcement}
      </p>

      {failed ? (
        <LoadProblem title={intl.formatMessage(t.loadError)} error={list.error} retryLabel={intl.formatMessage(t.retry)} onRetry={() => void list.retry()} />
      ) : null}

      {data && data.items.length === 0 && !loading ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.empty)}
        </Body1>
      ) : null}

      <div className={selected ? styles.workspace : undefined}>
        <div className={styles.listColumn}>
          {data && data.items.length > 0 ? (
            <PqrsCasesTable items={data.items} page={current} pages={pages} morePages={bounded} selected={selected} onSelect={select} />
          ) : null}

          {data && pages > 1 ? (
            <nav aria-label={intl.formatMessage(t.pagination)} className={styles.pager}>
              {current > 1 ? <Button onClick={() => update({ page: String(current - 1) })}>{intl.formatMessage(t.previous)}</Button> : null}
              <span>{fm(intl, bounded ? t.pageOfMany : t.pageOf, { page: current, pages })}</span>
              {current < pages ? <Button onClick={() => update({ page: String(current + 1) })}>{intl.formatMessage(t.next)}</Button> : null}
            </nav>
          ) : null}
        </div>

        {selected ? <CasePanel key={selected} id={selected} store={store} onChanged={onChanged} onClose={closePanel} /> : null}
      </div>
    </article>
  );
});
