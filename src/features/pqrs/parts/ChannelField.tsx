import { Field, Radio, RadioGroup } from "@fluentui/react-components";
import { makeStyles, tokens } from "../../../theme";
import { fieldValidation } from "./fieldValidation";

const useStyles = makeStyles({
  field: { marginBlockEnd: tokens.spacingVerticalL },
});

/** How the answer is sent: by e-mail or by post. Radio ids are `<idPrefix>-email` and `<idPrefix>-correspondencia`. */
export function ChannelField({
  idPrefix,
  label,
  emailLabel,
  mailLabel,
  value,
  error,
  onChange,
}: {
  idPrefix: string;
  label: string;
  emailLabel: string;
  mailLabel: string;
  value: "email" | "correspondencia";
  error?: string;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  return (
    <Field className={styles.field} label={label} required {...fieldValidation(error)}>
      <RadioGroup value={value} onChange={(_, d) => onChange(d.value)}>
        <Radio id={`${idPrefix}-email`} value="email" label={emailLabel} />
        <Radio id={`${idPrefix}-correspondencia`} value="correspondencia" label={mailLabel} />
      </RadioGroup>
    </Field>
  );
}
