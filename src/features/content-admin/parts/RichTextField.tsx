import { lazy, Suspense, useId } from "react";
import { Label, Spinner } from "@fluentui/react-components";
import { useEditorStyles } from "./editorStyles";

const InlineTextEditor = lazy(() => import(/* webpackChunkName: "content-text-editor" */ "./InlineTextEditor"));

/** A labelled rich-text field (paragraph, notice) with its inline error, the editor loaded on demand. */
export function RichTextField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  const styles = useEditorStyles();
  const labelId = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.column}>
      <Label id={labelId} required>
        {label}
      </Label>
      <Suspense fallback={<Spinner size="small" />}>
        <InlineTextEditor id={id} labelId={labelId} describedBy={error ? errorId : undefined} value={value} onChange={onChange} invalid={Boolean(error)} />
      </Suspense>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
