import { useState, type FormEvent } from "react";
import { Button, Field, Input, Select } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { OUTBOX_STATES, type OutboxState } from "../../../../shared/mail";
import type { MailFilter } from "../../AdminMailStore";
import { mailMessages as t } from "./adminMailMessages";
import { STATE_LABELS } from "./MailStateBadge";
import { useAdminMailStyles } from "./useAdminMailStyles";

/** Recipient and state; applied with the button (or Enter), cleared with the other. */
export function MailFilters({ filter, onApply }: { filter: MailFilter; onApply: (filter: MailFilter) => void }) {
  const intl = useIntl();
  const styles = useAdminMailStyles();
  const [draft, setDraft] = useState<MailFilter>(filter);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty: MailFilter = { to: "", state: "" };
    setDraft(empty);
    onApply(empty);
  };
  return (
    <form onSubmit={submit} aria-label={intl.formatMessage(t.filtersTitle)}>
      <div className={styles.filters}>
        <Field className={styles.field} label={intl.formatMessage(t.to)} hint={intl.formatMessage(t.toHint)}>
          <Input className={styles.control} type="email" value={draft.to} maxLength={254} onChange={(_, d) => setDraft((f) => ({ ...f, to: d.value }))} />
        </Field>
        <Field className={styles.field} label={intl.formatMessage(t.state)}>
          <Select className={styles.control} value={draft.state} onChange={(_, d) => setDraft((f) => ({ ...f, state: d.value as OutboxState | "" }))}>
            <option value="">{intl.formatMessage(t.allStates)}</option>
            {OUTBOX_STATES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage(STATE_LABELS[s])}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary">
          {intl.formatMessage(t.apply)}
        </Button>
        <Button type="button" onClick={clear}>
          {intl.formatMessage(t.clear)}
        </Button>
      </div>
    </form>
  );
}
