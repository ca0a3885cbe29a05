import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import {
  CAPTCHA_FIELD,
  CaptchaField,
  captchaFailedMessage,
  useCaptchaControl,
  useCaptchaVerified,
  withoutSolvedCaptcha,
} from "../../../components/captcha/Captcha";
import { CheckboxField, EmailField, PasswordField, SelectField, TextField } from "../../../components/forms/fields";
import { useForm } from "../../../components/forms/useForm";
import { RouterLink } from "../../../components/RouterLink";
import { safeRedirectPath, withRedirectUrl } from "../../../shared/config";
import { AUTHENTICATED_ENTRY_PATH, DOCUMENT_TYPES, REDIRECT_URL_KEY } from "../../../shared/constants";
import { DOCUMENT_TYPE_LABELS, PASSWORD_MIN_LENGTH, validateRegistration } from "../../../shared/validation";
import { makeStyles, tokens } from "../../../theme";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { authFlowsStoreKey } from "../AuthFlowsStore";
import { authFailureMessage, authMessages } from "../authMessages";
import { AuthShell } from "../parts/AuthShell";
import { FormActions } from "../parts/FormActions";
import { FormLinks } from "../parts/FormLinks";

type Values = {
  firstName: string;
  lastName: string;
  documentType: string;
  documentNumber: string;
  email: string;
  phoneNumber: string;
  contractNumber: string;
  password: string;
  acceptDataPolicy: boolean;
};

/** Field order on the page, which the error summary follows. */
const FIELD_IDS: Record<keyof Values, string> = {
  firstName: "signup-first-name",
  lastName: "signup-last-name",
  documentType: "signup-document-type",
  documentNumber: "signup-document-number",
  email: "signup-email",
  phoneNumber: "signup-phone",
  contractNumber: "signup-contract",
  password: "signup-password",
  acceptDataPolicy: "signup-data-policy",
};

const INITIAL: Values = {
  firstName: "",
  lastName: "",
  documentType: "",
  documentNumber: "",
  email: "",
  phoneNumber: "",
  contractNumber: "",
  password: "",
  acceptDataPolicy: false, // Ley 1581: never ticked for the person
};

const validate = (v: Values) => validateRegistration(v) as Partial<Record<keyof Values, string>>;

const DOCUMENT_OPTIONS = DOCUMENT_TYPES.map((t) => ({ value: t, label: `${DOCUMENT_TYPE_LABELS[t]} (${t})` }));

const useStyles = makeStyles({
  fieldset: { border: "none", margin: 0, padding: 0, marginBlockEnd: tokens.spacingVerticalL },
  legend: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalM, padding: 0 },
  policy: { marginBlock: `0 ${tokens.spacingVerticalS}` },
});

/** Sign-up (/sign-up) and customer registration (/registrarse): issue 3, spec §2, §4, §8. */
const SignUpForm = observer(function SignUpForm({ variant }: { variant: "general" | "customer" }) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectUrl = params.get(REDIRECT_URL_KEY);
  const { toasts } = useStores();
  const href = useRouteHref();
  const flows = useFeatureStore(authFlowsStoreKey);
  useEffect(() => () => flows.leave(), [flows]);
  const captcha = useCaptchaControl();
  const captchaVerified = useCaptchaVerified(captcha);
  const form = useForm<Values>({
    initial: INITIAL,
    validate,
    fieldIds: FIELD_IDS,
    onSubmit: async (v) => {
      // Issue 20 §4: sign-up carries a solved "No soy un robot" check, which the server takes once.
      let altcha: string;
      try {
        altcha = await captcha.payload();
      } catch {
        return { fields: { [CAPTCHA_FIELD]: captchaFailedMessage(intl) } };
      }
      const result = await flows.signUp({
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        documentType: v.documentType,
        documentNumber: v.documentNumber.trim(),
        email: v.email.trim(),
        phoneNumber: v.phoneNumber.trim(),
        ...(v.contractNumber.trim() ? { contractNumber: v.contractNumber.trim() } : {}),
        password: v.password,
        acceptDataPolicy: v.acceptDataPolicy,
        altcha,
      });
      captcha.spent();
      if (result.status === "success") {
        toasts.success(
          intl.formatMessage(
            { id: "auth.signUp.done", defaultMessage: "Su cuenta quedó creada. Le enviamos un correo a {email} para verificarlo." },
            { email: v.email.trim() },
          ),
        );
        void navigate(safeRedirectPath(redirectUrl, AUTHENTICATED_ENTRY_PATH), { replace: true });
        return;
      }
      return { message: authFailureMessage(intl, result.message), fields: result.fields };
    },
  });
  const e = form.errors;

  return (
    <AuthShell
      title={
        variant === "customer" ? (
          <FormattedMessage id="auth.signUp.customerTitle" defaultMessage="Registro de clientes" />
        ) : (
          <FormattedMessage id="auth.signUp.title" defaultMessage="Crear una cuenta" />
        )
      }
      intro={
        <FormattedMessage
          id="auth.signUp.intro"
          defaultMessage="Con su cuenta puede consultar y pagar facturas, inscribirse a la factura digital y radicar PQRS. Todos los campos son obligatorios, salvo el número de contrato."
        />
      }
      summary={withoutSolvedCaptcha(form.items, form.errors[CAPTCHA_FIELD], captchaVerified)}
      attempt={form.attempt}
    >
      <form {...form.formProps}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <FormattedMessage id="auth.signUp.personal" defaultMessage="Sus datos" />
          </legend>
          <TextField
            id={FIELD_IDS.firstName}
            label={intl.formatMessage({ id: "auth.field.firstName", defaultMessage: "Nombres" })}
            autoComplete="given-name"
            required
            maxLength={80}
            value={form.values.firstName}
            onChange={(v) => form.set("firstName", v)}
            error={e.firstName}
          />
          <TextField
            id={FIELD_IDS.lastName}
            label={intl.formatMessage({ id: "auth.field.lastName", defaultMessage: "Apellidos" })}
            autoComplete="family-name"
            required
            maxLength={80}
            value={form.values.lastName}
            onChange={(v) => form.set("lastName", v)}
            error={e.lastName}
          />
          <SelectField
            id={FIELD_IDS.documentType}
            label={intl.formatMessage({ id: "auth.field.documentType", defaultMessage: "Tipo de documento" })}
            placeholder={intl.formatMessage({ id: "auth.field.documentType.placeholder", defaultMessage: "Elija una opción" })}
            required
            options={DOCUMENT_OPTIONS}
            value={form.values.documentType}
            onChange={(v) => form.set("documentType", v)}
            error={e.documentType}
          />
          <TextField
            id={FIELD_IDS.documentNumber}
            label={intl.formatMessage({ id: "auth.field.documentNumber", defaultMessage: "Número de documento" })}
            hint={intl.formatMessage({
              id: "auth.field.documentNumber.hint",
              defaultMessage: "Sin puntos. Para NIT escriba también el dígito de verificación, por ejemplo 900123456-8.",
            })}
            required
            maxLength={20}
            value={form.values.documentNumber}
            onChange={(v) => form.set("documentNumber", v)}
            error={e.documentNumber}
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <FormattedMessage id="auth.signUp.contact" defaultMessage="Contacto y acceso" />
          </legend>
          <EmailField
            id={FIELD_IDS.email}
            label={intl.formatMessage(authMessages.email)}
            hint={intl.formatMessage({
              id: "auth.field.email.hint",
              defaultMessage: "Le enviaremos un enlace para verificarlo. Será su usuario para ingresar.",
            })}
            value={form.values.email}
            onChange={(v) => form.set("email", v)}
            error={e.email}
          />
          <TextField
            id={FIELD_IDS.phoneNumber}
            label={intl.formatMessage({ id: "auth.field.phone", defaultMessage: "Teléfono celular o fijo" })}
            hint={intl.formatMessage({
              id: "auth.field.phone.hint",
              defaultMessage: "Celular de 10 dígitos (300 123 4567) o fijo con indicativo (604 444 5555).",
            })}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={20}
            value={form.values.phoneNumber}
            onChange={(v) => form.set("phoneNumber", v)}
            error={e.phoneNumber}
          />
          <TextField
            id={FIELD_IDS.contractNumber}
            label={intl.formatMessage({ id: "auth.field.contract", defaultMessage: "Número de contrato (opcional)" })}
            hint={intl.formatMessage({
              id: "auth.field.contract.hint",
              defaultMessage: "Lo encuentra en la parte superior de su factura. Puede agregarlo después.",
            })}
            inputMode="numeric"
            maxLength={14}
            value={form.values.contractNumber}
            onChange={(v) => form.set("contractNumber", v)}
            error={e.contractNumber}
          />
          <PasswordField
            id={FIELD_IDS.password}
            label={intl.formatMessage(authMessages.password)}
            hint={intl.formatMessage(
              {
                id: "auth.field.password.hint",
                defaultMessage:
                  "Al menos {min} caracteres. No use su correo ni contraseñas comunes; una frase de varias palabras es fácil de recordar y difícil de adivinar.",
              },
              { min: PASSWORD_MIN_LENGTH },
            )}
            autoComplete="new-password"
            required
            value={form.values.password}
            onChange={(v) => form.set("password", v)}
            error={e.password}
          />
        </fieldset>
        <p className={styles.policy}>
          <FormattedMessage
            id="auth.signUp.policyText"
            defaultMessage="Sus datos se tratan según la Ley 1581 de 2012 para prestarle los servicios, facturar y atender sus solicitudes. Puede conocer, actualizar, rectificar y suprimir sus datos."
          />{" "}
          <RouteLink route="atencion.personalData" target="_blank">
            <FormattedMessage id="auth.signUp.policyLink" defaultMessage="Leer la política de tratamiento de datos personales (se abre en otra pestaña)" />
          </RouteLink>
        </p>
        <CheckboxField
          id={FIELD_IDS.acceptDataPolicy}
          required
          label={intl.formatMessage({
            id: "auth.field.acceptDataPolicy",
            defaultMessage: "Autorizo de manera previa, expresa e informada el tratamiento de mis datos personales según esa política.",
          })}
          checked={form.values.acceptDataPolicy}
          onChange={(v) => form.set("acceptDataPolicy", v)}
          error={e.acceptDataPolicy}
        />
        <CaptchaField id="signup-captcha" control={captcha} error={e[CAPTCHA_FIELD]} />
        <FormActions>
          <SubmitButton busy={form.busy} busyLabel={<FormattedMessage id="auth.signUp.busy" defaultMessage="Creando la cuenta…" />}>
            <FormattedMessage id="auth.signUp.submit" defaultMessage="Crear cuenta" />
          </SubmitButton>
        </FormActions>
      </form>
      <FormLinks>
        <li>
          <RouterLink to={withRedirectUrl(href({ route: variant === "customer" ? "cuenta.login" : "general.signIn" }), redirectUrl)}>
            {intl.formatMessage(authMessages.signInLink)}
          </RouterLink>
        </li>
      </FormLinks>
    </AuthShell>
  );
});

/** /sign-up */
export default function SignUpView() {
  return <SignUpForm variant="general" />;
}

/** /registrarse: the same registration, titled for customers. */
export function CustomerSignUpView() {
  return <SignUpForm variant="customer" />;
}
