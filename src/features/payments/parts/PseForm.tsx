import { useCallback, useMemo } from "react";
import { Body1, Field, Radio, RadioGroup } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { CheckboxField, EmailField, SelectField, TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { useErrorTitle, useForm, type SubmitFailure } from "../../../components/forms/useForm";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { paymentInputProblems, PSE_BANKS, type PaymentOptions } from "../../../shared/billing";
import { DOCUMENT_TYPES } from "../../../shared/constants";
import { DOCUMENT_TYPE_LABELS } from "../../../shared/validation";
import { makeStyles, tokens } from "../../../theme";
import { paymentsStoreKey } from "../PaymentsStore";
import { pseInput, type PseScope, type PseValues } from "../pseValues";

const t = defineMessages({
  title: { id: "billing.pseForm.title", defaultMessage: "Pague con PSE" },
  titleAny: { id: "billing.pseForm.titleAny", defaultMessage: "Pague en línea" },
  method: { id: "billing.pseForm.method", defaultMessage: "¿Cómo quiere pagar?" },
  methodPse: { id: "billing.pseForm.method.pse", defaultMessage: "PSE: débito de su cuenta de ahorros o corriente" },
  methodCheckout: { id: "billing.pseForm.method.checkout", defaultMessage: "Tarjeta de crédito o débito, Nequi o Botón Bancolombia" },
  checkoutIntro: {
    id: "billing.pseForm.checkoutIntro",
    defaultMessage:
      "Lo llevaremos a la página segura de la pasarela de pagos Wompi, donde elige tarjeta, Nequi o Botón Bancolombia. Los datos de su tarjeta no pasan por este portal.",
  },
  checkoutSubmit: { id: "billing.pseForm.checkoutSubmit", defaultMessage: "Pagar {amount} con tarjeta, Nequi o Bancolombia" },
  checkoutBusy: { id: "billing.pseForm.checkoutBusy", defaultMessage: "Abriendo la pasarela de pagos…" },
  documentTypeHint: {
    id: "billing.pseForm.documentTypeHint",
    defaultMessage:
      "Si su documento es un PEP, el banco no lo recibe por PSE: use su PPT o su pasaporte, pague con tarjeta o Nequi, o con el código de barras de la factura.",
  },
  termsIntro: {
    id: "billing.pseForm.termsIntro",
    defaultMessage: "Wompi, la pasarela que procesa el pago, le pide aceptar dos documentos. Léalos antes de marcar las casillas:",
  },
  termsLink: { id: "billing.pseForm.termsLink", defaultMessage: "Términos y condiciones de Wompi (PDF)" },
  personalDataLink: { id: "billing.pseForm.personalDataLink", defaultMessage: "Autorización de tratamiento de datos personales de Wompi (PDF)" },
  acceptTerms: { id: "billing.pseForm.acceptTerms", defaultMessage: "He leído y acepto los términos y condiciones de Wompi." },
  acceptPersonalData: {
    id: "billing.pseForm.acceptPersonalData",
    defaultMessage: "Autorizo a Wompi a tratar mis datos personales para procesar este pago.",
  },
  intro: {
    id: "billing.pseForm.intro",
    defaultMessage:
      "PSE debita el valor de su cuenta de ahorros o corriente. Escriba los datos del titular de la cuenta bancaria con la que va a pagar. Todos los campos son obligatorios.",
  },
  bank: { id: "billing.pseForm.bank", defaultMessage: "Banco" },
  bankPlaceholder: { id: "billing.pseForm.bankPlaceholder", defaultMessage: "Elija su banco" },
  personType: { id: "billing.pseForm.personType", defaultMessage: "Tipo de persona" },
  natural: { id: "billing.pseForm.personType.natural", defaultMessage: "Persona natural" },
  juridica: { id: "billing.pseForm.personType.juridica", defaultMessage: "Persona jurídica (empresa)" },
  documentType: { id: "billing.pseForm.documentType", defaultMessage: "Tipo de documento" },
  documentTypePlaceholder: { id: "billing.pseForm.documentTypePlaceholder", defaultMessage: "Elija una opción" },
  documentNumber: { id: "billing.pseForm.documentNumber", defaultMessage: "Número de documento" },
  documentNumberHint: {
    id: "billing.pseForm.documentNumberHint",
    defaultMessage: "Sin puntos. Para NIT escriba también el dígito de verificación, por ejemplo 900123456-8.",
  },
  email: { id: "billing.pseForm.email", defaultMessage: "Correo electrónico" },
  emailHint: { id: "billing.pseForm.emailHint", defaultMessage: "Allí le llegan la confirmación del banco y el comprobante." },
  redirectNote: {
    id: "billing.pseForm.redirectNote",
    defaultMessage: "Al continuar lo llevaremos a la página de su banco para que autorice el pago. Cuando termine, volverá a este portal con el resultado.",
  },
  submit: { id: "billing.pseForm.submit", defaultMessage: "Pagar {amount} con PSE" },
  busy: { id: "billing.pseForm.busy", defaultMessage: "Conectando con su banco…" },
  failed: { id: "billing.pseForm.failed", defaultMessage: "No fue posible iniciar el pago. Intente de nuevo en unos minutos." },
});

const FIELD_IDS: Record<keyof PseValues, string> = {
  method: "pay-method-pse",
  bank: "pse-bank",
  personType: "pse-person-natural",
  documentType: "pse-document-type",
  documentNumber: "pse-document-number",
  email: "pse-email",
  acceptTerms: "pse-accept-terms",
  acceptPersonalData: "pse-accept-personal-data",
};

const EMPTY: PseValues = {
  method: "pse",
  bank: "",
  personType: "",
  documentType: "",
  documentNumber: "",
  email: "",
  acceptTerms: false,
  acceptPersonalData: false,
};

/** What the page knows of the gateway (GET /api/payments/options) besides its banks. */
export type PaymentChoices = Pick<PaymentOptions, "methods" | "documentTypes" | "acceptance">;

const PSE_ONLY: PaymentChoices = { methods: ["pse"], documentTypes: [...DOCUMENT_TYPES], acceptance: null };

const useStyles = makeStyles({
  section: { maxWidth: "34rem", marginBlockStart: tokens.spacingVerticalXL },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  field: { marginBlockEnd: tokens.spacingVerticalL },
  links: { marginBlock: `0 ${tokens.spacingVerticalS}`, paddingInlineStart: tokens.spacingHorizontalL, "& li": { marginBlockEnd: tokens.spacingVerticalXS } },
  note: {
    marginBlock: `${tokens.spacingVerticalM} ${tokens.spacingVerticalL}`,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
  },
});

/**
 * The PSE payer form (issue 7): bank, person type, document and e-mail, checked with the same rules
 * as the server (paymentInputProblems), the amount on the button. Its submit starts the payment
 * (PaymentsStore.pay), which sends the browser to the bank's page; a refusal shows the server's
 * message (409 when the invoice is already paid or waiting for the bank).
 */
export function PseForm({
  amount,
  scope,
  initial,
  banks = PSE_BANKS,
  choices = PSE_ONLY,
}: {
  amount: number;
  /** Issue 32: the methods offered, the document types the gateway takes and the terms to accept. */
  choices?: PaymentChoices;
  /** The gateway's banks (GET /api/payments/options): Wompi's PSE list, or the sandbox's. */
  banks?: readonly { code: string; name: string }[];
  /** The invoices or contract being paid (their problems are the page's to show). */
  scope: PseScope;
  initial?: Partial<PseValues>;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const payments = useFeatureStore(paymentsStoreKey);
  const { pathname } = useLocation();
  const acceptance = choices.acceptance !== null;
  const validate = useCallback(
    (v: PseValues) => {
      const all = paymentInputProblems(pseInput(scope, v, acceptance), banks, {
        documentTypes: choices.documentTypes,
        acceptance: v.method === "pse" && acceptance,
      });
      const problems: Partial<Record<keyof PseValues, string>> = {};
      for (const name of Object.keys(FIELD_IDS) as (keyof PseValues)[]) if (all[name]) problems[name] = all[name];
      return problems;
    },
    [scope, banks, choices, acceptance],
  );
  const onPay = useCallback(
    async (v: PseValues): Promise<SubmitFailure | void> => {
      const failure = await payments.pay(pseInput(scope, v, acceptance), amount, pathname);
      if (failure) return { message: failure.message ?? intl.formatMessage(t.failed), fields: failure.fields };
    },
    [payments, scope, amount, pathname, intl, acceptance],
  );
  const bankOptions = useMemo(() => banks.map((b) => ({ value: b.code, label: b.name })), [banks]);
  const documentOptions = useMemo(
    () => DOCUMENT_TYPES.filter((d) => choices.documentTypes.includes(d)).map((d) => ({ value: d, label: `${DOCUMENT_TYPE_LABELS[d]} (${d})` })),
    [choices],
  );
  const pepRefused = !choices.documentTypes.includes("PEP");
  const twoMethods = choices.methods.includes("checkout") && choices.methods.includes("pse");
  const form = useForm<PseValues>({ initial: { ...EMPTY, ...initial }, validate, fieldIds: FIELD_IDS, onSubmit: onPay, name: "pago-pse" });
  const { values, set, errors } = form;
  useErrorTitle(form.items.length > 0);

  const checkout = values.method === "checkout";
  return (
    <section className={styles.section} aria-labelledby="pse-form-title">
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <h2 id="pse-form-title" className={styles.h2}>
        {intl.formatMessage(twoMethods ? t.titleAny : t.title)}
      </h2>
      <form {...form.formProps} aria-labelledby="pse-form-title">
        {twoMethods && (
          <Field className={styles.field} label={intl.formatMessage(t.method)} required>
            <RadioGroup value={values.method} onChange={(_, d) => set("method", d.value)}>
              <Radio id={FIELD_IDS.method} value="pse" label={intl.formatMessage(t.methodPse)} />
              <Radio id="pay-method-checkout" value="checkout" label={intl.formatMessage(t.methodCheckout)} />
            </RadioGroup>
          </Field>
        )}
        {checkout ? (
          <PageIntro>{intl.formatMessage(t.checkoutIntro)}</PageIntro>
        ) : (
          <>
            <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
            <SelectField
              id={FIELD_IDS.bank}
              label={intl.formatMessage(t.bank)}
              placeholder={intl.formatMessage(t.bankPlaceholder)}
              required
              options={bankOptions}
              value={values.bank}
              onChange={(v) => set("bank", v)}
              error={errors.bank}
            />
            <Field
              className={styles.field}
              label={intl.formatMessage(t.personType)}
              required
              validationState={errors.personType ? "error" : "none"}
              validationMessage={errors.personType ? { children: errors.personType, role: undefined } : undefined}
            >
              <RadioGroup value={values.personType} onChange={(_, d) => set("personType", d.value)}>
                <Radio id={FIELD_IDS.personType} value="natural" label={intl.formatMessage(t.natural)} />
                <Radio id="pse-person-juridica" value="juridica" label={intl.formatMessage(t.juridica)} />
              </RadioGroup>
            </Field>
            <SelectField
              id={FIELD_IDS.documentType}
              label={intl.formatMessage(t.documentType)}
              placeholder={intl.formatMessage(t.documentTypePlaceholder)}
              hint={pepRefused ? intl.formatMessage(t.documentTypeHint) : undefined}
              required
              options={documentOptions}
              value={values.documentType}
              onChange={(v) => set("documentType", v)}
              error={errors.documentType}
            />
            <TextField
              id={FIELD_IDS.documentNumber}
              label={intl.formatMessage(t.documentNumber)}
              hint={intl.formatMessage(t.documentNumberHint)}
              required
              maxLength={20}
              value={values.documentNumber}
              onChange={(v) => set("documentNumber", v)}
              error={errors.documentNumber}
            />
          </>
        )}
        <EmailField
          id={FIELD_IDS.email}
          label={intl.formatMessage(t.email)}
          hint={intl.formatMessage(t.emailHint)}
          value={values.email}
          onChange={(v) => set("email", v)}
          error={errors.email}
        />
        {!checkout && choices.acceptance && (
          <>
            <Body1 as="p" block>
              {intl.formatMessage(t.termsIntro)}
            </Body1>
            <ul className={styles.links}>
              <li>
                <a href={choices.acceptance.termsUrl} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage(t.termsLink)}
                </a>
              </li>
              <li>
                <a href={choices.acceptance.personalDataUrl} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage(t.personalDataLink)}
                </a>
              </li>
            </ul>
            <CheckboxField
              id={FIELD_IDS.acceptTerms}
              required
              label={intl.formatMessage(t.acceptTerms)}
              checked={values.acceptTerms}
              onChange={(v) => set("acceptTerms", v)}
              error={errors.acceptTerms}
            />
            <CheckboxField
              id={FIELD_IDS.acceptPersonalData}
              required
              label={intl.formatMessage(t.acceptPersonalData)}
              checked={values.acceptPersonalData}
              onChange={(v) => set("acceptPersonalData", v)}
              error={errors.acceptPersonalData}
            />
          </>
        )}
        {!checkout && (
          <Body1 as="p" block className={styles.note}>
            {intl.formatMessage(t.redirectNote)}
          </Body1>
        )}
        <SubmitButton busy={form.busy} busyLabel={intl.formatMessage(checkout ? t.checkoutBusy : t.busy)}>
          {fm(intl, checkout ? t.checkoutSubmit : t.submit, { amount: f.money(amount) })}
        </SubmitButton>
      </form>
    </section>
  );
}
