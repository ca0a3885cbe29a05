import { makeStyles, tokens } from "../../../../theme";

/** The styles the users screen and its account panel share. */
export const useAdminUsersStyles = makeStyles({
  page: { maxWidth: "80rem", minWidth: 0 },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  h4: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  filters: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "end",
  },
  buttons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center", marginBlockStart: tokens.spacingVerticalM },
  activeFilter: {
    display: "flex",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalM,
    alignItems: "center",
    marginBlockStart: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    width: "fit-content",
    maxWidth: "100%",
  },
  status: { minHeight: "1.5em" },
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
  badges: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
  nowrap: { whiteSpace: "nowrap" },
  anywhere: { overflowWrap: "anywhere" },
  // A badge has a fixed height: its text stays on one line so the badge grows to fit it (issue 21).
  badge: { whiteSpace: "nowrap", flexShrink: 0 },
  // E-mails break at the <wbr> after "@" and "." (breakableEmail); mid-word only for a token too
  // long for the column (issue 21: overflowWrap "anywhere" broke them mid-word).
  email: { wordBreak: "normal", overflowWrap: "break-word" },
  // Names break between words, never inside one.
  words: { overflowWrap: "normal", wordBreak: "normal" },
  pager: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlock: tokens.spacingVerticalL },
  detail: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockStart: tokens.spacingVerticalXL,
  },
  detailHead: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "baseline", justifyContent: "space-between" },
  detailTitle: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  dl: {
    display: "grid",
    gridTemplateColumns: "minmax(10rem, max-content) 1fr",
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    "& dt": { fontWeight: tokens.fontWeightSemibold },
    "& dd": { margin: 0, wordBreak: "normal", overflowWrap: "break-word" },
    // On a phone each value goes under its label, with the whole width (issue 21).
    "@media (max-width: 599.98px)": { gridTemplateColumns: "minmax(0, 1fr)", "& dd": { marginBlockEnd: tokens.spacingVerticalXS } },
  },
  actions: { display: "grid", gap: tokens.spacingVerticalL, gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))" },
  action: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: "grid",
    gap: tokens.spacingVerticalM,
    alignContent: "start",
    justifyItems: "start",
  },
  checks: { display: "grid", gap: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground2, margin: 0 },
  confirm: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    justifyItems: "start",
    padding: tokens.spacingHorizontalM,
    border: `2px solid ${tokens.colorPaletteRedBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  outcome: { minHeight: "1.5em", marginBlock: tokens.spacingVerticalM, fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
  changes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});
