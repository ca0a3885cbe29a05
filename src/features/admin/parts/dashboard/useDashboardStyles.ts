import { makeStyles, tokens } from "../../../../theme";

/** The styles /admin/dashboard and its sections share (the headline cards have their own). */
export const useDashboardStyles = makeStyles({
  page: { maxWidth: "80rem" },
  intro: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalM, maxWidth: "48rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  cardTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  target: { ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" } },
  meta: { display: "flex", flexWrap: "wrap", gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignItems: "center" },
  metaText: { margin: 0 },
  status: { minHeight: "1.5em", marginBlock: tokens.spacingVerticalS },
  waiting: { minHeight: "100vh" },
  quickLinks: {
    display: "flex",
    flexWrap: "wrap",
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    listStyleType: "none",
    padding: 0,
    margin: 0,
  },
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(17rem, 1fr))",
    gap: tokens.spacingHorizontalL,
    marginBlock: `${tokens.spacingVerticalL} 0`,
  },
  card: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  wide: { gridColumn: "1 / -1" },
  figures: { listStyleType: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalS },
  figure: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, overflowWrap: "anywhere" },
  figureNote: { display: "block", fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  nowrap: { whiteSpace: "nowrap" },
  problem: { marginBlock: tokens.spacingVerticalM },
  problemDetail: { display: "block", marginBlockStart: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
});
