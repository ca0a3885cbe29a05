import { defineMessages } from "react-intl";
import { ROLES } from "../../shared/constants";
import type { NavEntry } from "./navigation";

/**
 * The account entries (issue 21) of the account layout's side navigation and of the navigation
 * drawer; only lazy chunks import them, the first download carries the public areas alone.
 */
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
  adminMail: { id: "nav.admin.mail", defaultMessage: "Correo del portal" },
  adminCollections: { id: "nav.admin.collections", defaultMessage: "Recaudo bancario" },
  adminTreasury: { id: "nav.admin.treasury", defaultMessage: "Tesorería" },
  adminImports: { id: "nav.admin.imports", defaultMessage: "Importaciones" },
  adminTariffs: { id: "nav.admin.tariffs", defaultMessage: "Tarifas" },
  adminContent: { id: "nav.admin.content", defaultMessage: "Contenidos" },
  adminDocuments: { id: "nav.admin.documents", defaultMessage: "Documentos" },
  adminOutages: { id: "nav.admin.outages", defaultMessage: "Incidentes y daños" },
});

export const accountMenuMessage = defineMessages({ label: { id: "nav.account", defaultMessage: "Menú de la cuenta" } }).label;

export const CUSTOMER_NAV: readonly NavEntry[] = [
  { label: m.general, path: "/dashboard/dashboardGeneral" },
  { label: m.invoices, path: "/dashboard/invoice-inquiry" },
  { label: m.pay, path: "/dashboard/online-payment" },
  { label: m.consumption, path: "/dashboard/individual-consume" },
  { label: m.digitalBill, path: "/dashboard/digital-bill" },
  { label: m.duplicates, path: "/dashboard/duplicados-facturas" },
  { label: m.contracts, path: "/dashboard/seleccionar-contrato" },
  { label: m.pqrs, path: "/dashboard/add-pqrs" },
];

export const ADMIN_NAV: readonly NavEntry[] = [
  { label: m.adminDashboard, path: "/admin/dashboard" },
  { label: m.adminNews, path: "/admin/noticias" },
  { label: m.adminOutages, path: "/admin/incidentes" },
  { label: m.adminContent, path: "/admin/contenido" },
  { label: m.adminDocuments, path: "/admin/documentos" },
  { label: m.adminPqrs, path: "/admin/pqrs" },
  { label: m.adminCollections, path: "/admin/recaudos" },
  { label: m.adminTreasury, path: "/admin/tesoreria" },
  { label: m.adminImports, path: "/admin/importaciones" },
  { label: m.adminTariffs, path: "/admin/tarifas" },
  { label: m.adminUsers, path: "/admin/users" },
  { label: m.adminSettings, path: "/admin/settings" },
  { label: m.adminAudit, path: "/admin/audit" },
  { label: m.adminMail, path: "/admin/correo" },
];

/** True for the administration roles (ADMIN, SUPER_ADMIN), in any letter case. */
export function isAdministrator(roles: readonly string[]): boolean {
  return roles.some((r) => r.toUpperCase() === ROLES.admin || r.toUpperCase() === ROLES.superAdmin);
}

/**
 * Issue 35: an EDITOR opens part of the administration (contents and documents), and nothing else of it.
 * Issue 36: an OPERATOR likewise opens the incidents, and nothing else.
 */
function opensAdministration(roles: readonly string[]): boolean {
  return isAdministrator(roles) || roles.some((r) => r.toUpperCase() === ROLES.editor || r.toUpperCase() === ROLES.operator);
}

/**
 * The account entries a signed-in user sees: the customer's, then for administrators and editors
 * each admin entry only for who may open it (the news area needs the admin role, the audit log
 * SUPER_ADMIN, an EDITOR sees only the contents and documents, an OPERATOR only the incidents).
 */
export function accountEntries(roles: readonly string[], mayOpen: (path: string) => boolean): NavEntry[] {
  return opensAdministration(roles) ? [...CUSTOMER_NAV, ...ADMIN_NAV.filter((item) => mayOpen(item.path))] : [...CUSTOMER_NAV];
}
