import { useRef, useState, type ChangeEvent } from "react";
import { Button } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import { formatFileSize } from "../../../format";
import { ATTACHMENT_LIMITS } from "../../../shared/pqrs";
import { mergeClasses } from "../../../theme";
import { attachmentsProblem, pm } from "../pqrsLabels";
import { usePqrsStyles } from "./pqrsStyles";

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * Native file input with its label, hint and error, the chosen files with their size and a
 * "Quitar" button each. Picking again adds to the list (a phone picks one photo at a time).
 */
export function AttachmentPicker(props: {
  id: string;
  label: string;
  hint?: string;
  max: number;
  imagesOnly?: boolean;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  required?: boolean;
}) {
  const { id, label, hint, max, imagesOnly = false, files, onChange, error, required = false } = props;
  const intl = useIntl();
  const styles = usePqrsStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  const [announce, setAnnounce] = useState("");
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listId = `${id}-list`;
  const problem = error ?? (files.length > 0 ? attachmentsProblem(intl, files, max, imagesOnly) : null);
  const limits = fm(intl, imagesOnly ? pm.attachHintImages : pm.attachHint, { max });
  const accept = imagesOnly ? ".jpg,.jpeg,.png,image/jpeg,image/png" : ATTACHMENT_LIMITS.accept;

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    // Cleared so the same file can be chosen again after removing it.
    e.target.value = "";
    if (picked.length === 0) return;
    const next = [...files];
    for (const f of picked) if (!next.some((g) => sameFile(f, g))) next.push(f);
    onChange(next);
    setAnnounce(fm(intl, pm.attachAdded, { count: next.length }));
  };
  const remove = (index: number) => {
    const name = files[index]?.name ?? "";
    onChange(files.filter((_, i) => i !== index));
    setAnnounce(fm(intl, pm.attachRemoved, { name }));
    inputRef.current?.focus();
  };
  const describedBy = [problem ? errorId : null, hintId, files.length > 0 ? listId : null].filter(Boolean).join(" ");

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint ? `${hint} ` : ""}
        {limits}
      </p>
      {problem ? (
        <p id={errorId} className={styles.error}>
          {problem}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        name={id}
        type="file"
        multiple={max > 1}
        accept={accept}
        className={mergeClasses(styles.fileInput, problem ? styles.fileInputError : undefined)}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        aria-required={required || undefined}
        onChange={pick}
      />
      {files.length > 0 ? (
        <div id={listId}>
          <p className={styles.hint}>{fm(intl, pm.attachChosen, { count: files.length })}</p>
          <ul className={styles.fileList}>
            {files.map((f, i) => (
              <li key={`${f.name}-${f.size}-${f.lastModified}`} className={styles.fileItem}>
                <span className={styles.fileName}>{f.name}</span>
                <span className={styles.fileSize}>{formatFileSize(intl, f.size)}</span>
                <Button size="small" aria-label={fm(intl, pm.attachRemoveLabel, { name: f.name })} onClick={() => remove(i)}>
                  {intl.formatMessage(pm.attachRemove)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={styles.visuallyHidden}>
        {announce}
      </p>
    </div>
  );
}
