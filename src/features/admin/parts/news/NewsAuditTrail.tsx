import { Caption1 } from "@fluentui/react-components";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { useFormat } from "../../../../format";
import type { NewsAuditEntry } from "../../../../shared/news";
import { makeStyles, tokens } from "../../../../theme";
import { fm } from "../../../../components/useLoad";

const t = defineMessages({
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
  h3: { fontSize: tokens.fontSizeBase400, marginBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalS}` },
});

/** Who changed the item, when, and which fields (issue 6: every change audited). */
export function NewsAuditTrail({ entries }: { entries: readonly NewsAuditEntry[] }) {
  const intl = useIntl();
  const f = useFormat();
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
              {f.instant(e.at)} · {e.actorEmail} · {ACTIONS[e.action] ? intl.formatMessage(ACTIONS[e.action]) : fm(intl, t.other, { action: e.action })}
              {e.changes.length > 0 && e.action === "news.update" ? <Caption1 block>{fm(intl, t.fields, { fields: e.changes.join(", ") })}</Caption1> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
