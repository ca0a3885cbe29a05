import { useState } from "react";
import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { DateTimeField } from "../../../components/forms/DateField";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { fromBogotaLocal } from "../../admin/parts/news/newsForm";
import type { ContentEditorStore, Outcome } from "../ContentEditorStore";
import { useEditorStyles } from "./editorStyles";

export const p = defineMessages({
  title: { id: "admin.content.publish.title", defaultMessage: "Guardar y publicar" },
  save: { id: "admin.content.publish.save", defaultMessage: "Guardar borrador" },
  saving: { id: "admin.content.publish.saving", defaultMessage: "Guardando…" },
  publishNow: { id: "admin.content.publish.now", defaultMessage: "Publicar ahora" },
  schedule: { id: "admin.content.publish.schedule", defaultMessage: "Programar la publicación" },
  scheduleLegend: { id: "admin.content.publish.scheduleLegend", defaultMessage: "Publicar en una fecha (hora de Bogotá)" },
  date: { id: "admin.content.publish.date", defaultMessage: "Fecha de publicación" },
  time: { id: "admin.content.publish.time", defaultMessage: "Hora (24 horas, hora de Bogotá)" },
  whenEmpty: { id: "admin.content.publish.whenEmpty", defaultMessage: "Escriba la fecha y la hora de publicación." },
  whenPast: { id: "admin.content.publish.whenPast", defaultMessage: "La fecha y la hora de publicación deben ser futuras." },
  approve: { id: "admin.content.publish.approve", defaultMessage: "Aprobar y publicar" },
  approvalAsked: {
    id: "admin.content.publish.approvalAsked",
    defaultMessage: "{who} pidió publicar este borrador el {when}. Otra persona con permiso de edición debe aprobarlo.",
  },
  approvalRequired: {
    id: "admin.content.publish.approvalRequired",
    defaultMessage: "Las publicaciones necesitan la aprobación de una segunda persona: «Publicar» pide esa aprobación.",
  },
  discard: { id: "admin.content.publish.discard", defaultMessage: "Descartar el borrador" },
  discardConfirm: {
    id: "admin.content.publish.discardConfirm",
    defaultMessage: "¿Descartar el borrador? La página vuelve a la versión publicada y se pierde lo que no esté publicado.",
  },
  discardYes: { id: "admin.content.publish.discardYes", defaultMessage: "Sí, descartar el borrador" },
  discardNo: { id: "admin.content.publish.discardNo", defaultMessage: "No, conservarlo" },
  saved: { id: "admin.content.outcome.saved", defaultMessage: "Borrador guardado. Los visitantes siguen viendo la versión publicada." },
  published: { id: "admin.content.outcome.published", defaultMessage: "Página publicada. Los visitantes ya ven el cambio." },
  scheduled: { id: "admin.content.outcome.scheduled", defaultMessage: "Publicación programada." },
  pending: { id: "admin.content.outcome.pending", defaultMessage: "Se pidió la aprobación: la página se publicará cuando otra persona la apruebe." },
  discarded: { id: "admin.content.outcome.discarded", defaultMessage: "Se descartó el borrador: se muestra la versión publicada." },
  restored: { id: "admin.content.outcome.restored", defaultMessage: "Se restauró la versión como un borrador nuevo. Revíselo y publíquelo cuando esté listo." },
  reloaded: {
    id: "admin.content.outcome.reloaded",
    defaultMessage: "Se cargó la versión actual. Su texto quedó guardado aparte: puede recuperarlo con «Usar mi texto».",
  },
  mineBack: { id: "admin.content.outcome.mineBack", defaultMessage: "Se recuperó su texto sobre la versión actual. Guárdelo para conservarlo." },
});

export const OUTCOMES: Record<Outcome, (typeof p)[keyof typeof p]> = {
  saved: p.saved,
  published: p.published,
  scheduled: p.scheduled,
  pending_approval: p.pending,
  discarded: p.discarded,
  restored: p.restored,
  reloaded: p.reloaded,
  mineBack: p.mineBack,
};

/** Save, publish now or at a date, approve what another asked to publish, discard the draft. */
export const PublishPanel = observer(function PublishPanel({ store }: { store: ContentEditorStore }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useEditorStyles();
  const [when, setWhen] = useState("");
  const [whenError, setWhenError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const detail = store.detail;
  if (!detail) return null;
  const pending = store.status === "pending_approval";
  const schedule = () => {
    const at = fromBogotaLocal(when);
    const problem = !at ? p.whenEmpty : Date.parse(at) <= Date.now() ? p.whenPast : null;
    setWhenError(problem ? intl.formatMessage(problem) : undefined);
    if (!problem) void store.publish(at);
  };
  return (
    <section aria-labelledby="content-publish-title" className={styles.box}>
      <h2 id="content-publish-title" className={styles.h2}>
        {intl.formatMessage(p.title)}
      </h2>
      {pending && detail.approval.requestedAt ? (
        <p>{fm(intl, p.approvalAsked, { who: detail.approval.requestedBy ?? "—", when: f.instant(detail.approval.requestedAt) })}</p>
      ) : detail.approval.required ? (
        <p className={styles.hint}>{intl.formatMessage(p.approvalRequired)}</p>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" disabledFocusable={store.busy} onClick={() => void store.save()}>
          {intl.formatMessage(store.busy ? p.saving : p.save)}
        </Button>
        <Button disabledFocusable={store.busy} onClick={() => void store.publish()}>
          {intl.formatMessage(p.publishNow)}
        </Button>
        {pending ? (
          <Button appearance="primary" disabledFocusable={store.busy} onClick={() => void store.approve()}>
            {intl.formatMessage(p.approve)}
          </Button>
        ) : null}
        {detail.draft || detail.scheduledAt ? (
          <Button disabledFocusable={store.busy} aria-expanded={confirming} onClick={() => setConfirming(true)}>
            {intl.formatMessage(p.discard)}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <div role="group" aria-labelledby="content-discard-question" className={styles.column}>
          <p id="content-discard-question">{intl.formatMessage(p.discardConfirm)}</p>
          <div className={styles.actions}>
            <Button onClick={() => setConfirming(false)}>{intl.formatMessage(p.discardNo)}</Button>
            <Button
              appearance="primary"
              onClick={() => {
                setConfirming(false);
                void store.discard();
              }}
            >
              {intl.formatMessage(p.discardYes)}
            </Button>
          </div>
        </div>
      ) : null}
      <fieldset className={styles.box}>
        <legend className={styles.legend}>{intl.formatMessage(p.scheduleLegend)}</legend>
        <div className={styles.row}>
          <DateTimeField
            id="content-publish-at"
            dateLabel={intl.formatMessage(p.date)}
            timeLabel={intl.formatMessage(p.time)}
            error={whenError}
            value={when}
            onChange={setWhen}
          />
          <Button disabledFocusable={store.busy} onClick={schedule}>
            {intl.formatMessage(p.schedule)}
          </Button>
        </div>
      </fieldset>
    </section>
  );
});
