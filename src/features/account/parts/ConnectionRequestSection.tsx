import type { FormEvent } from "react";
import { Body1, Button, Checkbox } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { SelectField, TextareaField, TextField } from "../../../components/forms/fields";
import type { useForm } from "../../../components/forms/useForm";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { BILLING_SERVICES, CONTRACT_USES, type BillingService, type ConnectionRequestReceipt } from "../../../shared/billing";
import { useServiceLabel, useUseLabel } from "../accountLabels";
import type { ConnectionValues } from "../ContractLinkStore";
import { CONN_IDS } from "./newContractFields";
import { newContractMessages as t } from "./newContractMessages";
import { useNewContractStyles } from "./useNewContractStyles";

/** The new-connection form's state (useForm's). */
type ConnectionForm = ReturnType<typeof useForm<ConnectionValues>>;

/**
 * Asking for the services of a property that has none; `receipt` is the request just sent, shown
 * with what happens next and a way to send another (`onAnother`). `onSubmitting` runs before each submit.
 */
export function ConnectionRequestSection({
  form: conn,
  receipt,
  onSubmitting,
  onAnother,
}: {
  form: ConnectionForm;
  receipt: ConnectionRequestReceipt | null;
  onSubmitting: () => void;
  onAnother: () => void;
}) {
  const intl = useIntl();
  const styles = useNewContractStyles();
  const f = useFormat();
  const serviceLabel = useServiceLabel();
  const labelOfUse = useUseLabel();
  const chosen = conn.values.services ? conn.values.services.split(",") : [];
  const toggle = (service: BillingService, on: boolean) => {
    const next = BILLING_SERVICES.filter((s) => (s === service ? on : chosen.includes(s)));
    conn.set("services", next.join(","));
  };
  return (
    <section className={styles.section} aria-labelledby="conn-title">
      <h2 id="conn-title" className={styles.h2}>
        {intl.formatMessage(t.connTitle)}
      </h2>
      <div role="status" aria-live="polite">
        {receipt ? (
          <Body1 as="p" block className={styles.done}>
            {fm(intl, t.received, { number: receipt.requestNumber, date: f.day(receipt.createdAt) })}
          </Body1>
        ) : null}
      </div>
      {receipt ? (
        <>
          <h3 className={styles.h3}>{intl.formatMessage(t.nextTitle)}</h3>
          <ul>
            <li>{intl.formatMessage(t.nextVisit)}</li>
            <li>{intl.formatMessage(t.nextQuote)}</li>
            <li>{intl.formatMessage(t.nextContract)}</li>
            <li>{intl.formatMessage(t.nextKeep)}</li>
          </ul>
          <Button onClick={onAnother}>{intl.formatMessage(t.another)}</Button>
        </>
      ) : (
        <>
          <Body1 as="p" block>
            {intl.formatMessage(t.connIntro)}
          </Body1>
          <form
            {...conn.formProps}
            aria-labelledby="conn-title"
            onSubmit={(e: FormEvent) => {
              onSubmitting();
              conn.formProps.onSubmit(e);
            }}
          >
            <TextField
              id={CONN_IDS.address}
              label={intl.formatMessage(t.address)}
              hint={intl.formatMessage(t.addressHint)}
              required
              autoComplete="street-address"
              maxLength={200}
              error={conn.errors.address}
              value={conn.values.address}
              onChange={(v) => conn.set("address", v)}
            />
            <TextField
              id={CONN_IDS.barrio}
              label={intl.formatMessage(t.barrio)}
              required
              maxLength={100}
              error={conn.errors.barrio}
              value={conn.values.barrio}
              onChange={(v) => conn.set("barrio", v)}
            />
            <TextField
              id={CONN_IDS.municipality}
              label={intl.formatMessage(t.municipality)}
              required
              autoComplete="address-level2"
              maxLength={100}
              error={conn.errors.municipality}
              value={conn.values.municipality}
              onChange={(v) => conn.set("municipality", v)}
            />
            <SelectField
              id={CONN_IDS.use}
              label={intl.formatMessage(t.use)}
              required
              placeholder={intl.formatMessage(t.useChoose)}
              options={CONTRACT_USES.map((u) => ({ value: u, label: labelOfUse(u) }))}
              error={conn.errors.use}
              value={conn.values.use}
              onChange={(v) => conn.set("use", v)}
            />
            <fieldset className={styles.fieldset} aria-describedby={conn.errors.services ? "conn-services-error" : undefined}>
              <legend className={styles.legend}>{intl.formatMessage(t.services)}</legend>
              {conn.errors.services ? (
                <p id="conn-services-error" className={styles.error}>
                  {conn.errors.services}
                </p>
              ) : null}
              <div className={styles.checks}>
                {BILLING_SERVICES.map((s) => (
                  <Checkbox
                    key={s}
                    id={`conn-service-${s}`}
                    name="services"
                    value={s}
                    label={serviceLabel(s)}
                    checked={chosen.includes(s)}
                    onChange={(_, d) => toggle(s, d.checked === true)}
                  />
                ))}
              </div>
            </fieldset>
            <TextField
              id={CONN_IDS.phone}
              label={intl.formatMessage(t.phone)}
              hint={intl.formatMessage(t.phoneHint)}
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              error={conn.errors.phone}
              value={conn.values.phone}
              onChange={(v) => conn.set("phone", v)}
            />
            <TextareaField
              id={CONN_IDS.notes}
              label={intl.formatMessage(t.notes)}
              hint={intl.formatMessage(t.notesHint)}
              maxLength={1000}
              error={conn.errors.notes}
              value={conn.values.notes}
              onChange={(v) => conn.set("notes", v)}
            />
            <Button type="submit" appearance="primary" disabledFocusable={conn.busy}>
              {intl.formatMessage(conn.busy ? t.sending : t.connSubmit)}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
