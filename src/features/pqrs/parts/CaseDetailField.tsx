import { Field, Input } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DateField } from "../../../components/forms/DateField";
import { SelectField, TextField } from "../../../components/forms/fields";
import { CASE_LIMITS, type CaseFieldDef } from "../../../shared/pqrs";
import { makeStyles, tokens } from "../../../theme";
import { caseFormMessages as t } from "./caseFormMessages";
import { fieldValidation } from "./fieldValidation";
import { LongTextField } from "./LongTextField";

const useStyles = makeStyles({
  field: { marginBlockEnd: tokens.spacingVerticalL },
  input: { width: "100%", maxWidth: "28rem" },
});

/** One of the fields a case kind adds (CASE_FORMS[kind].fields), by its control. */
export function CaseDetailField({
  def,
  id,
  value,
  error,
  onChange,
}: {
  def: CaseFieldDef;
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const common = { id, label: def.label, hint: def.hint, required: def.required, error, value, onChange };
  switch (def.control) {
    case "select":
      return <SelectField {...common} placeholder={intl.formatMessage(t.choose)} options={def.options ?? []} />;
    case "contract":
      return <TextField {...common} inputMode="numeric" autoComplete="off" maxLength={20} />;
    case "date":
      return <DateField {...common} />;
    case "textarea":
      return <LongTextField {...common} className={styles.input} maxLength={def.maxLength ?? CASE_LIMITS.detailMax} />;
    case "number":
      return (
        <Field className={styles.field} label={def.label} hint={def.hint} required={def.required} {...fieldValidation(error)}>
          <Input
            id={id}
            name={id}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            maxLength={12}
            onChange={(_, d) => onChange(d.value)}
          />
        </Field>
      );
    default:
      return <TextField {...common} maxLength={def.maxLength ?? CASE_LIMITS.detailMax} />;
  }
}
