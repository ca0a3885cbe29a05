import { useCallback, useState } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { bm } from "../../../components/billing/billingMessages";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { CheckboxField, EmailField } from "../../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../../components/forms/useForm";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { errorText } from "../../../services/apiClient";
import { DIGITAL_BILL_TERMS_VERSION, type Contract } from "../../../shared/billing";
import { normalizeEmail, validateEmail } from "../../../shared/validation";
import { makeStyles, tokens } from "../../../theme";
import type { AccountStore } from "../AccountStore";
import { noticesStoreKey } from "../NoticesStore";
import { digitalBillMessages as dm } from "./digitalBillMessages";
import { noticeMessages as t } from "./noticeMessages";

type Values = { email: string; terms: boolean };

const FIELD_IDS: Record<keyof Values, string> = { email: "second-recipient-email", terms: "second-recipient-terms" };

const useStyles = makeStyles({
  section: { marginBlockStart: tokens.spacingVerticalXL },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  data: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalL },
  terms: { marginBlockEnd: tokens.spacingVerticalS },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/**
 * Issue 34 §4: a second recipient of the digital bill (a tenant and the owner), with the terms
 * accepted for that address too; shown once the contract is enrolled, to add, change or remove it.
 */
export const SecondRecipientSection = observer(function SecondRecipientSection({ contract, account }: { contract: Contract; account: AccountStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const notices = useFeatureStore(noticesStoreKey);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState("");
  const first = contract.digitalBill?.email ?? "";
  const second = contract.digitalBill?.second ?? null;

  const validate = useCallback(
    (v: Values) => {
      const problems: Partial<Record<keyof Values, string>> = {};
      const email = validateEmail(v.email);
      if (email) problems.email = email;
      else if (normalizeEmail(v.email) === normalizeEmail(first)) problems.email = intl.formatMessage(t.secondSameAsFirst);
      if (!v.terms) problems.terms = intl.formatMessage(t.secondAcceptMissing);
      return problems;
    },
    [intl, first],
  );

  const form = useForm<Values>({
    initial: { email: "", terms: false },
    validate,
    fieldIds: FIELD_IDS,
    name: "segundo-destinatario",
    onSubmit: async (v): Promise<SubmitFailure | void> => {
      const email = normalizeEmail(v.email);
      const failure = await notices.addSecond(account, contract.id, email);
      if (failure) return { ...failure, message: failure.message ?? intl.formatMessage(bm.loadError) };
      setEditing(false);
      form.set("email", "");
      form.set("terms", false);
      setNotice(fm(intl, t.secondAdded, { email }));
    },
  });
  const { values, set, errors, items, attempt, busy, formProps } = form;
  const removal = notices.removal;
  const removeFailure = removal.error === null ? "" : fm(intl, t.secondRemoveFailed, { reason: errorText(removal.error) ?? intl.formatMessage(bm.loadError) });

  const remove = async () => {
    if (!second) return;
    setNotice("");
    if (await removal.run(account, contract.id)) setNotice(fm(intl, t.secondRemoved, { email: second.email }));
  };
  const showForm = second === null || editing;
  useErrorTitle(showForm && items.length > 0);

  return (
    <section className={styles.section} aria-labelledby="second-recipient-title">
      {showForm ? <ErrorSummary items={items} attempt={attempt} /> : null}
      <h2 id="second-recipient-title" className={styles.h2}>
        {intl.formatMessage(t.secondTitle)}
      </h2>
      <Body1 as="p" block>
        {intl.formatMessage(t.secondIntro)}
      </Body1>
      <p role="status" aria-live="polite">
        {notice}
      </p>
      {second ? (
        <dl className={styles.data}>
          <dt className={styles.term}>{intl.formatMessage(t.secondCurrent)}</dt>
          <dd className={styles.value}>{second.email}</dd>
          <dt className={styles.term}>{intl.formatMessage(t.secondSince)}</dt>
          <dd className={styles.value}>{f.day(second.addedAt)}</dd>
        </dl>
      ) : (
        <Body1 as="p" block>
          {intl.formatMessage(t.secondNone)}
        </Body1>
      )}
      {removeFailure ? (
        <Body1 as="p" block role="alert" className={styles.error}>
          {removeFailure}
        </Body1>
      ) : null}
      {second && !editing ? (
        <div className={styles.actions}>
          <Button
            onClick={() => {
              set("email", second.email);
              set("terms", false);
              setNotice("");
              setEditing(true);
            }}
          >
            {intl.formatMessage(t.secondChange)}
          </Button>
          <Button disabledFocusable={removal.busy} onClick={() => void remove()}>
            {removal.busy ? intl.formatMessage(t.saving) : intl.formatMessage(t.secondRemove)}
          </Button>
        </div>
      ) : null}
      {showForm ? (
        <form {...formProps} id="second-recipient-form" aria-labelledby="second-recipient-title">
          <EmailField
            id={FIELD_IDS.email}
            label={intl.formatMessage(t.secondEmail)}
            hint={intl.formatMessage(t.secondEmailHint)}
            error={errors.email}
            value={values.email}
            onChange={(v) => set("email", v)}
          />
          <p className={styles.terms}>
            <RouteLink route="transparencia.terminosFacturaDigital">{fm(intl, dm.readTerms, { version: DIGITAL_BILL_TERMS_VERSION })}</RouteLink>
          </p>
          <CheckboxField
            id={FIELD_IDS.terms}
            label={fm(intl, t.secondAccept, { version: DIGITAL_BILL_TERMS_VERSION })}
            required
            error={errors.terms}
            checked={values.terms}
            onChange={(v) => set("terms", v)}
          />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={busy}>
              {busy ? intl.formatMessage(t.saving) : intl.formatMessage(second ? t.secondSave : t.secondAdd)}
            </Button>
            {second ? <Button onClick={() => setEditing(false)}>{intl.formatMessage(t.secondKeep)}</Button> : null}
          </div>
        </form>
      ) : null}
    </section>
  );
});
