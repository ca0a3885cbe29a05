import { useEffect } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { RouteLink } from "../../../components/RouteLink";
import { RouterLink } from "../../../components/RouterLink";
import { AUTHENTICATED_ENTRY_PATH } from "../../../shared/constants";
import { authFlowsStoreKey } from "../AuthFlowsStore";
import { failureMessage } from "../requestFailure";
import { AuthShell } from "./AuthShell";
import { FormLinks } from "./FormLinks";

/** /verify-email?token=…: asks the server once to confirm the address, then says how it went. */
export const VerifyToken = observer(function VerifyToken({ token }: { token: string }) {
  const intl = useIntl();
  const { session } = useStores();
  const flows = useFeatureStore(authFlowsStoreKey);
  useEffect(() => () => flows.leave(), [flows]);
  useEffect(() => void flows.verifyEmail(token), [flows, token]);
  const verification = flows.visit.verification;

  const title = <FormattedMessage id="auth.verify.title" defaultMessage="Verificación del correo" />;
  if (verification.message === null && verification.error === null) {
    return (
      <AuthShell title={title}>
        <Spinner labelPosition="after" label={intl.formatMessage({ id: "auth.verify.checking", defaultMessage: "Verificando su correo…" })} />
      </AuthShell>
    );
  }
  const next = session.isAuthenticated ? (
    <RouterLink to={AUTHENTICATED_ENTRY_PATH}>
      <FormattedMessage id="auth.verify.toAccount" defaultMessage="Ir a mi cuenta" />
    </RouterLink>
  ) : (
    <RouteLink route="general.signIn">
      <FormattedMessage id="auth.verify.toSignIn" defaultMessage="Iniciar sesión" />
    </RouteLink>
  );
  if (verification.message !== null) {
    return (
      <AuthShell title={title}>
        <Body1 as="p" block role="status">
          {verification.message}
        </Body1>
        <FormLinks>
          <li>{next}</li>
        </FormLinks>
      </AuthShell>
    );
  }
  const message = failureMessage(verification.error, intl.formatMessage({ id: "auth.verify.failed", defaultMessage: "No fue posible verificar el correo." }));
  return (
    <AuthShell title={title} summary={[{ message }]} attempt={1}>
      <Body1 as="p" block>
        <FormattedMessage
          id="auth.verify.failedHelp"
          defaultMessage="El enlace sirve una sola vez y durante 24 horas. Desde su cuenta puede pedir uno nuevo."
        />
      </Body1>
      <FormLinks>
        <li>
          <RouteLink route="general.verifyEmail">
            <FormattedMessage id="auth.verify.requestNew" defaultMessage="Pedir un enlace nuevo" />
          </RouteLink>
        </li>
        <li>{next}</li>
      </FormLinks>
    </AuthShell>
  );
});
