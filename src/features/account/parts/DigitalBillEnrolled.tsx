import { useEffect, useRef, useState } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { bm } from "../../../components/billing/billingMessages";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { errorText } from "../../../services/apiClient";
import { DIGITAL_BILL_TERMS_VERSION, type Contract } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import type { AccountStore } from "../AccountStore";
import { digitalBillStoreKey } from "../DigitalBillStore";
import { useVisit } from "../useVisit";
import { digitalBillMessages as t } from "./digitalBillMessages";

const useStyles = makeStyles({
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
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The enrolment, shown with the ways to change the e-mail or cancel (an inline confirm step). */
export const DigitalBillEnrolled = observer(function DigitalBillEnrolled({
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
  const f = useFormat();
  const visit = useVisit();
  const cancellation = useFeatureStore(digitalBillStoreKey).cancellation(visit);
  const [confirming, setConfirming] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  const bill = contract.digitalBill!;
  const busy = cancellation.busy;
  const failure = cancellation.error === null ? "" : fm(intl, t.cancelFailed, { reason: errorText(cancellation.error) ?? intl.formatMessage(bm.loadError) });
  const cancel = async () => {
    if (await cancellation.run(account, contract.id)) onCancelled(fm(intl, t.cancelled, { number: contract.number }));
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
        <dd className={styles.value}>{f.day(bill.enrolledAt)}</dd>
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
            // No aria-controls: the form it opens is not in the page until then (axe: aria-valid-attr-value).
            <Button onClick={onChange}>{intl.formatMessage(t.change)}</Button>
          )}
          <Button onClick={() => setConfirming(true)}>{intl.formatMessage(t.cancel)}</Button>
        </div>
      )}
    </section>
  );
});
