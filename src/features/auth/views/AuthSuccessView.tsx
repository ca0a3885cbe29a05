import { useEffect } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { RouteLink } from "../../../components/RouteLink";
import { safeRedirectPath } from "../../../shared/config";
import { AUTHENTICATED_ENTRY_PATH, REDIRECT_URL_KEY } from "../../../shared/constants";
import { authFlowsStoreKey } from "../AuthFlowsStore";
import { AuthShell } from "../parts/AuthShell";
import { FormLinks } from "../parts/FormLinks";

/**
 * /auth/success: the landing after an external sign-in. Takes the token from the address, saves the
 * session, reads the account, and goes on to the safe redirectUrl (spec §2) or the authenticated entry.
 */
export default observer(function AuthSuccessView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flows = useFeatureStore(authFlowsStoreKey);
  const token = params.get("token") ?? "";
  const redirectUrl = params.get(REDIRECT_URL_KEY);

  useEffect(() => () => flows.leave(), [flows]);
  useEffect(() => {
    let mounted = true;
    void flows.signInWithToken(token).then((opened) => {
      // Unmounted: the signed-in layout mounted a new copy of this page; it carries on.
      if (!mounted || !opened) return;
      // replace: the token must not stay in the history.
      void navigate(safeRedirectPath(redirectUrl, AUTHENTICATED_ENTRY_PATH), { replace: true });
    });
    return () => {
      mounted = false;
    };
  }, [flows, navigate, redirectUrl, token]);

  const failed = flows.visit.externalFailed;
  const title = <FormattedMessage id="auth.success.title" defaultMessage="Ingreso al portal" />;
  if (!failed) {
    return (
      <AuthShell title={title}>
        <Spinner labelPosition="after" label={intl.formatMessage({ id: "auth.success.working", defaultMessage: "Abriendo su sesión…" })} />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={title}
      summary={[
        {
          message: intl.formatMessage({
            id: "auth.success.failed",
            defaultMessage: "No pudimos abrir su sesión: el enlace de ingreso no es válido o ya venció.",
          }),
        },
      ]}
      attempt={1}
    >
      <Body1 as="p" block>
        <FormattedMessage id="auth.success.help" defaultMessage="Intente ingresar de nuevo con su correo y contraseña." />
      </Body1>
      <FormLinks>
        <li>
          <RouteLink route="general.signIn">
            <FormattedMessage id="auth.success.signIn" defaultMessage="Iniciar sesión" />
          </RouteLink>
        </li>
      </FormLinks>
    </AuthShell>
  );
});
