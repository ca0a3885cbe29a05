import { useState, type SyntheticEvent } from "react";
import { Body1, Button, Field } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DateInput } from "../../../../components/forms/DateField";
import { treasuryFieldId } from "../../treasuryQuery";
import { treasuryMessages as t } from "./treasuryMessages";
import { useTreasuryStyles } from "./useTreasuryStyles";

export type TreasuryDraft = { from: string; to: string };

/** The report's days (from, to), each with its message; a range the server refused says so below. */
export function TreasuryFilters({
  draft,
  onDraft,
  errorOf,
  refused,
  onApply,
  onLastWeek,
}: {
  draft: TreasuryDraft;
  onDraft: (name: keyof TreasuryDraft, value: string) => void;
  errorOf: (name: keyof TreasuryDraft) => string | undefined;
  refused: boolean;
  onApply: (e: SyntheticEvent) => void;
  onLastWeek: () => void;
}) {
  const intl = useIntl();
  const styles = useTreasuryStyles();
  // What a typed date got wrong, shown before the server's messages.
  const [typed, setTyped] = useState<Partial<Record<keyof TreasuryDraft, string>>>({});
  const field = (name: keyof TreasuryDraft, label: string) => {
    const error = typed[name] ?? errorOf(name);
    return (
      <Field className={styles.field} label={label} hint={intl.formatMessage(t.dateHint)} validationState={error ? "error" : "none"} validationMessage={error}>
        <DateInput
          id={treasuryFieldId(name)}
          label={label}
          className={styles.control}
          value={draft[name]}
          onChange={(value) => onDraft(name, value)}
          onProblem={(message) => setTyped((p) => ({ ...p, [name]: message }))}
        />
      </Field>
    );
  };
  return (
    <section aria-labelledby="treasury-filters-title">
      <h2 id="treasury-filters-title" className={styles.h2}>
        {intl.formatMessage(t.filtersTitle)}
      </h2>
      <form role="search" aria-labelledby="treasury-filters-title" noValidate onSubmit={onApply}>
        <div className={styles.filters}>
          {field("from", intl.formatMessage(t.from))}
          {field("to", intl.formatMessage(t.to))}
        </div>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary">
            {intl.formatMessage(t.apply)}
          </Button>
          <Button type="button" onClick={onLastWeek}>
            {intl.formatMessage(t.lastWeek)}
          </Button>
        </div>
      </form>
      {refused ? (
        <div role="alert" className={styles.problem}>
          <Body1>{intl.formatMessage(t.filtersError)}</Body1>
        </div>
      ) : null}
    </section>
  );
}
