import { useIntl, type MessageDescriptor } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { TREASURY_FIGURES, type Figure, type TreasuryChannel, type TreasuryFigure, type TreasuryReport, type TreasuryRow } from "../../../../shared/treasury";
import { treasuryMessages as t } from "./treasuryMessages";
import { useTreasuryStyles } from "./useTreasuryStyles";

export const FIGURE_MESSAGES: Record<TreasuryFigure, MessageDescriptor> = {
  applied: t.applied,
  pending: t.pending,
  unconfirmed: t.unconfirmed,
  doubles: t.doubles,
  refunds: t.refunds,
};

export const CHANNEL_MESSAGES: Record<TreasuryChannel, MessageDescriptor> = {
  pse: t.channel_pse,
  checkout: t.channel_checkout,
  banco: t.channel_banco,
};

/** The range's total of each figure: how much and how many payments. */
export function TreasuryTotals({ report }: { report: TreasuryReport }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useTreasuryStyles();
  return (
    <section aria-labelledby="treasury-totals-title">
      <h2 id="treasury-totals-title" className={styles.h2}>
        {intl.formatMessage(t.totalsTitle)}
      </h2>
      <ul className={styles.totals}>
        {TREASURY_FIGURES.map((k) => (
          <li key={k} className={styles.total} data-total={k}>
            <p className={styles.totalLabel}>{intl.formatMessage(FIGURE_MESSAGES[k])}</p>
            <p className={styles.totalFigure}>{f.money(report.total[k].amount)}</p>
            <p className={styles.totalCount}>{fm(intl, t.payments, { count: report.total[k].count })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One figure in a cell: the pesos, and how many payments below; a dash when nothing moved. */
function FigureCell({ figure }: { figure: Figure }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useTreasuryStyles();
  if (figure.count === 0) {
    return (
      <span className={styles.cellNone}>
        <span aria-hidden="true">—</span>
        <span className={styles.visuallyHidden}>{intl.formatMessage(t.none)}</span>
      </span>
    );
  }
  return (
    <span>
      <span className={styles.cellAmount}>{f.money(figure.amount)}</span>
      <span className={styles.cellCount}>{fm(intl, t.payments, { count: figure.count })}</span>
    </span>
  );
}

type TableRow = Omit<TreasuryRow, "day" | "channel"> & { key: string; day: string | null; channel: TreasuryChannel | null };

/**
 * The days and channels that moved, newest first, with the range's total as the last row; on a
 * phone each row is a block of labelled lines (the table never scrolls the page sideways).
 */
export function TreasuryTable({ report, rows }: { report: TreasuryReport; rows: readonly TreasuryRow[] }) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useTreasuryStyles();
  const hidden = report.rows.length - rows.length;
  const tableRows: TableRow[] = [...rows.map((r) => ({ ...r, key: `${r.day}-${r.channel}` })), { ...report.total, key: "total", day: null, channel: null }];
  return (
    <section aria-labelledby="treasury-table-title">
      <h2 id="treasury-table-title" className={styles.h2}>
        {intl.formatMessage(t.tableTitle)}
      </h2>
      <p className={styles.note}>{fm(intl, t.hidden, { hidden })}</p>
      <DataTable<TableRow>
        id="treasury-figures"
        stackOnPhone
        caption={fm(intl, t.caption, { from: f.day(report.from, "long"), to: f.day(report.to, "long") })}
        rows={tableRows}
        rowKey={(r) => r.key}
        rowClassName={(r) => (r.day === null ? styles.totalRow : undefined)}
        columns={[
          { header: intl.formatMessage(t.colDay), cell: (r) => (r.day === null ? intl.formatMessage(t.totalRow) : f.day(r.day, "short")) },
          {
            header: intl.formatMessage(t.colChannel),
            cell: (r) => (r.channel === null ? intl.formatMessage(t.allChannels) : intl.formatMessage(CHANNEL_MESSAGES[r.channel])),
          },
          ...TREASURY_FIGURES.map((k) => ({
            header: intl.formatMessage(FIGURE_MESSAGES[k]),
            numeric: true,
            cell: (r: TableRow) => <FigureCell figure={r[k]} />,
          })),
        ]}
      />
    </section>
  );
}

/** Which timestamp puts each figure on its day (the README says the same). */
export function TreasuryHow() {
  const intl = useIntl();
  const styles = useTreasuryStyles();
  return (
    <section aria-labelledby="treasury-how-title">
      <h2 id="treasury-how-title" className={styles.h3}>
        {intl.formatMessage(t.howTitle)}
      </h2>
      <ul className={styles.how}>
        {[t.howApplied, t.howPending, t.howDoubles, t.howRefunds].map((m) => (
          <li key={m.id}>{intl.formatMessage(m)}</li>
        ))}
      </ul>
    </section>
  );
}
