import { useIntl } from "react-intl";
import { makeStyles, tokens } from "../../../theme";
import { invoiceGuideMessages as t } from "./invoiceGuideMessages";

/** The illustration: zone → its number in the list (x, y, width, height of the zone). */
const ZONES: readonly [number, number, number, number][] = [
  [12, 40, 140, 26], // 1 contract
  [164, 40, 144, 26], // 2 meter
  [12, 72, 140, 26], // 3 address
  [164, 72, 144, 26], // 4 estrato y uso
  [12, 110, 296, 22], // 5 period
  [12, 140, 140, 60], // 6 readings
  [164, 140, 144, 60], // 7 history
  [12, 210, 296, 62], // 8 charges
  [12, 278, 296, 22], // 9 subsidy
  [12, 310, 140, 26], // 10 deadline
  [164, 310, 144, 26], // 11 suspension
  [12, 344, 140, 26], // 12 payment points
  [164, 344, 144, 26], // 13 reconnection
  [12, 380, 296, 28], // 14 total
];

const useStyles = makeStyles({
  figure: { margin: 0 },
  svg: { width: "100%", maxWidth: "22rem", height: "auto" },
  sheet: { fill: tokens.colorNeutralBackground1, stroke: tokens.colorNeutralStroke1, strokeWidth: "2px" },
  band: { fill: tokens.colorBrandBackground },
  zone: { fill: tokens.colorNeutralBackground3, stroke: tokens.colorNeutralStroke2 },
  badge: { fill: tokens.colorBrandBackground },
  badgeText: { fill: tokens.colorNeutralForegroundOnBrand, fontSize: "11px", fontWeight: tokens.fontWeightSemibold },
  caption: { marginBlockStart: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
});

/** A schematic invoice with its zones numbered as the list (decorative detail; the list says it all). */
export function InvoiceIllustration() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox="0 0 320 420" role="img" aria-labelledby="invoice-figure-desc">
        <title id="invoice-figure-desc">{intl.formatMessage(t.figure)}</title>
        <rect className={styles.sheet} x="1" y="1" width="318" height="418" rx="8" />
        <rect className={styles.band} x="1" y="1" width="318" height="28" rx="8" />
        {ZONES.map(([x, y, w, h], i) => (
          <g key={i}>
            <rect className={styles.zone} x={x} y={y} width={w} height={h} rx="3" />
            <circle className={styles.badge} cx={x + 12} cy={y + h / 2} r="9" />
            <text className={styles.badgeText} x={x + 12} y={y + h / 2 + 4} textAnchor="middle">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className={styles.caption}>{intl.formatMessage(t.figureCaption)}</figcaption>
    </figure>
  );
}
