import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { Badge, Body1, Button, Caption1, Checkbox, Spinner } from "@fluentui/react-components";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { breakableEmail } from "../../components/breakableEmail";
import { DataTable } from "../../components/charts/DataTable";
import { fm, useLoad } from "../../components/useLoad";
import { errorText } from "../../services/apiClient";
import type { AdminApi } from "../../services/adminApi";
import {
  AUDIT_ACTION_LABELS,
  MANAGED_ROLES,
  ROLE_LABELS,
  type AdminSession,
  type AdminUser,
  type AdminUserDetail,
  type AuditEntry,
  type ManagedRole,
} from "../../shared/admin";
import { ROLES, TIME_ZONE } from "../../shared/constants";
import { makeStyles, mergeClasses, tokens } from "../../theme";

/* ---- Messages ---- */

export const t = defineMessages({
  title: { id: "admin.users.title", defaultMessage: "Usuarios" },
  intro: {
    id: "admin.users.intro",
    defaultMessage:
      "Consulte las cuentas registradas en el portal, revise sus sesiones y su historial de cambios, y administre los roles y el estado de cada cuenta.",
  },
  filtersTitle: { id: "admin.users.filters.title", defaultMessage: "Buscar usuarios" },
  q: { id: "admin.users.filters.q", defaultMessage: "Buscar" },
  qHint: { id: "admin.users.filters.qHint", defaultMessage: "Nombre, correo electrónico o número de documento." },
  role: { id: "admin.users.filters.role", defaultMessage: "Rol" },
  allRoles: { id: "admin.users.filters.allRoles", defaultMessage: "Todos los roles" },
  status: { id: "admin.users.filters.status", defaultMessage: "Estado" },
  allStatuses: { id: "admin.users.filters.allStatuses", defaultMessage: "Todos los estados" },
  statusActive: { id: "admin.users.filters.active", defaultMessage: "Cuentas activas" },
  statusInactive: { id: "admin.users.filters.inactive", defaultMessage: "Cuentas inactivas" },
  statusUnverified: { id: "admin.users.filters.unverified", defaultMessage: "Correo sin verificar" },
  apply: { id: "admin.users.filters.apply", defaultMessage: "Buscar" },
  clear: { id: "admin.users.filters.clear", defaultMessage: "Quitar filtros" },
  createdFromActive: {
    id: "admin.users.filters.createdFrom",
    defaultMessage: "Filtro activo: cuentas creadas desde el {date}.",
  },
  createdFromRemove: { id: "admin.users.filters.createdFromRemove", defaultMessage: "Quitar el filtro de fecha de creación" },
  createdFromRemoved: { id: "admin.users.filters.createdFromRemoved", defaultMessage: "Se quitó el filtro de fecha de creación." },
  loading: { id: "admin.users.loading", defaultMessage: "Cargando…" },
  loadError: { id: "admin.users.loadError", defaultMessage: "No fue posible cargar la lista de usuarios." },
  retry: { id: "admin.users.retry", defaultMessage: "Intentar de nuevo" },
  total: { id: "admin.users.total", defaultMessage: "{total, plural, one {# usuario} other {# usuarios}}" },
  empty: { id: "admin.users.empty", defaultMessage: "No hay usuarios con estos filtros." },
  pageEmpty: { id: "admin.users.pageEmpty", defaultMessage: "Esta página no tiene resultados." },
  firstPage: { id: "admin.users.firstPage", defaultMessage: "Ir a la primera página" },
  caption: { id: "admin.users.table.caption", defaultMessage: "Usuarios, página {page} de {pages}" },
  colName: { id: "admin.users.table.name", defaultMessage: "Nombre" },
  colEmail: { id: "admin.users.table.email", defaultMessage: "Correo electrónico" },
  colDocument: { id: "admin.users.table.document", defaultMessage: "Documento" },
  colRoles: { id: "admin.users.table.roles", defaultMessage: "Roles" },
  colState: { id: "admin.users.table.state", defaultMessage: "Estado de la cuenta y del correo" },
  colCreated: { id: "admin.users.table.created", defaultMessage: "Fecha de creación" },
  colLastLogin: { id: "admin.users.table.lastLogin", defaultMessage: "Último ingreso" },
  colDetail: { id: "admin.users.table.detail", defaultMessage: "Detalle" },
  viewDetail: { id: "admin.users.table.viewDetail", defaultMessage: "Ver detalle" },
  viewDetailOf: { id: "admin.users.table.viewDetailOf", defaultMessage: "Ver detalle de {name}" },
  yourAccount: { id: "admin.users.yourAccount", defaultMessage: "(su cuenta)" },
  pagination: { id: "admin.users.pagination", defaultMessage: "Páginas de usuarios" },
  previous: { id: "admin.users.previous", defaultMessage: "Página anterior" },
  next: { id: "admin.users.next", defaultMessage: "Página siguiente" },
  pageOf: { id: "admin.users.pageOf", defaultMessage: "Página {page} de {pages}" },
  // States
  active: { id: "admin.users.state.active", defaultMessage: "Activa" },
  inactive: { id: "admin.users.state.inactive", defaultMessage: "Inactiva" },
  verified: { id: "admin.users.state.verified", defaultMessage: "Verificado" },
  unverified: { id: "admin.users.state.unverified", defaultMessage: "Sin verificar" },
  never: { id: "admin.users.never", defaultMessage: "Nunca" },
  none: { id: "admin.users.none", defaultMessage: "No registrado" },
  noName: { id: "admin.users.noName", defaultMessage: "Sin nombre" },
  // User types
  typeNatural: { id: "admin.users.userType.natural", defaultMessage: "Persona natural" },
  typeLegal: { id: "admin.users.userType.legal", defaultMessage: "Persona jurídica" },
  typeStaff: { id: "admin.users.userType.staff", defaultMessage: "Funcionario" },
  // Detail
  detailLoading: { id: "admin.users.detail.loading", defaultMessage: "Cargando el usuario…" },
  detailError: { id: "admin.users.detail.error", defaultMessage: "No fue posible cargar el usuario." },
  closeDetail: { id: "admin.users.detail.close", defaultMessage: "Cerrar el detalle" },
  ownAccount: { id: "admin.users.detail.own", defaultMessage: "Esta es su propia cuenta." },
  dataTitle: { id: "admin.users.detail.dataTitle", defaultMessage: "Datos de la cuenta" },
  emailLabel: { id: "admin.users.detail.email", defaultMessage: "Correo electrónico" },
  documentLabel: { id: "admin.users.detail.document", defaultMessage: "Documento" },
  phoneLabel: { id: "admin.users.detail.phone", defaultMessage: "Teléfono" },
  contractLabel: { id: "admin.users.detail.contract", defaultMessage: "Número de contrato" },
  userTypeLabel: { id: "admin.users.detail.userType", defaultMessage: "Tipo de usuario" },
  createdLabel: { id: "admin.users.detail.created", defaultMessage: "Cuenta creada el" },
  lastLoginLabel: { id: "admin.users.detail.lastLogin", defaultMessage: "Último ingreso" },
  accountLabel: { id: "admin.users.detail.account", defaultMessage: "Cuenta" },
  emailStateLabel: { id: "admin.users.detail.emailState", defaultMessage: "Verificación del correo" },
  rolesLabel: { id: "admin.users.detail.roles", defaultMessage: "Roles" },
  actionsTitle: { id: "admin.users.detail.actionsTitle", defaultMessage: "Acciones sobre la cuenta" },
  saving: { id: "admin.users.saving", defaultMessage: "Guardando el cambio…" },
  saveFailed: { id: "admin.users.saveFailed", defaultMessage: "No fue posible guardar el cambio. Intente de nuevo." },
  // Roles
  rolesTitle: { id: "admin.users.roles.title", defaultMessage: "Roles" },
  userRoleAlways: { id: "admin.users.roles.userAlways", defaultMessage: "Usuario (todas las cuentas lo tienen)" },
  privilegedHint: {
    id: "admin.users.roles.privilegedHint",
    defaultMessage: "Solo un superadministrador puede otorgar o quitar los roles de administración.",
  },
  rolesLocked: { id: "admin.users.roles.locked", defaultMessage: "Los roles de esta cuenta no se pueden cambiar desde su sesión." },
  saveRoles: { id: "admin.users.roles.save", defaultMessage: "Guardar roles" },
  rolesUnchanged: { id: "admin.users.roles.unchanged", defaultMessage: "Los roles no cambiaron: no hay nada que guardar." },
  rolesSaved: { id: "admin.users.roles.saved", defaultMessage: "Se guardaron los roles de {name}: {roles}." },
  // Activate / deactivate
  stateTitle: { id: "admin.users.state.title", defaultMessage: "Estado de la cuenta" },
  isActiveText: { id: "admin.users.state.isActive", defaultMessage: "La cuenta está activa." },
  isInactiveText: { id: "admin.users.state.isInactive", defaultMessage: "La cuenta está inactiva: la persona no puede iniciar sesión." },
  deactivate: { id: "admin.users.state.deactivate", defaultMessage: "Desactivar la cuenta" },
  activate: { id: "admin.users.state.activate", defaultMessage: "Activar la cuenta" },
  cannotDeactivate: { id: "admin.users.state.cannotDeactivate", defaultMessage: "Esta cuenta no se puede desactivar desde su sesión." },
  cannotActivate: { id: "admin.users.state.cannotActivate", defaultMessage: "Esta cuenta no se puede activar desde su sesión." },
  confirmDeactivateTitle: { id: "admin.users.state.confirmDeactivateTitle", defaultMessage: "¿Desactivar la cuenta de {name}?" },
  confirmDeactivateText: {
    id: "admin.users.state.confirmDeactivateText",
    defaultMessage: "Se cerrarán de inmediato todas sus sesiones abiertas y no podrá iniciar sesión hasta que la cuenta se active de nuevo.",
  },
  confirmDeactivate: { id: "admin.users.state.confirmDeactivate", defaultMessage: "Confirmar desactivación" },
  confirmActivateTitle: { id: "admin.users.state.confirmActivateTitle", defaultMessage: "¿Activar la cuenta de {name}?" },
  confirmActivateText: { id: "admin.users.state.confirmActivateText", defaultMessage: "La persona podrá volver a iniciar sesión en el portal." },
  confirmActivate: { id: "admin.users.state.confirmActivate", defaultMessage: "Confirmar activación" },
  cancel: { id: "admin.users.state.cancel", defaultMessage: "Cancelar" },
  deactivated: {
    id: "admin.users.state.deactivated",
    defaultMessage: "Se desactivó la cuenta de {name}. Sus sesiones abiertas quedaron cerradas.",
  },
  activated: { id: "admin.users.state.activated", defaultMessage: "Se activó la cuenta de {name}." },
  // Verification
  verifyTitle: { id: "admin.users.verify.title", defaultMessage: "Verificación del correo" },
  verifiedText: { id: "admin.users.verify.verified", defaultMessage: "El correo electrónico ya está verificado." },
  unverifiedText: { id: "admin.users.verify.unverified", defaultMessage: "El correo electrónico aún no está verificado." },
  resend: { id: "admin.users.verify.resend", defaultMessage: "Reenviar correo de verificación" },
  // Sessions
  sessionsTitle: { id: "admin.users.sessions.title", defaultMessage: "Sesiones" },
  sessionsCaption: {
    id: "admin.users.sessions.caption",
    defaultMessage: "Sesiones de {name} ({count, plural, one {# sesión} other {# sesiones}})",
  },
  noSessions: { id: "admin.users.sessions.none", defaultMessage: "No hay sesiones registradas." },
  colStarted: { id: "admin.users.sessions.started", defaultMessage: "Inicio" },
  colExpires: { id: "admin.users.sessions.expires", defaultMessage: "Vence" },
  colEnded: { id: "admin.users.sessions.ended", defaultMessage: "Cerrada el" },
  colSessionState: { id: "admin.users.sessions.state", defaultMessage: "Estado" },
  colIp: { id: "admin.users.sessions.ip", defaultMessage: "Dirección IP" },
  colBrowser: { id: "admin.users.sessions.browser", defaultMessage: "Navegador" },
  sessionActive: { id: "admin.users.sessions.active", defaultMessage: "Activa" },
  sessionClosed: { id: "admin.users.sessions.closed", defaultMessage: "Cerrada" },
  sessionExpired: { id: "admin.users.sessions.expired", defaultMessage: "Vencida" },
  notEnded: { id: "admin.users.sessions.notEnded", defaultMessage: "—" },
  // Audit
  auditTitle: { id: "admin.users.audit.title", defaultMessage: "Historial de cambios" },
  auditCaption: {
    id: "admin.users.audit.caption",
    defaultMessage: "Historial de {name}, del cambio más reciente al más antiguo ({count, plural, one {# registro} other {# registros}})",
  },
  noAudit: { id: "admin.users.audit.none", defaultMessage: "No hay cambios registrados." },
  colAt: { id: "admin.users.audit.at", defaultMessage: "Fecha" },
  colActor: { id: "admin.users.audit.actor", defaultMessage: "Quién" },
  colAction: { id: "admin.users.audit.action", defaultMessage: "Acción" },
  colChanges: { id: "admin.users.audit.changes", defaultMessage: "Qué cambió" },
  system: { id: "admin.users.audit.system", defaultMessage: "El sistema" },
  noChanges: { id: "admin.users.audit.noChanges", defaultMessage: "Sin detalle de cambios" },
  moreChanges: { id: "admin.users.audit.more", defaultMessage: "{count, plural, one {y # cambio más} other {y # cambios más}}" },
});

/* ---- Styles ---- */

export const useStyles = makeStyles({
  page: { maxWidth: "80rem", minWidth: 0 },
  intro: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalL, maxWidth: "48rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  h4: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  filters: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: "end",
  },
  buttons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center", marginBlockStart: tokens.spacingVerticalM },
  activeFilter: {
    display: "flex",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalM,
    alignItems: "center",
    marginBlockStart: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    width: "fit-content",
    maxWidth: "100%",
  },
  status: { minHeight: "1.5em" },
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
  badges: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalXS },
  nowrap: { whiteSpace: "nowrap" },
  anywhere: { overflowWrap: "anywhere" },
  // A badge has a fixed height: its text stays on one line so the badge grows to fit it (issue 21).
  badge: { whiteSpace: "nowrap", flexShrink: 0 },
  // E-mails break at the <wbr> after "@" and "." (breakableEmail); mid-word only for a token too
  // long for the column (issue 21: overflowWrap "anywhere" broke them mid-word).
  email: { wordBreak: "normal", overflowWrap: "break-word" },
  // Names break between words, never inside one.
  words: { overflowWrap: "normal", wordBreak: "normal" },
  pager: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "center", marginBlock: tokens.spacingVerticalL },
  detail: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockStart: tokens.spacingVerticalXL,
  },
  detailHead: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "baseline", justifyContent: "space-between" },
  detailTitle: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  dl: {
    display: "grid",
    gridTemplateColumns: "minmax(10rem, max-content) 1fr",
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    "& dt": { fontWeight: tokens.fontWeightSemibold },
    "& dd": { margin: 0, wordBreak: "normal", overflowWrap: "break-word" },
    // On a phone each value goes under its label, with the whole width (issue 21).
    "@media (max-width: 599.98px)": { gridTemplateColumns: "minmax(0, 1fr)", "& dd": { marginBlockEnd: tokens.spacingVerticalXS } },
  },
  actions: { display: "grid", gap: tokens.spacingVerticalL, gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))" },
  action: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: "grid",
    gap: tokens.spacingVerticalM,
    alignContent: "start",
    justifyItems: "start",
  },
  checks: { display: "grid", gap: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground2, margin: 0 },
  confirm: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    justifyItems: "start",
    padding: tokens.spacingHorizontalM,
    border: `2px solid ${tokens.colorPaletteRedBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  outcome: { minHeight: "1.5em", marginBlock: tokens.spacingVerticalM, fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
  changes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});

/* ---- Helpers ---- */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as "21 nov 2026, 3:45 p. m." in Bogotá time. */
export function formatInstant(locale: string, at: string): string {
  const key = locale || "es-CO";
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(key, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
    formatters.set(key, f);
  }
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? at : f.format(d);
}

/** A day (YYYY-MM-DD, Bogotá) as "1 nov 2026". */
export function formatDay(locale: string, day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(locale || "es-CO", { timeZone: TIME_ZONE, dateStyle: "medium" }).format(d);
}

export function displayName(intl: IntlShape, u: AdminUser): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.email || intl.formatMessage(t.noName);
}

export function documentText(intl: IntlShape, u: AdminUser): string {
  return u.documentNumber ? `${u.documentType} ${u.documentNumber}`.trim() : intl.formatMessage(t.none);
}

export function roleLabel(role: string): string {
  const upper = role.toUpperCase();
  return (ROLE_LABELS as Record<string, string>)[upper] ?? role;
}

/** The roles an account holds, in the order of MANAGED_ROLES, then any other. */
function sortedRoles(roles: readonly string[]): string[] {
  const upper = [...new Set(roles.map((r) => r.toUpperCase()))];
  const order = (r: string) => {
    const i = (MANAGED_ROLES as readonly string[]).indexOf(r);
    return i === -1 ? MANAGED_ROLES.length : i;
  };
  return upper.sort((a, b) => order(a) - order(b));
}

function userTypeLabel(intl: IntlShape, type: string): string {
  if (type === "PERSONA_NATURAL") return intl.formatMessage(t.typeNatural);
  if (type === "PERSONA_JURIDICA") return intl.formatMessage(t.typeLegal);
  if (type === "FUNCIONARIO") return intl.formatMessage(t.typeStaff);
  return type || intl.formatMessage(t.none);
}

/** One Fluent badge per role, with its Spanish name. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      {sortedRoles(roles).map((r) => (
        <Badge
          key={r}
          size="medium"
          className={styles.badge}
          appearance={r === ROLES.user ? "outline" : "tint"}
          color={r === ROLES.superAdmin ? "important" : r === ROLES.admin ? "brand" : "informative"}
        >
          {roleLabel(r)}
        </Badge>
      ))}
    </span>
  );
}

/** Account and e-mail state as text badges (never colour alone). */
export function StateBadges({ user }: { user: Pick<AdminUser, "isActive" | "isEmailVerified"> }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      <Badge size="medium" className={styles.badge} appearance="outline" color={user.isActive ? "success" : "danger"}>
        {intl.formatMessage(user.isActive ? t.active : t.inactive)}
      </Badge>
      <Badge size="medium" className={styles.badge} appearance="outline" color={user.isEmailVerified ? "informative" : "warning"}>
        {intl.formatMessage(user.isEmailVerified ? t.verified : t.unverified)}
      </Badge>
    </span>
  );
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function valueText(v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (Array.isArray(v)) return v.length === 0 ? "—" : clip(v.map((x) => (typeof x === "string" ? x : JSON.stringify(x))).join(", "), 80);
  if (typeof v === "object") return clip(JSON.stringify(v), 80);
  return clip(String(v), 80);
}

/** "roles: USER → USER, ADMIN" for each top-level field that differs between before and after. */
export function changeLines(before: unknown, after: unknown): string[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).map((k) => `${k}: ${valueText(b[k])} → ${valueText(a[k])}`);
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [`${valueText(before)} → ${valueText(after)}`];
}

const MAX_CHANGE_LINES = 6;

function Changes({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const styles = useStyles();
  const lines = changeLines(entry.before, entry.after);
  if (lines.length === 0) return <span className={styles.muted}>{intl.formatMessage(t.noChanges)}</span>;
  if (lines.length === 1) return <span className={styles.anywhere}>{lines[0]}</span>;
  const shown = lines.slice(0, MAX_CHANGE_LINES);
  return (
    <ul className={mergeClasses(styles.changes, styles.anywhere)}>
      {shown.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
      {lines.length > shown.length ? <li>{fm(intl, t.moreChanges, { count: lines.length - shown.length })}</li> : null}
    </ul>
  );
}

function sessionState(intl: IntlShape, s: AdminSession): string {
  if (s.revokedAt) return intl.formatMessage(t.sessionClosed);
  return intl.formatMessage(s.active ? t.sessionActive : t.sessionExpired);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/* ---- Actions ---- */

/** Runs one change; the text it resolves to (or the failure) goes to the panel's live region. */
type Run = (call: (api: AdminApi) => Promise<string>) => Promise<void>;

interface ActionProps {
  detail: AdminUserDetail;
  name: string;
  busy: boolean;
  run: Run;
  onUpdated: (next: AdminUserDetail) => void;
}

function RolesAction({ detail, name, busy, run, onUpdated }: ActionProps) {
  const intl = useIntl();
  const styles = useStyles();
  const id = useId();
  const held = sortedRoles(detail.user.roles);
  const heldKey = held.join(",");
  const [choice, setChoice] = useState<{ base: string; roles: ReadonlySet<string> }>(() => ({ base: heldKey, roles: new Set(held) }));
  // A new answer from the server (after saving, or another change) resets the boxes to what it holds.
  if (choice.base !== heldKey) setChoice({ base: heldKey, roles: new Set(held) });
  const chosen = choice.roles;
  const editable = detail.allowed.changeRoles && detail.allowed.privilegedRoles;
  const hint = !detail.allowed.privilegedRoles ? t.privilegedHint : !detail.allowed.changeRoles ? t.rolesLocked : null;
  const hintId = `${id}-hint`;

  const toggle = (role: string, on: boolean) =>
    setChoice((c) => {
      const next = new Set(c.roles);
      if (on) next.add(role);
      else next.delete(role);
      return { base: c.base, roles: next };
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!editable) return;
    // USER is always held; roles this screen does not manage stay as they are.
    const others = held.filter((r) => !(MANAGED_ROLES as readonly string[]).includes(r));
    const roles = [...MANAGED_ROLES.filter((r) => r === ROLES.user || chosen.has(r)), ...others];
    void run(async (api) => {
      if (roles.join(",") === heldKey) return intl.formatMessage(t.rolesUnchanged);
      const next = await api.updateUser(detail.user.id, { roles });
      onUpdated(next);
      return fm(intl, t.rolesSaved, { name, roles: sortedRoles(next.user.roles).map(roleLabel).join(", ") });
    });
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.rolesTitle)}
      </h4>
      <div role="group" aria-labelledby={`${id}-title`} aria-describedby={hint ? hintId : undefined} className={styles.checks}>
        <Checkbox id={`${id}-USER`} checked disabled label={intl.formatMessage(t.userRoleAlways)} />
        {MANAGED_ROLES.filter((r): r is Exclude<ManagedRole, "USER"> => r !== ROLES.user).map((r) => (
          <Checkbox
            key={r}
            id={`${id}-${r}`}
            checked={chosen.has(r)}
            disabled={!editable}
            label={ROLE_LABELS[r]}
            onChange={(_, d) => toggle(r, d.checked === true)}
          />
        ))}
      </div>
      {hint ? (
        <Caption1 as="p" id={hintId} className={styles.hint}>
          {intl.formatMessage(hint)}
        </Caption1>
      ) : null}
      {editable ? (
        <Button type="submit" appearance="primary" disabledFocusable={busy} aria-busy={busy}>
          {intl.formatMessage(t.saveRoles)}
        </Button>
      ) : null}
    </form>
  );
}

function StateAction({ detail, name, busy, run, onUpdated }: ActionProps) {
  const intl = useIntl();
  const styles = useStyles();
  const id = useId();
  const active = detail.user.isActive;
  const allowed = active ? detail.allowed.deactivate : detail.allowed.activate;
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<"confirm" | "toggle" | null>(null);

  // Focus follows the step: into the confirmation when it opens, back to the button when it closes.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === "confirm") confirmRef.current?.focus();
    else (toggleRef.current ?? headingRef.current)?.focus();
  });

  const open = () => {
    focusNext.current = "confirm";
    setConfirming(true);
  };
  const close = () => {
    focusNext.current = "toggle";
    setConfirming(false);
  };
  const confirm = () => {
    void run(async (api) => {
      const next = await api.updateUser(detail.user.id, { isActive: !active });
      onUpdated(next);
      return fm(intl, active ? t.deactivated : t.activated, { name });
    }).finally(close);
  };

  return (
    <div className={styles.action}>
      <h4 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.h4}>
        {intl.formatMessage(t.stateTitle)}
      </h4>
      <Body1 as="p" block>
        {intl.formatMessage(active ? t.isActiveText : t.isInactiveText)}
      </Body1>
      {!allowed ? (
        <Caption1 as="p" className={styles.hint}>
          {intl.formatMessage(active ? t.cannotDeactivate : t.cannotActivate)}
        </Caption1>
      ) : confirming ? (
        <div
          ref={confirmRef}
          role="group"
          tabIndex={-1}
          aria-labelledby={`${id}-confirm-title`}
          aria-describedby={`${id}-confirm-text`}
          className={styles.confirm}
        >
          <p id={`${id}-confirm-title`} className={styles.h4}>
            {fm(intl, active ? t.confirmDeactivateTitle : t.confirmActivateTitle, { name })}
          </p>
          <Body1 as="p" block id={`${id}-confirm-text`}>
            {intl.formatMessage(active ? t.confirmDeactivateText : t.confirmActivateText)}
          </Body1>
          <div className={styles.buttons}>
            <Button appearance="primary" disabledFocusable={busy} aria-busy={busy} onClick={confirm}>
              {intl.formatMessage(active ? t.confirmDeactivate : t.confirmActivate)}
            </Button>
            <Button disabledFocusable={busy} onClick={close}>
              {intl.formatMessage(t.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={toggleRef} appearance={active ? "secondary" : "primary"} disabledFocusable={busy} onClick={open}>
          {intl.formatMessage(active ? t.deactivate : t.activate)}
        </Button>
      )}
    </div>
  );
}

function VerifyAction({ detail, busy, run, onUpdated }: ActionProps) {
  const intl = useIntl();
  const styles = useStyles();
  const id = useId();
  const resend = () => {
    void run(async (api) => {
      const { message } = await api.resendVerification(detail.user.id);
      // The audit trail now has the resend: read the account again (a failure here changes nothing).
      try {
        onUpdated(await api.user(detail.user.id));
      } catch {
        /* the message below is still true */
      }
      return message;
    });
  };
  return (
    <div className={styles.action}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.verifyTitle)}
      </h4>
      <Body1 as="p" block>
        {intl.formatMessage(detail.user.isEmailVerified ? t.verifiedText : t.unverifiedText)}
      </Body1>
      {detail.allowed.resendVerification ? (
        <Button disabledFocusable={busy} aria-busy={busy} onClick={resend}>
          {intl.formatMessage(t.resend)}
        </Button>
      ) : null}
    </div>
  );
}

/* ---- Detail ---- */

function UserDetail({
  detail,
  me,
  getApi,
  onUpdated,
  onClose,
  headingRef,
}: {
  detail: AdminUserDetail;
  me: string | null;
  getApi: () => Promise<AdminApi>;
  onUpdated: (next: AdminUserDetail, listChanged: boolean) => void;
  onClose: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale;
  const u = detail.user;
  const name = displayName(intl, u);
  const none = intl.formatMessage(t.none);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string }>({ failed: false, text: "" });

  const run: Run = async (call) => {
    if (busy) return;
    setBusy(true);
    setOutcome({ failed: false, text: intl.formatMessage(t.saving) });
    try {
      const text = await call(await getApi());
      setOutcome({ failed: false, text });
    } catch (error) {
      setOutcome({ failed: true, text: errorText(error) ?? intl.formatMessage(t.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  const changed = (next: AdminUserDetail) => onUpdated(next, true);
  const refreshed = (next: AdminUserDetail) => onUpdated(next, false);
  const actionProps = { detail, name, busy, run };

  return (
    <>
      <div className={styles.detailHead}>
        <h2 id="admin-user-title" ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
          {name}
        </h2>
        <Button onClick={onClose}>{intl.formatMessage(t.closeDetail)}</Button>
      </div>
      {me !== null && me === u.id ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.ownAccount)}
        </Body1>
      ) : null}

      <h3 className={styles.h3}>{intl.formatMessage(t.dataTitle)}</h3>
      <dl className={styles.dl}>
        <Row label={intl.formatMessage(t.emailLabel)}>{u.email ? breakableEmail(u.email) : none}</Row>
        <Row label={intl.formatMessage(t.documentLabel)}>{documentText(intl, u)}</Row>
        <Row label={intl.formatMessage(t.phoneLabel)}>{u.phoneNumber || none}</Row>
        <Row label={intl.formatMessage(t.contractLabel)}>{u.contractNumber || none}</Row>
        <Row label={intl.formatMessage(t.userTypeLabel)}>{userTypeLabel(intl, u.userType)}</Row>
        <Row label={intl.formatMessage(t.createdLabel)}>{formatInstant(locale, u.createdAt)}</Row>
        <Row label={intl.formatMessage(t.lastLoginLabel)}>{u.lastLogin ? formatInstant(locale, u.lastLogin) : intl.formatMessage(t.never)}</Row>
        <Row label={intl.formatMessage(t.accountLabel)}>{intl.formatMessage(u.isActive ? t.active : t.inactive)}</Row>
        <Row label={intl.formatMessage(t.emailStateLabel)}>{intl.formatMessage(u.isEmailVerified ? t.verified : t.unverified)}</Row>
        <Row label={intl.formatMessage(t.rolesLabel)}>
          <RoleBadges roles={u.roles} />
        </Row>
      </dl>

      <h3 className={styles.h3}>{intl.formatMessage(t.actionsTitle)}</h3>
      <div className={styles.actions}>
        <RolesAction {...actionProps} onUpdated={changed} />
        <StateAction {...actionProps} onUpdated={changed} />
        <VerifyAction {...actionProps} onUpdated={refreshed} />
      </div>
      <p role="status" aria-live="polite" className={mergeClasses(styles.outcome, outcome.failed && styles.error)}>
        {outcome.text}
      </p>

      <h3 className={styles.h3}>{intl.formatMessage(t.sessionsTitle)}</h3>
      {detail.sessions.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noSessions)}
        </Body1>
      ) : (
        <DataTable<AdminSession>
          id="admin-user-sessions"
          caption={fm(intl, t.sessionsCaption, { name, count: detail.sessions.length })}
          rows={detail.sessions}
          rowKey={(s, i) => `${s.createdAt}-${i}`}
          columns={[
            { header: intl.formatMessage(t.colStarted), cell: (s) => <span className={styles.nowrap}>{formatInstant(locale, s.createdAt)}</span> },
            { header: intl.formatMessage(t.colExpires), cell: (s) => <span className={styles.nowrap}>{formatInstant(locale, s.expiresAt)}</span> },
            {
              header: intl.formatMessage(t.colEnded),
              cell: (s) => <span className={styles.nowrap}>{s.revokedAt ? formatInstant(locale, s.revokedAt) : intl.formatMessage(t.notEnded)}</span>,
            },
            { header: intl.formatMessage(t.colSessionState), cell: (s) => sessionState(intl, s) },
            { header: intl.formatMessage(t.colIp), cell: (s) => s.ip || none },
            {
              header: intl.formatMessage(t.colBrowser),
              cell: (s) => (s.userAgent ? <span title={s.userAgent}>{clip(s.userAgent, 60)}</span> : none),
            },
          ]}
        />
      )}

      <h3 className={styles.h3}>{intl.formatMessage(t.auditTitle)}</h3>
      {detail.audit.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noAudit)}
        </Body1>
      ) : (
        <DataTable<AuditEntry>
          id="admin-user-audit"
          caption={fm(intl, t.auditCaption, { name, count: detail.audit.length })}
          rows={detail.audit}
          rowKey={(a) => a.id}
          columns={[
            { header: intl.formatMessage(t.colAt), cell: (a) => <span className={styles.nowrap}>{formatInstant(locale, a.at)}</span> },
            { header: intl.formatMessage(t.colActor), cell: (a) => <span className={styles.anywhere}>{a.actorEmail || intl.formatMessage(t.system)}</span> },
            { header: intl.formatMessage(t.colAction), cell: (a) => AUDIT_ACTION_LABELS[a.action] ?? a.action },
            { header: intl.formatMessage(t.colChanges), cell: (a) => <Changes entry={a} /> },
          ]}
        />
      )}
    </>
  );
}

/** Loads the selected account (its panel is keyed by id) and keeps the latest answer of each change. */
export function UserPanel({
  id,
  me,
  getApi,
  onChanged,
  onClose,
}: {
  id: string;
  me: string | null;
  getApi: () => Promise<AdminApi>;
  /** A change that the list shows (roles, state): reload it. */
  onChanged: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const loaded = useLoad<AdminUserDetail>(`user:${id}`, () => getApi().then((api) => api.user(id)));
  const [updated, setUpdated] = useState<AdminUserDetail | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const focused = useRef(false);
  const detail = updated ?? loaded.data ?? null;

  useEffect(() => {
    if (detail && !focused.current) {
      focused.current = true;
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView?.({ block: "start" });
    }
  }, [detail]);

  const onUpdated = (next: AdminUserDetail, listChanged: boolean) => {
    setUpdated(next);
    if (listChanged) onChanged();
  };

  return (
    <section id="admin-user-detail" className={styles.detail} aria-labelledby={detail ? "admin-user-title" : "admin-user-loading"}>
      {detail ? (
        <UserDetail detail={detail} me={me} getApi={getApi} onUpdated={onUpdated} onClose={onClose} headingRef={headingRef} />
      ) : loaded.error && !loaded.loading ? (
        <div role="alert" className={styles.problem}>
          <h2 id="admin-user-loading" className={styles.detailTitle}>
            {intl.formatMessage(t.detailError)}
          </h2>
          {errorText(loaded.error) ? <Caption1>{errorText(loaded.error)}</Caption1> : null}
          <div className={styles.buttons}>
            <Button onClick={loaded.retry}>{intl.formatMessage(t.retry)}</Button>
            <Button onClick={onClose}>{intl.formatMessage(t.closeDetail)}</Button>
          </div>
        </div>
      ) : (
        <div>
          <h2 id="admin-user-loading" className={styles.detailTitle}>
            {intl.formatMessage(t.detailLoading)}
          </h2>
          <Spinner size="small" aria-hidden />
        </div>
      )}
    </section>
  );
}
