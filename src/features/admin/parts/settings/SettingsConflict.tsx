import { useEffect, useRef } from "react";
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { settingsMessages as t } from "./adminSettingsMessages";
import { useSettingsStyles } from "./useSettingsStyles";

/**
 * A save refused because someone else saved first (409): the server's words beside the save
 * button, with the action that loads their version inside the same message. It takes focus when
 * it appears, so its action is the next stop (and it is read at once).
 */
export function SettingsConflict({ message, onLoadCurrent }: { message: string; onLoadCurrent: () => void }) {
  const intl = useIntl();
  const styles = useSettingsStyles();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <MessageBar ref={ref} intent="warning" layout="multiline" role="alert" tabIndex={-1} className={styles.conflict}>
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(t.conflictTitle)}</MessageBarTitle> {message}
      </MessageBarBody>
      <MessageBarActions>
        <Button type="button" className={styles.wrapButton} onClick={onLoadCurrent}>
          {intl.formatMessage(t.stale)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
