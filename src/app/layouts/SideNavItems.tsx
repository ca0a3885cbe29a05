import { Button, Tooltip } from "@fluentui/react-components";
import { PanelLeftContract20Regular, PanelLeftExpand20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { NavLink } from "react-router-dom";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { accountEntries } from "../../components/shell/accountNavigation";
import { NAV_ICONS } from "../../components/shell/navIcons";
import { useStores } from "../StoresContext";

const useStyles = makeStyles({
  toggle: { width: "100%", justifyContent: "flex-start", marginBlockEnd: tokens.spacingVerticalS },
  toggleCollapsed: { justifyContent: "center", minWidth: 0, paddingInline: 0 },
  sideList: { listStyleType: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
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
});

const m = defineMessages({
  expand: { id: "nav.expand", defaultMessage: "Mostrar menú" },
  collapse: { id: "nav.collapse", defaultMessage: "Ocultar menú" },
});

/**
 * The account area's side navigation inside its box (AccountLayout draws the box, so the page
 * beside it never moves): the collapse toggle and a link per page the account may open. A chunk of
 * its own with the pages' icons, fetched only where the side navigation shows (from 1024 px); a
 * phone uses the header's drawer instead (issue 37).
 */
export default observer(function SideNavItems() {
  const { theme, session, routes } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const collapsed = theme.layout.sideNavCollapse;
  const items = accountEntries(session.roles, (path) => session.hasAuthority(routes.byPath(path)?.authority ?? []));
  const toggleLabel = intl.formatMessage(collapsed ? m.expand : m.collapse);
  return (
    <>
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
    </>
  );
});
