import { Body1, Button, Caption1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { errorText } from "../../../services/apiClient";
import { nm } from "../newsLabels";
import { useNewsStyles } from "./newsStyles";

/** What a failed load shows instead of a blank page: the reason and a retry button. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const styles = useNewsStyles();
  return (
    <div role="alert" className={styles.problem}>
      <Body1>{intl.formatMessage(nm.loadError)}</Body1>
      {errorText(error) ? <Caption1>{errorText(error)}</Caption1> : null}
      <Button onClick={onRetry}>{intl.formatMessage(nm.retry)}</Button>
    </div>
  );
}
