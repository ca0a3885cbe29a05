import { Badge } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import type { AdminUser } from "../../../../shared/admin";
import { usersMessages as t } from "./adminUsersMessages";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

/** Account and e-mail state as text badges (never colour alone). */
export function StateBadges({ user }: { user: Pick<AdminUser, "isActive" | "isEmailVerified"> }) {
  const intl = useIntl();
  const styles = useAdminUsersStyles();
  return (
    <span className={styles.badges}>
      <Badge size="medium" className={styles.badge} appearance="outline" color={user.isActive ? "success" : "danger"}>
        {intl.formatMessage(user.isActive ? t.active : t.inactive)}
      </Badge>
      <Badge size="medium" className={styles.badge} appearance="outline" color={user.isEmailVerified ? "informative" : "warning"}>
        {intl.formatMessage(user.isEmailVerified ? t.verified : t.unverified)}
      </Badge>
    </span>
  );
}
