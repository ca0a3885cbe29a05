import { useState } from "react";
import { Body1 } from "@fluentui/react-components";
import { FormattedMessage, useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { EmailField } from "../../components/forms/fields";
import { useForm } from "../../components/forms/useForm";
import { RouterLink } from "../../components/RouterLink";
import { validateEmail } from "../../shared/validation";
import { AuthShell, FormActions, FormLinks } from "./AuthShell";
import { authMessages } from "./authMessages";
import { requestFailure } from "./requestFailure";
import { SubmitButton } from "../../components/forms/SubmitButton";

type Values = { email: string };
const FIELD_IDS = { email: "forgot-email" } as const;

function validate(v: Values): Partial<Record<keyof Values, string>> {
  const email = validateEmail(v.email);
  return email ? { email } : {};
}

/** /forgot-password: asks for the reset link; the answer is the same for any address (issue 3). */
export default function ForgotPasswordView() {
  const intl = useIntl();
  const { auth } = useStores();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values>({
    initial: { email: "" },
    validate,
    fieldIds: FIELD_IDS,
    onSubmit: async (v) => {
      try {
        const res = await auth.forgotPassword(v.email.trim());
        setSent(res.message);
      } catch (error) {
        return requestFailure(error, intl.formatMessage({ id: "auth.forgot.failed", defaultMessage: "No fue posible enviar el enlace." }));
      }
    },
  });

  const title = <FormattedMessage id="auth.forgot.title" defaultMessage="Recuperar la contraseña" />;
  if (sent !== null) {
    return (
      <AuthShell title={title}>
        <Body1 as="p" block role="status">
          {sent}
        </Body1>
        <Body1 as="p" block>
          <FormattedMessage
            id="auth.forgot.sentHelp"
            defaultMessage="El enlace sirve durante una hora y una sola vez. Si no le llega en unos minutos, revise la carpeta de correo no deseado o pida otro."
          />
        </Body1>
        <FormLinks>
          <li>
            <RouterLink to="/sign-in">{intl.formatMessage(authMessages.backToSignIn)}</RouterLink>
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
          <RouterLink to="/sign-in">{intl.formatMessage(authMessages.backToSignIn)}</RouterLink>
        </li>
      </FormLinks>
    </AuthShell>
  );
}
