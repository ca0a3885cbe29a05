import { Body1, Button, Caption1 } from "@fluentui/react-components";
import { errorText } from "../services/apiClient";
import { makeStyles, tokens } from "../theme";

const useStyles = makeStyles({
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
});

/**
 * What a screen shows when its data could not be read: what failed, the server's or the
 * connection's own words when there are any, and a button to try again. An alert, so it is heard.
 */
export function LoadProblem({ title, error, retryLabel, onRetry }: { title: string; error: unknown; retryLabel: string; onRetry: () => void }) {
  const styles = useStyles();
  const detail = errorText(error);
  return (
    <div role="alert" className={styles.problem}>
      <Body1>{title}</Body1>
      {detail ? <Caption1>{detail}</Caption1> : null}
      <Button onClick={onRetry}>{retryLabel}</Button>
    </div>
  );
}
