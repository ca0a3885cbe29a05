import { Field, Input, Select, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { DOCUMENT_FORMATS, DOCUMENT_LIMITS } from "../../../shared/documents";
import { TRANSPARENCY_SECTIONS } from "../../../shared/entity";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import type { DocumentDraft } from "../DocumentsAdminStore";
import { m } from "../messages";

const useStyles = makeStyles({
  // A select sizes itself to its longest option: it shrinks with the screen instead (WCAG 1.4.10).
  selectBox: { width: "100%", maxWidth: "28rem", minWidth: 0 },
  pair: { display: "grid", gap: tokens.spacingHorizontalM, gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))", minWidth: 0 },
  // A card's form is narrower than the upload form: its pairs break later.
  pairInCard: { gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))" },
  control: { minWidth: 0, maxWidth: "100%" },
});

/**
 * The metadata fields of the transparency index, as both document forms show them, each with the
 * server's refusal under it. On upload the section starts unchosen and the format is chosen beside
 * the language; a card's edit form keeps the file's format.
 */
export const DocumentMetadataFields = observer(function DocumentMetadataFields({
  draft: d,
  errors,
  onChange,
  variant,
}: {
  draft: DocumentDraft;
  /** The server's messages by field name. */
  errors: Record<string, string>;
  onChange: (field: keyof DocumentDraft, value: string) => void;
  variant: "upload" | "edit";
}) {
  const intl = useIntl();
  const styles = useStyles();
  const err = (field: string) => errors[field];
  const status = (field: string) => (err(field) ? ("error" as const) : undefined);
  const set = (field: keyof DocumentDraft) => (_: unknown, data: { value: string }) => onChange(field, data.value);
  const optional = intl.formatMessage(m.optional);
  const upload = variant === "upload";
  const pair = upload ? styles.pair : mergeClasses(styles.pair, styles.pairInCard);
  const language = (
    <Field label={intl.formatMessage(m.fieldLanguage)} validationMessage={err("language")} validationState={status("language")} className={styles.control}>
      <Select className={styles.selectBox} value={d.language} onChange={set("language")}>
        <option value="es">{intl.formatMessage(m.languageEs)}</option>
        <option value="en">{intl.formatMessage(m.languageEn)}</option>
      </Select>
    </Field>
  );
  return (
    <>
      <Field label={intl.formatMessage(m.fieldTitle)} required validationMessage={err("title")} validationState={status("title")} className={styles.control}>
        <Input value={d.title} maxLength={DOCUMENT_LIMITS.title} onChange={set("title")} />
      </Field>
      <Field
        label={intl.formatMessage(m.fieldDescription)}
        hint={optional}
        validationMessage={err("description")}
        validationState={status("description")}
        className={styles.control}
      >
        <Textarea value={d.description} maxLength={DOCUMENT_LIMITS.description} resize="vertical" onChange={set("description")} />
      </Field>
      <Field label={intl.formatMessage(m.section)} required validationMessage={err("section")} validationState={status("section")} className={styles.control}>
        <Select className={styles.selectBox} value={d.section} onChange={set("section")}>
          {upload ? <option value="">{intl.formatMessage(m.chooseSection)}</option> : null}
          {TRANSPARENCY_SECTIONS.map((title, i) => (
            <option key={title} value={String(i + 1)}>
              {`${i + 1}. ${title}`}
            </option>
          ))}
        </Select>
      </Field>
      <div className={pair}>
        <Field
          label={intl.formatMessage(m.fieldDocumentDate)}
          required
          validationMessage={err("documentDate")}
          validationState={status("documentDate")}
          className={styles.control}
        >
          <Input type="date" value={d.documentDate} onChange={set("documentDate")} />
        </Field>
        <Field label={intl.formatMessage(m.fieldArea)} required validationMessage={err("area")} validationState={status("area")} className={styles.control}>
          <Input value={d.area} maxLength={DOCUMENT_LIMITS.area} onChange={set("area")} />
        </Field>
      </div>
      <div className={pair}>
        <Field
          label={intl.formatMessage(m.fieldPeriodStart)}
          hint={optional}
          validationMessage={err("periodStart")}
          validationState={status("periodStart")}
          className={styles.control}
        >
          <Input type="date" value={d.periodStart} onChange={set("periodStart")} />
        </Field>
        <Field
          label={intl.formatMessage(m.fieldPeriodEnd)}
          hint={optional}
          validationMessage={err("periodEnd")}
          validationState={status("periodEnd")}
          className={styles.control}
        >
          <Input type="date" value={d.periodEnd} onChange={set("periodEnd")} />
        </Field>
      </div>
      {upload ? (
        <div className={pair}>
          <Field
            label={intl.formatMessage(m.fieldFormat)}
            required
            validationMessage={err("format")}
            validationState={status("format")}
            className={styles.control}
          >
            <Select className={styles.selectBox} value={d.format} onChange={set("format")}>
              <option value="">{intl.formatMessage(m.chooseFormat)}</option>
              {DOCUMENT_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </Select>
          </Field>
          {language}
        </div>
      ) : (
        language
      )}
    </>
  );
});
