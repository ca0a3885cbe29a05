import { useEffect, useState, type FormEvent } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { LoadProblem } from "../../../components/LoadProblem";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { useSearchParamsUpdate } from "../../../components/useSearchParamsUpdate";
import { fm } from "../../../components/useLoad";
import { USER_LIST_LIMITS, type AdminUserQuery } from "../../../shared/admin";
import { totalText } from "../../../shared/paging";
import { totalLanguage } from "../../news/listTotal";
import { adminUsersStoreKey } from "../AdminUsersStore";
import { readUsersQuery, usersDraftOf, type UsersDraft } from "../adminUsersQuery";
import { usersMessages as t } from "../parts/users/adminUsersMessages";
import { UserFilters } from "../parts/users/UserFilters";
import { UserPanel } from "../parts/users/UserPanel";
import { UsersTable } from "../parts/users/UsersTable";
import { useAdminUsersStyles } from "../parts/users/useAdminUsersStyles";

/** /admin/users: the accounts with their filters in the address, and the selected account. */
export default observer(function AdminUsersView() {
  const intl = useIntl();
  const styles = useAdminUsersStyles();
  const store = useFeatureStore(adminUsersStoreKey);
  const me = store.me;
  const [params, update] = useSearchParamsUpdate();
  const query = readUsersQuery(params);
  const selected = (params.get("usuario") ?? "").trim() || null;
  const queryKey = JSON.stringify(query);
  const [draft, setDraft] = useState<UsersDraft>(() => usersDraftOf(query));
  const [notice, setNotice] = useState("");

  // Each answer says which query it answers: reading the list again after a change keeps it quiet.
  useEffect(() => {
    void store.showList(JSON.parse(queryKey) as AdminUserQuery);
  }, [store, queryKey]);
  useEffect(() => () => store.leave(), [store]);

  // Back/forward in the browser changes the address: the form follows it.
  useEffect(() => {
    setDraft(usersDraftOf(JSON.parse(queryKey) as AdminUserQuery));
  }, [queryKey]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setNotice("");
    update({ q: draft.q.trim().slice(0, USER_LIST_LIMITS.qMax), role: draft.role, status: draft.status, page: undefined });
  };
  const clearFilters = () => {
    setNotice("");
    setDraft({ q: "", role: "", status: "" });
    update({ q: undefined, role: undefined, status: undefined, createdFrom: undefined, page: undefined });
  };
  const removeCreatedFrom = () => {
    setNotice(intl.formatMessage(t.createdFromRemoved));
    update({ createdFrom: undefined, page: undefined });
    requestAnimationFrame(() => document.getElementById("admin-users-q")?.focus());
  };
  const open = (id: string) => {
    if (id === selected) document.getElementById("admin-user-title")?.focus();
    else update({ usuario: id });
  };
  const closePanel = () => {
    const id = selected;
    update({ usuario: undefined });
    if (id) requestAnimationFrame(() => document.getElementById(`admin-user-open-${id}`)?.focus());
  };

  const data = store.page;
  const stale = store.stale;
  const pages = store.pages;
  const current = data?.page ?? query.page ?? 1;
  // Issue 37: past 1,000 accounts the server stops counting: «más de 1.000» and pages «o más».
  const bounded = data?.totalBounded === true;
  const totalLine = !data ? "" : bounded ? fm(intl, t.totalBounded, { total: totalText(data, totalLanguage(intl)) }) : fm(intl, t.total, { total: data.total });

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.intro)}</PageIntro>

      <UserFilters
        draft={draft}
        setDraft={setDraft}
        createdFrom={query.createdFrom}
        onApply={apply}
        onClear={clearFilters}
        onRemoveCreatedFrom={removeCreatedFrom}
      />

      <p role="status" aria-live="polite" className={styles.status}>
        {stale || (store.listLoading && !data) ? intl.formatMessage(t.loading) : totalLine} {notice}
      </p>

      {store.listFailed ? (
        <LoadProblem
          title={intl.formatMessage(t.loadError)}
          error={store.listError}
          retryLabel={intl.formatMessage(t.retry)}
          onRetry={() => void store.retryList()}
        />
      ) : null}

      {data && data.items.length === 0 && !stale ? (
        data.total === 0 ? (
          <Body1 as="p" block>
            {intl.formatMessage(t.empty)}
          </Body1>
        ) : (
          <div className={styles.problem}>
            <Body1>{intl.formatMessage(t.pageEmpty)}</Body1>
            <Button onClick={() => update({ page: undefined })}>{intl.formatMessage(t.firstPage)}</Button>
          </div>
        )
      ) : null}

      {data && data.items.length > 0 ? (
        <UsersTable users={data.items} me={me} selected={selected} page={current} pages={pages} morePages={bounded} onOpen={open} />
      ) : null}

      {data && data.total > 0 ? (
        <nav aria-label={intl.formatMessage(t.pagination)} className={styles.pager}>
          {current > 1 ? (
            <Button onClick={() => update({ page: current - 1 > 1 ? String(current - 1) : undefined })}>{intl.formatMessage(t.previous)}</Button>
          ) : null}
          <span>{fm(intl, bounded ? t.pageOfMany : t.pageOf, { page: current, pages })}</span>
          {current < pages ? <Button onClick={() => update({ page: String(current + 1) })}>{intl.formatMessage(t.next)}</Button> : null}
        </nav>
      ) : null}

      {selected ? <UserPanel key={selected} store={store} id={selected} onClose={closePanel} /> : null}
    </article>
  );
});
