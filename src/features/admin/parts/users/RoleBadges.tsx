import { Badge } from "@fluentui/react-components";
import { ROLES } from "../../../../shared/constants";
import { roleLabel, sortedRoles } from "../../adminRoles";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

/** One Fluent badge per role, with its Spanish name. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const styles = useAdminUsersStyles();
  return (
    <span className={styles.badges}>
      {sortedRoles(roles).map((r) => (
        <Badge
          key={r}
          size="medium"
          className={styles.badge}
          appearance={r === ROLES.user ? "outline" : "tint"}
          color={r === ROLES.superAdmin ? "important" : r === ROLES.admin ? "brand" : "informative"}
        >
          {roleLabel(r)}
        </Badge>
      ))}
    </span>
  );
}
