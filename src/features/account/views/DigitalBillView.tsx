import { useCallback, useEffect, useRef, useState } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { CheckboxField, EmailField } from "../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../components/forms/useForm";
import { RouterLink } from "../../components/RouterLink";
import { fm } from "../../components/useLoad";
import { errorText, serverFields } from "../../services/apiClient";
import { DIGITAL_BILL_TERMS_VERSION, type Contract } from "../../shared/billing";
import { validateEmail } from "../../shared/validation";
import type { AccountStore } from "../../stores/AccountStore";
import { makeStyles, tokens } from "../../theme";
import { bm, useAccount, useDay, WithActiveContract } from "./billingParts";

const t = defineMessages({
  title: { id: "billing.digitalBill.title", defaultMessage: "Factura digital" },
  intro: {
    id: "billing.digitalBill.intro",
    defaultMessage: "Reciba la factura de su contrato en su correo electrónico en lugar de la factura impresa.",
  },
  benefitsTitle: { id: "billing.digitalBill.benefits.title", defaultMessage: "Beneficios de la factura digital" },
  benefitDay: { id: "billing.digitalBill.benefits.day", defaultMessage: "Le llega el mismo día en que se expide, sin esperar al mensajero." },
  benefitPaper: { id: "billing.digitalBill.benefits.paper", defaultMessage: "Sin papel: ayuda a cuidar el medio ambiente y no se pierde." },
  benefitValid: {
    id: "billing.digitalBill.benefits.valid",
    defaultMessage: "Tiene la misma validez legal que la factura impresa: puede pagarla en línea o en cualquier punto de pago.",
  },
  enrolTitle: { id: "billing.digitalBill.enrol.title", defaultMessage: "Inscribir el contrato a la factura digital" },
  changeTitle: { id: "billing.digitalBill.change.title", defaultMessage: "Cambiar el correo de la factura digital" },
  email: { id: "billing.digitalBill.email", defaultMessage: "Correo electrónico donde recibirá la factura" },
  emailHint: { id: "billing.digitalBill.emailHint", defaultMessage: "Por ejemplo nombre@dominio.co. Puede ser distinto al correo de su cuenta." },
  readTerms: { id: "billing.digitalBill.readTerms", defaultMessage: "Lea los términos y condiciones de la factura digital (versión {version})" },
  accept: { id: "billing.digitalBill.accept", defaultMessage: "Acepto los términos y condiciones de la factura digital, versión {version}" },
  acceptMissing: { id: "billing.digitalBill.acceptMissing", defaultMessage: "Para recibir la factura digital debe aceptar los términos y condiciones." },
  submit: { id: "billing.digitalBill.submit", defaultMessage: "Inscribirme a la factura digital" },
  submitChange: { id: "billing.digitalBill.submitChange", defaultMessage: "Guardar el nuevo correo" },
  saving: { id: "billing.digitalBill.saving", defaultMessage: "Guardando…" },
  keep: { id: "billing.digitalBill.keepEmail", defaultMessage: "No cambiar el correo" },
  activeTitle: { id: "billing.digitalBill.active.title", defaultMessage: "Su factura digital está activa" },
  activeEmail: { id: "billing.digitalBill.active.email", defaultMessage: "Correo" },
  activeSince: { id: "billing.digitalBill.active.since", defaultMessage: "Inscrita desde" },
  activeTerms: { id: "billing.digitalBill.active.terms", defaultMessage: "Versión de los términos aceptada" },
  newTerms: {
    id: "billing.digitalBill.active.newTerms",
    defaultMessage: "Hay una versión nueva de los términos ({version}). La aceptará si cambia el correo.",
  },
  change: { id: "billing.digitalBill.change", defaultMessage: "Cambiar el correo" },
  cancel: { id: "billing.digitalBill.cancel", defaultMessage: "Cancelar la factura digital" },
  confirmTitle: { id: "billing.digitalBill.confirm.title", defaultMessage: "¿Cancelar la factura digital?" },
  confirmText: {
    id: "billing.digitalBill.confirm.text",
    defaultMessage: "Dejaremos de enviar la factura a {email} y, desde el próximo periodo, volverá a recibirla impresa en {address}.",
  },
  confirmYes: { id: "billing.digitalBill.confirm.yes", defaultMessage: "Sí, cancelar la factura digital" },
  confirmNo: { id: "billing.digitalBill.confirm.no", defaultMessage: "No, mantenerla" },
  cancelled: {
    id: "billing.digitalBill.cancelled",
    defaultMessage: "Canceló la factura digital del contrato {number}. Desde el próximo periodo recibirá la factura impresa.",
  },
  changed: { id: "billing.digitalBill.changed", defaultMessage: "Guardamos el nuevo correo. Su próxima factura llegará a {email}." },
  cancelFailed: { id: "billing.digitalBill.cancelFailed", defaultMessage: "No fue posible cancelar la factura digital. {reason}" },
  noContract: { id: "billing.digitalBill.noContract", defaultMessage: "Elija primero un contrato." },
});

type Values = { email: string; terms: boolean };

const FIELD_IDS: Record<keyof Values, string> = { email: "digital-bill-email", terms: "digital-bill-terms" };

/** The server's field names (DigitalBillInput) as this form's. */
const SERVER_FIELDS: Record<string, keyof Values> = { email: "email", acceptTerms: "terms" };

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  section: { marginBlockStart: tokens.spacingVerticalXL },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  h3: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, ":focus": { outline: "none" } },
  data: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalL },
  confirm: {
    border: `2px solid ${tokens.colorPaletteRedBorder2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockStart: tokens.spacingVerticalL,
  },
  terms: { marginBlockEnd: tokens.spacingVerticalS },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The enrolment, shown with the ways to change the e-mail or cancel (an inline confirm step). */
function Enrolled({
  contract,
  account,
  changing,
  onChange,
  onCancelled,
}: {
  contract: Contract;
  account: AccountStore;
  changing: boolean;
  onChange: () => void;
  onCancelled: (message: string) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const day = useDay();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  const bill = contract.digitalBill!;
  const cancel = async () => {
    setBusy(true);
    setFailure("");
    try {
      account.upsert(await account.api.setDigitalBill(contract.id, { enrolled: false }));
      onCancelled(fm(intl, t.cancelled, { number: contract.number }));
    } catch (error) {
      setFailure(fm(intl, t.cancelFailed, { reason: errorText(error) ?? intl.formatMessage(bm.loadError) }));
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="digital-active-title">
      <h2 id="digital-active-title" className={styles.h2}>
        {intl.formatMessage(t.activeTitle)}
      </h2>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(t.activeEmail)}</dt>
        <dd className={styles.value}>{bill.email}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.activeSince)}</dt>
        <dd className={styles.value}>{day(bill.enrolledAt)}</dd>
        <dt className={styles.term}>{intl.formatMessage(t.activeTerms)}</dt>
        <dd className={styles.value}>{bill.termsVersion}</dd>
      </dl>
      {bill.termsVersion !== DIGITAL_BILL_TERMS_VERSION ? (
        <Body1 as="p" block>
          {fm(intl, t.newTerms, { version: DIGITAL_BILL_TERMS_VERSION })}
        </Body1>
      ) : null}
      {confirming ? (
        <div className={styles.confirm} role="group" aria-labelledby="digital-confirm-title">
          <h3 id="digital-confirm-title" ref={confirmHeading} tabIndex={-1} className={styles.h3}>
            {intl.formatMessage(t.confirmTitle)}
          </h3>
          <Body1 as="p" block>
            {fm(intl, t.confirmText, { email: bill.email, address: contract.address })}
          </Body1>
          {failure ? (
            <Body1 as="p" block role="alert" className={styles.error}>
              {failure}
            </Body1>
          ) : null}
          <div className={styles.actions}>
            <Button appearance="primary" disabledFocusable={busy} onClick={() => void cancel()}>
              {busy ? intl.formatMessage(t.saving) : intl.formatMessage(t.confirmYes)}
            </Button>
            <Button disabledFocusable={busy} onClick={() => setConfirming(false)}>
              {intl.formatMessage(t.confirmNo)}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {changing ? null : (
            <Button aria-controls="digital-form" onClick={onChange}>
              {intl.formatMessage(t.change)}
            </Button>
          )}
          <Button onClick={() => setConfirming(true)}>{intl.formatMessage(t.cancel)}</Button>
        </div>
      )}
    </section>
  );
}

/** /dashboard/dashboardDigitalBill and /dashboard/digital-bill: enrol the active contract, change the e-mail or cancel. */
export default observer(function DigitalBillView() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { session } = useStores();
  const account = useAccount();
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState("");
  const userEmail = session.user?.email ?? "";

  const validate = useCallback(
    (v: Values) => {
      const problems: Partial<Record<keyof Values, string>> = {};
      const email = validateEmail(v.email);
      if (email) problems.email = email;
      if (!v.terms) problems.terms = intl.formatMessage(t.acceptMissing);
      return problems;
    },
    [intl],
  );

  const form = useForm<Values>({
    initial: { email: userEmail, terms: false },
    validate,
    fieldIds: FIELD_IDS,
    name: "factura-digital",
    onSubmit: async (v): Promise<SubmitFailure | void> => {
      const contract = account?.active;
      if (!account || !contract) return { message: intl.formatMessage(t.noContract) };
      const wasEnrolled = contract.digitalBill !== null;
      const email = v.email.trim();
      try {
        account.upsert(await account.api.setDigitalBill(contract.id, { enrolled: true, email, acceptTerms: true }));
      } catch (error) {
        const fields: Record<string, string> = {};
        for (const [name, message] of Object.entries(serverFields(error) ?? {})) fields[SERVER_FIELDS[name] ?? name] = message;
        return { message: errorText(error) ?? intl.formatMessage(bm.loadError), fields };
      }
      if (!wasEnrolled) return void navigate("/dashboard/dashboardDigitalBillConfirmation");
      setChanging(false);
      form.set("terms", false);
      setNotice(fm(intl, t.changed, { email }));
    },
  });
  const { values, set, errors, items, attempt, busy, formProps } = form;
  // The session may arrive after the first render: the account's e-mail is the default.
  useEffect(() => {
    if (userEmail && !values.email) set("email", userEmail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userEmail]);

  const active = account?.active ?? null;
  const showForm = active !== null && (active.digitalBill === null || changing);
  useErrorTitle(showForm && items.length > 0);

  const startChange = (contract: Contract) => {
    set("email", contract.digitalBill?.email ?? userEmail);
    set("terms", false);
    setNotice("");
    setChanging(true);
  };

  return (
    <article className={styles.page}>
      {showForm ? <ErrorSummary items={items} attempt={attempt} /> : null}
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <section className={styles.section} aria-labelledby="digital-benefits-title">
        <h2 id="digital-benefits-title" className={styles.h2}>
          {intl.formatMessage(t.benefitsTitle)}
        </h2>
        <ul>
          <li>{intl.formatMessage(t.benefitDay)}</li>
          <li>{intl.formatMessage(t.benefitPaper)}</li>
          <li>{intl.formatMessage(t.benefitValid)}</li>
        </ul>
      </section>
      <WithActiveContract>
        {(contract, acc) => (
          <>
            {contract.digitalBill ? (
              <Enrolled
                key={contract.id}
                contract={contract}
                account={acc}
                changing={changing}
                onChange={() => startChange(contract)}
                onCancelled={(message) => {
                  setChanging(false);
                  set("terms", false);
                  setNotice(message);
                }}
              />
            ) : null}
            {contract.digitalBill === null || changing ? (
              <section className={styles.section} aria-labelledby="digital-form-title">
                <h2 id="digital-form-title" className={styles.h2}>
                  {intl.formatMessage(contract.digitalBill ? t.changeTitle : t.enrolTitle)}
                </h2>
                <form {...formProps} id="digital-form" aria-labelledby="digital-form-title">
                  <EmailField
                    id={FIELD_IDS.email}
                    label={intl.formatMessage(t.email)}
                    hint={intl.formatMessage(t.emailHint)}
                    error={errors.email}
                    value={values.email}
                    onChange={(v) => set("email", v)}
                  />
                  <p className={styles.terms}>
                    <RouterLink to="/terminosCondicionesUso/facturaDigital">{fm(intl, t.readTerms, { version: DIGITAL_BILL_TERMS_VERSION })}</RouterLink>
                  </p>
                  <CheckboxField
                    id={FIELD_IDS.terms}
                    label={fm(intl, t.accept, { version: DIGITAL_BILL_TERMS_VERSION })}
                    required
                    error={errors.terms}
                    checked={values.terms}
                    onChange={(v) => set("terms", v)}
                  />
                  <div className={styles.actions}>
                    <Button type="submit" appearance="primary" disabledFocusable={busy}>
                      {busy ? intl.formatMessage(t.saving) : intl.formatMessage(contract.digitalBill ? t.submitChange : t.submit)}
                    </Button>
                    {contract.digitalBill ? <Button onClick={() => setChanging(false)}>{intl.formatMessage(t.keep)}</Button> : null}
                  </div>
                </form>
              </section>
            ) : null}
          </>
        )}
      </WithActiveContract>
    </article>
  );
});
