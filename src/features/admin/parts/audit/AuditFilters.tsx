import { useState, type ReactElement, type SyntheticEvent } from "react";
import { Body1, Button, Field, Input, Select } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DateInput } from "../../../../components/forms/DateField";
import { AUDIT_ACTION_LABELS } from "../../../../shared/admin";
import {
  ACTOR_MAX,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  auditFieldId,
  type AuditEntityType,
  type AuditFilterDraft,
  type AuditFilterName,
} from "../../adminAuditQuery";
import { auditMessages as t } from "./adminAuditMessages";
import { useAuditStyles } from "./useAuditStyles";

/** The entity types of the filter, with their names in the plural. */
const ENTITY_FILTER_LABELS: Record<AuditEntityType, (typeof t)[keyof typeof t]> = {
  user: t.filterUser,
  settings: t.filterSettings,
  news: t.filterNews,
  case: t.filterCase,
};

/**
 * The audit log's filters (who, what, which kind of object, from, to), each with its message; a
 * query the server refused says so below, with the messages of fields the form does not show.
 */
export function AuditFilters({
  draft,
  onDraft,
  errorOf,
  refused,
  otherMessages,
  onApply,
  onClear,
}: {
  draft: AuditFilterDraft;
  onDraft: (name: AuditFilterName) => (_: unknown, d: { value: string }) => void;
  errorOf: (name: AuditFilterName) => string | undefined;
  /** The server refused the filters (400). */
  refused: boolean;
  otherMessages: [string, string][];
  onApply: (e: SyntheticEvent) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const styles = useAuditStyles();
  // What a typed date got wrong, shown before the filters' own messages.
  const [typed, setTyped] = useState<Partial<Record<"from" | "to", string>>>({});

  const field = (name: AuditFilterName, label: string, control: ReactElement, hint?: string) => {
    const error = (name === "from" || name === "to" ? typed[name] : undefined) ?? errorOf(name);
    return (
      <Field className={styles.field} label={label} hint={hint} validationState={error ? "error" : "none"} validationMessage={error}>
        {control}
      </Field>
    );
  };

  return (
    <section aria-labelledby="audit-filters-title">
      <h2 id="audit-filters-title" className={styles.h2}>
        {intl.formatMessage(t.filtersTitle)}
      </h2>
      <form role="search" aria-labelledby="audit-filters-title" noValidate onSubmit={onApply}>
        <div className={styles.filters}>
          {field(
            "actor",
            intl.formatMessage(t.actor),
            <Input
              id={auditFieldId("actor")}
              className={styles.control}
              type="search"
              autoComplete="off"
              value={draft.actor}
              maxLength={ACTOR_MAX}
              onChange={onDraft("actor")}
            />,
            intl.formatMessage(t.actorHint),
          )}
          {field(
            "action",
            intl.formatMessage(t.action),
            <Select id={auditFieldId("action")} className={styles.control} value={draft.action} onChange={onDraft("action")}>
              <option value="">{intl.formatMessage(t.allActions)}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {AUDIT_ACTION_LABELS[a]}
                </option>
              ))}
            </Select>,
          )}
          {field(
            "entityType",
            intl.formatMessage(t.entityType),
            <Select id={auditFieldId("entityType")} className={styles.control} value={draft.entityType} onChange={onDraft("entityType")}>
              <option value="">{intl.formatMessage(t.allEntities)}</option>
              {AUDIT_ENTITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage(ENTITY_FILTER_LABELS[type])}
                </option>
              ))}
            </Select>,
          )}
          {field(
            "from",
            intl.formatMessage(t.from),
            <DateInput
              id={auditFieldId("from")}
              label={intl.formatMessage(t.from)}
              className={styles.control}
              value={draft.from}
              onChange={(value) => onDraft("from")(undefined, { value })}
              onProblem={(message) => setTyped((p) => ({ ...p, from: message }))}
            />,
            intl.formatMessage(t.dateHint),
          )}
          {field(
            "to",
            intl.formatMessage(t.to),
            <DateInput
              id={auditFieldId("to")}
              label={intl.formatMessage(t.to)}
              className={styles.control}
              value={draft.to}
              onChange={(value) => onDraft("to")(undefined, { value })}
              onProblem={(message) => setTyped((p) => ({ ...p, to: message }))}
            />,
            intl.formatMessage(t.dateHint),
          )}
        </div>
        <div className={styles.filterButtons}>
          <Button type="submit" appearance="primary">
            {intl.formatMessage(t.apply)}
          </Button>
          <Button type="button" onClick={onClear}>
            {intl.formatMessage(t.clear)}
          </Button>
        </div>
      </form>
      {refused ? (
        <div role="alert" className={styles.problem}>
          <Body1>{intl.formatMessage(t.filtersError)}</Body1>
          {otherMessages.length > 0 ? (
            <ul className={styles.problemList}>
              {otherMessages.map(([k, message]) => (
                <li key={k}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
