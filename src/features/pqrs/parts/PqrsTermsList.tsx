import { useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import { PQRS_TERM_DAYS, PQRS_TYPE_LABELS, type PqrsType } from "../../../shared/pqrs";
import { pm } from "../pqrsLabels";

/** The response terms of PQRS_TERM_DAYS, grouped: "15 días hábiles: petición, queja, reclamo…". */
export function PqrsTermsList({ className }: { className?: string }) {
  const intl = useIntl();
  const groups = new Map<number, string[]>();
  for (const type of Object.keys(PQRS_TERM_DAYS) as PqrsType[]) {
    const label = PQRS_TYPE_LABELS[type];
    groups.set(PQRS_TERM_DAYS[type], [...(groups.get(PQRS_TERM_DAYS[type]) ?? []), label.charAt(0).toLowerCase() + label.slice(1)]);
  }
  return (
    <ul className={className}>
      {[...groups.entries()]
        .sort(([a], [b]) => a - b)
        .map(([days, types]) => (
          <li key={days}>{fm(intl, pm.termsItem, { days, types: intl.formatList(types, { type: "conjunction" }) })}</li>
        ))}
    </ul>
  );
}
