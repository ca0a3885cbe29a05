import { useCallback, useEffect, useState } from "react";
import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { useAccount, WithActiveContract } from "../../../components/ActiveContractGuard";
import { bm } from "../../../components/billing/billingMessages";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { CheckboxField, EmailField } from "../../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../../components/forms/useForm";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { DIGITAL_BILL_TERMS_VERSION, type Contract } from "../../../shared/billing";
import { validateEmail } from "../../../shared/validation";
import { makeStyles, tokens } from "../../../theme";
import { digitalBillStoreKey } from "../DigitalBillStore";
import { DigitalBillEnrolled } from "../parts/DigitalBillEnrolled";
import { digitalBillMessages as t } from "../parts/digitalBillMessages";
import { SecondRecipientSection } from "../parts/SecondRecipientSection";

type Values = { email: string; terms: boolean };

const FIELD_IDS: Record<keyof Values, string> = { email: "digital-bill-email", terms: "digital-bill-terms" };

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  section: { marginBlockStart: tokens.spacingVerticalXL },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalL },
  terms: { marginBlockEnd: tokens.spacingVerticalS },
});

/** /dashboard/dashboardDigitalBill and /dashboard/digital-bill: enrol the active contract, change the e-mail or cancel. */
export default observer(function DigitalBillView() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { session } = useStores();
  const account = useAccount();
  const digitalBill = useFeatureStore(digitalBillStoreKey);
  const href = useRouteHref();
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
      const failure = await digitalBill.enrol(account, contract.id, email);
      if (failure) return { ...failure, message: failure.message ?? intl.formatMessage(bm.loadError) };
      if (!wasEnrolled) return void navigate(href({ route: "dashboard.digitalBillConfirmation" }));
      setChanging(false);
      form.set("terms", false);
      setNotice(fm(intl, t.changed, { email }));
    },
  });
  const { values, set, errors, items, attempt, busy, formProps } = form;
  // The session may arrive after the first render: the account's e-mail is the default.
  useEffect(() => {
    if (userEmail && !values.email) set("email", userEmail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the session's e-mail arrives, never when the person empties the field
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
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
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
              <DigitalBillEnrolled
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
            {contract.digitalBill && !changing ? <SecondRecipientSection key={`second-${contract.id}`} contract={contract} account={acc} /> : null}
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
                    <RouteLink route="transparencia.terminosFacturaDigital">{fm(intl, t.readTerms, { version: DIGITAL_BILL_TERMS_VERSION })}</RouteLink>
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
