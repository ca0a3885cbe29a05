import { Suspense, useState, type ReactElement, type ReactNode } from "react";
import { observer } from "mobx-react-lite";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import type { ButtonProps } from "@fluentui/react-components";
import { Person20Regular } from "@fluentui/react-icons";
import { lazyView } from "../../routing/lazyView";
import { makeStyles, tokens } from "../../theme";
import { AccountButton, DisplayButton } from "../../components/shell/triggers";
import { useStores } from "../StoresContext";
import { useRouteHref } from "../../components/RouteLink";

/** The theme and display panel (a Fluent Popover): fetched when its button is pointed at, focused or pressed. */
const DisplayPanel = lazyView<{ defaultOpen: boolean }>(() => import(/* webpackChunkName: "display-panel" */ "../../components/shell/DisplayPanel"));
/**
 * The signed-in user's menu (a Fluent Menu), fetched like the display panel: its 48 KB (positioning,
 * motion, focus management) no longer compete with a signed-in page's own code and data on a phone
 * (issue 37).
 */
const AccountMenu = lazyView<{ initiallyOpen: boolean }>(() => import(/* webpackChunkName: "account-menu" */ "../../components/shell/AccountMenu"));

const useStyles = makeStyles({
  signIn: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    height: "40px",
    boxSizing: "border-box",
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: "none",
    whiteSpace: "nowrap",
    ":hover": { backgroundColor: tokens.colorBrandBackgroundHover, color: tokens.colorNeutralForegroundOnBrand },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
    "@media (max-width: 25rem)": { padding: `0 ${tokens.spacingHorizontalS}` },
  },
  signInIcon: { flexShrink: 0, "@media (max-width: 25rem)": { display: "none" } },
});

/**
 * A header control whose code loads on first use: a plain button until then (pointing at it,
 * touching it or focusing it starts the download), and pressing it renders the control, open.
 */
function FirstUse({ preload, trigger, children }: { preload: () => Promise<unknown>; trigger: (props: ButtonProps) => ReactElement; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const start = () => void preload().catch(() => undefined);
  const placeholder = trigger({ "aria-expanded": false, onPointerEnter: start, onFocus: start, onClick: () => setWanted(true) });
  return wanted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

const displayTrigger = (props: ButtonProps) => <DisplayButton {...props} />;
const accountTrigger = (props: ButtonProps) => <AccountButton aria-haspopup="menu" {...props} />;

/** The display panel's button and the account control (Ingresar, or the signed-in user's menu). */
export default observer(function HeaderTools() {
  const href = useRouteHref();
  const styles = useStyles();
  const { session, ui } = useStores();
  return (
    <>
      <FirstUse preload={DisplayPanel.preload} trigger={displayTrigger}>
        <DisplayPanel defaultOpen />
      </FirstUse>
      {session.isAuthenticated && !ui.prerendered ? (
        <FirstUse preload={AccountMenu.preload} trigger={accountTrigger}>
          <AccountMenu initiallyOpen />
        </FirstUse>
      ) : (
        <Link className={styles.signIn} to={href({ route: "general.signIn" })}>
          <Person20Regular aria-hidden className={styles.signInIcon} />
          <FormattedMessage id="header.signIn" defaultMessage="Ingresar" />
        </Link>
      )}
    </>
  );
});
