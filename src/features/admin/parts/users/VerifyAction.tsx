import { useId } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import type { AdminUserDetail } from "../../../../shared/admin";
import type { AdminUserDetailStore } from "../../AdminUserDetailStore";
import { usersMessages as t } from "./adminUsersMessages";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

/** Whether the e-mail is verified, and a new verification link when the server allows one. */
export function VerifyAction({ account, detail, busy }: { account: AdminUserDetailStore; detail: AdminUserDetail; busy: boolean }) {
  const intl = useIntl();
  const styles = useAdminUsersStyles();
  const id = useId();
  return (
    <div className={styles.action}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.verifyTitle)}
      </h4>
      <Body1 as="p" block>
        {intl.formatMessage(detail.user.isEmailVerified ? t.verifiedText : t.unverifiedText)}
      </Body1>
      {detail.allowed.resendVerification ? (
        <Button disabledFocusable={busy} aria-busy={busy} onClick={() => void account.resendVerification()}>
          {intl.formatMessage(t.resend)}
        </Button>
      ) : null}
    </div>
  );
}
