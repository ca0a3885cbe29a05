import { makeStyles, tokens } from "../../../theme";

/** The styles the bill explanation's parts share (headings, sections, data lists). */
export const useCheckBillStyles = makeStyles({
  page: { maxWidth: "64rem" },
  section: { marginBlockStart: tokens.spacingVerticalXL },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  h3: { marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // A long term (the verification code's) wraps within 40 % of the row instead of pushing the values off a phone's screen.
  data: {
    display: "grid",
    gridTemplateColumns: "fit-content(40%) minmax(0, 1fr)",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  lines: { listStyleType: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalM },
  line: { borderLeft: `4px solid ${tokens.colorNeutralStroke1}`, paddingInlineStart: tokens.spacingHorizontalM },
  lineHead: {
    display: "flex",
    flexWrap: "wrap",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalM,
    margin: 0,
    fontWeight: tokens.fontWeightSemibold,
  },
  lineText: { margin: `${tokens.spacingVerticalXS} 0` },
  muted: { color: tokens.colorNeutralForeground2 },
  notice: { borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}`, paddingInlineStart: tokens.spacingHorizontalM },
  select: { maxWidth: "32rem", marginBlockEnd: tokens.spacingVerticalL },
  /** The invoice list's options are long: the control shrinks to the screen (the open list shows them whole). */
  selectControl: { minWidth: 0 },
});
