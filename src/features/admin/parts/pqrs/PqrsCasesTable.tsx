import { Button } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { RecordList } from "../../../../components/records/RecordList";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import type { AgentCaseSummary } from "../../../../shared/pqrs";
import { makeStyles, tokens } from "../../../../theme";
import { CaseDaysLeft } from "./CaseDaysLeft";
import { CaseStateBadges } from "./CaseStateBadges";
import { typeLabel } from "./pqrsInboxLabels";
import { t } from "./pqrsInboxMessages";

/** Narrower than this the inbox shows its key columns only (radicado, subject, days left, state). */
const COMPACT_BELOW = 880;
/** Narrower than this (a phone, a tablet beside the detail) each case is a card. */
const CARDS_BELOW = 560;

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
  morePages = false,
  selected,
  onSelect,
}: {
  items: readonly AgentCaseSummary[];
  page: number;
  pages: number;
  /** The count stopped at its bound (issue 37): `pages` is how many there are at least. */
  morePages?: boolean;
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  return (
    <RecordList<AgentCaseSummary>
      id="pqrs-cases"
      caption={fm(intl, morePages ? t.captionMany : t.caption, { page, pages })}
      rows={items}
      rowKey={(r) => r.id}
      rowClassName={(r) => (r.dueState === "vencida" ? styles.rowOverdue : r.dueState === "por_vencer" ? styles.rowSoon : undefined)}
      headingLevel={2}
      // Beside an open case (a laptop) the list keeps its key columns; narrower still, cards.
      compactBelow={COMPACT_BELOW}
      cardsBelow={CARDS_BELOW}
      fields={[
        {
          label: intl.formatMessage(t.colRadicado),
          value: (r) => (
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
        { label: intl.formatMessage(t.colType), value: (r) => typeLabel(r), minor: true },
        { label: intl.formatMessage(t.colSubject), value: (r) => r.subject },
        { label: intl.formatMessage(t.colApplicant), value: (r) => r.applicantName || intl.formatMessage(t.anonymous), minor: true },
        { label: intl.formatMessage(t.colFiled), value: (r) => <span className={styles.nowrap}>{f.instant(r.filedAt, "date")}</span>, minor: true },
        {
          label: intl.formatMessage(t.colDue),
          value: (r) => <span className={styles.nowrap}>{r.dueDate ? f.day(r.dueDate) : intl.formatMessage(t.noTerm)}</span>,
          minor: true,
        },
        {
          // The longest header and cells of the table may wrap, so the table fits at 1366 px (issue 21).
          label: intl.formatMessage(t.colDaysLeft),
          header: <span className={styles.wraps}>{intl.formatMessage(t.colDaysLeft)}</span>,
          value: (r) => (
            <span className={styles.wraps}>
              <CaseDaysLeft item={r} />
            </span>
          ),
          numeric: true,
          card: "key",
        },
        { label: intl.formatMessage(t.colStatus), value: (r) => <CaseStateBadges status={r.status} dueState={r.dueState} />, card: "key" },
        { label: intl.formatMessage(t.colAssignee), value: (r) => r.assignee?.name ?? intl.formatMessage(t.unassigned), minor: true },
      ]}
    />
  );
}
