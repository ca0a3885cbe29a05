import { useEffect, useState, type SyntheticEvent } from "react";
import { Body1, Button, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl, type IntlShape } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { LoadProblem } from "../../../components/LoadProblem";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { useSearchParamsUpdate } from "../../../components/useSearchParamsUpdate";
import { fm } from "../../../components/useLoad";
import type { AuditQuery } from "../../../shared/admin";
import { adminAuditStoreKey } from "../AdminAuditStore";
import {
  AUDIT_FILTER_FIELDS,
  AUDIT_PAGE_SIZE,
  auditDraftOf,
  auditFieldId,
  readAuditQuery,
  type AuditFilterDraft,
  type AuditFilterName,
} from "../adminAuditQuery";
import { auditMessages as t } from "../parts/audit/adminAuditMessages";
import { AuditFilters } from "../parts/audit/AuditFilters";
import { AuditTable } from "../parts/audit/AuditTable";
import { useAuditStyles } from "../parts/audit/useAuditStyles";

/** What the form itself can tell before asking: a range that ends before it starts. */
function validateDraft(intl: IntlShape, d: AuditFilterDraft): Partial<Record<AuditFilterName, string>> {
  const from = d.from.trim();
  const to = d.to.trim();
  return from && to && to < from ? { to: intl.formatMessage(t.rangeError) } : {};
}

/**
 * /admin/audit (SUPER_ADMIN): the audit log, filtered by who, what, which kind of object and
 * when; the filters live in the address so a view can be shared and survives back and forward.
 */
export default observer(function AdminAuditView() {
  const intl = useIntl();
  const styles = useAuditStyles();
  const store = useFeatureStore(adminAuditStoreKey);
  const [params, update] = useSearchParamsUpdate();
  const query = readAuditQuery(params);
  const queryKey = JSON.stringify(query);
  const [draft, setDraft] = useState<AuditFilterDraft>(() => auditDraftOf(query));
  const [clientErrors, setClientErrors] = useState<Partial<Record<AuditFilterName, string>>>({});

  useEffect(() => {
    void store.show(JSON.parse(queryKey) as AuditQuery);
  }, [store, queryKey]);
  useEffect(() => () => store.leave(), [store]);

  // Back/forward in the browser changes the address: the form follows it.
  useEffect(() => {
    setDraft(auditDraftOf(JSON.parse(queryKey) as AuditQuery));
    setClientErrors({});
  }, [queryKey]);

  const apply = (e: SyntheticEvent) => {
    e.preventDefault();
    const problems = validateDraft(intl, draft);
    setClientErrors(problems);
    const first = AUDIT_FILTER_FIELDS.find((name) => problems[name]);
    if (first) {
      document.getElementById(auditFieldId(first))?.focus();
      return;
    }
    update({ ...draft, actor: draft.actor.trim(), page: undefined });
  };
  const goTo = (page: number) => () => {
    update({ page: page > 1 ? String(page) : undefined });
  };
  const onDraft = (name: AuditFilterName) => (_: unknown, d: { value: string }) => {
    setDraft((f) => ({ ...f, [name]: d.value }));
  };
  const clearFilters = () => {
    const empty: AuditFilterDraft = { actor: "", action: "", entityType: "", from: "", to: "" };
    setDraft(empty);
    setClientErrors({});
    update({ ...empty, page: undefined });
  };

  const fields = store.filterErrors;
  const errorOf = (name: AuditFilterName): string | undefined => clientErrors[name] ?? fields?.[name];
  const otherMessages = fields ? Object.entries(fields).filter(([k]) => !(AUDIT_FILTER_FIELDS as readonly string[]).includes(k)) : [];

  const data = store.page;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || AUDIT_PAGE_SIZE))) : 1;
  const current = data?.page ?? query.page ?? 1;

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.intro)}</PageIntro>

      <AuditFilters
        draft={draft}
        onDraft={onDraft}
        errorOf={errorOf}
        refused={fields !== undefined}
        otherMessages={otherMessages}
        onApply={apply}
        onClear={clearFilters}
      />

      <p role="status" aria-live="polite" className={styles.status}>
        {store.loading ? intl.formatMessage(t.loading) : data ? fm(intl, t.total, { total: data.total }) : ""}
      </p>

      {store.loading && !store.hasRead ? <Spinner labelPosition="after" label={intl.formatMessage(t.loading)} /> : null}

      {store.failed && !fields ? (
        <LoadProblem title={intl.formatMessage(t.loadError)} error={store.error} retryLabel={intl.formatMessage(t.retry)} onRetry={() => void store.retry()} />
      ) : null}

      {data && data.items.length === 0 && !store.loading ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.empty)}
        </Body1>
      ) : null}

      {data && data.items.length > 0 ? <AuditTable entries={data.items} page={current} pages={pages} /> : null}

      {data && data.total > 0 ? (
        <nav aria-label={intl.formatMessage(t.pagination)} className={styles.pager}>
          {current > 1 ? <Button onClick={goTo(current - 1)}>{intl.formatMessage(t.previous)}</Button> : null}
          <span>{fm(intl, t.pageOf, { page: current, pages })}</span>
          {current < pages ? <Button onClick={goTo(current + 1)}>{intl.formatMessage(t.next)}</Button> : null}
        </nav>
      ) : null}
    </article>
  );
});
