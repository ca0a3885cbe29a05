import { useIntl } from "react-intl";
import { DataTable } from "../../../components/charts/DataTable";
import { useFormat } from "../../../format";
import type { PqrsStatsRow } from "../../../shared/pqrs";
import { useStatsNumbers } from "./useStatsNumbers";
import { statsMessages as t } from "./statsMessages";

/** One breakdown of the statistics (by type, service or month), with the total as its last row. */
export function StatsTable({
  id,
  caption,
  first,
  rows,
  label,
  total,
}: {
  id: string;
  caption: string;
  first: string;
  rows: readonly PqrsStatsRow[];
  label: (r: PqrsStatsRow) => string;
  total?: PqrsStatsRow;
}) {
  const intl = useIntl();
  const f = useFormat();
  const { rate, avg } = useStatsNumbers();
  return (
    <DataTable<PqrsStatsRow>
      id={id}
      caption={caption}
      rows={total ? [...rows, total] : rows}
      rowKey={(r, i) => `${r.key}-${i}`}
      columns={[
        { header: first, cell: (r) => (r === total ? <strong>{intl.formatMessage(t.totalRow)}</strong> : label(r)) },
        { header: intl.formatMessage(t.colFiled), cell: (r) => f.count(r.filed), numeric: true },
        { header: intl.formatMessage(t.colAnswered), cell: (r) => f.count(r.answered), numeric: true },
        { header: intl.formatMessage(t.colOnTime), cell: (r) => f.count(r.answeredOnTime), numeric: true },
        { header: intl.formatMessage(t.colRate), cell: (r) => rate(r.onTimeRate), numeric: true },
        { header: intl.formatMessage(t.colAverage), cell: (r) => avg(r.averageBusinessDays), numeric: true },
      ]}
    />
  );
}
