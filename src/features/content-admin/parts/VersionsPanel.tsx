import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { TableRegion } from "../../../components/TableRegion";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { changes } from "../compare";
import type { ContentEditorStore } from "../ContentEditorStore";
import { useEditorStyles } from "./editorStyles";
import { m } from "./messages";

const t = defineMessages({
  title: { id: "admin.content.versions.title", defaultMessage: "Versiones" },
  show: { id: "admin.content.versions.show", defaultMessage: "Ver las versiones de la página" },
  caption: { id: "admin.content.versions.caption", defaultMessage: "Versiones de la página, de la más reciente a la más antigua" },
  version: { id: "admin.content.versions.version", defaultMessage: "Versión" },
  kind: { id: "admin.content.versions.kind", defaultMessage: "Tipo" },
  when: { id: "admin.content.versions.when", defaultMessage: "Fecha y autor" },
  actions: { id: "admin.content.versions.actions", defaultMessage: "Acciones" },
  published: { id: "admin.content.versions.published", defaultMessage: "Publicación" },
  draft: { id: "admin.content.versions.draft", defaultMessage: "Borrador" },
  by: { id: "admin.content.versions.by", defaultMessage: "{when}, {who}" },
  compare: { id: "admin.content.versions.compare", defaultMessage: "Comparar la versión {n}" },
  restore: { id: "admin.content.versions.restore", defaultMessage: "Restaurar la versión {n}" },
  compareTitle: { id: "admin.content.versions.compareTitle", defaultMessage: "Cambios entre la versión {n} y lo que está editando" },
  before: { id: "admin.content.versions.before", defaultMessage: "Versión {n}" },
  after: { id: "admin.content.versions.after", defaultMessage: "Lo que está editando" },
  same: { id: "admin.content.versions.same", defaultMessage: "No hay diferencias: lo que está editando es igual a la versión {n}." },
  empty: { id: "admin.content.versions.empty", defaultMessage: "(vacío)" },
  close: { id: "admin.content.versions.close", defaultMessage: "Cerrar la comparación" },
});

/** The page's versions (every save and publication, with who and when), each compared or restored as a new draft. */
export const VersionsPanel = observer(function VersionsPanel({ store }: { store: ContentEditorStore }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useEditorStyles();
  const compared = store.compared;
  const diff = compared ? changes(compared, store.body) : [];
  return (
    <section aria-labelledby="content-versions-title" className={styles.box}>
      <h2 id="content-versions-title" className={styles.h2}>
        {intl.formatMessage(t.title)}
      </h2>
      {store.versions === null ? (
        <div>
          <Button onClick={() => void store.loadVersions()}>{intl.formatMessage(t.show)}</Button>
        </div>
      ) : (
        <TableRegion
          captionId="content-versions-caption"
          caption={intl.formatMessage(t.caption)}
          classes={{ table: styles.grid, caption: styles.legend, head: styles.gridHead }}
          columns={[t.version, t.kind, t.when, t.actions].map((label) => ({ header: intl.formatMessage(label) }))}
        >
          {store.versions.map((v) => (
            <tr key={v.version}>
              <th scope="row" className={styles.gridCell}>
                {v.version}
              </th>
              <td className={styles.gridCell}>
                {intl.formatMessage(v.kind === "published" ? t.published : t.draft)}
                {v.note ? ` (${v.note})` : ""}
              </td>
              <td className={styles.gridCell}>{fm(intl, t.by, { when: f.instant(v.createdAt), who: v.createdBy ?? intl.formatMessage(m.seedAuthor) })}</td>
              <td className={styles.gridCell}>
                <div className={styles.actions}>
                  <Button size="small" onClick={() => void store.compare(v.version)}>
                    {fm(intl, t.compare, { n: v.version })}
                  </Button>
                  <Button size="small" disabledFocusable={store.busy} onClick={() => void store.restore(v.version)}>
                    {fm(intl, t.restore, { n: v.version })}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </TableRegion>
      )}
      {compared ? (
        <section aria-labelledby="content-compare-title" className={styles.column}>
          <h3 id="content-compare-title" className={styles.h3}>
            {fm(intl, t.compareTitle, { n: compared.version })}
          </h3>
          {diff.length === 0 ? <p>{fm(intl, t.same, { n: compared.version })}</p> : null}
          {diff.map((c) => (
            <div key={c.where} className={styles.column}>
              <h4 className={styles.legend}>{c.where}</h4>
              <div className={styles.compare}>
                <div>
                  <p className={styles.hint}>{fm(intl, t.before, { n: compared.version })}</p>
                  <p className={styles.before}>{c.before || intl.formatMessage(t.empty)}</p>
                </div>
                <div>
                  <p className={styles.hint}>{intl.formatMessage(t.after)}</p>
                  <p className={styles.after}>{c.after || intl.formatMessage(t.empty)}</p>
                </div>
              </div>
            </div>
          ))}
          <div>
            <Button onClick={() => store.closeCompare()}>{intl.formatMessage(t.close)}</Button>
          </div>
        </section>
      ) : null}
    </section>
  );
});
