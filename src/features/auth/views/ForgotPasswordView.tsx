import { useEffect } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { EmailField } from "../../../components/forms/fields";
import { useForm } from "../../../components/forms/useForm";
import { validateEmail } from "../../../shared/validation";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { RouteLink } from "../../../components/RouteLink";
import { authFlowsStoreKey } from "../AuthFlowsStore";
import { authMessages } from "../authMessages";
import { AuthShell } from "../parts/AuthShell";
import { FormActions } from "../parts/FormActions";
import { FormLinks } from "../parts/FormLinks";
import { requestFailure } from "../requestFailure";

type Values = { email: string };
const FIELD_IDS = { email: "forgot-email" } as const;

function validate(v: Values): Partial<Record<keyof Values, string>> {
  const email = validateEmail(v.email);
  return email ? { email } : {};
}

/** /forgot-password: asks for the reset link; the answer is the same for any address (issue 3). */
export default observer(function ForgotPasswordView() {
  const intl = useIntl();
  const flows = useFeatureStore(authFlowsStoreKey);
  useEffect(() => () => flows.leave(), [flows]);
  const form = useForm<Values>({
    initial: { email: "" },
    validate,
    fieldIds: FIELD_IDS,
    onSubmit: async (v) => {
      if (await flows.sendResetLink(v.email.trim())) return;
      return requestFailure(flows.visit.forgot.error, intl.formatMessage({ id: "auth.forgot.failed", defaultMessage: "No fue posible enviar el enlace." }));
    },
  });

  const title = <FormattedMessage id="auth.forgot.title" defaultMessage="Recuperar la contraseña" />;
  const sent = flows.visit.forgot.message;
  if (sent !== null) {
    return (
      <AuthShell title={title}>
        <Body1 as="p" block role="status">
          {sent}
        </Body1>
        <Body1 as="p" block>
          {/* The server's answer already says to look in the junk folder (issue 33: it was said twice). */}
          <FormattedMessage
            id="auth.forgot.sentHelp"
            defaultMessage="El enlace sirve durante una hora y una sola vez. Si no le llega en unos minutos, pida otro."
          />
        </Body1>
        <FormLinks>
          <li>
            <RouteLink route="general.signIn">{intl.formatMessage(authMessages.backToSignIn)}</RouteLink>
          </li>
        </FormLinks>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={title}
      intro={
        <FormattedMessage id="auth.forgot.intro" defaultMessage="Escriba el correo de su cuenta y le enviaremos un enlace para crear una contraseña nueva." />
      }
      summary={form.items}
      attempt={form.attempt}
    >
      <form {...form.formProps}>
        <EmailField
          id={FIELD_IDS.email}
          label={intl.formatMessage(authMessages.email)}
          value={form.values.email}
          onChange={(v) => form.set("email", v)}
          error={form.errors.email}
        />
        <FormActions>
          <SubmitButton busy={form.busy} busyLabel={<FormattedMessage id="auth.forgot.busy" defaultMessage="Enviando…" />}>
            <FormattedMessage id="auth.forgot.submit" defaultMessage="Enviar enlace" />
          </SubmitButton>
        </FormActions>
      </form>
      <FormLinks>
        <li>
          <RouteLink route="general.signIn">{intl.formatMessage(authMessages.backToSignIn)}</RouteLink>
        </li>
      </FormLinks>
    </AuthShell>
  );
});
