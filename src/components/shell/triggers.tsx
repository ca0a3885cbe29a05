import { forwardRef } from "react";
import { Button, type ButtonProps } from "@fluentui/react-components";
import { PaintBrush20Regular, PersonCircle20Regular } from "@fluentui/react-icons";
import { defineMessages, useIntl } from "react-intl";
import { makeStyles, tokens } from "../../theme";

export const triggerMessages = defineMessages({
  display: { id: "shell.display", defaultMessage: "Apariencia e idioma" },
  account: { id: "shell.account", defaultMessage: "Cuenta" },
});

const useStyles = makeStyles({
  // One size whatever the control size: the header's height is fixed (no shift, ≤ 120 px on phones).
  icon: { minWidth: "40px", maxWidth: "40px", height: "40px", padding: 0 },
  account: { height: "40px", minWidth: "40px", fontSize: tokens.fontSizeBase300 },
  accountLabel: { "@media (max-width: 63.99rem)": { display: "none" } },
});

/**
 * The header's buttons, shared by the placeholders the header shows first and the real Popover and
 * Menu triggers of the lazy chunks, so both look and measure the same.
 */
export const DisplayButton = forwardRef<HTMLButtonElement, ButtonProps>(function DisplayButton(props, ref) {
  const styles = useStyles();
  const intl = useIntl();
  const label = intl.formatMessage(triggerMessages.display);
  return <Button ref={ref} appearance="subtle" className={styles.icon} icon={<PaintBrush20Regular />} aria-label={label} title={label} {...props} />;
});

export const AccountButton = forwardRef<HTMLButtonElement, ButtonProps>(function AccountButton(props, ref) {
  const styles = useStyles();
  const intl = useIntl();
  const label = intl.formatMessage(triggerMessages.account);
  return (
    <Button ref={ref} appearance="subtle" className={styles.account} icon={<PersonCircle20Regular />} aria-label={label} {...props}>
      <span className={styles.accountLabel}>{label}</span>
    </Button>
  );
});
