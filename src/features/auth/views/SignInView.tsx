import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import {
  CAPTCHA_FIELD,
  CaptchaField,
  captchaFailedMessage,
  useCaptchaControl,
  useCaptchaVerified,
  withoutSolvedCaptcha,
} from "../../../components/captcha/Captcha";
import { EmailField, PasswordField } from "../../../components/forms/fields";
import { useForm } from "../../../components/forms/useForm";
import { RouterLink } from "../../../components/RouterLink";
import { safeRedirectPath, withRedirectUrl } from "../../../shared/config";
import { AUTHENTICATED_ENTRY_PATH, REDIRECT_URL_KEY } from "../../../shared/constants";
import { validateEmail } from "../../../shared/validation";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { authFlowsStoreKey } from "../AuthFlowsStore";
import { authFailureMessage, authMessages } from "../authMessages";
import { AuthShell } from "../parts/AuthShell";
import { FormActions } from "../parts/FormActions";
import { FormLinks } from "../parts/FormLinks";

type Values = { email: string; password: string };

const FIELD_IDS = { email: "signin-email", password: "signin-password" } as const;

function validate(v: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  const email = validateEmail(v.email);
  if (email) errors.email = email;
  if (v.password === "") errors.password = "Escriba su contraseña.";
  return errors;
}

/** Sign-in (/sign-in) and the customer-account entry (/mi-cuenta): spec §2, §4, §8. */
const SignInForm = observer(function SignInForm({ variant }: { variant: "general" | "customer" }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUrl = params.get(REDIRECT_URL_KEY);
  const href = useRouteHref();
  const flows = useFeatureStore(authFlowsStoreKey);
  useEffect(() => () => flows.leave(), [flows]);
  // Issue 20 §4: after failures from this address the server asks for the "No soy un robot" check.
  const captchaNeeded = flows.visit.captchaNeeded;
  const captcha = useCaptchaControl();
  const captchaVerified = useCaptchaVerified(captcha);
  const form = useForm<Values>({
    initial: { email: "", password: "" },
    validate,
    fieldIds: FIELD_IDS,
    onSubmit: async (values) => {
      let altcha: string | undefined;
      if (flows.visit.captchaNeeded) {
        try {
          altcha = await captcha.payload();
        } catch {
          return { fields: { [CAPTCHA_FIELD]: captchaFailedMessage(intl) } };
        }
      }
      const result = await flows.signIn({ email: values.email.trim(), password: values.password, ...(altcha ? { altcha } : {}) });
      if (altcha) captcha.spent();
      if (result.status === "success") {
        // Spec §2: to redirectUrl when it is a path of this site (DESIGN §4), else the authenticated entry.
        void navigate(safeRedirectPath(redirectUrl, AUTHENTICATED_ENTRY_PATH), { replace: true });
        return;
      }
      return { message: authFailureMessage(intl, result.message), fields: result.fields };
    },
  });

  return (
    <AuthShell
      title={
        variant === "customer" ? (
          <FormattedMessage id="auth.signIn.customerTitle" defaultMessage="Ingrese a su cuenta de cliente" />
        ) : (
          <FormattedMessage id="auth.signIn.title" defaultMessage="Iniciar sesión" />
        )
      }
      intro={
        variant === "customer" ? (
          <FormattedMessage
            id="auth.signIn.customerIntro"
            defaultMessage="Consulte y pague sus facturas, inscríbase a la factura digital, revise su consumo y siga sus PQRS."
          />
        ) : (
          <FormattedMessage id="auth.signIn.intro" defaultMessage="Ingrese con el correo y la contraseña de su cuenta del portal." />
        )
      }
      summary={withoutSolvedCaptcha(form.items, form.errors[CAPTCHA_FIELD], captchaVerified)}
      attempt={form.attempt}
    >
      <form {...form.formProps}>
        <EmailField
          id={FIELD_IDS.email}
          label={intl.formatMessage(authMessages.email)}
          autoComplete="username"
          value={form.values.email}
          onChange={(v) => form.set("email", v)}
          error={form.errors.email}
        />
        <PasswordField
          id={FIELD_IDS.password}
          label={intl.formatMessage(authMessages.password)}
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(v) => form.set("password", v)}
          error={form.errors.password}
        />
        {captchaNeeded && <CaptchaField id="signin-captcha" control={captcha} auto="onload" error={form.errors[CAPTCHA_FIELD]} />}
        <FormActions>
          <SubmitButton busy={form.busy} busyLabel={<FormattedMessage id="auth.signIn.busy" defaultMessage="Ingresando…" />}>
            <FormattedMessage id="auth.signIn.submit" defaultMessage="Ingresar" />
          </SubmitButton>
        </FormActions>
      </form>
      <FormLinks>
        <li>
          <RouteLink route="general.forgotPassword">{intl.formatMessage(authMessages.forgotLink)}</RouteLink>
        </li>
        <li>
          <RouterLink to={withRedirectUrl(href({ route: variant === "customer" ? "cuenta.register" : "general.signUp" }), redirectUrl)}>
            {intl.formatMessage(authMessages.signUpLink)}
          </RouterLink>
        </li>
      </FormLinks>
    </AuthShell>
  );
});

/** /sign-in */
export default function SignInView() {
  return <SignInForm variant="general" />;
}

/** /mi-cuenta: the same sign-in, worded for customers. */
export function CustomerSignInView() {
  return <SignInForm variant="customer" />;
}
