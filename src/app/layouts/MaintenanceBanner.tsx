import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useStores } from "../StoresContext";
import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  banner: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
    borderBottom: `1px solid ${tokens.colorPaletteYellowBorder2}`,
  },
  inner: {
    maxWidth: "75rem",
    marginInline: "auto",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  label: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The maintenance notice an administrator turns on in /admin/settings (issue 9), above every page.
 * A labelled region, so screen-reader users can find it; text, not colour, carries the meaning.
 */
const MaintenanceBanner = observer(function MaintenanceBanner() {
  const { siteSettings } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const text = siteSettings.banner;
  if (text === null) return null;
  const label = intl.formatMessage({ id: "maintenance.label", defaultMessage: "Aviso de mantenimiento" });
  return (
    <section className={styles.banner} aria-label={label} data-testid="maintenance-banner">
      <p className={styles.inner} style={{ margin: 0 }}>
        <span className={styles.label}>{label}:</span> {text}
      </p>
    </section>
  );
});

export default MaintenanceBanner;
