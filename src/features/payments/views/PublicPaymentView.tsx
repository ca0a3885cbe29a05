import { useCallback, useEffect } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { PageHeading } from "../../components/a11y/PageHeading";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm } from "../../components/forms/useForm";
import { RouterLink } from "../../components/RouterLink";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import { normalizeContractNumber, requiredContractNumberProblem } from "../../shared/billing";
import { makeStyles, tokens } from "../../theme";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { OnlinePaymentUnavailable, usePaymentOptions } from "./paymentOptions";
import { validateContractNumberValues, type ContractNumberValues, useAddressParam, useBillingApi, useSignedIn } from "./billingParts";

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
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
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
  const getApi = useBillingApi();
  // Issue 20: without a gateway the page says so plainly instead of offering a form that cannot pay.
  const unavailable = usePaymentOptions().options?.available === false;
  const onSubmit = useCallback(
    async (v: Values) => {
      const number = normalizeContractNumber(v.contractNumber);
      try {
        await (await getApi()).lookup(number);
      } catch (error) {
        if (errorStatus(error) === 404) return { fields: { contractNumber: intl.formatMessage(t.notFound) } };
        const fields = serverFields(error);
        if (fields?.contract) return { fields: { contractNumber: fields.contract } };
        return { message: errorText(error), fields };
      }
      navigate(`/resumen-pago?contrato=${encodeURIComponent(number)}`);
    },
    [getApi, intl, navigate],
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
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
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
          <RouterLink to="/dashboard/onlinePayment">{intl.formatMessage(t.payFromAccount)}</RouterLink>
        ) : (
          <RouterLink to="/mi-cuenta">{intl.formatMessage(t.signIn)}</RouterLink>
        )}
      </p>
      <h2 className={styles.h2}>{intl.formatMessage(t.otherTitle)}</h2>
      <ul className={styles.list}>
        <li>
          <RouterLink to="/consultar-transacciones">{intl.formatMessage(t.status)}</RouterLink>
        </li>
        <li>
          <RouterLink to="/paymentMethods">{intl.formatMessage(t.methods)}</RouterLink>
        </li>
      </ul>
    </article>
  );
});
