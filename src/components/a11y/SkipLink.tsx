import { FormattedMessage } from "react-intl";
import { makeStyles, tokens } from "../../theme";

const useStyles = makeStyles({
  link: {
    position: "absolute",
    left: "-10000px",
    top: "auto",
    zIndex: 1000,
    ":focus": {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalM,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      backgroundColor: tokens.colorNeutralBackground1,
      color: tokens.colorBrandForeground1,
      outline: `3px solid ${tokens.colorBrandStroke1}`,
      fontWeight: tokens.fontWeightSemibold,
    },
  },
});

/** First focusable element of every page: jumps to the main content (WCAG 2.4.1). */
export function SkipLink() {
  const styles = useStyles();
  return (
    <a className={styles.link} href="#main-content">
      <FormattedMessage id="a11y.skipToContent" defaultMessage="Saltar al contenido principal" />
    </a>
  );
}
