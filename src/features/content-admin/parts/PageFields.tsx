import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { TextareaField, TextField } from "../../../components/forms/fields";
import { CONTENT_LIMITS } from "../../../shared/content";
import type { ContentEditorStore } from "../ContentEditorStore";
import { useEditorStyles } from "./editorStyles";
import { m } from "./messages";

/** Title, description, keywords and lead of the page. */
export const PageFields = observer(function PageFields({ store }: { store: ContentEditorStore }) {
  const intl = useIntl();
  const styles = useEditorStyles();
  const body = store.body;
  const error = (name: string) => store.errors[name] ?? Object.entries(store.errors).find(([p]) => p.startsWith(`${name}[`))?.[1];
  return (
    <fieldset className={styles.box}>
      <legend className={styles.legend}>{intl.formatMessage(m.pageFields)}</legend>
      <TextField
        id="content-title"
        label={intl.formatMessage(m.pageTitle)}
        required
        maxLength={CONTENT_LIMITS.title}
        error={error("title")}
        value={body.title}
        onChange={(v) => store.update("title", () => (body.title = v))}
      />
      <TextareaField
        id="content-description"
        label={intl.formatMessage(m.description)}
        hint={intl.formatMessage(m.descriptionHint)}
        maxLength={CONTENT_LIMITS.description}
        error={error("description")}
        value={body.description}
        onChange={(v) => store.update("description", () => (body.description = v))}
      />
      <TextField
        id="content-keywords"
        label={intl.formatMessage(m.keywords)}
        hint={intl.formatMessage(m.keywordsHint)}
        error={error("keywords")}
        value={body.keywords.join(", ")}
        onChange={(v) => store.update("keywords", () => (body.keywords = v.split(",").map((k, i, all) => (i < all.length - 1 ? k.trim() : k.trimStart()))))}
      />
      <TextareaField
        id="content-lead"
        label={intl.formatMessage(m.lead)}
        hint={intl.formatMessage(m.leadHint)}
        maxLength={CONTENT_LIMITS.lead}
        error={error("lead")}
        value={body.lead}
        onChange={(v) => store.update("lead", () => (body.lead = v))}
      />
    </fieldset>
  );
});
