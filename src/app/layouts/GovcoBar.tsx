import { useIntl } from "react-intl";
import { makeStyles, tokens } from "../../theme";
import { GovcoWordmark } from "../../components/shell/GovcoLogos";

/** Where the bar's logo goes (formats sheet §5: older kits and most live sites use this address). */
export const GOVCO_URL = "https://www.gov.co/";

const useStyles = makeStyles({
  // Kit UI 9.2: 56 px high, Cobalt #0943B5 (older kits: #3366CC), whatever the theme: the State's
  // identity, not ours. Literal values: Griffel's build-time transform reads no imported constant.
  bar: { backgroundColor: "#0943B5", color: "#FFFFFF" },
  inner: {
    display: "flex",
    alignItems: "center",
    height: "56px",
    maxWidth: "75rem",
    marginInline: "auto",
    boxSizing: "border-box",
    paddingInline: tokens.spacingHorizontalL,
    "@media (max-width: 63.99rem)": { paddingInline: tokens.spacingHorizontalS },
  },
  // A 44 × 44 px target at least (Kit UI 9.2), the wordmark centred in it.
  link: {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "44px",
    minWidth: "44px",
    paddingInline: tokens.spacingHorizontalXS,
    color: "#FFFFFF",
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: "3px solid #FFFFFF", outlineOffset: "0" },
    ":hover": { backgroundColor: "rgba(255, 255, 255, 0.12)" },
  },
  logo: { display: "block", height: "24px", width: "auto", maxWidth: "100%" },
});

/**
 * The GOV.CO top bar (issue 35 §4; Res. MinTIC 1519 de 2020, Anexo 2; formats sheet §5): the first
 * thing every page shows, above the entity's header, a link to the State's portal with its
 * wordmark. Server-rendered with the layout (no script, no image request). The link stays in this
 * window: a visitor leaves the portal only when they chose to, and the back button returns them.
 */
export function GovcoBar() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <nav className={styles.bar} aria-label={intl.formatMessage({ id: "govco.bar", defaultMessage: "Barra superior GOV.CO" })}>
      <div className={styles.inner}>
        <a
          className={styles.link}
          href={GOVCO_URL}
          aria-label={intl.formatMessage({ id: "govco.link", defaultMessage: "Portal del Estado Colombiano - GOV.CO" })}
        >
          <GovcoWordmark className={styles.logo} />
        </a>
      </div>
    </nav>
  );
}
