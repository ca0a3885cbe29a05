import { useEffect, useState } from "react";
import { Body1, Button, Spinner, ToggleButton } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { useErrorTitle } from "../../../components/forms/useForm";
import { RouteLink } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { contentEditorStoreKey } from "../ContentEditorStore";
import { anchorOf, describePath } from "../fieldPaths";
import { newBlock } from "../pageDraft";
import { ContentStatusBadge } from "../parts/ContentStatusBadge";
import { useEditorStyles } from "../parts/editorStyles";
import { m } from "../parts/messages";
import { PageFields } from "../parts/PageFields";
import { PreviewFrame } from "../parts/PreviewFrame";
import { OUTCOMES, PublishPanel } from "../parts/PublishPanel";
import { SectionEditor } from "../parts/SectionEditor";
import { VersionsPanel } from "../parts/VersionsPanel";

const t = defineMessages({
  stale: { id: "admin.content.stale.title", defaultMessage: "No se guardó: otra persona guardó esta página mientras usted la editaba." },
  staleReload: { id: "admin.content.stale.reload", defaultMessage: "Cargar la versión actual (su texto se conserva aparte)" },
  setAside: {
    id: "admin.content.stale.setAside",
    defaultMessage: "Su texto de antes del conflicto está guardado aparte. Compare con la versión actual y, si quiere conservarlo, recupérelo.",
  },
  takeBack: { id: "admin.content.stale.takeBack", defaultMessage: "Usar mi texto" },
  failed: { id: "admin.content.failed", defaultMessage: "No se completó: {reason}" },
  preview: { id: "admin.content.preview.title", defaultMessage: "Vista previa" },
  previewHint: {
    id: "admin.content.preview.hint",
    defaultMessage: "Así verán la página los visitantes con lo que está editando (aún sin guardar ni publicar).",
  },
  previewShow: { id: "admin.content.preview.show", defaultMessage: "Mostrar la vista previa" },
  previewHide: { id: "admin.content.preview.hide", defaultMessage: "Ocultar la vista previa" },
  phone: { id: "admin.content.preview.phone", defaultMessage: "Teléfono (390 px)" },
  desktop: { id: "admin.content.preview.desktop", defaultMessage: "Computador (1366 px)" },
  widths: { id: "admin.content.preview.widths", defaultMessage: "Ancho de la vista previa" },
  leave: { id: "admin.content.leave", defaultMessage: "Hay cambios sin guardar en esta página. ¿Volver a la lista sin guardarlos?" },
  frameTitle: { id: "admin.content.preview.frameTitle", defaultMessage: "Vista previa de la página a {width} px" },
});

/** /admin/contenido/editar?pagina=<routeKey>: the block editor of one content page. */
export default observer(function ContentEditorView() {
  const intl = useIntl();
  const f = useFormat();
  const styles = useEditorStyles();
  const store = useFeatureStore(contentEditorStoreKey);
  const [params] = useSearchParams();
  const routeKey = params.get("pagina") ?? "";
  const [preview, setPreview] = useState(false);
  const [width, setWidth] = useState(390);

  useEffect(() => {
    if (routeKey) void store.open(routeKey);
    return () => store.leave();
  }, [store, routeKey]);

  // Closing or reloading the tab with unsaved changes asks first (the browser's own question).
  const dirty = store.dirty;
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  const summary = Object.entries(store.errors).map(([path, message]) => ({ message: `${describePath(path)}: ${message}`, fieldId: anchorOf(path) }));
  useErrorTitle(summary.length > 0);

  const current = store.current;
  const back = (
    <p>
      <RouteLink
        route="admin.content"
        onClick={(e) => {
          if (store.dirty && !window.confirm(intl.formatMessage(t.leave))) e.preventDefault();
        }}
      >
        {intl.formatMessage(m.backToList)}
      </RouteLink>
    </p>
  );
  if (!routeKey || store.loadState === "failed" || !store.detail || !current) {
    return (
      <article className={styles.page}>
        <PageHeading>{intl.formatMessage(m.editorLoadingTitle)}</PageHeading>
        {!routeKey ? <Body1 block>{intl.formatMessage(m.noPage)}</Body1> : null}
        {routeKey && store.loadState === "failed" ? (
          <div role="alert">
            <Body1 block>{store.loadError}</Body1>
            <Button onClick={() => void store.open(routeKey)}>{intl.formatMessage(m.retry)}</Button>
          </div>
        ) : null}
        {routeKey && store.loadState !== "failed" ? <Spinner label={intl.formatMessage(m.loading)} /> : null}
        {back}
      </article>
    );
  }

  const detail = store.detail;
  const sections = store.body.sections;
  return (
    <article className={styles.page}>
      <ErrorSummary items={summary} attempt={store.attempt} />
      <PageHeading>{fm(intl, m.editorTitle, { title: current.title })}</PageHeading>
      {back}
      <div className={styles.status}>
        {store.status ? <ContentStatusBadge status={store.status} scheduledAt={detail.scheduledAt} /> : null}
        <span>
          {fm(intl, m.basedOn, { version: current.version, when: f.instant(current.updatedAt), who: current.updatedBy ?? intl.formatMessage(m.seedAuthor) })}
        </span>
        <a href={detail.path} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(m.viewPublic)}
        </a>
      </div>
      <p role="status" aria-live="polite">
        {store.outcome ? intl.formatMessage(OUTCOMES[store.outcome]) : ""} {store.dirty ? intl.formatMessage(m.unsaved) : ""}
      </p>
      {store.stale ? (
        <div role="alert" className={styles.box}>
          <p className={styles.error}>{intl.formatMessage(t.stale)}</p>
          <Body1 block>{store.failure}</Body1>
          <div>
            <Button appearance="primary" onClick={() => void store.reloadAfterConflict()}>
              {intl.formatMessage(t.staleReload)}
            </Button>
          </div>
        </div>
      ) : store.failure && summary.length === 0 ? (
        <div role="alert">
          <p className={styles.error}>{fm(intl, t.failed, { reason: store.failure })}</p>
        </div>
      ) : null}
      {store.setAside ? (
        <div className={styles.box}>
          <Body1 block>{intl.formatMessage(t.setAside)}</Body1>
          <div>
            <Button onClick={() => store.takeBackMine()}>{intl.formatMessage(t.takeBack)}</Button>
          </div>
        </div>
      ) : null}
      <div className={styles.column}>
        <PageFields store={store} />
        <h2 className={styles.h2}>{intl.formatMessage(m.sections)}</h2>
        {sections.map((section, s) => (
          <SectionEditor key={s} store={store} section={section} index={s} />
        ))}
        <div>
          <Button onClick={() => store.update("sections", () => sections.push({ heading: "", blocks: [newBlock("paragraph")] }))}>
            {intl.formatMessage(m.addSection)}
          </Button>
        </div>
        <PublishPanel store={store} />
        <section aria-labelledby="content-preview-title" className={styles.box}>
          <h2 id="content-preview-title" className={styles.h2}>
            {intl.formatMessage(t.preview)}
          </h2>
          <p className={styles.hint}>{intl.formatMessage(t.previewHint)}</p>
          <div className={styles.actions}>
            <Button aria-expanded={preview} onClick={() => setPreview((v) => !v)}>
              {intl.formatMessage(preview ? t.previewHide : t.previewShow)}
            </Button>
            {preview ? (
              <div role="group" aria-label={intl.formatMessage(t.widths)} className={styles.actions}>
                <ToggleButton checked={width === 390} onClick={() => setWidth(390)}>
                  {intl.formatMessage(t.phone)}
                </ToggleButton>
                <ToggleButton checked={width === 1366} onClick={() => setWidth(1366)}>
                  {intl.formatMessage(t.desktop)}
                </ToggleButton>
              </div>
            ) : null}
          </div>
          {preview ? <PreviewFrame key={width} body={store.body} width={width} title={fm(intl, t.frameTitle, { width })} /> : null}
        </section>
        <VersionsPanel store={store} />
      </div>
    </article>
  );
});
