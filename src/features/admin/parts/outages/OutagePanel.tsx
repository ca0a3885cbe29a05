import type { FormEvent, ReactNode } from "react";
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { DateTimeField } from "../../../../components/forms/DateField";
import { SelectField, TextareaField, TextField } from "../../../../components/forms/fields";
import { RouterLink } from "../../../../components/RouterLink";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { OUTAGE_LIMITS, OUTAGE_STATUSES, outagePath, type OutageStatus } from "../../../../shared/outages";
import { SERVICE_MESSAGES } from "../../../news/newsLabels";
import type { OutageEditor } from "../../AdminOutagesStore";
import { areaText, OutageStatusBadge } from "./OutageCard";
import { outagesMessages as t, STATUS_MESSAGES } from "./outagesMessages";
import { useOutagesStyles } from "./useOutagesStyles";

/** One action of the panel: its heading and a form of its own (Enter sends that action only). */
function ActionForm({ id, title, onSubmit, children }: { id: string; title: string; onSubmit: () => void; children: ReactNode }) {
  const styles = useOutagesStyles();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <section className={styles.panelSection} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.h4}>
        {title}
      </h3>
      <form onSubmit={submit} noValidate>
        {children}
      </form>
    </section>
  );
}

/**
 * "Gestionar" an incident, in a dialog: its status, the ETR (the public page keeps the one it
 * replaced), the public note, failure reports to merge, and the restoration. Each action sends the
 * version read; when someone changed the incident first, the panel says so and shows it as it is now.
 */
export const OutagePanel = observer(function OutagePanel({ editor, onClose }: { editor: OutageEditor | null; onClose: () => void }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useOutagesStyles();
  if (!editor) return null;
  const o = editor.outage;
  const e = editor.errors;
  const busy = editor.busy;
  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{fm(intl, t.panelTitle, { reference: o.reference })}</DialogTitle>
          <DialogContent>
            <div aria-live="polite">
              {editor.notice ? (
                <p role="alert" className={styles.notice}>
                  {editor.notice}
                </p>
              ) : null}
              {editor.done ? (
                <p role="status" className={styles.done}>
                  {editor.done}
                </p>
              ) : null}
            </div>
            <dl className={styles.facts}>
              <dt>{intl.formatMessage(t.status)}</dt>
              <dd>
                <OutageStatusBadge outage={o} />
              </dd>
              <dt>{intl.formatMessage(t.service)}</dt>
              <dd>{intl.formatMessage(SERVICE_MESSAGES[o.service])}</dd>
              <dt>{intl.formatMessage(t.areas)}</dt>
              <dd>{o.areas.map((a) => areaText(intl, a)).join(", ")}</dd>
              <dt>{intl.formatMessage(t.started)}</dt>
              <dd>{f.instant(o.startedAt)}</dd>
              <dt>{intl.formatMessage(t.etr)}</dt>
              <dd>{o.estimatedRestorationAt ? f.instant(o.estimatedRestorationAt) : intl.formatMessage(t.noEtr)}</dd>
            </dl>
            <p>
              <RouterLink to={outagePath(o.reference)}>{fm(intl, t.publicPageNamed, { reference: o.reference })}</RouterLink>
            </p>
            {editor.closed ? (
              <p className={styles.muted}>{fm(intl, t.closedText, { at: o.restoredAt ? f.instant(o.restoredAt) : "—" })}</p>
            ) : (
              <>
                <ActionForm id="incidente-estado" title={intl.formatMessage(t.statusSection)} onSubmit={() => void editor.changeStatus()}>
                  <SelectField
                    id="incidente-nuevo-estado"
                    label={intl.formatMessage(t.newStatus)}
                    error={e.status}
                    value={editor.status}
                    placeholder="—"
                    options={OUTAGE_STATUSES.filter((s) => s !== "restored").map((s) => ({ value: s, label: intl.formatMessage(STATUS_MESSAGES[s]) }))}
                    onChange={(v) => editor.setStatus((v || o.status) as OutageStatus)}
                  />
                  <Button type="submit" disabled={busy || editor.status === o.status}>
                    {intl.formatMessage(t.changeStatus)}
                  </Button>
                </ActionForm>
                <ActionForm id="incidente-mover-etr" title={intl.formatMessage(t.etrSection)} onSubmit={() => void editor.moveEtr()}>
                  <DateTimeField
                    id="incidente-nueva-etr"
                    dateLabel={intl.formatMessage(t.etrNewDate)}
                    timeLabel={intl.formatMessage(t.etrNewTime)}
                    hint={intl.formatMessage(t.etrHint)}
                    error={e.estimatedRestorationAt}
                    value={editor.etr}
                    onChange={(v) => editor.setEtr(v)}
                  />
                  <div className={styles.actions}>
                    <Button type="submit" disabled={busy}>
                      {intl.formatMessage(t.moveEtr)}
                    </Button>
                    {o.estimatedRestorationAt ? (
                      <Button appearance="subtle" disabled={busy} onClick={() => void editor.clearEtr()}>
                        {intl.formatMessage(t.clearEtr)}
                      </Button>
                    ) : null}
                  </div>
                </ActionForm>
                <ActionForm id="incidente-nota" title={intl.formatMessage(t.noteSection)} onSubmit={() => void editor.saveNote()}>
                  <TextareaField
                    id="incidente-nota-publica"
                    label={intl.formatMessage(t.noteSection)}
                    hint={intl.formatMessage(t.noteHint)}
                    error={e.note}
                    value={editor.note}
                    maxLength={OUTAGE_LIMITS.noteMax}
                    onChange={(v) => editor.setNote(v)}
                  />
                  <Button type="submit" disabled={busy || editor.note === o.note}>
                    {intl.formatMessage(t.saveNote)}
                  </Button>
                </ActionForm>
                <ActionForm id="incidente-reportes" title={intl.formatMessage(t.reportSection)} onSubmit={() => void editor.mergeReport()}>
                  <p className={styles.muted}>{o.reports.length > 0 ? o.reports.join(", ") : intl.formatMessage(t.noReports)}</p>
                  <TextField
                    id="incidente-reporte"
                    label={intl.formatMessage(t.report)}
                    hint={intl.formatMessage(t.reportHint)}
                    error={e.reference}
                    value={editor.report}
                    autoComplete="off"
                    maxLength={40}
                    onChange={(v) => editor.setReport(v)}
                  />
                  <Button type="submit" disabled={busy}>
                    {intl.formatMessage(t.mergeReport)}
                  </Button>
                </ActionForm>
                <ActionForm id="incidente-cerrar" title={intl.formatMessage(t.restoreSection)} onSubmit={() => void editor.restore()}>
                  <p className={styles.muted}>{intl.formatMessage(t.restoreHint)}</p>
                  <DateTimeField
                    id="incidente-restablecido"
                    dateLabel={intl.formatMessage(t.restoredDate)}
                    timeLabel={intl.formatMessage(t.restoredTime)}
                    required
                    error={e.restoredAt}
                    value={editor.restoredAt}
                    onChange={(v) => editor.setRestoredAt(v)}
                  />
                  <Button appearance="primary" type="submit" disabled={busy}>
                    {intl.formatMessage(t.restore)}
                  </Button>
                </ActionForm>
              </>
            )}
            {o.history.length > 0 ? (
              <section className={styles.panelSection} aria-labelledby="incidente-historia-title">
                <h3 id="incidente-historia-title" className={styles.h4}>
                  {intl.formatMessage(t.history)}
                </h3>
                <ol className={styles.history}>
                  {o.history.map((h, i) => (
                    <li key={`${h.at}-${i}`}>
                      {[
                        f.instant(h.at),
                        intl.formatMessage(STATUS_MESSAGES[h.status]),
                        h.previousEstimatedRestorationAt && h.estimatedRestorationAt
                          ? fm(intl, t.historyEtrMoved, { etr: f.instant(h.estimatedRestorationAt), previous: f.instant(h.previousEstimatedRestorationAt) })
                          : h.estimatedRestorationAt
                            ? fm(intl, t.historyEtr, { etr: f.instant(h.estimatedRestorationAt) })
                            : null,
                        h.note ? fm(intl, t.historyNote, { note: h.note }) : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{intl.formatMessage(t.close)}</Button>
            {busy ? <Spinner size="tiny" /> : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
