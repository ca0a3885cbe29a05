import { lazy, Suspense, useCallback, useId, useRef, useState, type ChangeEvent } from "react";
import { Body1, Button, Caption1, Field, Label, ProgressBar, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedDate, useIntl } from "react-intl";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { SelectField, TextareaField, TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../components/forms/useForm";
import { TIME_ZONE } from "../../shared/constants";
import {
  cutState,
  NEWS_CATEGORIES,
  NEWS_IMAGE_TYPES,
  NEWS_LIMITS,
  newsImageUrl,
  newsInputProblems,
  newsPath,
  type AdminNewsItem,
  type CutService,
  type NewsCategory,
  type NewsInput,
} from "../../shared/news";
import { BOGOTA_OFFSET_MS } from "../../shared/time";
import { makeStyles, tokens } from "../../theme";
import { CATEGORY_MESSAGES, categoryOptions, CutFacts, fm, serviceOptions } from "../news/newsParts";
import type { AdminNewsStore, Refusal } from "./AdminNewsStore";
import { AuditTrail, StatusBadge } from "./newsAdminParts";

const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ "./RichTextEditor"));

const t = defineMessages({
  newTitle: { id: "admin.news.editor.newTitle", defaultMessage: "Nueva noticia" },
  editTitle: { id: "admin.news.editor.editTitle", defaultMessage: "Editar noticia" },
  title: { id: "admin.news.field.title", defaultMessage: "Título" },
  summary: { id: "admin.news.field.summary", defaultMessage: "Resumen" },
  summaryHint: { id: "admin.news.field.summaryHint", defaultMessage: "Una o dos frases: se muestra en el listado, en el inicio y en el canal RSS." },
  category: { id: "admin.news.field.category", defaultMessage: "Categoría" },
  choose: { id: "admin.news.field.choose", defaultMessage: "Seleccione" },
  tags: { id: "admin.news.field.tags", defaultMessage: "Etiquetas" },
  tagsHint: { id: "admin.news.field.tagsHint", defaultMessage: "Separadas por comas, por ejemplo: tarifas, ahorro." },
  cutLegend: { id: "admin.news.field.cutLegend", defaultMessage: "Datos del corte programado" },
  service: { id: "admin.news.field.service", defaultMessage: "Servicio afectado" },
  zones: { id: "admin.news.field.zones", defaultMessage: "Barrios y veredas afectados" },
  zonesHint: { id: "admin.news.field.zonesHint", defaultMessage: "Uno por línea, por ejemplo: El Jardín o Vereda El Topacio." },
  start: { id: "admin.news.field.start", defaultMessage: "Inicio (hora de Colombia)" },
  end: { id: "admin.news.field.end", defaultMessage: "Fin (hora de Colombia)" },
  reason: { id: "admin.news.field.reason", defaultMessage: "Motivo" },
  image: { id: "admin.news.field.image", defaultMessage: "Imagen principal (opcional)" },
  imageHint: { id: "admin.news.field.imageHint", defaultMessage: "JPG, PNG o WebP de hasta 5 MB." },
  imageAlt: { id: "admin.news.field.imageAlt", defaultMessage: "Texto alternativo de la imagen" },
  imageAltHint: { id: "admin.news.field.imageAltHint", defaultMessage: "Describa lo que muestra la imagen para quienes no pueden verla." },
  removeImage: { id: "admin.news.field.removeImage", defaultMessage: "Quitar la imagen" },
  uploading: { id: "admin.news.field.uploading", defaultMessage: "Subiendo la imagen: {percent} %" },
  uploaded: { id: "admin.news.field.uploaded", defaultMessage: "Imagen cargada." },
  imageTooBig: { id: "admin.news.field.imageTooBig", defaultMessage: "La imagen supera el límite de 5 MB. Redúzcala e intente de nuevo." },
  imageType: { id: "admin.news.field.imageType", defaultMessage: "El archivo no es una imagen JPG, PNG o WebP." },
  body: { id: "admin.news.field.body", defaultMessage: "Contenido" },
  bodyEmpty: { id: "admin.news.field.bodyEmpty", defaultMessage: "Escriba el contenido de la noticia." },
  publishAt: { id: "admin.news.field.publishAt", defaultMessage: "Fecha y hora de publicación (hora de Colombia)" },
  publishAtEmpty: { id: "admin.news.field.publishAtEmpty", defaultMessage: "Indique cuándo se publica la noticia." },
  publishAtPast: { id: "admin.news.field.publishAtPast", defaultMessage: "La fecha de publicación programada debe ser futura." },
  saveDraft: { id: "admin.news.action.saveDraft", defaultMessage: "Guardar borrador" },
  save: { id: "admin.news.action.save", defaultMessage: "Guardar cambios" },
  saveAndPublish: { id: "admin.news.action.saveAndPublish", defaultMessage: "Guardar y publicar" },
  schedule: { id: "admin.news.action.schedule", defaultMessage: "Programar publicación" },
  unpublish: { id: "admin.news.action.unpublish", defaultMessage: "Retirar del sitio" },
  preview: { id: "admin.news.action.preview", defaultMessage: "Vista previa" },
  hidePreview: { id: "admin.news.action.hidePreview", defaultMessage: "Ocultar la vista previa" },
  back: { id: "admin.news.action.back", defaultMessage: "Volver al listado" },
  saving: { id: "admin.news.action.saving", defaultMessage: "Guardando…" },
  saved: { id: "admin.news.saved", defaultMessage: "Cambios guardados." },
  published: { id: "admin.news.published", defaultMessage: "La noticia está publicada." },
  scheduled: { id: "admin.news.scheduled", defaultMessage: "La noticia quedó programada." },
  unpublished: { id: "admin.news.unpublished", defaultMessage: "La noticia se retiró del sitio y quedó en borrador." },
  previewTitle: { id: "admin.news.previewTitle", defaultMessage: "Vista previa (así la verán los visitantes)" },
  view: { id: "admin.news.viewPublic", defaultMessage: "Ver en el sitio" },
  stale: { id: "admin.news.stale", defaultMessage: "Abrir la versión actual (descarta sus cambios)" },
});

/** An instant as a datetime-local value in Bogotá ("2026-11-21T08:00"). */
export function toBogotaLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) - BOGOTA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Bogotá time; "" when it is not a date. */
export function fromBogotaLocal(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return "";
  const ms = Date.parse(`${local}:00Z`) + BOGOTA_OFFSET_MS;
  return Number.isNaN(ms) ? "" : new Date(ms).toISOString();
}

type Values = {
  title: string;
  summary: string;
  category: string;
  tags: string;
  cutService: string;
  cutZones: string;
  cutStartsAt: string;
  cutEndsAt: string;
  cutReason: string;
  image: string;
  imageAlt: string;
  bodyHtml: string;
  publishAt: string;
};

const FIELD_IDS: Record<keyof Values, string> = {
  title: "news-title",
  summary: "news-summary",
  category: "news-category",
  tags: "news-tags",
  cutService: "news-cut-service",
  cutZones: "news-cut-zones",
  cutStartsAt: "news-cut-start",
  cutEndsAt: "news-cut-end",
  cutReason: "news-cut-reason",
  image: "news-image",
  imageAlt: "news-image-alt",
  bodyHtml: "news-body",
  publishAt: "news-publish-at",
};

/** The server's field names (NewsInput paths) as this form's. */
const SERVER_FIELDS: Record<string, keyof Values> = {
  title: "title",
  summary: "summary",
  category: "category",
  tags: "tags",
  cut: "cutService",
  "cut.service": "cutService",
  "cut.zones": "cutZones",
  "cut.startsAt": "cutStartsAt",
  "cut.endsAt": "cutEndsAt",
  "cut.reason": "cutReason",
  imageId: "image",
  imageAlt: "imageAlt",
  bodyHtml: "bodyHtml",
  publishAt: "publishAt",
};

function initialValues(item: AdminNewsItem | null): Values {
  return {
    title: item?.title ?? "",
    summary: item?.summary ?? "",
    category: item?.category ?? "",
    tags: item?.tags.join(", ") ?? "",
    cutService: item?.cut?.service ?? "",
    cutZones: item?.cut?.zones.join("\n") ?? "",
    cutStartsAt: toBogotaLocal(item?.cut?.startsAt),
    cutEndsAt: toBogotaLocal(item?.cut?.endsAt),
    cutReason: item?.cut?.reason ?? "",
    image: item?.imageId ?? "",
    imageAlt: item?.imageAlt ?? "",
    bodyHtml: item?.bodyHtml ?? "",
    publishAt: item?.status === "scheduled" ? toBogotaLocal(item.publishAt) : "",
  };
}

function toInput(v: Values): NewsInput {
  const category = (NEWS_CATEGORIES as readonly string[]).includes(v.category) ? (v.category as NewsCategory) : "general";
  return {
    title: v.title.trim(),
    summary: v.summary.trim(),
    bodyHtml: v.bodyHtml,
    category,
    tags: v.tags
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    imageId: v.image || null,
    imageAlt: v.image ? v.imageAlt.trim() : "",
    cut:
      category === "cortes"
        ? {
            service: (v.cutService || "energia") as CutService,
            zones: v.cutZones
              .split(/\n|;/)
              .map((s) => s.trim())
              .filter(Boolean),
            startsAt: fromBogotaLocal(v.cutStartsAt),
            endsAt: fromBogotaLocal(v.cutEndsAt),
            reason: v.cutReason.trim(),
          }
        : null,
  };
}

type Intent = "save" | "publish" | "schedule";

const useStyles = makeStyles({
  // One column that may shrink to a 320 px screen (issue 21); a fieldset would otherwise keep its content's width.
  form: { maxWidth: "48rem", display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: tokens.spacingVerticalM },
  fieldset: {
    borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    borderLeft: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: tokens.spacingVerticalM,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  row: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "flex-end" },
  thumb: { maxWidth: "min(16rem, 100%)", height: "auto", borderRadius: tokens.borderRadiusMedium },
  fileInput: { maxWidth: "100%" },
  error: { color: tokens.colorPaletteRedForeground1 },
  preview: {
    borderTop: `4px solid ${tokens.colorBrandStroke1}`,
    paddingBlockStart: tokens.spacingVerticalL,
    marginBlockStart: tokens.spacingVerticalXL,
    maxWidth: "48rem",
  },
  status: { display: "flex", gap: tokens.spacingHorizontalM, alignItems: "center", flexWrap: "wrap", marginBlockEnd: tokens.spacingVerticalM },
  h2: { fontSize: tokens.fontSizeBase500, margin: `0 0 ${tokens.spacingVerticalM}` },
});

/** The create / edit form of one item, with preview, publication and its audit trail. */
export const NewsEditor = observer(function NewsEditor({ store, onDone }: { store: AdminNewsStore; onDone: (message?: string) => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const item = store.editing ?? null;
  const intent = useRef<Intent>("save");
  const [notice, setNotice] = useState("");
  const [preview, setPreview] = useState(false);
  const [stale, setStale] = useState(false);
  const [imageError, setImageError] = useState("");
  const bodyLabelId = useId();

  const validate = useCallback(
    (v: Values) => {
      const problems: Partial<Record<keyof Values, string>> = {};
      if (!v.category) problems.category = intl.formatMessage({ id: "admin.news.field.categoryEmpty", defaultMessage: "Seleccione la categoría." });
      for (const [name, message] of Object.entries(newsInputProblems(toInput(v)))) {
        const field = SERVER_FIELDS[name];
        if (field) problems[field] ??= message;
      }
      if (v.category === "cortes" && !v.cutService)
        problems.cutService = intl.formatMessage({ id: "admin.news.field.serviceEmpty", defaultMessage: "Seleccione el servicio afectado." });
      if (!v.bodyHtml.replace(/<[^>]*>/g, "").trim()) problems.bodyHtml = intl.formatMessage(t.bodyEmpty);
      if (intent.current === "schedule") {
        const at = fromBogotaLocal(v.publishAt);
        if (!at) problems.publishAt = intl.formatMessage(t.publishAtEmpty);
        else if (Date.parse(at) <= Date.now()) problems.publishAt = intl.formatMessage(t.publishAtPast);
      }
      return problems;
    },
    [intl],
  );

  const form = useForm<Values>({
    initial: initialValues(item),
    validate,
    fieldIds: FIELD_IDS,
    name: "admin-noticias",
    onSubmit: async (v): Promise<SubmitFailure | void> => {
      setNotice("");
      setStale(false);
      const input = toInput(v);
      let refused: Refusal | null;
      if (intent.current === "publish") refused = await store.saveAndPublish(input);
      else if (intent.current === "schedule") refused = await store.saveAndSchedule(input, fromBogotaLocal(v.publishAt));
      else refused = await store.save(input);
      if (refused) {
        if (refused.status === 409) setStale(true);
        const fields: Record<string, string> = {};
        for (const [name, message] of Object.entries(refused.fields ?? {})) fields[SERVER_FIELDS[name] ?? name] = message;
        return { message: refused.message, fields };
      }
      setNotice(intl.formatMessage(intent.current === "publish" ? t.published : intent.current === "schedule" ? t.scheduled : t.saved));
    },
  });
  const { values, set, errors, items, attempt, busy, formProps } = form;
  useErrorTitle(items.length > 0);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    setImageError("");
    if (!file) return;
    if (file.size > NEWS_LIMITS.imageBytes) return setImageError(intl.formatMessage(t.imageTooBig));
    if (file.type && !(NEWS_IMAGE_TYPES as readonly string[]).includes(file.type)) return setImageError(intl.formatMessage(t.imageType));
    const result = await store.uploadImage(file);
    if ("id" in result) {
      set("image", result.id);
      setNotice(intl.formatMessage(t.uploaded));
    } else {
      setImageError(result.fields?.file ?? result.message);
    }
  };

  const unpublish = async () => {
    if (!item) return;
    const refused = await store.unpublish(item.id);
    setNotice(refused ? refused.message : intl.formatMessage(t.unpublished));
  };
  const reopen = async () => {
    if (!item) return;
    const refused = await store.open(item.id);
    if (refused) setNotice(refused.message);
  };

  const isCut = values.category === "cortes";
  const draft = toInput(values);
  const previewCut = draft.cut && draft.cut.startsAt && draft.cut.endsAt ? { ...draft.cut, state: cutState(draft.cut.startsAt, draft.cut.endsAt) } : null;
  const percent = store.uploadProgress === null ? null : Math.round(store.uploadProgress * 100);
  const publicPath = item ? newsPath(item) : "";

  return (
    <section aria-labelledby="news-editor-title">
      <h2 id="news-editor-title" className={styles.h2}>
        {intl.formatMessage(item ? t.editTitle : t.newTitle)}
      </h2>
      {item ? (
        <div className={styles.status}>
          <StatusBadge item={item} />
          {item.visible ? (
            <a href={publicPath} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(t.view)}
            </a>
          ) : null}
        </div>
      ) : null}
      <p role="status" aria-live="polite">
        {notice}
      </p>
      <ErrorSummary items={items} attempt={attempt} />
      {stale ? (
        <p>
          <Button onClick={() => void reopen()}>{intl.formatMessage(t.stale)}</Button>
        </p>
      ) : null}
      <form {...formProps} className={styles.form} aria-labelledby="news-editor-title">
        <TextField
          id={FIELD_IDS.title}
          label={intl.formatMessage(t.title)}
          required
          error={errors.title}
          value={values.title}
          maxLength={NEWS_LIMITS.title}
          onChange={(v) => set("title", v)}
        />
        <TextareaField
          id={FIELD_IDS.summary}
          label={intl.formatMessage(t.summary)}
          hint={intl.formatMessage(t.summaryHint)}
          required
          error={errors.summary}
          value={values.summary}
          maxLength={NEWS_LIMITS.summary}
          onChange={(v) => set("summary", v)}
        />
        <div className={styles.row}>
          <SelectField
            id={FIELD_IDS.category}
            label={intl.formatMessage(t.category)}
            required
            error={errors.category}
            value={values.category}
            options={categoryOptions(intl)}
            placeholder={intl.formatMessage(t.choose)}
            onChange={(v) => set("category", v)}
          />
          <TextField
            id={FIELD_IDS.tags}
            label={intl.formatMessage(t.tags)}
            hint={intl.formatMessage(t.tagsHint)}
            error={errors.tags}
            value={values.tags}
            maxLength={400}
            onChange={(v) => set("tags", v)}
          />
        </div>
        {isCut ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(t.cutLegend)}</legend>
            <SelectField
              id={FIELD_IDS.cutService}
              label={intl.formatMessage(t.service)}
              required
              error={errors.cutService}
              value={values.cutService}
              options={serviceOptions(intl)}
              placeholder={intl.formatMessage(t.choose)}
              onChange={(v) => set("cutService", v)}
            />
            <TextareaField
              id={FIELD_IDS.cutZones}
              label={intl.formatMessage(t.zones)}
              hint={intl.formatMessage(t.zonesHint)}
              required
              error={errors.cutZones}
              value={values.cutZones}
              onChange={(v) => set("cutZones", v)}
            />
            <div className={styles.row}>
              <TextField
                id={FIELD_IDS.cutStartsAt}
                type="datetime-local"
                label={intl.formatMessage(t.start)}
                required
                error={errors.cutStartsAt}
                value={values.cutStartsAt}
                onChange={(v) => set("cutStartsAt", v)}
              />
              <TextField
                id={FIELD_IDS.cutEndsAt}
                type="datetime-local"
                label={intl.formatMessage(t.end)}
                required
                error={errors.cutEndsAt}
                value={values.cutEndsAt}
                onChange={(v) => set("cutEndsAt", v)}
              />
            </div>
            <TextField
              id={FIELD_IDS.cutReason}
              label={intl.formatMessage(t.reason)}
              required
              error={errors.cutReason}
              value={values.cutReason}
              maxLength={NEWS_LIMITS.reason}
              onChange={(v) => set("cutReason", v)}
            />
          </fieldset>
        ) : null}
        <div>
          <Label htmlFor={FIELD_IDS.image}>{intl.formatMessage(t.image)}</Label>
          <Caption1 block id="news-image-hint">
            {intl.formatMessage(t.imageHint)}
          </Caption1>
          <input
            id={FIELD_IDS.image}
            type="file"
            className={styles.fileInput}
            accept={NEWS_IMAGE_TYPES.join(",")}
            aria-describedby={`news-image-hint${imageError || errors.image ? " news-image-error" : ""}`}
            onChange={(e) => void onFile(e)}
          />
          {imageError || errors.image ? (
            <Body1 block id="news-image-error" className={styles.error}>
              {imageError || errors.image}
            </Body1>
          ) : null}
          {percent !== null ? (
            <Field validationMessage={fm(intl, t.uploading, { percent })} validationState="none">
              <ProgressBar value={percent / 100} aria-label={fm(intl, t.uploading, { percent })} />
            </Field>
          ) : null}
          {values.image ? (
            <div className={styles.row}>
              <img className={styles.thumb} src={newsImageUrl(values.image)} alt={values.imageAlt} />
              <Button onClick={() => set("image", "")}>{intl.formatMessage(t.removeImage)}</Button>
            </div>
          ) : null}
        </div>
        {values.image ? (
          <TextField
            id={FIELD_IDS.imageAlt}
            label={intl.formatMessage(t.imageAlt)}
            hint={intl.formatMessage(t.imageAltHint)}
            required
            error={errors.imageAlt}
            value={values.imageAlt}
            maxLength={NEWS_LIMITS.imageAlt}
            onChange={(v) => set("imageAlt", v)}
          />
        ) : null}
        <div>
          <Label id={bodyLabelId} required>
            {intl.formatMessage(t.body)}
          </Label>
          <Suspense fallback={<Spinner size="small" />}>
            <RichTextEditor
              id={FIELD_IDS.bodyHtml}
              labelId={bodyLabelId}
              describedBy={errors.bodyHtml ? "news-body-error" : undefined}
              value={values.bodyHtml}
              onChange={(html) => set("bodyHtml", html)}
              invalid={Boolean(errors.bodyHtml)}
            />
          </Suspense>
          {errors.bodyHtml ? (
            <Body1 block id="news-body-error" className={styles.error}>
              {errors.bodyHtml}
            </Body1>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance={item?.visible ? "primary" : "secondary"} disabledFocusable={busy} onClick={() => (intent.current = "save")}>
            {busy && intent.current === "save" ? intl.formatMessage(t.saving) : intl.formatMessage(item ? t.save : t.saveDraft)}
          </Button>
          {item?.visible ? null : (
            <Button type="submit" appearance="primary" disabledFocusable={busy} onClick={() => (intent.current = "publish")}>
              {intl.formatMessage(t.saveAndPublish)}
            </Button>
          )}
          <Button onClick={() => setPreview((p) => !p)} aria-expanded={preview} aria-controls="news-preview">
            {intl.formatMessage(preview ? t.hidePreview : t.preview)}
          </Button>
          {item?.visible ? <Button onClick={() => void unpublish()}>{intl.formatMessage(t.unpublish)}</Button> : null}
          <Button appearance="subtle" onClick={() => onDone()}>
            {intl.formatMessage(t.back)}
          </Button>
        </div>
        {item?.visible ? null : (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(t.schedule)}</legend>
            <div className={styles.actions}>
              <TextField
                id={FIELD_IDS.publishAt}
                type="datetime-local"
                label={intl.formatMessage(t.publishAt)}
                error={errors.publishAt}
                value={values.publishAt}
                onChange={(v) => set("publishAt", v)}
              />
              <Button type="submit" disabledFocusable={busy} onClick={() => (intent.current = "schedule")}>
                {intl.formatMessage(t.schedule)}
              </Button>
            </div>
          </fieldset>
        )}
      </form>
      <div id="news-preview" hidden={!preview}>
        {preview ? (
          <article className={styles.preview} aria-labelledby="news-preview-title">
            <Caption1 block>{intl.formatMessage(t.previewTitle)}</Caption1>
            <h2 id="news-preview-title">{draft.title || intl.formatMessage(t.title)}</h2>
            <Caption1 block>
              <FormattedDate value={item?.publishAt ?? new Date()} dateStyle="long" timeZone={TIME_ZONE} /> ·{" "}
              {intl.formatMessage(CATEGORY_MESSAGES[draft.category])}
            </Caption1>
            <Body1 as="p" block>
              {draft.summary}
            </Body1>
            {previewCut ? <CutFacts cut={previewCut} /> : null}
            {draft.imageId ? <img className={styles.thumb} src={newsImageUrl(draft.imageId)} alt={draft.imageAlt} /> : null}
            {/* The editor writes only the elements of its schema; the server sanitizes again on save. */}
            <div dangerouslySetInnerHTML={{ __html: draft.bodyHtml }} />
          </article>
        ) : null}
      </div>
      {item ? <AuditTrail entries={store.audit} /> : null}
    </section>
  );
});
