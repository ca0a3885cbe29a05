import { useEffect } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { EmailField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { useForm } from "../../../components/forms/useForm";
import { RouterLink } from "../../../components/RouterLink";
import { AUTHENTICATED_ENTRY_PATH } from "../../../shared/constants";
import { validateEmail } from "../../../shared/validation";
import { authFlowsStoreKey } from "../AuthFlowsStore";
import { authMessages } from "../authMessages";
import { requestFailure } from "../requestFailure";
import { AuthShell } from "./AuthShell";
import { FormActions } from "./FormActions";
import { FormLinks } from "./FormLinks";

type Values = { email: string };
const FIELD_IDS = { email: "verify-email" } as const;
function validate(v: Values): Partial<Record<keyof Values, string>> {
  const email = validateEmail(v.email);
  return email ? { email } : {};
}

/** Sends the verification link again: to the signed-in account, or to an address typed here. */
export const ResendVerification = observer(function ResendVerification() {
  const intl = useIntl();
  const { session } = useStores();
  const flows = useFeatureStore(authFlowsStoreKey);
  useEffect(() => () => flows.leave(), [flows]);
  const signedIn = session.isAuthenticated;
  const form = useForm<Values>({
    initial: { email: "" },
    validate: signedIn ? () => ({}) : validate,
    fieldIds: FIELD_IDS,
    onSubmit: async (v) => {
      if (await flows.resendVerification(signedIn ? undefined : v.email.trim())) return;
      return requestFailure(
        flows.visit.resend.error,
        intl.formatMessage({ id: "auth.verify.resendFailed", defaultMessage: "No fue posible enviar el correo." }),
      );
    },
  });
  const sent = flows.visit.resend.message;
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
