import { Body1, Button, Caption1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { errorText } from "../../services/apiClient";
import { makeStyles, tokens } from "../../theme";
import { bm } from "./billingMessages";

const useStyles = makeStyles({
  problem: { display: "grid", gap: tokens.spacingVerticalM, justifyItems: "start", marginBlock: tokens.spacingVerticalL },
});

/** What a failed load shows instead of a blank page: the reason and a retry button. */
export function BillingLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div role="alert" className={styles.problem}>
      <Body1>{intl.formatMessage(bm.loadError)}</Body1>
      {errorText(error) ? <Caption1>{errorText(error)}</Caption1> : null}
      <Button onClick={onRetry}>{intl.formatMessage(bm.retry)}</Button>
    </div>
  );
}
