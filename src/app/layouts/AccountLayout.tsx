import type { ReactNode } from "react";
import { Button, Tooltip } from "@fluentui/react-components";
import { PanelLeftContract20Regular, PanelLeftExpand20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { NavLink } from "react-router-dom";
import { SkipLink } from "../../components/a11y/SkipLink";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { accountEntries, accountMenuMessage } from "../../components/shell/accountNavigation";
import { NAV_ICONS } from "../../components/shell/navIcons";
import { useStores } from "../StoresContext";
import { SimpleFooter } from "./Footer";
import { GovcoBar } from "./GovcoBar";
import { Header } from "./Header";
import { useShellStyles } from "./PublicLayout";

/** Below 1024 px the account navigation lives in the header's drawer: the page gets the whole width (WCAG 1.4.10). */
const NARROW = "@media (max-width: 63.99rem)";

const useStyles = makeStyles({
  body: { display: "flex", flexGrow: 1, alignItems: "stretch" },
  side: {
    flexShrink: 0,
    width: "16rem",
    boxSizing: "border-box",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingVerticalM,
    [NARROW]: { display: "none" },
  },
  /** Collapsed: a rail of icons, each named by its tooltip (aria-label). */
  sideCollapsed: { width: "56px", padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXS}` },
  toggle: { width: "100%", justifyContent: "flex-start", marginBlockEnd: tokens.spacingVerticalS },
  toggleCollapsed: { justifyContent: "center", minWidth: 0, paddingInline: 0 },
  sideList: { listStyleType: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  /** The page beside the navigation may shrink to the screen: its content wraps instead of overflowing. */
  main: { minWidth: 0 },
  sideLink: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    minHeight: "40px",
    boxSizing: "border-box",
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: "none",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    "&[aria-current='page']": { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
    "& svg": { flexShrink: 0, color: tokens.colorBrandForeground1 },
  },
  sideLinkCollapsed: { justifyContent: "center", padding: 0 },
  gutterless: { flexGrow: 1, padding: tokens.spacingHorizontalL, minWidth: 0, [NARROW]: { padding: tokens.spacingHorizontalM } },
});

const m = defineMessages({
  expand: { id: "nav.expand", defaultMessage: "Mostrar menú" },
  collapse: { id: "nav.collapse", defaultMessage: "Ocultar menú" },
});

/** Collapsible side navigation of the account area (ThemeStore layout collapsibleSide); from 1024 px only. */
const SideNav = observer(function SideNav() {
  const { theme, session, routes } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const collapsed = theme.layout.sideNavCollapse;
  const items = accountEntries(session.roles, (path) => session.hasAuthority(routes.byPath(path)?.authority ?? []));
  const toggleLabel = intl.formatMessage(collapsed ? m.expand : m.collapse);
  return (
    <nav className={mergeClasses(styles.side, collapsed && styles.sideCollapsed)} aria-label={intl.formatMessage(accountMenuMessage)}>
      <Button
        appearance="subtle"
        className={mergeClasses(styles.toggle, collapsed && styles.toggleCollapsed)}
        icon={collapsed ? <PanelLeftExpand20Regular /> : <PanelLeftContract20Regular />}
        aria-expanded={!collapsed}
        aria-label={collapsed ? toggleLabel : undefined}
        title={collapsed ? toggleLabel : undefined}
        onClick={() => theme.setSideNavCollapse(!collapsed)}
      >
        {collapsed ? null : toggleLabel}
      </Button>
      <ul className={styles.sideList}>
        {items.map((item) => {
          const label = intl.formatMessage(item.label);
          const link = (
            <NavLink to={item.path} className={mergeClasses(styles.sideLink, collapsed && styles.sideLinkCollapsed)} aria-label={collapsed ? label : undefined}>
              {NAV_ICONS[item.path]}
              {collapsed ? null : label}
            </NavLink>
          );
          return (
            <li key={item.path}>
              {collapsed ? (
                <Tooltip content={label} relationship="description" positioning="after">
                  {link}
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

/** Layout for signed-in users: with container and footer, or gutterless for dashboard and admin. */
export default function AccountLayout({
  children,
  contained,
  footer,
  sideNav,
}: {
  children: ReactNode;
  contained: boolean;
  footer: boolean;
  sideNav: boolean;
}) {
  const shell = useShellStyles();
  const styles = useStyles();
  return (
    <div className={shell.shell}>
      <SkipLink />
      <GovcoBar />
      <Header />
      <div className={styles.body}>
        {sideNav ? <SideNav /> : null}
        <main id="main-content" tabIndex={-1} className={mergeClasses(shell.main, styles.main, contained ? shell.container : styles.gutterless)}>
          {children}
        </main>
      </div>
      {footer ? <SimpleFooter /> : null}
    </div>
  );
}
