import { useCallback, useEffect } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { validateContractNumberValues, type ContractNumberValues } from "../../../components/forms/contractNumber";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { useErrorTitle, useForm } from "../../../components/forms/useForm";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { useAddressParam } from "../../../components/useAddressParam";
import { useSignedIn } from "../../../components/useSignedIn";
import { normalizeContractNumber } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { paymentsStoreKey } from "../PaymentsStore";
import { OnlinePaymentUnavailable } from "../parts/OnlinePaymentUnavailable";

const t = defineMessages({
  title: { id: "billing.publicPayment.title", defaultMessage: "Pague su factura sin iniciar sesión" },
  intro: {
    id: "billing.publicPayment.intro",
    defaultMessage:
      "Con el número de contrato puede pagar en línea, con débito a su cuenta bancaria (PSE), todo lo que debe de su factura de energía, acueducto, alcantarillado o telecomunicaciones.",
  },
  contract: { id: "billing.publicPayment.contract", defaultMessage: "Número de contrato" },
  contractHint: { id: "billing.publicPayment.contractHint", defaultMessage: "Está en la parte superior de su factura. Escriba solo los números." },
  notFound: {
    id: "billing.publicPayment.notFound",
    defaultMessage: "No encontramos ese contrato. Revise el número de contrato en la parte superior de su factura.",
  },
  submit: { id: "billing.publicPayment.submit", defaultMessage: "Continuar" },
  busy: { id: "billing.publicPayment.busy", defaultMessage: "Buscando el contrato…" },
  steps: { id: "billing.publicPayment.steps", defaultMessage: "Cómo funciona" },
  step1: { id: "billing.publicPayment.step1", defaultMessage: "Escriba el número de contrato y revise el valor a pagar." },
  step2: { id: "billing.publicPayment.step2", defaultMessage: "Elija su banco y escriba los datos del titular de la cuenta." },
  step3: { id: "billing.publicPayment.step3", defaultMessage: "Autorice el pago en la página de su banco y vuelva para ver su comprobante." },
  accountTitle: { id: "billing.publicPayment.accountTitle", defaultMessage: "¿Tiene cuenta en el portal?" },
  account: {
    id: "billing.publicPayment.account",
    defaultMessage: "Si ingresa a su cuenta verá el detalle de cada factura, podrá elegir cuáles pagar y consultar su historial de pagos.",
  },
  signIn: { id: "billing.publicPayment.signIn", defaultMessage: "Ingresar a mi cuenta" },
  payFromAccount: { id: "billing.publicPayment.payFromAccount", defaultMessage: "Pagar desde mi cuenta" },
  otherTitle: { id: "billing.publicPayment.otherTitle", defaultMessage: "Otras opciones" },
  status: { id: "billing.publicPayment.status", defaultMessage: "Consultar el estado de un pago" },
  methods: { id: "billing.publicPayment.methods", defaultMessage: "Otros medios y puntos de pago" },
});

type Values = ContractNumberValues;
const FIELD_IDS: Record<keyof Values, string> = { contractNumber: "public-pay-contract" };
const validate = validateContractNumberValues;

const useStyles = makeStyles({
  page: { maxWidth: "40rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  list: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL, margin: 0 },
  actions: { marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalL}` },
});

/** /pago-en-linea: pay without signing in, starting from the contract number (?contrato= prefills). */
export default observer(function PublicPaymentView() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const contrato = useAddressParam("contrato");
  const signedIn = useSignedIn();
  const payments = useFeatureStore(paymentsStoreKey);
  const href = useRouteHref();
  useEffect(() => void payments.loadOptions(), [payments]);
  // Issue 20: without a gateway the page says so plainly instead of offering a form that cannot pay.
  const unavailable = payments.unavailable;
  const onSubmit = useCallback(
    async (v: Values) => {
      const number = normalizeContractNumber(v.contractNumber);
      const failure = await payments.findContract(number);
      if (failure) {
        if (failure.notFound) return { fields: { contractNumber: intl.formatMessage(t.notFound) } };
        if (failure.fields?.contract) return { fields: { contractNumber: failure.fields.contract } };
        return { message: failure.message, fields: failure.fields };
      }
      void navigate(href({ route: "cuenta.paymentSummary", query: { contrato: number } }));
    },
    [payments, intl, navigate, href],
  );
  const form = useForm<Values>({
    initial: { contractNumber: "" },
    validate,
    fieldIds: FIELD_IDS,
    name: "pago-sin-sesion",
    onSubmit,
  });
  useErrorTitle(form.items.length > 0);
  const { set } = form;
  useEffect(() => {
    if (contrato) set("contractNumber", contrato);
  }, [contrato, set]);

  return (
    <article className={styles.page}>
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
      {unavailable ? <OnlinePaymentUnavailable /> : null}
      <form {...form.formProps} aria-label={intl.formatMessage(t.title)} hidden={unavailable}>
        <TextField
          id={FIELD_IDS.contractNumber}
          label={intl.formatMessage(t.contract)}
          hint={intl.formatMessage(t.contractHint)}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={form.values.contractNumber}
          onChange={(v) => form.set("contractNumber", v)}
          error={form.errors.contractNumber}
        />
        <div className={styles.actions}>
          <SubmitButton busy={form.busy} busyLabel={intl.formatMessage(t.busy)}>
            {intl.formatMessage(t.submit)}
          </SubmitButton>
        </div>
      </form>
      {unavailable ? null : (
        <>
          <h2 className={styles.h2}>{intl.formatMessage(t.steps)}</h2>
          <ol className={styles.list}>
            <li>{intl.formatMessage(t.step1)}</li>
            <li>{intl.formatMessage(t.step2)}</li>
            <li>{intl.formatMessage(t.step3)}</li>
          </ol>
        </>
      )}
      <h2 className={styles.h2}>{intl.formatMessage(t.accountTitle)}</h2>
      <Body1 as="p" block>
        {intl.formatMessage(t.account)}
      </Body1>
      <p>
        {signedIn ? (
          <RouteLink route="dashboard.onlinePayment">{intl.formatMessage(t.payFromAccount)}</RouteLink>
        ) : (
          <RouteLink route="cuenta.login">{intl.formatMessage(t.signIn)}</RouteLink>
        )}
      </p>
      <h2 className={styles.h2}>{intl.formatMessage(t.otherTitle)}</h2>
      <ul className={styles.list}>
        <li>
          <RouteLink route="cuenta.transactionsInquiry">{intl.formatMessage(t.status)}</RouteLink>
        </li>
        <li>
          <RouteLink route="atencion.paymentMethods">{intl.formatMessage(t.methods)}</RouteLink>
        </li>
      </ul>
    </article>
  );
});
