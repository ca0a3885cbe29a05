import { RouteLink } from "../../../components/RouteLink";
import { CheckField } from "./CheckField";

/** The link to the data policy and the express consent to it (Ley 1581 de 2012: never ticked for the person). */
export function ConsentField({
  id,
  label,
  policyLabel,
  checked,
  error,
  onChange,
}: {
  id: string;
  label: string;
  policyLabel: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <>
      <p>
        <RouteLink route="atencion.personalData">{policyLabel}</RouteLink>
      </p>
      <CheckField id={id} label={label} required checked={checked} error={error} onChange={onChange} />
    </>
  );
}
