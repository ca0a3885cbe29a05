import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  mark: { flexShrink: 0, width: "32px", height: "32px", display: "block" },
  drop: { fill: tokens.colorBrandBackground },
  bolt: { fill: tokens.colorNeutralForegroundOnBrand },
  arc: { fill: "none", stroke: tokens.colorBrandForeground1, strokeWidth: "2.25px", strokeLinecap: "round" },
});

/**
 * The portal's mark (issue 21): a drop for water, a bolt for energy and a signal arc for
 * telecommunications, painted with the theme's brand tokens so it follows the colour schema and
 * dark mode. Decorative: the brand name beside it (from configuration) names the link.
 */
export function LogoMark() {
  const styles = useStyles();
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path className={styles.drop} d="M14 3.5C14 3.5 4 14.6 4 20.6a10 10 0 0 0 20 0C24 14.6 14 3.5 14 3.5Z" />
      <path className={styles.bolt} d="M15.6 11.5 9.8 21h4l-1 7 5.9-9.6h-4.1l1-6.9Z" />
      <path className={styles.arc} d="M21.5 3.6a8 8 0 0 1 6.9 6.9" />
      <path className={styles.arc} d="M21.3 8a3.8 3.8 0 0 1 2.7 2.7" />
    </svg>
  );
}
