import { Suspense, useState } from "react";
import { observer } from "mobx-react-lite";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { Person20Regular } from "@fluentui/react-icons";
import { lazyView } from "../../routing/lazyView";
import { makeStyles, tokens } from "../../theme";
import { AccountButton, DisplayButton } from "../../components/shell/triggers";
import { useStores } from "../StoresContext";
import { useRouteHref } from "../../components/RouteLink";

/** The theme and display panel (a Fluent Popover): fetched when its button is pointed at, focused or pressed. */
const DisplayPanel = lazyView<{ defaultOpen: boolean }>(() => import(/* webpackChunkName: "display-panel" */ "../../components/shell/DisplayPanel"));
/** The signed-in user's menu (a Fluent Menu): fetched as soon as someone is signed in. */
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
 * The display button shows as a plain button until first used; pressing it loads the panel, which
 * replaces it with the same button as the Popover's trigger and opens.
 */
function DisplaySlot() {
  const [wanted, setWanted] = useState(false);
  const preload = () => void DisplayPanel.preload().catch(() => undefined);
  const placeholder = <DisplayButton aria-expanded={false} onPointerEnter={preload} onFocus={preload} onClick={() => setWanted(true)} />;
  return wanted ? (
    <Suspense fallback={placeholder}>
      <DisplayPanel defaultOpen />
    </Suspense>
  ) : (
    placeholder
  );
}

/** The display panel's button and the account control (Ingresar, or the signed-in user's menu). */
export default observer(function HeaderTools() {
  const href = useRouteHref();
  const styles = useStyles();
  const { session, ui } = useStores();
  // A click on the button before the menu's chunk has arrived is kept: the menu opens when it does.
  const [wantMenu, setWantMenu] = useState(false);
  return (
    <>
      <DisplaySlot />
      {session.isAuthenticated && !ui.prerendered ? (
        <Suspense fallback={<AccountButton aria-haspopup="menu" aria-expanded={false} onClick={() => setWantMenu(true)} />}>
          <AccountMenu initiallyOpen={wantMenu} />
        </Suspense>
      ) : (
        <Link className={styles.signIn} to={href({ route: "general.signIn" })}>
          <Person20Regular aria-hidden className={styles.signInIcon} />
          <FormattedMessage id="header.signIn" defaultMessage="Ingresar" />
        </Link>
      )}
    </>
  );
});
