import { useState, type ChangeEvent } from "react";
import { Body1, Button, Caption1, Field, Label, ProgressBar } from "@fluentui/react-components";
import { ImageAdd20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { NEWS_IMAGE_TYPES, NEWS_LIMITS, newsImageUrl } from "../../../../shared/news";
import { fm } from "../../../../components/useLoad";
import type { AdminNewsStore } from "../../AdminNewsStore";
import { FIELD_IDS } from "./newsForm";
import { t } from "./newsEditorMessages";
import { useNewsEditorStyles } from "./newsEditorStyles";

/**
 * The item's main image: a file checked here (type, 5 MB) and uploaded with its progress, then shown
 * with a button to take it off. `onChange` gets the uploaded image's id ("" when taken off).
 */
export const NewsImageField = observer(function NewsImageField({
  store,
  image,
  imageAlt,
  error,
  onChange,
  onNotice,
}: {
  store: AdminNewsStore;
  image: string;
  imageAlt: string;
  error: string | undefined;
  onChange: (id: string) => void;
  onNotice: (text: string) => void;
}) {
  const intl = useIntl();
  const styles = useNewsEditorStyles();
  const [imageError, setImageError] = useState("");
  const [fileName, setFileName] = useState("");

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    setImageError("");
    if (!file) return;
    setFileName(file.name);
    if (file.size > NEWS_LIMITS.imageBytes) return setImageError(intl.formatMessage(t.imageTooBig));
    if (file.type && !(NEWS_IMAGE_TYPES as readonly string[]).includes(file.type)) return setImageError(intl.formatMessage(t.imageType));
    const result = await store.uploadImage(file);
    if ("id" in result) {
      onChange(result.id);
      onNotice(intl.formatMessage(t.uploaded));
    } else {
      setImageError(result.fields?.file ?? result.message);
    }
  };

  const percent = store.uploadProgress === null ? null : Math.round(store.uploadProgress * 100);
  return (
    <div>
      <Label htmlFor={FIELD_IDS.image}>{intl.formatMessage(t.image)}</Label>
      <Caption1 block id="news-image-hint">
        {intl.formatMessage(t.imageHint)}
      </Caption1>
      <div className={styles.fileRow}>
        <input
          id={FIELD_IDS.image}
          type="file"
          className={styles.fileInput}
          accept={NEWS_IMAGE_TYPES.join(",")}
          aria-describedby={`news-image-hint news-image-file${imageError || error ? " news-image-error" : ""}`}
          onChange={(e) => void onFile(e)}
        />
        <label htmlFor={FIELD_IDS.image} className={styles.fileButton}>
          <ImageAdd20Regular aria-hidden="true" />
          {intl.formatMessage(t.chooseImage)}
        </label>
        <Body1 id="news-image-file" className={styles.fileName}>
          {fileName ? fm(intl, t.imageChosen, { name: fileName }) : image ? "" : intl.formatMessage(t.noImageChosen)}
        </Body1>
      </div>
      {imageError || error ? (
        <Body1 block id="news-image-error" className={styles.error}>
          {imageError || error}
        </Body1>
      ) : null}
      {percent !== null ? (
        <Field validationMessage={fm(intl, t.uploading, { percent })} validationState="none">
          <ProgressBar value={percent / 100} aria-label={fm(intl, t.uploading, { percent })} />
        </Field>
      ) : null}
      {image ? (
        <div className={styles.row}>
          <img className={styles.thumb} src={newsImageUrl(image)} alt={imageAlt} />
          <Button
            onClick={() => {
              setFileName("");
              onChange("");
            }}
          >
            {intl.formatMessage(t.removeImage)}
          </Button>
        </div>
      ) : null}
    </div>
  );
});
