import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Body1, Button, Field, Input, Select } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { LoadProblem } from "../../components/LoadProblem";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { breakableEmail } from "../../components/breakableEmail";
import { DataTable } from "../../components/charts/DataTable";
import { useSearchParamsUpdate } from "../../components/useSearchParamsUpdate";
import { fm, useLoad } from "../../components/useLoad";

import {
  MANAGED_ROLES,
  ROLE_LABELS,
  USER_LIST_LIMITS,
  type AdminUser,
  type AdminUserPage,
  type AdminUserQuery,
  type UserStatusFilter,
} from "../../shared/admin";
import { useAdminApi } from "./adminApiHook";
import { RoleBadges, StateBadges, UserPanel, displayName, documentText, formatDay, formatInstant, t, useStyles } from "./adminUsersParts";

const STATUS_FILTERS: readonly UserStatusFilter[] = ["activos", "inactivos", "sin_verificar"];
const STATUS_MESSAGES: Record<UserStatusFilter, (typeof t)[keyof typeof t]> = {
  activos: t.statusActive,
  inactivos: t.statusInactive,
  sin_verificar: t.statusUnverified,
};
const PAGE_SIZE = USER_LIST_LIMITS.pageSizeDefault;

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A real calendar day as YYYY-MM-DD, or nothing. */
function validDay(raw: string | null): string | undefined {
  if (raw === null || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const d = new Date(`${raw}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === raw ? raw : undefined;
}

/** The query kept in the address (?q=…&role=…&status=…&createdFrom=…&page=…), checked value by value. */
function readQuery(params: URLSearchParams): AdminUserQuery {
  const page = Number(params.get("page"));
  const q = (params.get("q") ?? "").trim().slice(0, USER_LIST_LIMITS.qMax);
  return {
    q: q === "" ? undefined : q,
    role: oneOf(MANAGED_ROLES, (params.get("role") ?? "").toUpperCase()),
    status: oneOf(STATUS_FILTERS, params.get("status")),
    createdFrom: validDay(params.get("createdFrom")),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

type Draft = { q: string; role: string; status: string };

function draftOf(query: AdminUserQuery): Draft {
  return { q: query.q ?? "", role: query.role ?? "", status: query.status ?? "" };
}

/** /admin/users: the accounts with their filters in the address, and the selected account. */
export default observer(function AdminUsersView() {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = useAdminApi();
  const { session } = useStores();
  const me = session.user?.id ?? null;
  const locale = intl.locale;
  const [params, update] = useSearchParamsUpdate();
  const query = readQuery(params);
  const selected = (params.get("usuario") ?? "").trim() || null;
  const queryKey = JSON.stringify(query);
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  const [refresh, setRefresh] = useState(0);
  const [notice, setNotice] = useState("");
  // Each answer says which query it answers: reloading after a change keeps the list quiet.
  const list = useLoad<{ key: string; page: AdminUserPage }>(`${queryKey}#${refresh}`, () =>
    getApi()
      .then((api) => api.users(query))
      .then((page) => ({ key: queryKey, page })),
  );

  // Back/forward in the browser changes the address: the form follows it.
  useEffect(() => {
    setDraft(draftOf(JSON.parse(queryKey) as AdminUserQuery));
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
  const onChanged = useCallback(() => setRefresh((n) => n + 1), []);

  const data = list.data?.page;
  const stale = list.loading && list.data?.key !== queryKey;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE))) : 1;
  const current = data?.page ?? query.page ?? 1;

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>

      <section aria-labelledby="admin-users-filters-title">
        <h2 id="admin-users-filters-title" className={styles.h2}>
          {intl.formatMessage(t.filtersTitle)}
        </h2>
        <form role="search" aria-labelledby="admin-users-filters-title" noValidate onSubmit={apply}>
          <div className={styles.filters}>
            <Field label={intl.formatMessage(t.q)} hint={intl.formatMessage(t.qHint)}>
              <Input
                id="admin-users-q"
                type="search"
                value={draft.q}
                maxLength={USER_LIST_LIMITS.qMax}
                onChange={(_, d) => setDraft((f) => ({ ...f, q: d.value }))}
              />
            </Field>
            <Field label={intl.formatMessage(t.role)}>
              <Select id="admin-users-role" value={draft.role} onChange={(_, d) => setDraft((f) => ({ ...f, role: d.value }))}>
                <option value="">{intl.formatMessage(t.allRoles)}</option>
                {MANAGED_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={intl.formatMessage(t.status)}>
              <Select id="admin-users-status" value={draft.status} onChange={(_, d) => setDraft((f) => ({ ...f, status: d.value }))}>
                <option value="">{intl.formatMessage(t.allStatuses)}</option>
                {STATUS_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {intl.formatMessage(STATUS_MESSAGES[s])}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className={styles.buttons}>
            <Button type="submit" appearance="primary">
              {intl.formatMessage(t.apply)}
            </Button>
            <Button type="button" onClick={clearFilters}>
              {intl.formatMessage(t.clear)}
            </Button>
          </div>
        </form>
        {query.createdFrom ? (
          <div className={styles.activeFilter}>
            <Body1>{fm(intl, t.createdFromActive, { date: formatDay(locale, query.createdFrom) })}</Body1>
            <Button size="small" onClick={removeCreatedFrom}>
              {intl.formatMessage(t.createdFromRemove)}
            </Button>
          </div>
        ) : null}
      </section>

      <p role="status" aria-live="polite" className={styles.status}>
        {stale || (list.loading && !data) ? intl.formatMessage(t.loading) : data ? fm(intl, t.total, { total: data.total }) : ""} {notice}
      </p>

      {list.error && !list.loading ? (
        <LoadProblem title={intl.formatMessage(t.loadError)} error={list.error} retryLabel={intl.formatMessage(t.retry)} onRetry={list.retry} />
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
        <DataTable<AdminUser>
          id="admin-users"
          caption={fm(intl, t.caption, { page: current, pages })}
          rows={data.items}
          rowKey={(u) => u.id}
          columns={[
            {
              header: intl.formatMessage(t.colName),
              cell: (u) => (
                <span className={styles.words}>
                  {displayName(intl, u)}
                  {me === u.id ? <> {intl.formatMessage(t.yourAccount)}</> : null}
                </span>
              ),
            },
            { header: intl.formatMessage(t.colEmail), cell: (u) => <span className={styles.email}>{breakableEmail(u.email)}</span> },
            { header: intl.formatMessage(t.colDocument), cell: (u) => <span className={styles.nowrap}>{documentText(intl, u)}</span> },
            { header: intl.formatMessage(t.colRoles), cell: (u) => <RoleBadges roles={u.roles} /> },
            { header: intl.formatMessage(t.colState), cell: (u) => <StateBadges user={u} /> },
            { header: intl.formatMessage(t.colCreated), cell: (u) => <span className={styles.nowrap}>{formatInstant(locale, u.createdAt)}</span> },
            {
              header: intl.formatMessage(t.colLastLogin),
              cell: (u) => <span className={styles.nowrap}>{u.lastLogin ? formatInstant(locale, u.lastLogin) : intl.formatMessage(t.never)}</span>,
            },
            {
              header: intl.formatMessage(t.colDetail),
              cell: (u) => (
                <Button
                  id={`admin-user-open-${u.id}`}
                  size="small"
                  appearance={selected === u.id ? "primary" : "secondary"}
                  aria-label={fm(intl, t.viewDetailOf, { name: displayName(intl, u) })}
                  aria-current={selected === u.id ? "true" : undefined}
                  aria-controls={selected === u.id ? "admin-user-detail" : undefined}
                  onClick={() => open(u.id)}
                >
                  {intl.formatMessage(t.viewDetail)}
                </Button>
              ),
            },
          ]}
        />
      ) : null}

      {data && data.total > 0 ? (
        <nav aria-label={intl.formatMessage(t.pagination)} className={styles.pager}>
          {current > 1 ? (
            <Button onClick={() => update({ page: current - 1 > 1 ? String(current - 1) : undefined })}>{intl.formatMessage(t.previous)}</Button>
          ) : null}
          <span>{fm(intl, t.pageOf, { page: current, pages })}</span>
          {current < pages ? <Button onClick={() => update({ page: String(current + 1) })}>{intl.formatMessage(t.next)}</Button> : null}
        </nav>
      ) : null}

      {selected ? <UserPanel key={selected} id={selected} me={me} getApi={getApi} onChanged={onChanged} onClose={closePanel} /> : null}
    </article>
  );
});
