import { useEffect, useRef } from "react";
import { Button, Caption1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { errorText } from "../../../../services/apiClient";
import type { AdminUsersStore } from "../../AdminUsersStore";
import { usersMessages as t } from "./adminUsersMessages";
import { UserDetail } from "./UserDetail";
import { useAdminUsersStyles } from "./useAdminUsersStyles";

/** The selected account's panel (keyed by id): opens the account in the store, focuses its heading once read. */
export const UserPanel = observer(function UserPanel({ store, id, onClose }: { store: AdminUsersStore; id: string; onClose: () => void }) {
  const intl = useIntl();
  const styles = useAdminUsersStyles();
  const account = store.account(id);
  const detail = account?.detail ?? null;
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const focused = useRef(false);

  useEffect(() => {
    store.openUser(id);
    return () => store.closeUser(id);
  }, [store, id]);

  useEffect(() => {
    if (detail && !focused.current) {
      focused.current = true;
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView?.({ block: "start" });
    }
  }, [detail]);

  return (
    <section id="admin-user-detail" className={styles.detail} aria-labelledby={detail ? "admin-user-title" : "admin-user-loading"}>
      {account && detail ? (
        <UserDetail account={account} detail={detail} me={store.me} onClose={onClose} headingRef={headingRef} />
      ) : account?.status === "failed" ? (
        <div role="alert" className={styles.problem}>
          <h2 id="admin-user-loading" className={styles.detailTitle}>
            {intl.formatMessage(t.detailError)}
          </h2>
          {errorText(account.error) ? <Caption1>{errorText(account.error)}</Caption1> : null}
          <div className={styles.buttons}>
            <Button onClick={() => void account.retry()}>{intl.formatMessage(t.retry)}</Button>
            <Button onClick={onClose}>{intl.formatMessage(t.closeDetail)}</Button>
          </div>
        </div>
      ) : (
        <div>
          <h2 id="admin-user-loading" className={styles.detailTitle}>
            {intl.formatMessage(t.detailLoading)}
          </h2>
          <Spinner size="small" aria-hidden />
        </div>
      )}
    </section>
  );
});
