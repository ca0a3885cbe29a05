import type { ReactNode } from "react";
import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { NavLink } from "react-router-dom";
import { SkipLink } from "../../components/a11y/SkipLink";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { ROLES } from "../../shared/constants";
import { useStores } from "../StoresContext";
import { SimpleFooter } from "./Footer";
import { Header } from "./Header";
import { useShellStyles } from "./PublicLayout";

/** Below this width the side navigation goes above the page instead of taking a column of the phone's screen. */
const NARROW = "@media (max-width: 47.99rem)";

const useStyles = makeStyles({
  body: { display: "flex", flexGrow: 1, alignItems: "stretch", [NARROW]: { flexDirection: "column" } },
  side: {
    flexShrink: 0,
    width: "16rem",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingVerticalM,
    [NARROW]: {
      width: "auto",
      borderRight: "none",
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    },
  },
  sideCollapsed: { width: "auto" },
  sideList: {
    listStyleType: "none",
    margin: 0,
    padding: 0,
    // On a phone the entries wrap in rows under the button, so the page starts right after them.
    [NARROW]: { display: "flex", flexWrap: "wrap", gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}` },
    // The class's display would otherwise win over the attribute when the menu is hidden.
    "&[hidden]": { display: "none" },
  },
  /** The page beside (or under) the navigation may shrink to the screen: its content wraps instead of overflowing. */
  main: { minWidth: 0 },
  sideLink: {
    display: "block",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: "none",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    "&[aria-current='page']": { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
  },
  gutterless: { flexGrow: 1, padding: tokens.spacingHorizontalL, minWidth: 0 },
});

const m = defineMessages({
  general: { id: "nav.general", defaultMessage: "Resumen" },
  invoices: { id: "nav.invoices", defaultMessage: "Mis facturas" },
  pay: { id: "nav.pay", defaultMessage: "Pagar en línea" },
  consumption: { id: "nav.consumption", defaultMessage: "Mi consumo" },
  digitalBill: { id: "nav.digitalBill", defaultMessage: "Factura digital" },
  duplicates: { id: "nav.duplicates", defaultMessage: "Duplicados de factura" },
  contracts: { id: "nav.contracts", defaultMessage: "Mis contratos" },
  pqrs: { id: "nav.pqrs", defaultMessage: "Radicar PQRS" },
  adminDashboard: { id: "nav.admin.dashboard", defaultMessage: "Panel de administración" },
  adminNews: { id: "nav.admin.news", defaultMessage: "Noticias y cortes" },
  adminPqrs: { id: "nav.admin.pqrs", defaultMessage: "PQRS y solicitudes" },
  adminUsers: { id: "nav.admin.users", defaultMessage: "Usuarios" },
  adminSettings: { id: "nav.admin.settings", defaultMessage: "Configuración" },
  adminAudit: { id: "nav.admin.audit", defaultMessage: "Registro de auditoría" },
  account: { id: "nav.account", defaultMessage: "Menú de la cuenta" },
});

const CUSTOMER_NAV = [
  { label: m.general, path: "/dashboard/dashboardGeneral" },
  { label: m.invoices, path: "/dashboard/invoice-inquiry" },
  { label: m.pay, path: "/dashboard/online-payment" },
  { label: m.consumption, path: "/dashboard/individual-consume" },
  { label: m.digitalBill, path: "/dashboard/digital-bill" },
  { label: m.duplicates, path: "/dashboard/duplicados-facturas" },
  { label: m.contracts, path: "/dashboard/seleccionar-contrato" },
  { label: m.pqrs, path: "/dashboard/add-pqrs" },
];

const ADMIN_NAV = [
  { label: m.adminDashboard, path: "/admin/dashboard" },
  { label: m.adminNews, path: "/admin/noticias" },
  { label: m.adminPqrs, path: "/admin/pqrs" },
  { label: m.adminUsers, path: "/admin/users" },
  { label: m.adminSettings, path: "/admin/settings" },
  { label: m.adminAudit, path: "/admin/audit" },
];

/** Collapsible side navigation of the account area (ThemeStore layout collapsibleSide). */
const SideNav = observer(function SideNav() {
  const { theme, session, routes } = useStores();
  const intl = useIntl();
  const styles = useStyles();
  const collapsed = theme.layout.sideNavCollapse;
  const isAdmin = session.roles.some((r) => r.toUpperCase() === ROLES.admin || r.toUpperCase() === ROLES.superAdmin);
  // Each admin entry only for who may open it (the news area needs the admin role, the audit log SUPER_ADMIN).
  const items = isAdmin
    ? [...CUSTOMER_NAV, ...ADMIN_NAV.filter((item) => session.hasAuthority(routes.byPath(item.path)?.authority ?? []))]
    : CUSTOMER_NAV;
  return (
    <nav
      className={mergeClasses(styles.side, collapsed && styles.sideCollapsed)}
      aria-label={intl.formatMessage(m.account)}
    >
      <Button
        appearance="subtle"
        aria-expanded={!collapsed}
        aria-controls="account-side-nav"
        onClick={() => theme.setSideNavCollapse(!collapsed)}
      >
        {collapsed ? (
          <FormattedMessage id="nav.expand" defaultMessage="Mostrar menú" />
        ) : (
          <FormattedMessage id="nav.collapse" defaultMessage="Ocultar menú" />
        )}
      </Button>
      <ul id="account-side-nav" className={styles.sideList} hidden={collapsed}>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} className={styles.sideLink}>
              {intl.formatMessage(item.label)}
            </NavLink>
          </li>
        ))}
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
