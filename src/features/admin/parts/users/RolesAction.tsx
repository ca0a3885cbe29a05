import { useId, useState, type FormEvent } from "react";
import { Button, Caption1, Checkbox } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { MANAGED_ROLES, ROLE_LABELS, type AdminUserDetail, type ManagedRole } from "../../../../shared/admin";
import { ROLES } from "../../../../shared/constants";
import { sortedRoles } from "../../adminRoles";
import type { AdminUserDetailStore } from "../../AdminUserDetailStore";
import { usersMessages as t } from "./adminUsersMessages";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

/** The account's roles as checkboxes (USER always held), saved together; only a SUPER_ADMIN edits them. */
export function RolesAction({ account, detail, busy }: { account: AdminUserDetailStore; detail: AdminUserDetail; busy: boolean }) {
  const intl = useIntl();
  const styles = useAdminUsersStyles();
  const id = useId();
  const held = sortedRoles(detail.user.roles);
  const heldKey = held.join(",");
  const [choice, setChoice] = useState<{ base: string; roles: ReadonlySet<string> }>(() => ({ base: heldKey, roles: new Set(held) }));
  // A new answer from the server (after saving, or another change) resets the boxes to what it holds.
  if (choice.base !== heldKey) setChoice({ base: heldKey, roles: new Set(held) });
  const chosen = choice.roles;
  const editable = detail.allowed.changeRoles && detail.allowed.privilegedRoles;
  const hint = !detail.allowed.privilegedRoles ? t.privilegedHint : !detail.allowed.changeRoles ? t.rolesLocked : null;
  const hintId = `${id}-hint`;

  const toggle = (role: string, on: boolean) =>
    setChoice((c) => {
      const next = new Set(c.roles);
      if (on) next.add(role);
      else next.delete(role);
      return { base: c.base, roles: next };
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!editable) return;
    void account.saveRoles(chosen);
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.rolesTitle)}
      </h4>
      <div role="group" aria-labelledby={`${id}-title`} aria-describedby={hint ? hintId : undefined} className={styles.checks}>
        <Checkbox id={`${id}-USER`} checked disabled label={intl.formatMessage(t.userRoleAlways)} />
        {MANAGED_ROLES.filter((r): r is Exclude<ManagedRole, "USER"> => r !== ROLES.user).map((r) => (
          <Checkbox
            key={r}
            id={`${id}-${r}`}
            checked={chosen.has(r)}
            disabled={!editable}
            label={ROLE_LABELS[r]}
            onChange={(_, d) => toggle(r, d.checked === true)}
          />
        ))}
      </div>
      {hint ? (
        <Caption1 as="p" id={hintId} className={styles.hint}>
          {intl.formatMessage(hint)}
        </Caption1>
      ) : null}
      {editable ? (
        <Button type="submit" appearance="primary" disabledFocusable={busy} aria-busy={busy}>
          {intl.formatMessage(t.saveRoles)}
        </Button>
      ) : null}
    </form>
  );
}
