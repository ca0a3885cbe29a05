import { useState, type FormEvent } from "react";
import { Button, Field, Input, Select } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import {
  CASE_STATUSES,
  CASE_STATUS_LABELS,
  PQRS_SERVICES,
  PQRS_SERVICE_LABELS,
  PQRS_TYPES,
  PQRS_TYPE_LABELS,
  REQUEST_KIND_LABELS,
  type AgentCaseFilter,
} from "../../../../shared/pqrs";
import { makeStyles, tokens } from "../../../../theme";
import { draftOf, EMPTY_DRAFT, REQUEST_KINDS, type FilterDraft } from "./pqrsInboxFilter";
import { t } from "./pqrsInboxMessages";

const useStyles = makeStyles({
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  filters: {
    display: "grid",
    // min(100%, …): one column on a phone; each field minWidth 0 so a long option never pushes a
    // field into its neighbour's track (issue 21).
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "end",
  },
  field: { minWidth: 0 },
  control: { width: "100%", minWidth: 0 },
  filterButtons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalM },
});

/**
 * The inbox's filter form: what it holds is applied with "Aplicar filtros" (`onApply` puts it in
 * the address); it follows the address when that changes (back/forward).
 */
export function PqrsInboxFilters({ filter, onApply }: { filter: AgentCaseFilter; onApply: (draft: FilterDraft) => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filter));
  const filterKey = JSON.stringify(filter);
  const [shownKey, setShownKey] = useState(filterKey);

  // Back/forward in the browser changes the address: the form follows it.
  if (shownKey !== filterKey) {
    setShownKey(filterKey);
    setDraft(draftOf(filter));
  }

  const apply = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };
  const clearFilters = () => {
    setDraft(EMPTY_DRAFT);
    onApply(EMPTY_DRAFT);
  };

  const select = (name: keyof FilterDraft, label: string, all: string, options: readonly { value: string; label: string }[]) => (
    <Field label={label} className={styles.field}>
      <Select id={`pqrs-filter-${name}`} className={styles.control} value={draft[name]} onChange={(_, d) => setDraft((f) => ({ ...f, [name]: d.value }))}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <section aria-labelledby="pqrs-filters-title">
      <h2 id="pqrs-filters-title" className={styles.h2}>
        {intl.formatMessage(t.filtersTitle)}
      </h2>
      <form role="search" aria-labelledby="pqrs-filters-title" noValidate onSubmit={apply}>
        <div className={styles.filters}>
          {select(
            "status",
            intl.formatMessage(t.status),
            intl.formatMessage(t.allStatuses),
            CASE_STATUSES.map((s) => ({ value: s, label: CASE_STATUS_LABELS[s] })),
          )}
          {select(
            "kind",
            intl.formatMessage(t.kind),
            intl.formatMessage(t.allKinds),
            REQUEST_KINDS.map((k) => ({ value: k, label: REQUEST_KIND_LABELS[k] })),
          )}
          {select(
            "type",
            intl.formatMessage(t.type),
            intl.formatMessage(t.allTypes),
            PQRS_TYPES.map((k) => ({ value: k, label: PQRS_TYPE_LABELS[k] })),
          )}
          {select(
            "service",
            intl.formatMessage(t.service),
            intl.formatMessage(t.allServices),
            PQRS_SERVICES.map((s) => ({ value: s, label: PQRS_SERVICE_LABELS[s] })),
          )}
          {select("due", intl.formatMessage(t.due), intl.formatMessage(t.anyDue), [
            { value: "vencida", label: intl.formatMessage(t.dueOverdue) },
            { value: "por_vencer", label: intl.formatMessage(t.dueSoon) },
          ])}
          {select("assigned", intl.formatMessage(t.assigned), intl.formatMessage(t.anyAssigned), [
            { value: "me", label: intl.formatMessage(t.assignedMe) },
            { value: "none", label: intl.formatMessage(t.assignedNone) },
          ])}
          <Field label={intl.formatMessage(t.q)} hint={intl.formatMessage(t.qHint)} className={styles.field}>
            <Input
              id="pqrs-filter-q"
              className={styles.control}
              type="search"
              value={draft.q}
              maxLength={200}
              onChange={(_, d) => setDraft((f) => ({ ...f, q: d.value }))}
            />
          </Field>
        </div>
        <div className={styles.filterButtons}>
          <Button type="submit" appearance="primary">
            {intl.formatMessage(t.apply)}
          </Button>
          <Button type="button" onClick={clearFilters}>
            {intl.formatMessage(t.clear)}
          </Button>
        </div>
      </form>
    </section>
  );
}
