import { Button, MessageBar, MessageBarActions, MessageBarBody } from "@fluentui/react-components";
import { ArrowClockwise20Regular } from "@fluentui/react-icons";
import { useIntl } from "react-intl";
import { errorText } from "../../../../services/apiClient";
import { dashboardMessages as t } from "./dashboardMessages";
import { useDashboardStyles } from "./useDashboardStyles";

/** The summary could not be read: what failed, the server's words, and "Reintentar". */
export function SummaryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const styles = useDashboardStyles();
  const detail = errorText(error);
  return (
    <MessageBar intent="error" layout="multiline" className={styles.problem} role="alert">
      <MessageBarBody>
        {intl.formatMessage(t.loadFailed)}
        {detail ? <span className={styles.problemDetail}>{detail}</span> : null}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwise20Regular aria-hidden />} onClick={onRetry}>
          {intl.formatMessage(t.retryNow)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
