import { Button } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { DataTable } from "../../../../components/charts/DataTable";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { AgentCaseSummary } from "../../../../shared/pqrs";
import { makeStyles, tokens } from "../../../../theme";
import { CaseDaysLeft } from "./CaseDaysLeft";
import { CaseStateBadges } from "./CaseStateBadges";
import { typeLabel } from "./pqrsInboxLabels";
import { t } from "./pqrsInboxMessages";

const useStyles = makeStyles({
  rowOverdue: { backgroundColor: tokens.colorPaletteRedBackground1 },
  rowSoon: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  radicado: { textAlign: "start", height: "auto", minWidth: "auto", paddingInline: tokens.spacingHorizontalXS, whiteSpace: "nowrap" },
  nowrap: { whiteSpace: "nowrap" },
  wraps: { whiteSpace: "normal" },
});

/**
 * One page of the inbox: a row a case, overdue and due-soon rows tinted (and named by their badges);
 * the radicado opens or closes the case's detail (`onSelect`).
 */
export function PqrsCasesTable({
  items,
  page,
  pages,
  selected,
  onSelect,
}: {
  items: readonly AgentCaseSummary[];
  page: number;
  pages: number;
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  return (
    <DataTable<AgentCaseSummary>
      id="pqrs-cases"
      caption={fm(intl, t.caption, { page, pages })}
      rows={items}
      rowKey={(r) => r.id}
      rowClassName={(r) => (r.dueState === "vencida" ? styles.rowOverdue : r.dueState === "por_vencer" ? styles.rowSoon : undefined)}
      columns={[
        {
          header: intl.formatMessage(t.colRadicado),
          cell: (r) => (
            <Button
              id={`pqrs-open-${r.id}`}
              appearance="transparent"
              className={styles.radicado}
              aria-label={fm(intl, t.openCase, { radicado: r.radicado })}
              aria-expanded={selected === r.id}
              aria-controls={selected === r.id ? "pqrs-case-detail" : undefined}
              onClick={() => onSelect(selected === r.id ? null : r.id)}
            >
              {r.radicado}
            </Button>
          ),
        },
        { header: intl.formatMessage(t.colType), cell: (r) => typeLabel(r) },
        { header: intl.formatMessage(t.colSubject), cell: (r) => r.subject },
        { header: intl.formatMessage(t.colApplicant), cell: (r) => r.applicantName || intl.formatMessage(t.anonymous) },
        { header: intl.formatMessage(t.colFiled), cell: (r) => <span className={styles.nowrap}>{f.instant(r.filedAt, "date")}</span> },
        {
          header: intl.formatMessage(t.colDue),
          cell: (r) => <span className={styles.nowrap}>{r.dueDate ? f.day(r.dueDate) : intl.formatMessage(t.noTerm)}</span>,
        },
        {
          // The longest header and cells of the table may wrap, so the table fits at 1366 px (issue 21).
          header: <span className={styles.wraps}>{intl.formatMessage(t.colDaysLeft)}</span>,
          cell: (r) => (
            <span className={styles.wraps}>
              <CaseDaysLeft item={r} />
            </span>
          ),
          numeric: true,
        },
        { header: intl.formatMessage(t.colStatus), cell: (r) => <CaseStateBadges status={r.status} dueState={r.dueState} /> },
        { header: intl.formatMessage(t.colAssignee), cell: (r) => r.assignee?.name ?? intl.formatMessage(t.unassigned) },
      ]}
    />
  );
}
