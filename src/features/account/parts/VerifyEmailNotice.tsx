import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { makeStyles, tokens } from "../../../theme";
import { overviewStoreKey } from "../OverviewStore";
import { useVisit } from "../useVisit";

const useStyles = makeStyles({
  panel: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  notice: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}` },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** While the address is not verified: why it matters and a way to get the link again. */
export const VerifyEmailNotice = observer(function VerifyEmailNotice() {
  const styles = useStyles();
  const { session } = useStores();
  const visit = useVisit();
  const resend = useFeatureStore(overviewStoreKey).verification(visit);
  const user = session.user;
  if (!user || user.isEmailVerified) return null;
  return (
    <section className={`${styles.panel} ${styles.notice}`} aria-labelledby="verify-notice-title">
      <h2 id="verify-notice-title" className={styles.h2}>
        <FormattedMessage id="overview.verify.title" defaultMessage="Verifique su correo" />
      </h2>
      <Body1 as="p" block>
        <FormattedMessage
          id="overview.verify.body"
          defaultMessage="Le enviamos un enlace a {email}. Ábralo para confirmar que el correo es suyo: lo necesitamos para enviarle la factura digital y las respuestas a sus PQRS."
          values={{ email: user.email }}
        />
      </Body1>
      {resend.sent ? (
        <Body1 as="p" block role="status">
          {resend.sent}
        </Body1>
      ) : null}
      <Button appearance="secondary" disabledFocusable={resend.task.busy} onClick={() => void resend.resend()}>
        <FormattedMessage id="overview.verify.resend" defaultMessage="Enviar el enlace otra vez" />
      </Button>
    </section>
  );
});
