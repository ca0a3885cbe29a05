import { makeStyles, tokens } from "../../../theme";

/** The look of a content page's sections and blocks, one set for all of them (passed down as `styles`). */
export const useContentBlockStyles = makeStyles({
  section: { marginBlockStart: tokens.spacingVerticalXXL, maxWidth: "60rem" },
  h2: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `0 ${tokens.spacingVerticalM}`,
  },
  h3: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}`,
  },
  p: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase400, marginBlock: `0 ${tokens.spacingVerticalM}`, maxWidth: "48rem" },
  list: {
    lineHeight: tokens.lineHeightBase400,
    marginBlock: `0 ${tokens.spacingVerticalM}`,
    paddingInlineStart: tokens.spacingHorizontalXXL,
    maxWidth: "48rem",
  },
  item: { marginBlockEnd: tokens.spacingVerticalS },
  tableWrap: {
    overflowX: "auto",
    position: "relative",
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  table: { borderCollapse: "collapse", minWidth: "100%", fontSize: tokens.fontSizeBase300, backgroundColor: tokens.colorNeutralBackground1 },
  caption: { textAlign: "start", fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalS },
  th: {
    textAlign: "start",
    verticalAlign: "bottom",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  td: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: "top" },
  rowHeader: { textAlign: "start", fontWeight: tokens.fontWeightRegular },
  numeric: { textAlign: "end", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  note: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, marginBlock: `${tokens.spacingVerticalXS} 0` },
  docs: { listStyleType: "none", padding: 0, margin: `0 0 ${tokens.spacingVerticalL}`, display: "grid", gap: tokens.spacingVerticalS },
  doc: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "baseline",
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  docLink: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  docMeta: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // Term and value side by side; on a narrow phone the value goes under its term (no sideways scroll).
  dl: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    maxWidth: "48rem",
    "@media (min-width: 480px)": { gridTemplateColumns: "minmax(10rem, max-content) minmax(0, 1fr)", rowGap: tokens.spacingVerticalS },
  },
  dt: { fontWeight: tokens.fontWeightSemibold },
  dd: { margin: 0, overflowWrap: "anywhere", "@media (max-width: 479.98px)": { marginBlockEnd: tokens.spacingVerticalS } },
  contactLink: { color: tokens.colorBrandForegroundLink },
  notice: {
    borderInlineStartWidth: "4px",
    borderInlineStartStyle: "solid",
    borderInlineStartColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    maxWidth: "48rem",
  },
  warning: { borderInlineStartColor: tokens.colorPaletteDarkOrangeBorder2 },
  noticeTitle: { display: "block", fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalXS },
  faq: { marginBlock: `0 ${tokens.spacingVerticalL}`, maxWidth: "48rem" },
  details: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBlock: tokens.spacingVerticalS },
  summary: {
    cursor: "pointer",
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  answer: { lineHeight: tokens.lineHeightBase400, marginBlock: `${tokens.spacingVerticalS} 0` },
});

/** The classes of useContentBlockStyles, as the blocks receive them. */
export type ContentBlockStyles = ReturnType<typeof useContentBlockStyles>;
