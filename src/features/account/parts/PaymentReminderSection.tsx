import { useEffect, useState } from "react";
import { Body1, Spinner, Switch } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { bm } from "../../../components/billing/billingMessages";
import { fm } from "../../../components/useLoad";
import { errorText } from "../../../services/apiClient";
import { makeStyles, tokens } from "../../../theme";
import { noticesStoreKey } from "../NoticesStore";
import { noticeMessages as t } from "./noticeMessages";

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/**
 * Issue 34 §4: the account's choice of a payment reminder three business days before each due
 * date. Off until the customer turns it on (docs/mail.md says why); each change is saved at once.
 */
export const PaymentReminderSection = observer(function PaymentReminderSection({ className, titleClassName }: { className?: string; titleClassName?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const { session } = useStores();
  const notices = useFeatureStore(noticesStoreKey);
  const [notice, setNotice] = useState("");
  useEffect(() => {
    void notices.load.run();
  }, [notices]);
  const prefs = notices.preferences;
  const user = session.user;
  const reason = (error: unknown) => errorText(error) ?? intl.formatMessage(bm.loadError);
  const change = async (on: boolean) => {
    setNotice("");
    const saved = await notices.save.run(on);
    if (saved) setNotice(intl.formatMessage(saved.paymentReminders ? t.remindersOn : t.remindersOff));
  };
  return (
    <section className={className} aria-labelledby="payment-reminder-title">
      <h2 id="payment-reminder-title" className={titleClassName}>
        {intl.formatMessage(t.remindersTitle)}
      </h2>
      <Body1 as="p" block>
        {fm(intl, t.remindersIntro, { email: user?.email ?? "" })}
      </Body1>
      {user && !user.isEmailVerified ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.remindersUnverified)}
        </Body1>
      ) : null}
      {prefs ? (
        <Switch
          id="payment-reminders"
          label={intl.formatMessage(t.remindersLabel)}
          checked={prefs.paymentReminders}
          disabled={notices.save.busy}
          onChange={(_, d) => void change(d.checked)}
        />
      ) : notices.load.error ? (
        <Body1 as="p" block role="alert" className={styles.error}>
          {fm(intl, t.remindersLoadFailed, { reason: reason(notices.load.error) })}
        </Body1>
      ) : (
        <Spinner size="tiny" label={intl.formatMessage(t.remindersLoading)} />
      )}
      {notices.save.error ? (
        <Body1 as="p" block role="alert" className={styles.error}>
          {fm(intl, t.remindersFailed, { reason: reason(notices.save.error) })}
        </Body1>
      ) : null}
      <p role="status" aria-live="polite">
        {notice}
      </p>
    </section>
  );
});
