import type { FormEvent } from "react";
import { Body1, Button } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { TextField } from "../../../components/forms/fields";
import type { useForm } from "../../../components/forms/useForm";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import type { Contract } from "../../../shared/billing";
import type { LinkValues } from "../ContractLinkStore";
import { LINK_IDS } from "./newContractFields";
import { newContractMessages as t } from "./newContractMessages";
import { useNewContractStyles } from "./useNewContractStyles";

/** The linking form's state (useForm's). */
type LinkForm = ReturnType<typeof useForm<LinkValues>>;

/**
 * Linking an existing contract with three proofs from the bill; `linked` is the contract just
 * linked. `onSubmitting` runs before each submit (the page shows this form's problems then).
 */
export function LinkContractSection({ form: link, linked, onSubmitting }: { form: LinkForm; linked: Contract | null; onSubmitting: () => void }) {
  const intl = useIntl();
  const styles = useNewContractStyles();
  return (
    <section className={styles.section} aria-labelledby="link-title">
      <h2 id="link-title" className={styles.h2}>
        {intl.formatMessage(t.linkTitle)}
      </h2>
      <Body1 as="p" block>
        {intl.formatMessage(t.linkIntro)}
      </Body1>
      <div role="status" aria-live="polite">
        {linked ? (
          <>
            <Body1 as="p" block className={styles.done}>
              {fm(intl, t.linked, { number: linked.number, address: linked.address })}
            </Body1>
            <p className={styles.links}>
              <RouteLink route="dashboard.invoiceInquiryAlt">{intl.formatMessage(t.seeInvoices)}</RouteLink>
              <RouteLink route="dashboard.general">{intl.formatMessage(t.seeSummary)}</RouteLink>
            </p>
          </>
        ) : null}
      </div>
      <form
        {...link.formProps}
        aria-labelledby="link-title"
        onSubmit={(e: FormEvent) => {
          onSubmitting();
          link.formProps.onSubmit(e);
        }}
      >
        <TextField
          id={LINK_IDS.contractNumber}
          label={intl.formatMessage(t.contractNumber)}
          hint={intl.formatMessage(t.contractHint)}
          required
          inputMode="numeric"
          maxLength={20}
          error={link.errors.contractNumber}
          value={link.values.contractNumber}
          onChange={(v) => link.set("contractNumber", v)}
        />
        <TextField
          id={LINK_IDS.documentNumber}
          label={intl.formatMessage(t.documentNumber)}
          hint={intl.formatMessage(t.documentHint)}
          required
          maxLength={20}
          error={link.errors.documentNumber}
          value={link.values.documentNumber}
          onChange={(v) => link.set("documentNumber", v)}
        />
        <TextField
          id={LINK_IDS.verificationCode}
          label={intl.formatMessage(t.code)}
          hint={intl.formatMessage(t.codeHint)}
          required
          autoComplete="off"
          maxLength={20}
          error={link.errors.verificationCode}
          value={link.values.verificationCode}
          onChange={(v) => link.set("verificationCode", v)}
        />
        <Button type="submit" appearance="primary" disabledFocusable={link.busy}>
          {intl.formatMessage(link.busy ? t.linking : t.linkSubmit)}
        </Button>
      </form>
    </section>
  );
}
