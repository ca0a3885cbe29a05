import { useEffect, useRef, useState } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { EmailField } from "../../components/forms/fields";
import { useForm } from "../../components/forms/useForm";
import { RouterLink } from "../../components/RouterLink";
import { errorText } from "../../services/apiClient";
import { AUTHENTICATED_ENTRY_PATH } from "../../shared/constants";
import { validateEmail } from "../../shared/validation";
import { AuthShell, FormActions, FormLinks } from "./AuthShell";
import { authMessages } from "./authMessages";
import { requestFailure } from "./requestFailure";
import { SubmitButton } from "../../components/forms/SubmitButton";

type Check = { state: "checking" } | { state: "verified"; message: string } | { state: "failed"; message: string };

/** /verify-email?token=…: confirms the address once; without a token, offers to send the link again. */
export default observer(function VerifyEmailView() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return token ? <VerifyToken token={token} /> : <ResendVerification />;
});

const VerifyToken = observer(function VerifyToken({ token }: { token: string }) {
  const intl = useIntl();
  const { auth, session } = useStores();
  const [check, setCheck] = useState<Check>({ state: "checking" });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // a token is single-use: ask once
    started.current = true;
    auth.verifyEmail(token).then(
      (res) => {
        setCheck({ state: "verified", message: res.message });
        // The answer carries the verified account: no second call to show it verified.
        if (res.user && session.isAuthenticated && session.user?.id === res.user.id) session.setUser(res.user);
      },
      (error: unknown) =>
        setCheck({
          state: "failed",
          message: errorText(error) ?? intl.formatMessage({ id: "auth.verify.failed", defaultMessage: "No fue posible verificar el correo." }),
        }),
    );
  }, [auth, session, token, intl]);

  const title = <FormattedMessage id="auth.verify.title" defaultMessage="Verificación del correo" />;
  if (check.state === "checking") {
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
    <RouterLink to="/sign-in">
      <FormattedMessage id="auth.verify.toSignIn" defaultMessage="Iniciar sesión" />
    </RouterLink>
  );
  if (check.state === "verified") {
    return (
      <AuthShell title={title}>
        <Body1 as="p" block role="status">
          {check.message}
        </Body1>
        <FormLinks>
          <li>{next}</li>
        </FormLinks>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={title} summary={[{ message: check.message }]} attempt={1}>
      <Body1 as="p" block>
        <FormattedMessage
          id="auth.verify.failedHelp"
          defaultMessage="El enlace sirve una sola vez y durante 24 horas. Desde su cuenta puede pedir uno nuevo."
        />
      </Body1>
      <FormLinks>
        <li>
          <RouterLink to="/verify-email">
            <FormattedMessage id="auth.verify.requestNew" defaultMessage="Pedir un enlace nuevo" />
          </RouterLink>
        </li>
        <li>{next}</li>
      </FormLinks>
    </AuthShell>
  );
});

type Values = { email: string };
const FIELD_IDS = { email: "verify-email" } as const;
function validate(v: Values): Partial<Record<keyof Values, string>> {
  const email = validateEmail(v.email);
  return email ? { email } : {};
}

/** Sends the verification link again: to the signed-in account, or to an address typed here. */
const ResendVerification = observer(function ResendVerification() {
  const intl = useIntl();
  const { auth, session } = useStores();
  const [sent, setSent] = useState<string | null>(null);
  const signedIn = session.isAuthenticated;
  const form = useForm<Values>({
    initial: { email: "" },
    validate: signedIn ? () => ({}) : validate,
    fieldIds: FIELD_IDS,
    onSubmit: async (v) => {
      try {
        const res = await auth.resendVerification(signedIn ? undefined : v.email.trim());
        setSent(res.message);
        if (signedIn) void session.refreshUser();
      } catch (error) {
        return requestFailure(error, intl.formatMessage({ id: "auth.verify.resendFailed", defaultMessage: "No fue posible enviar el correo." }));
      }
    },
  });
  const verified = signedIn && session.user?.isEmailVerified === true;
  const title = <FormattedMessage id="auth.verify.title" defaultMessage="Verificación del correo" />;

  if (verified) {
    return (
      <AuthShell title={title}>
        <Body1 as="p" block>
          <FormattedMessage id="auth.verify.already" defaultMessage="Su correo {email} ya está verificado." values={{ email: session.user?.email }} />
        </Body1>
        <FormLinks>
          <li>
            <RouterLink to={AUTHENTICATED_ENTRY_PATH}>
              <FormattedMessage id="auth.verify.toAccount" defaultMessage="Ir a mi cuenta" />
            </RouterLink>
          </li>
        </FormLinks>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={title}
      intro={
        <FormattedMessage
          id="auth.verify.intro"
          defaultMessage="Para proteger su cuenta le enviamos un enlace de verificación al correo que registró. Ábralo para confirmar que el correo es suyo."
        />
      }
      summary={form.items}
      attempt={form.attempt}
    >
      {sent !== null ? (
        <Body1 as="p" block role="status">
          {sent}
        </Body1>
      ) : null}
      <form {...form.formProps}>
        {signedIn ? (
          <Body1 as="p" block>
            <FormattedMessage
              id="auth.verify.signedInHelp"
              defaultMessage="¿No le llegó? Podemos enviarlo otra vez a {email}."
              values={{ email: session.user?.email ?? "" }}
            />
          </Body1>
        ) : (
          <EmailField
            id={FIELD_IDS.email}
            label={intl.formatMessage(authMessages.email)}
            value={form.values.email}
            onChange={(v) => form.set("email", v)}
            error={form.errors.email}
          />
        )}
        <FormActions>
          <SubmitButton busy={form.busy} busyLabel={<FormattedMessage id="auth.verify.busy" defaultMessage="Enviando…" />}>
            <FormattedMessage id="auth.verify.resend" defaultMessage="Enviar el enlace otra vez" />
          </SubmitButton>
        </FormActions>
      </form>
    </AuthShell>
  );
});
