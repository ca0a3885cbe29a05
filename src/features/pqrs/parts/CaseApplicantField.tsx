import { useIntl } from "react-intl";
import { SelectField, TextField } from "../../../components/forms/fields";
import { DOCUMENT_TYPES } from "../../../shared/constants";
import { CASE_LIMITS } from "../../../shared/pqrs";
import { DOCUMENT_TYPE_LABELS, EMAIL_MAX_LENGTH } from "../../../shared/validation";
import { caseFormMessages as t } from "./caseFormMessages";
import type { ApplicantKey } from "./caseFormModel";

/** One of the applicant's fields of a case form; `contact` names the person only ("Nombre"). */
export function CaseApplicantField({
  field,
  id,
  required,
  hint,
  error,
  value,
  onChange,
  contact,
}: {
  field: ApplicantKey;
  id: string;
  required: boolean;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  contact: boolean;
}) {
  const intl = useIntl();
  const common = { id, required, hint, error, value, onChange };
  switch (field) {
    case "documentType":
      return (
        <SelectField
          {...common}
          label={intl.formatMessage(t.documentType)}
          placeholder={intl.formatMessage(t.choose)}
          options={DOCUMENT_TYPES.map((d) => ({ value: d, label: `${DOCUMENT_TYPE_LABELS[d]} (${d})` }))}
        />
      );
    case "documentNumber":
      return <TextField {...common} label={intl.formatMessage(t.documentNumber)} autoComplete="off" maxLength={20} />;
    case "name":
      return <TextField {...common} label={intl.formatMessage(contact ? t.contactName : t.name)} autoComplete="name" maxLength={CASE_LIMITS.nameMax} />;
    case "email":
      return <TextField {...common} label={intl.formatMessage(t.email)} type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />;
    case "phone":
      return <TextField {...common} label={intl.formatMessage(t.phone)} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />;
    case "address":
      return <TextField {...common} label={intl.formatMessage(t.address)} autoComplete="street-address" maxLength={CASE_LIMITS.addressMax} />;
  }
}
