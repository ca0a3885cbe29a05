import { Checkbox, Field } from "@fluentui/react-components";
import { makeStyles, tokens } from "../../../theme";
import { fieldValidation } from "./fieldValidation";

const useStyles = makeStyles({
  field: { marginBlockEnd: tokens.spacingVerticalL },
});

/** A checkbox in a Field with its hint and inline error (the anonymous choice, the consent). */
export function CheckField({
  id,
  label,
  hint,
  required,
  checked,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const styles = useStyles();
  return (
    <Field className={styles.field} hint={hint} required={required} {...fieldValidation(error)}>
      <Checkbox id={id} name={id} checked={checked} label={label} onChange={(_, d) => onChange(d.checked === true)} />
    </Field>
  );
}
