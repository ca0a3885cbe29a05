import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { Body1, Button, Label, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { DateTimeField } from "../../../../components/forms/DateField";
import { ErrorSummary } from "../../../../components/forms/ErrorSummary";
import { SelectField, TextareaField, TextField } from "../../../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../../../components/forms/useForm";
import { NEWS_LIMITS, newsInputProblems, newsPath } from "../../../../shared/news";
import { categoryOptions } from "../../../news/newsLabels";
import type { AdminNewsStore, Refusal } from "../../AdminNewsStore";
import { NewsAuditTrail } from "./NewsAuditTrail";
import { NewsCutFields } from "./NewsCutFields";
import { t } from "./newsEditorMessages";
import { useNewsEditorStyles } from "./newsEditorStyles";
import { FIELD_IDS, fromBogotaLocal, initialValues, SERVER_FIELDS, toInput, type Values } from "./newsForm";
import { NewsImageField } from "./NewsImageField";
import { NewsPreview } from "./NewsPreview";
import { NewsStatusBadge } from "./NewsStatusBadge";

const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ "./RichTextEditor"));

type Intent = "save" | "publish" | "schedule";

/** The create / edit form of one item, with preview, publication and its audit trail. */
export const NewsEditor = observer(function NewsEditor({ store, onDone }: { store: AdminNewsStore; onDone: (message?: string) => void }) {
  const intl = useIntl();
  const styles = useNewsEditorStyles();
  const item = store.editing ?? null;
  const intent = useRef<Intent>("save");
  const [notice, setNotice] = useState("");
  const [preview, setPreview] = useState(false);
  const [stale, setStale] = useState(false);
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
  const publicPath = item ? newsPath(item) : "";

  return (
    <section aria-labelledby="news-editor-title">
      <h2 id="news-editor-title" className={styles.h2}>
        {intl.formatMessage(item ? t.editTitle : t.newTitle)}
      </h2>
      {item ? (
        <div className={styles.status}>
          <NewsStatusBadge item={item} />
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
        {isCut ? <NewsCutFields values={values} errors={errors} set={set} /> : null}
        <NewsImageField
          store={store}
          image={values.image}
          imageAlt={values.imageAlt}
          error={errors.image}
          onChange={(id) => set("image", id)}
          onNotice={setNotice}
        />
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
              <DateTimeField
                id={FIELD_IDS.publishAt}
                dateLabel={intl.formatMessage(t.publishDate)}
                timeLabel={intl.formatMessage(t.publishTime)}
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
      <NewsPreview open={preview} draft={draft} publishAt={item?.publishAt} />
      {item ? <NewsAuditTrail entries={store.audit} /> : null}
    </section>
  );
});
