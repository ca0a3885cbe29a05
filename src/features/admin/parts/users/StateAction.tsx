import { useEffect, useId, useRef, useState } from "react";
import { Body1, Button, Caption1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { fm } from "../../../../components/useLoad";
import type { AdminUserDetail } from "../../../../shared/admin";
import type { AdminUserDetailStore } from "../../AdminUserDetailStore";
import { usersMessages as t } from "./adminUsersMessages";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

/** Activates or deactivates the account, after a confirmation that takes focus. */
export function StateAction({ account, detail, name, busy }: { account: AdminUserDetailStore; detail: AdminUserDetail; name: string; busy: boolean }) {
  const intl = useIntl();
  const styles = useAdminUsersStyles();
  const id = useId();
  const active = detail.user.isActive;
  const allowed = active ? detail.allowed.deactivate : detail.allowed.activate;
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<"confirm" | "toggle" | null>(null);

  // Focus follows the step: into the confirmation when it opens, back to the button when it closes.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === "confirm") confirmRef.current?.focus();
    else (toggleRef.current ?? headingRef.current)?.focus();
  });

  const open = () => {
    focusNext.current = "confirm";
    setConfirming(true);
  };
  const close = () => {
    focusNext.current = "toggle";
    setConfirming(false);
  };
  const confirm = () => {
    void account.setActive(!active).finally(close);
  };

  return (
    <div className={styles.action}>
      <h4 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.h4}>
        {intl.formatMessage(t.stateTitle)}
      </h4>
      <Body1 as="p" block>
        {intl.formatMessage(active ? t.isActiveText : t.isInactiveText)}
      </Body1>
      {!allowed ? (
        <Caption1 as="p" className={styles.hint}>
          {intl.formatMessage(active ? t.cannotDeactivate : t.cannotActivate)}
        </Caption1>
      ) : confirming ? (
        <div
          ref={confirmRef}
          role="group"
          tabIndex={-1}
          aria-labelledby={`${id}-confirm-title`}
          aria-describedby={`${id}-confirm-text`}
          className={styles.confirm}
        >
          <p id={`${id}-confirm-title`} className={styles.h4}>
            {fm(intl, active ? t.confirmDeactivateTitle : t.confirmActivateTitle, { name })}
          </p>
          <Body1 as="p" block id={`${id}-confirm-text`}>
            {intl.formatMessage(active ? t.confirmDeactivateText : t.confirmActivateText)}
          </Body1>
          <div className={styles.buttons}>
            <Button appearance="primary" disabledFocusable={busy} aria-busy={busy} onClick={confirm}>
              {intl.formatMessage(active ? t.confirmDeactivate : t.confirmActivate)}
            </Button>
            <Button disabledFocusable={busy} onClick={close}>
              {intl.formatMessage(t.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={toggleRef} appearance={active ? "secondary" : "primary"} disabledFocusable={busy} onClick={open}>
          {intl.formatMessage(active ? t.deactivate : t.activate)}
        </Button>
      )}
    </div>
  );
}
