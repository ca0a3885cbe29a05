import { Button } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { breakableEmail } from "../../../../components/breakableEmail";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { AdminUser } from "../../../../shared/admin";
import { displayName, documentText } from "./adminUsersLabels";
import { usersMessages as t } from "./adminUsersMessages";
import { RoleBadges } from "./RoleBadges";
import { StateBadges } from "./StateBadges";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

/** A page of accounts, each with a button that opens it in the panel. */
export function UsersTable({
  users,
  me,
  selected,
  page,
  pages,
  morePages = false,
  onOpen,
}: {
  users: AdminUser[];
  me: string | null;
  selected: string | null;
  page: number;
  pages: number;
  /** The count stopped at its bound (issue 37): `pages` is how many there are at least. */
  morePages?: boolean;
  onOpen: (id: string) => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useAdminUsersStyles();
  return (
    <DataTable<AdminUser>
      id="admin-users"
      caption={fm(intl, morePages ? t.captionMany : t.caption, { page, pages })}
      rows={users}
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
        { header: intl.formatMessage(t.colCreated), cell: (u) => <span className={styles.nowrap}>{f.instant(u.createdAt)}</span> },
        {
          header: intl.formatMessage(t.colLastLogin),
          cell: (u) => <span className={styles.nowrap}>{u.lastLogin ? f.instant(u.lastLogin) : intl.formatMessage(t.never)}</span>,
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
              onClick={() => onOpen(u.id)}
            >
              {intl.formatMessage(t.viewDetail)}
            </Button>
          ),
        },
      ]}
    />
  );
}
