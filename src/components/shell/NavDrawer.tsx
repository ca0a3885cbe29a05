import { useEffect, useId, useRef } from "react";
import { observer } from "mobx-react-lite";
import { Button, mergeClasses, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from "@fluentui/react-components";
import { Dismiss24Regular } from "@fluentui/react-icons";
import { defineMessages, useIntl } from "react-intl";
import { NavLink, useLocation } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { makeStyles, tokens } from "../../theme";
import { MENU_BUTTON_ID, NAV_DRAWER_ID, navMessages, PUBLIC_NAV, quickNav, type NavEntry } from "./navigation";
import { accountEntries, accountMenuMessage } from "./accountNavigation";
import { NAV_ICONS } from "./navIcons";

const m = defineMessages({
  close: { id: "shell.closeMenu", defaultMessage: "Cerrar menú" },
  portal: { id: "shell.portalAreas", defaultMessage: "Portal" },
});

const useStyles = makeStyles({
  body: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXL },
  heading: {
    margin: `0 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    textTransform: "uppercase",
    letterSpacing: "0.04em",
  },
  list: { listStyleType: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  // The shortcuts: two columns of outlined tiles, so four fit in two rows at 320 px.
  quickList: {
    listStyleType: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: tokens.spacingHorizontalS,
  },
  quickLink: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
    paddingBlock: tokens.spacingVerticalXS,
  },
  link: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    minHeight: "44px",
    boxSizing: "border-box",
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: "none",
    ":hover": { backgroundColor: tokens.colorSubtleBackgroundHover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "-2px" },
    "&[aria-current='page']": {
      backgroundColor: tokens.colorBrandBackground2,
      color: tokens.colorNeutralForeground1,
      fontWeight: tokens.fontWeightSemibold,
    },
    "& svg": { flexShrink: 0, color: tokens.colorBrandForeground1 },
  },
});

function Section({ title, entries, onNavigate, quick = false }: { title: string; entries: readonly NavEntry[]; onNavigate: () => void; quick?: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      <ul className={quick ? styles.quickList : styles.list}>
        {entries.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} className={quick ? mergeClasses(styles.link, styles.quickLink) : styles.link} onClick={onNavigate}>
              {NAV_ICONS[item.path]}
              {intl.formatMessage(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The navigation drawer of phones and tablets (issue 21): a Fluent OverlayDrawer (a modal dialog:
 * focus stays inside, Esc closes) with shortcuts to what most visitors come for (pay, report a
 * failure, the cuts, PQRS), the signed-in user's account navigation and the nine areas.
 * Closing it gives focus back to the menu button; following a link closes it and the page's
 * heading takes focus as after any navigation.
 */
export default observer(function NavDrawer() {
  const styles = useStyles();
  const intl = useIntl();
  const { ui, session, routes } = useStores();
  const location = useLocation();
  const navigated = useRef(false);
  const signedIn = session.isAuthenticated && !ui.prerendered;
  const account = signedIn ? accountEntries(session.roles, (path) => session.hasAuthority(routes.byPath(path)?.authority ?? [])) : [];

  // A navigation by any means (a link, the browser's back button) closes the drawer.
  const path = location.pathname;
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return; // not on mounting: the drawer opens with its first render
    shownPath.current = path;
    if (ui.navOpen) {
      navigated.current = true;
      ui.closeNav();
    }
  }, [path, ui]);

  const close = () => {
    ui.closeNav();
    if (!navigated.current) requestAnimationFrame(() => document.getElementById(MENU_BUTTON_ID)?.focus());
  };

  const follow = () => {
    navigated.current = true;
    ui.closeNav();
  };

  return (
    <OverlayDrawer
      id={NAV_DRAWER_ID}
      open={ui.navOpen}
      position="start"
      onOpenChange={(_, d) => {
        navigated.current = false;
        if (!d.open) close();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={intl.formatMessage(m.close)}
              icon={<Dismiss24Regular />}
              onClick={() => {
                navigated.current = false;
                close();
              }}
            />
          }
        >
          {intl.formatMessage(navMessages.menuButton)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Section title={intl.formatMessage(navMessages.quickTitle)} entries={quickNav(signedIn)} onNavigate={follow} quick />
        {account.length > 0 ? <Section title={intl.formatMessage(accountMenuMessage)} entries={account} onNavigate={follow} /> : null}
        <Section title={intl.formatMessage(signedIn ? m.portal : navMessages.mainMenu)} entries={PUBLIC_NAV} onNavigate={follow} />
      </DrawerBody>
    </OverlayDrawer>
  );
});
