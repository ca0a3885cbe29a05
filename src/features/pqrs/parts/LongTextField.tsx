import { Field, Textarea, type FieldProps } from "@fluentui/react-components";
import { makeStyles, tokens } from "../../../theme";
import { fieldValidation } from "./fieldValidation";

const useStyles = makeStyles({
  field: { marginBlockEnd: tokens.spacingVerticalL },
});

/** A multi-line text box in a Field, resizable in height, with its hint and inline error. */
export function LongTextField({
  id,
  label,
  hint,
  required,
  error,
  value,
  onChange,
  className,
  rows,
  maxLength,
}: {
  id: string;
  label: string;
  hint?: FieldProps["hint"];
  required?: boolean;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** The text box's own class (its width). */
  className: string;
  rows?: number;
  maxLength: number;
}) {
  const styles = useStyles();
  return (
    <Field className={styles.field} label={label} hint={hint} required={required} {...fieldValidation(error)}>
      <Textarea
        id={id}
        name={id}
        className={className}
        rows={rows}
        resize="vertical"
        maxLength={maxLength}
        value={value}
        onChange={(_, d) => onChange(d.value)}
      />
    </Field>
  );
}
