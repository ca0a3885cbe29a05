import { makeStyles, tokens } from "../../../../theme";

/** The look of the news editor and its pieces (image, cut, preview). */
export const useNewsEditorStyles = makeStyles({
  // One column that may shrink to a 320 px screen (issue 21); a fieldset would otherwise keep its content's width.
  form: { maxWidth: "48rem", display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: tokens.spacingVerticalM },
  fieldset: {
    borderTop: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke1}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    borderLeft: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: tokens.spacingVerticalM,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  row: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "flex-end" },
  thumb: { maxWidth: "min(16rem, 100%)", height: "auto", borderRadius: tokens.borderRadiusMedium },
  // Issue 33: the native picker said "No file chosen" in the browser's language. The input stays (it
  // is what the label, the keyboard and the error summary reach) but out of sight; its second label
  // is drawn as a button, with the file's name in Spanish beside it.
  fileInput: {
    position: "absolute",
    width: "1px",
    height: "1px",
    margin: "-1px",
    padding: 0,
    overflow: "hidden",
    clipPath: "inset(50%)",
    whiteSpace: "nowrap",
    border: 0,
    opacity: 0,
    "&:focus-visible + label": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  fileRow: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalXS },
  fileButton: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    minHeight: "32px",
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    cursor: "pointer",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  fileName: { color: tokens.colorNeutralForeground2, overflowWrap: "anywhere", minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
  preview: {
    borderTop: `4px solid ${tokens.colorBrandStroke1}`,
    paddingBlockStart: tokens.spacingVerticalL,
    marginBlockStart: tokens.spacingVerticalXL,
    maxWidth: "48rem",
  },
  status: { display: "flex", gap: tokens.spacingHorizontalM, alignItems: "center", flexWrap: "wrap", marginBlockEnd: tokens.spacingVerticalM },
  h2: { fontSize: tokens.fontSizeBase500, margin: `0 0 ${tokens.spacingVerticalM}` },
});
