import { useEffect, useState } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { RouterLink } from "../../components/RouterLink";
import { safeRedirectPath } from "../../shared/config";
import { AUTHENTICATED_ENTRY_PATH, REDIRECT_URL_KEY } from "../../shared/constants";
import { AuthShell, FormLinks } from "./AuthShell";

/**
 * /auth/success: the landing after an external sign-in. Takes the token from the address, saves the
 * session, reads the account, and goes on to the safe redirectUrl (spec §2) or the authenticated entry.
 */
export default function AuthSuccessView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session } = useStores();
  const [failed, setFailed] = useState(false);
  const token = params.get("token") ?? "";
  const redirectUrl = params.get(REDIRECT_URL_KEY);

  useEffect(() => {
    let mounted = true;
    if (token === "") {
      setFailed(true);
      return;
    }
    void session.signInWithToken(token).then((result) => {
      if (!mounted) return; // the signed-in layout mounted a new copy of this page; it carries on
      if (result.status === "failed") {
        setFailed(true);
        return;
      }
      // replace: the token must not stay in the history.
      navigate(safeRedirectPath(redirectUrl, AUTHENTICATED_ENTRY_PATH), { replace: true });
    });
    return () => {
      mounted = false;
    };
  }, [navigate, redirectUrl, session, token]);

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
          <RouterLink to="/sign-in">
            <FormattedMessage id="auth.success.signIn" defaultMessage="Iniciar sesión" />
          </RouterLink>
        </li>
      </FormLinks>
    </AuthShell>
  );
}
