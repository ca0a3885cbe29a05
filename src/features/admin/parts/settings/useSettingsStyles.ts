import { makeStyles, tokens } from "../../../../theme";

/** The styles the settings screen and its parts share. */
export const useSettingsStyles = makeStyles({
  page: { maxWidth: "48rem" },
  intro: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalM },
  meta: { marginBlockEnd: tokens.spacingVerticalXL },
  fieldset: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0`,
    minWidth: 0,
  },
  legend: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    paddingInline: tokens.spacingHorizontalXS,
  },
  fieldsetIntro: { color: tokens.colorNeutralForeground2, marginBlock: `0 ${tokens.spacingVerticalM}` },
  toggle: { marginBlockEnd: tokens.spacingVerticalL },
  preview: { marginBlockEnd: tokens.spacingVerticalL, maxWidth: "40rem" },
  previewLabel: { fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalXS}` },
  previewText: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
  previewEmpty: { fontStyle: "italic" },
  actions: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalL,
    marginBlockStart: tokens.spacingVerticalL,
  },
  dirty: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  status: { minHeight: "1.5em", marginBlock: tokens.spacingVerticalM },
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
  conflict: {
    marginBlockEnd: tokens.spacingVerticalM,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  // A long action label wraps on a phone instead of running out of the message.
  wrapButton: { whiteSpace: "normal", height: "auto", minHeight: "32px", textAlign: "start", maxWidth: "100%" },
});
