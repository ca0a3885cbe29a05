import { makeStyles, tokens } from "../../../../theme";

/** The styles the audit log and its parts share. */
export const useAuditStyles = makeStyles({
  page: { maxWidth: "80rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  filters: {
    display: "grid",
    // min(100%, …): one column on a phone; fields and controls minWidth 0, so the longest option of
    // a list never widens its field past the screen (issue 21).
    gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "start",
  },
  field: { minWidth: 0 },
  control: { width: "100%", minWidth: 0 },
  filterButtons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalM },
  status: { minHeight: "1.5em" },
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
  problemList: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  nowrap: { whiteSpace: "nowrap" },
  wrap: { overflowWrap: "anywhere" },
  secondary: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  rawId: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, "& summary": { cursor: "pointer", minHeight: "24px" } },
  changes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: "grid", gap: tokens.spacingVerticalXXS, minWidth: "16rem" },
  change: { overflowWrap: "anywhere" },
  pager: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlock: tokens.spacingVerticalL },
});
