import { makeStyles, tokens } from "../../theme";

/**
 * The outage map's layout, shared by the lazy map and the placeholder shown before it: the map
 * above its list at any width, beside it from 48em, the drawing always 100 % wide at 4:3 so the
 * page does not move when the map's chunk arrives.
 */
export const useOutageLayoutStyles = makeStyles({
  root: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
    "@media (min-width: 48em)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
  },
  figure: { margin: 0, minWidth: 0 },
  canvas: {
    // Its border inside the 100 %: two pixels wider than the column otherwise (the reflow check).
    boxSizing: "border-box",
    width: "100%",
    aspectRatio: "4 / 3",
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
  },
  caption: { marginBlockStart: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** One colour per service, the same on the map and beside the list's rows (tokens: both themes). */
export const useServiceColourStyles = makeStyles({
  energia: { backgroundColor: tokens.colorPaletteMarigoldBorderActive },
  acueducto: { backgroundColor: tokens.colorPaletteBlueBorderActive },
  alcantarillado: { backgroundColor: tokens.colorPaletteBrownBorderActive },
  telco: { backgroundColor: tokens.colorPaletteGrapeBorderActive },
  other: { backgroundColor: tokens.colorPaletteRedBorderActive },
  swatch: {
    display: "inline-block",
    flexShrink: 0,
    width: "0.75rem",
    height: "0.75rem",
    marginBlockStart: "0.3rem",
    borderRadius: tokens.borderRadiusSmall,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  restored: { opacity: 0.35, borderTopStyle: "dashed", borderRightStyle: "dashed", borderBottomStyle: "dashed", borderLeftStyle: "dashed" },
});
