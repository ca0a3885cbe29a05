import type { ReactNode, RefObject } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl, type IntlShape } from "react-intl";
import { breakableEmail } from "../../../../components/breakableEmail";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { AdminUserDetail } from "../../../../shared/admin";
import { mergeClasses } from "../../../../theme";
import { roleLabel, sortedRoles } from "../../adminRoles";
import type { AdminUserDetailStore, UserChangeOutcome } from "../../AdminUserDetailStore";
import { displayName, documentText, userTypeLabel } from "./adminUsersLabels";
import { usersMessages as t } from "./adminUsersMessages";
import { RoleBadges } from "./RoleBadges";
import { RolesAction } from "./RolesAction";
import { StateAction } from "./StateAction";
import { UserHistory } from "./UserHistory";
import { UserSessions } from "./UserSessions";
import { useAdminUsersStyles } from "./useAdminUsersStyles";
import { VerifyAction } from "./VerifyAction";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What the live region says about the last change. */
function outcomeText(intl: IntlShape, outcome: UserChangeOutcome | null, name: string): string {
  switch (outcome?.kind) {
    case undefined:
      return "";
    case "saving":
      return intl.formatMessage(t.saving);
    case "rolesUnchanged":
      return intl.formatMessage(t.rolesUnchanged);
    case "rolesSaved":
      return fm(intl, t.rolesSaved, { name, roles: sortedRoles(outcome.roles).map(roleLabel).join(", ") });
    case "deactivated":
      return fm(intl, t.deactivated, { name });
    case "activated":
      return fm(intl, t.activated, { name });
    case "resent":
      return outcome.message;
    case "failed":
      return outcome.message ?? intl.formatMessage(t.saveFailed);
  }
}

/** An account's data, the changes an administrator may make to it, its sessions and its history. */
export const UserDetail = observer(function UserDetail({
  account,
  detail,
  me,
  onClose,
  headingRef,
}: {
  account: AdminUserDetailStore;
  detail: AdminUserDetail;
  me: string | null;
  onClose: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useAdminUsersStyles();
  const u = detail.user;
  const name = displayName(intl, u);
  const none = intl.formatMessage(t.none);
  const busy = account.busy;
  const failed = account.outcome?.kind === "failed";

  return (
    <>
      <div className={styles.detailHead}>
        <h2 id="admin-user-title" ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
          {name}
        </h2>
        <Button onClick={onClose}>{intl.formatMessage(t.closeDetail)}</Button>
      </div>
      {me !== null && me === u.id ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.ownAccount)}
        </Body1>
      ) : null}

      <h3 className={styles.h3}>{intl.formatMessage(t.dataTitle)}</h3>
      <dl className={styles.dl}>
        <Row label={intl.formatMessage(t.emailLabel)}>{u.email ? breakableEmail(u.email) : none}</Row>
        <Row label={intl.formatMessage(t.documentLabel)}>{documentText(intl, u)}</Row>
        <Row label={intl.formatMessage(t.phoneLabel)}>{u.phoneNumber || none}</Row>
        <Row label={intl.formatMessage(t.contractLabel)}>{u.contractNumber || none}</Row>
        <Row label={intl.formatMessage(t.userTypeLabel)}>{userTypeLabel(intl, u.userType)}</Row>
        <Row label={intl.formatMessage(t.createdLabel)}>{f.instant(u.createdAt)}</Row>
        <Row label={intl.formatMessage(t.lastLoginLabel)}>{u.lastLogin ? f.instant(u.lastLogin) : intl.formatMessage(t.never)}</Row>
        <Row label={intl.formatMessage(t.accountLabel)}>{intl.formatMessage(u.isActive ? t.active : t.inactive)}</Row>
        <Row label={intl.formatMessage(t.emailStateLabel)}>{intl.formatMessage(u.isEmailVerified ? t.verified : t.unverified)}</Row>
        <Row label={intl.formatMessage(t.rolesLabel)}>
          <RoleBadges roles={u.roles} />
        </Row>
      </dl>

      <h3 className={styles.h3}>{intl.formatMessage(t.actionsTitle)}</h3>
      <div className={styles.actions}>
        <RolesAction account={account} detail={detail} busy={busy} />
        <StateAction account={account} detail={detail} name={name} busy={busy} />
        <VerifyAction account={account} detail={detail} busy={busy} />
      </div>
      <p role="status" aria-live="polite" className={mergeClasses(styles.outcome, failed && styles.error)}>
        {outcomeText(intl, account.outcome, name)}
      </p>

      <UserSessions sessions={detail.sessions} name={name} />
      <UserHistory audit={detail.audit} name={name} />
    </>
  );
});
