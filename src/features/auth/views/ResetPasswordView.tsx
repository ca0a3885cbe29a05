import { useEffect } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PasswordField } from "../../../components/forms/fields";
import { useForm } from "../../../components/forms/useForm";
import { PASSWORD_MIN_LENGTH, validatePassword } from "../../../shared/validation";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { RouteLink } from "../../../components/RouteLink";
import { authFlowsStoreKey } from "../AuthFlowsStore";
import { authMessages } from "../authMessages";
import { AuthShell } from "../parts/AuthShell";
import { FormActions } from "../parts/FormActions";
import { FormLinks } from "../parts/FormLinks";
import { requestFailure } from "../requestFailure";

type Values = { password: string; confirmation: string };
const FIELD_IDS = { password: "reset-password", confirmation: "reset-confirmation" } as const;

function validate(v: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  const password = validatePassword(v.password);
  if (password) errors.password = password;
  if (v.confirmation === "") errors.confirmation = "Escriba otra vez la contraseña nueva.";
  else if (v.confirmation !== v.password) errors.confirmation = "Las dos contraseñas no coinciden.";
  return errors;
}

/** /reset-password?token=…: a new password with the single-use link of the e-mail (issue 3). */
export default observer(function ResetPasswordView() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const flows = useFeatureStore(authFlowsStoreKey);
  useEffect(() => () => flows.leave(), [flows]);
  const form = useForm<Values>({
    initial: { password: "", confirmation: "" },
    validate,
    fieldIds: FIELD_IDS,
    onSubmit: async (v) => {
      if (await flows.resetPassword(token, v.password)) return;
      return requestFailure(flows.visit.reset.error, intl.formatMessage({ id: "auth.reset.failed", defaultMessage: "No fue posible cambiar la contraseña." }));
    },
  });
  const title = <FormattedMessage id="auth.reset.title" defaultMessage="Crear una contraseña nueva" />;
  const requestAgain = (
    <RouteLink route="general.forgotPassword">
      <FormattedMessage id="auth.reset.requestAgain" defaultMessage="Pedir un enlace nuevo" />
    </RouteLink>
  );
  const done = flows.visit.reset.message;

  if (done !== null) {
    return (
      <AuthShell title={title}>
        <Body1 as="p" block role="status">
          {done}
        </Body1>
        <FormLinks>
          <li>
            <RouteLink route="general.signIn">
              <FormattedMessage id="auth.reset.signIn" defaultMessage="Iniciar sesión" />
            </RouteLink>
          </li>
        </FormLinks>
      </AuthShell>
    );
  }
  if (token === "") {
    return (
      <AuthShell title={title}>
        <Body1 as="p" block>
          <FormattedMessage
            id="auth.reset.noToken"
            defaultMessage="Para cambiar la contraseña abra el enlace que le enviamos por correo. Si no lo tiene o ya venció, pida uno nuevo."
          />
        </Body1>
        <FormLinks>
          <li>{requestAgain}</li>
        </FormLinks>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={title}
      intro={<FormattedMessage id="auth.reset.intro" defaultMessage="Al cambiarla se cerrarán las sesiones abiertas en otros dispositivos." />}
      summary={form.items}
      attempt={form.attempt}
    >
      <form {...form.formProps}>
        <PasswordField
          id={FIELD_IDS.password}
          label={intl.formatMessage({ id: "auth.field.newPassword", defaultMessage: "Contraseña nueva" })}
          hint={intl.formatMessage(
            { id: "auth.reset.passwordHint", defaultMessage: "Al menos {min} caracteres; no use su correo ni contraseñas comunes." },
            { min: PASSWORD_MIN_LENGTH },
          )}
          autoComplete="new-password"
          required
          value={form.values.password}
          onChange={(v) => form.set("password", v)}
          error={form.errors.password}
        />
        <PasswordField
          id={FIELD_IDS.confirmation}
          label={intl.formatMessage({ id: "auth.field.confirmPassword", defaultMessage: "Repita la contraseña nueva" })}
          autoComplete="new-password"
          required
          value={form.values.confirmation}
          onChange={(v) => form.set("confirmation", v)}
          error={form.errors.confirmation}
        />
        <FormActions>
          <SubmitButton busy={form.busy} busyLabel={<FormattedMessage id="auth.reset.busy" defaultMessage="Guardando…" />}>
            <FormattedMessage id="auth.reset.submit" defaultMessage="Cambiar contraseña" />
          </SubmitButton>
        </FormActions>
      </form>
      <FormLinks>
        <li>{requestAgain}</li>
        <li>
          <RouteLink route="general.signIn">{intl.formatMessage(authMessages.backToSignIn)}</RouteLink>
        </li>
      </FormLinks>
    </AuthShell>
  );
});
