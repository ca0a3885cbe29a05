import { useCallback, useEffect } from "react";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { useErrorTitle, useForm } from "../../../components/forms/useForm";
import { PageIntro } from "../../../components/PageIntro";
import { makeStyles, tokens } from "../../../theme";
import { paymentStatusStoreKey } from "../PaymentStatusStore";
import { PaymentReceipt, type ReceiptLink } from "./PaymentReceipt";

const lt = defineMessages({
  title: { id: "billing.paymentLookup.title", defaultMessage: "Consulte el estado de un pago" },
  intro: {
    id: "billing.paymentLookup.intro",
    defaultMessage: "Escriba la referencia que recibió al pagar en línea. La encuentra en el comprobante y en el correo de confirmación.",
  },
  reference: { id: "billing.paymentLookup.reference", defaultMessage: "Referencia del pago" },
  empty: { id: "billing.paymentLookup.empty", defaultMessage: "Escriba la referencia del pago." },
  tooLong: { id: "billing.paymentLookup.tooLong", defaultMessage: "La referencia debe tener como máximo 80 caracteres." },
  notFound: {
    id: "billing.paymentLookup.notFound",
    defaultMessage: "No encontramos una transacción con esa referencia. Revísela en su comprobante e intente de nuevo.",
  },
  submit: { id: "billing.paymentLookup.submit", defaultMessage: "Consultar" },
  busy: { id: "billing.paymentLookup.busy", defaultMessage: "Consultando…" },
});

type LookupValues = { reference: string };
const LOOKUP_IDS: Record<keyof LookupValues, string> = { reference: "payment-lookup-reference" };

const useLookupStyles = makeStyles({
  section: { maxWidth: "40rem", marginBlockEnd: tokens.spacingVerticalXL },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
});

/**
 * "Consulte el estado de un pago": the reference form and, once found, the payment's receipt
 * (a 404 names the field). What was found is forgotten when the form leaves the page.
 */
export const PaymentLookup = observer(function PaymentLookup({
  initialReference = "",
  receiptLinks,
}: {
  initialReference?: string;
  receiptLinks?: readonly ReceiptLink[];
}) {
  const intl = useIntl();
  const styles = useLookupStyles();
  const status = useFeatureStore(paymentStatusStoreKey);
  useEffect(() => () => status.lookup.close(), [status]);
  const validate = useCallback(
    (v: LookupValues) => {
      const reference = v.reference.trim();
      if (reference === "") return { reference: intl.formatMessage(lt.empty) };
      if (reference.length > 80) return { reference: intl.formatMessage(lt.tooLong) };
      return {};
    },
    [intl],
  );
  const form = useForm<LookupValues>({
    initial: { reference: initialReference },
    validate,
    fieldIds: LOOKUP_IDS,
    name: "consulta-pago",
    onSubmit: async (v) => {
      const failure = await status.find(v.reference.trim());
      if (!failure) return;
      if (failure.notFound) return { fields: { reference: intl.formatMessage(lt.notFound) } };
      return { message: failure.message, fields: failure.fields };
    },
  });
  useErrorTitle(form.items.length > 0);
  const found = status.lookup.payment;

  return (
    <section className={styles.section} aria-labelledby="payment-lookup-title">
      <ErrorSummary items={form.items} attempt={form.attempt} />
      <h2 id="payment-lookup-title" className={styles.h2}>
        {intl.formatMessage(lt.title)}
      </h2>
      <PageIntro>{intl.formatMessage(lt.intro)}</PageIntro>
      <form {...form.formProps} aria-labelledby="payment-lookup-title">
        <TextField
          id={LOOKUP_IDS.reference}
          label={intl.formatMessage(lt.reference)}
          required
          maxLength={80}
          autoComplete="off"
          value={form.values.reference}
          onChange={(v) => form.set("reference", v)}
          error={form.errors.reference}
        />
        <SubmitButton busy={form.busy} busyLabel={intl.formatMessage(lt.busy)}>
          {intl.formatMessage(lt.submit)}
        </SubmitButton>
      </form>
      {found ? <PaymentReceipt key={found.reference} tracked={status.lookup} links={receiptLinks} headingLevel={3} focusOnMount /> : null}
    </section>
  );
});
