import type { Dispatch, FormEvent, SetStateAction } from "react";
import { Body1, Button, Field, Input, Select } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { MANAGED_ROLES, ROLE_LABELS, USER_LIST_LIMITS, type UserStatusFilter } from "../../../../shared/admin";
import { STATUS_FILTERS, type UsersDraft } from "../../adminUsersQuery";
import { usersMessages as t } from "./adminUsersMessages";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

const STATUS_MESSAGES: Record<UserStatusFilter, (typeof t)[keyof typeof t]> = {
  activos: t.statusActive,
  inactivos: t.statusInactive,
  sin_verificar: t.statusUnverified,
};

/** The search form of the users list, and the creation-date filter when the address has one. */
export function UserFilters({
  draft,
  setDraft,
  createdFrom,
  onApply,
  onClear,
  onRemoveCreatedFrom,
}: {
  draft: UsersDraft;
  setDraft: Dispatch<SetStateAction<UsersDraft>>;
  createdFrom: string | undefined;
  onApply: (e: FormEvent) => void;
  onClear: () => void;
  onRemoveCreatedFrom: () => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useAdminUsersStyles();
  return (
    <section aria-labelledby="admin-users-filters-title">
      <h2 id="admin-users-filters-title" className={styles.h2}>
        {intl.formatMessage(t.filtersTitle)}
      </h2>
      <form role="search" aria-labelledby="admin-users-filters-title" noValidate onSubmit={onApply}>
        <div className={styles.filters}>
          <Field label={intl.formatMessage(t.q)} hint={intl.formatMessage(t.qHint)}>
            <Input
              id="admin-users-q"
              type="search"
              value={draft.q}
              maxLength={USER_LIST_LIMITS.qMax}
              onChange={(_, d) => setDraft((v) => ({ ...v, q: d.value }))}
            />
          </Field>
          <Field label={intl.formatMessage(t.role)}>
            <Select id="admin-users-role" value={draft.role} onChange={(_, d) => setDraft((v) => ({ ...v, role: d.value }))}>
              <option value="">{intl.formatMessage(t.allRoles)}</option>
              {MANAGED_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={intl.formatMessage(t.status)}>
            <Select id="admin-users-status" value={draft.status} onChange={(_, d) => setDraft((v) => ({ ...v, status: d.value }))}>
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
          <Button type="button" onClick={onClear}>
            {intl.formatMessage(t.clear)}
          </Button>
        </div>
      </form>
      {createdFrom ? (
        <div className={styles.activeFilter}>
          <Body1>{fm(intl, t.createdFromActive, { date: f.day(createdFrom, "medium") })}</Body1>
          <Button size="small" onClick={onRemoveCreatedFrom}>
            {intl.formatMessage(t.createdFromRemove)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
