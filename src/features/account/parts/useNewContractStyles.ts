import { makeStyles, tokens } from "../../../theme";

/** The styles /dashboard/new-contract and its two forms share. */
export const useNewContractStyles = makeStyles({
  page: { maxWidth: "48rem" },
  section: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalXL,
  },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  h3: { marginBlock: `${tokens.spacingVerticalM} ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  done: { borderLeft: `6px solid ${tokens.colorPaletteGreenBorder2}`, paddingInlineStart: tokens.spacingHorizontalM, fontWeight: tokens.fontWeightSemibold },
  fieldset: { border: "none", padding: 0, margin: `0 0 ${tokens.spacingVerticalL}` },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalXS },
  checks: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  links: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXL },
});
