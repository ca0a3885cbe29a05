import { useState, type FormEvent } from "react";
import { Button, Combobox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Option, Spinner } from "@fluentui/react-components";
import { DismissRegular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { DateTimeField } from "../../../../components/forms/DateField";
import { ErrorSummary } from "../../../../components/forms/ErrorSummary";
import { FieldFrame, SelectField, TextareaField, TextField } from "../../../../components/forms/fields";
import { fm } from "../../../../components/useLoad";
import { areaKey } from "../../../../shared/cutAlerts";
import { OUTAGE_LIMITS, type AdminOutage } from "../../../../shared/outages";
import type { CutService } from "../../../../shared/news";
import { serviceOptions } from "../../../news/newsLabels";
import { AREA_OPTIONS, OUTAGE_FIELD_IDS, type AdminOutagesStore, type OutageFormField } from "../../AdminOutagesStore";
import { outagesMessages as t } from "./outagesMessages";
import { useOutagesStyles } from "./useOutagesStyles";

const ORDER: readonly OutageFormField[] = ["service", "areas", "contracts", "cause", "startedAt", "estimatedRestorationAt", "note"];

/**
 * The barrios and veredas of the one list (src/shared/barrios.ts), in a combobox that filters as the
 * operator types and keeps several chosen; the chosen ones are listed below it, each with "Quitar".
 */
const AreasPicker = observer(function AreasPicker({ store }: { store: AdminOutagesStore }) {
  const intl = useIntl();
  const styles = useOutagesStyles();
  const [query, setQuery] = useState("");
  const key = areaKey(query);
  const shown = key ? AREA_OPTIONS.filter((b) => b.key.includes(key)) : AREA_OPTIONS;
  const chosen = store.draft.barrios;
  return (
    <>
      <FieldFrame label={intl.formatMessage(t.barrios)} hint={intl.formatMessage(t.barriosHint)} error={store.formErrors.areas} required>
        <Combobox
          id={OUTAGE_FIELD_IDS.areas}
          className={styles.combobox}
          multiselect
          freeform
          placeholder={intl.formatMessage(t.barriosPlaceholder)}
          value={query}
          selectedOptions={[...chosen]}
          onChange={(e) => setQuery(e.target.value)}
          onOptionSelect={(_, d) => {
            store.set("barrios", d.selectedOptions);
            setQuery("");
          }}
        >
          {shown.length === 0 ? (
            <Option key="none" value="" text="" disabled>
              {intl.formatMessage(t.noMatch)}
            </Option>
          ) : (
            shown.map((b) => (
              <Option key={b.key} value={b.name} text={b.name}>
                {b.name}
              </Option>
            ))
          )}
        </Combobox>
      </FieldFrame>
      {chosen.length > 0 ? (
        <ul className={styles.chips} aria-label={intl.formatMessage(t.chosen)}>
          {chosen.map((name) => (
            <li key={name} className={styles.chip}>
              <span>{name}</span>
              <Button
                size="small"
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={fm(intl, t.remove, { name })}
                onClick={() => store.toggleBarrio(name)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
});

/** "Abrir incidente" in a dialog: service, areas, cause, start (now by default), ETR and the public note. */
export const OutageForm = observer(function OutageForm({ store, onOpened }: { store: AdminOutagesStore; onOpened: (outage: AdminOutage) => void }) {
  const intl = useIntl();
  const styles = useOutagesStyles();
  const d = store.draft;
  const e = store.formErrors;
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const created = await store.create();
    if (created) onOpened(created);
  };
  const summary = [
    ...ORDER.filter((k) => e[k]).map((k) => ({ message: e[k]!, fieldId: OUTAGE_FIELD_IDS[k] })),
    ...(store.formError ? [{ message: store.formError }] : []),
  ];
  return (
    <Dialog open={store.formOpen} modalType="modal" onOpenChange={(_, data) => (data.open || store.creating ? undefined : store.closeForm())}>
      <DialogSurface className={styles.surface}>
        <form className={styles.form} onSubmit={(ev) => void submit(ev)} noValidate>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(t.formTitle)}</DialogTitle>
            <DialogContent>
              <ErrorSummary items={summary} attempt={store.attempt} />
              <SelectField
                id={OUTAGE_FIELD_IDS.service}
                label={intl.formatMessage(t.service)}
                required
                error={e.service}
                value={d.service}
                options={serviceOptions(intl)}
                placeholder={intl.formatMessage(t.choose)}
                onChange={(v) => store.set("service", v as CutService | "")}
              />
              <AreasPicker store={store} />
              <TextField
                id={OUTAGE_FIELD_IDS.contracts}
                label={intl.formatMessage(t.contracts)}
                hint={intl.formatMessage(t.contractsHint)}
                error={e.contracts}
                value={d.contracts}
                inputMode="numeric"
                autoComplete="off"
                onChange={(v) => store.set("contracts", v)}
              />
              <TextField
                id={OUTAGE_FIELD_IDS.cause}
                label={intl.formatMessage(t.cause)}
                hint={intl.formatMessage(t.causeHint)}
                error={e.cause}
                value={d.cause}
                maxLength={OUTAGE_LIMITS.causeMax}
                onChange={(v) => store.set("cause", v)}
              />
              <DateTimeField
                id={OUTAGE_FIELD_IDS.startedAt}
                dateLabel={intl.formatMessage(t.startDate)}
                timeLabel={intl.formatMessage(t.startTime)}
                hint={intl.formatMessage(t.startHint)}
                required
                error={e.startedAt}
                value={d.startedAt}
                onChange={(v) => store.set("startedAt", v)}
              />
              <DateTimeField
                id={OUTAGE_FIELD_IDS.estimatedRestorationAt}
                dateLabel={intl.formatMessage(t.etrDate)}
                timeLabel={intl.formatMessage(t.etrTime)}
                error={e.estimatedRestorationAt}
                value={d.estimatedRestorationAt}
                onChange={(v) => store.set("estimatedRestorationAt", v)}
              />
              <TextareaField
                id={OUTAGE_FIELD_IDS.note}
                label={intl.formatMessage(t.note)}
                hint={intl.formatMessage(t.noteHint)}
                error={e.note}
                value={d.note}
                maxLength={OUTAGE_LIMITS.noteMax}
                onChange={(v) => store.set("note", v)}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={store.creating}>
                {intl.formatMessage(t.submit)}
              </Button>
              <Button onClick={() => store.closeForm()} disabled={store.creating}>
                {intl.formatMessage(t.cancel)}
              </Button>
              {store.creating ? <Spinner size="tiny" /> : null}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
});
