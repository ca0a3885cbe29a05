import { useEffect, useRef } from "react";
import { Badge, Button, Caption1 } from "@fluentui/react-components";
import { defineMessages, FormattedDate, useIntl, type MessageDescriptor } from "react-intl";
import { TIME_ZONE } from "../../shared/constants";
import type { AdminNewsItem, NewsAuditEntry } from "../../shared/news";
import { makeStyles, tokens } from "../../theme";
import { fm } from "../news/newsParts";

const t = defineMessages({
  draft: { id: "admin.news.status.draft", defaultMessage: "Borrador" },
  scheduled: { id: "admin.news.status.scheduled", defaultMessage: "Programada para el {date}" },
  published: { id: "admin.news.status.published", defaultMessage: "Publicada" },
  audit: { id: "admin.news.audit.title", defaultMessage: "Historial de cambios" },
  auditEmpty: { id: "admin.news.audit.empty", defaultMessage: "Sin cambios registrados." },
  fields: { id: "admin.news.audit.fields", defaultMessage: "Campos: {fields}" },
  create: { id: "admin.news.audit.create", defaultMessage: "Creó la noticia" },
  update: { id: "admin.news.audit.update", defaultMessage: "Editó la noticia" },
  publish: { id: "admin.news.audit.publish", defaultMessage: "Publicó la noticia" },
  unpublish: { id: "admin.news.audit.unpublish", defaultMessage: "Retiró la noticia" },
  schedule: { id: "admin.news.audit.schedule", defaultMessage: "Programó la publicación" },
  other: { id: "admin.news.audit.other", defaultMessage: "Otra acción ({action})" },
});

const ACTIONS: Record<string, MessageDescriptor> = {
  "news.create": t.create,
  "news.update": t.update,
  "news.publish": t.publish,
  "news.unpublish": t.unpublish,
  "news.schedule": t.schedule,
};

const useStyles = makeStyles({
  list: { paddingInlineStart: tokens.spacingHorizontalL, display: "grid", gap: tokens.spacingVerticalS },
  dialog: {
    maxWidth: "32rem",
    padding: tokens.spacingHorizontalXXL,
    borderTop: "none",
    borderRight: "none",
    borderBottom: "none",
    borderLeft: "none",
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow64,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    "::backdrop": { backgroundColor: "rgba(0, 0, 0, 0.4)" },
  },
  dialogTitle: { fontSize: tokens.fontSizeBase500, marginBlock: `0 ${tokens.spacingVerticalM}` },
  dialogActions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalXL },
  h3: { fontSize: tokens.fontSizeBase400, marginBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalS}` },
});

/** Draft, scheduled (with its date) or published. */
export function StatusBadge({ item }: { item: AdminNewsItem }) {
  const intl = useIntl();
  if (item.status === "draft")
    return (
      <Badge appearance="outline" color="informative">
        {intl.formatMessage(t.draft)}
      </Badge>
    );
  if (item.status === "scheduled" && item.publishAt) {
    const date = intl.formatDate(item.publishAt, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
    return (
      <Badge appearance="tint" color="warning">
        {fm(intl, t.scheduled, { date })}
      </Badge>
    );
  }
  return (
    <Badge appearance="filled" color="success">
      {intl.formatMessage(t.published)}
    </Badge>
  );
}

/** Who changed the item, when, and which fields (issue 6: every change audited). */
export function AuditTrail({ entries }: { entries: readonly NewsAuditEntry[] }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section aria-labelledby="news-audit">
      <h3 id="news-audit" className={styles.h3}>
        {intl.formatMessage(t.audit)}
      </h3>
      {entries.length === 0 ? (
        <p>{intl.formatMessage(t.auditEmpty)}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((e) => (
            <li key={e.id}>
              <FormattedDate value={e.at} dateStyle="medium" timeStyle="short" timeZone={TIME_ZONE} /> · {e.actorEmail} ·{" "}
              {ACTIONS[e.action] ? intl.formatMessage(ACTIONS[e.action]) : fm(intl, t.other, { action: e.action })}
              {e.changes.length > 0 && e.action === "news.update" ? <Caption1 block>{fm(intl, t.fields, { fields: e.changes.join(", ") })}</Caption1> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A confirmation in the browser's own modal <dialog>: focus moves in and stays, the rest of the page
 * is inert, Escape cancels, and focus returns where it was. Cancel comes first in focus order, so
 * Enter on an opened dialog never destroys anything by accident.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const styles = useStyles();
  const ref = useRef<HTMLDialogElement>(null);
  const { open, onCancel } = props;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    const cancel = (e: Event) => {
      e.preventDefault();
      onCancel();
    };
    dialog?.addEventListener("cancel", cancel);
    return () => dialog?.removeEventListener("cancel", cancel);
  }, [onCancel]);
  return (
    <dialog ref={ref} className={styles.dialog} role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      {open ? (
        <>
          <h2 id="confirm-title" className={styles.dialogTitle}>
            {props.title}
          </h2>
          <p id="confirm-text">{props.text}</p>
          <div className={styles.dialogActions}>
            <Button autoFocus onClick={onCancel}>
              {props.cancelLabel}
            </Button>
            <Button appearance="primary" onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
