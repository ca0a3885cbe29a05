import { Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";
import { ROLES } from "../../shared/constants";
import type { RootStore } from "../../stores/RootStore";

// The admin pages (issue 23: a feature's routes live with it, whatever their URL). One chunk
// per view, loaded when its page opens (DESIGN §4, §8: each ≤ 35 KB gzip).
const AdminNewsView = lazyView(() => import(/* webpackChunkName: "page-admin-news" */ "./views/AdminNewsView"));
const AdminDashboardView = lazyView(() => import(/* webpackChunkName: "page-admin-dashboard" */ "./views/AdminDashboardView"));
const AdminUsersView = lazyView(() => import(/* webpackChunkName: "page-admin-users" */ "./views/AdminUsersView"));
const AdminSettingsView = lazyView(() => import(/* webpackChunkName: "page-admin-settings" */ "./views/AdminSettingsView"));
const AdminAuditView = lazyView(() => import(/* webpackChunkName: "page-admin-audit" */ "./views/AdminAuditView"));
const AdminPqrsView = lazyView(() => import(/* webpackChunkName: "page-admin-pqrs" */ "./views/AdminPqrsView"));
const AdminMailView = lazyView(() => import(/* webpackChunkName: "page-admin-mail" */ "./views/AdminMailView"));
const AdminCollectionsView = lazyView(() => import(/* webpackChunkName: "page-admin-collections" */ "./views/AdminCollectionsView"));
const AdminImportsView = lazyView(() => import(/* webpackChunkName: "page-admin-imports" */ "./views/AdminImportsView"));
const AdminTreasuryView = lazyView(() => import(/* webpackChunkName: "page-admin-treasury" */ "./views/AdminTreasuryView"));
const AdminTariffsView = lazyView(() => import(/* webpackChunkName: "page-admin-tariffs" */ "./views/AdminTariffsView"));
const AdminOutagesView = lazyView(() => import(/* webpackChunkName: "page-admin-outages" */ "./views/AdminOutagesView"));

/** Administración de noticias y cortes programados. */
@route({
  key: "admin.news",
  path: "/admin/noticias",
  authority: ["admin"],
  access: "protected",
  area: "admin",
  title: "Administración de noticias",
})
export class AdminNewsPage extends Page {
  readonly view = AdminNewsView;
}

/** Panel de administración del portal. */
@route({
  key: "admin.dashboard",
  path: "/admin/dashboard",
  authority: ["ADMIN", "SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "Panel de administración",
})
export class AdminDashboardPage extends Page {
  readonly view = AdminDashboardView;
  // The summary, asked for with the route (the store comes in the view's chunk, fetched alongside).
  override prefetch = (stores: RootStore) =>
    import(/* webpackChunkName: "page-admin-dashboard" */ "./AdminDashboardStore").then(
      ({ adminDashboardStoreKey }) => stores.feature(adminDashboardStoreKey).prefetch(),
      () => undefined,
    );
}

/** Gestión de usuarios y roles. */
@route({
  key: "admin.users",
  path: "/admin/users",
  authority: ["ADMIN", "SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "Usuarios",
})
export class AdminUsersPage extends Page {
  readonly view = AdminUsersView;
}

/** Configuración general del portal. */
@route({
  key: "admin.settings",
  path: "/admin/settings",
  authority: ["ADMIN", "SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "Configuración",
})
export class AdminSettingsPage extends Page {
  readonly view = AdminSettingsView;
}

/** Registro de auditoría de las acciones de administración (issue 9): solo superadministradores. */
@route({
  key: "admin.audit",
  path: "/admin/audit",
  authority: ["SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "Registro de auditoría",
})
export class AdminAuditPage extends Page {
  readonly view = AdminAuditView;
}

/** Bandeja de PQRS y solicitudes para los agentes de atención. */
@route({
  key: "admin.pqrs",
  path: "/admin/pqrs",
  authority: ["ADMIN", "SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "PQRS y solicitudes",
})
export class AdminPqrsPage extends Page {
  readonly view = AdminPqrsView;
}

/** Correo que el portal escribió (issue 24 §3): solo superadministradores, como el registro de auditoría. */
@route({
  key: "admin.mail",
  path: "/admin/correo",
  authority: ["SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "Correo del portal",
})
export class AdminMailPage extends Page {
  readonly view = AdminMailView;
}

/** Archivos de recaudo de los bancos (issue 32 §3): importar, ver lo aplicado y revisar lo que no cuadró. */
@route({
  key: "admin.collections",
  path: "/admin/recaudos",
  authority: ["ADMIN", "SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "Recaudo bancario",
})
export class AdminCollectionsPage extends Page {
  readonly view = AdminCollectionsView;
}

/** Tesorería (issue 32 §4): pagos por día y canal, pagos dobles y devoluciones. */
@route({
  key: "admin.treasury",
  path: "/admin/tesoreria",
  authority: ["ADMIN", "SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "Tesorería",
})
export class AdminTreasuryPage extends Page {
  readonly view = AdminTreasuryView;
}

/** Importaciones del sistema de facturación (issue 34 §1): subir el archivo JSON Lines, su resultado y el historial. */
@route({
  key: "admin.imports",
  path: "/admin/importaciones",
  authority: ["ADMIN", "SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "Importaciones del sistema de facturación",
})
export class AdminImportsPage extends Page {
  readonly view = AdminImportsView;
}

/** Tarifas (issue 34 §2): publicar la tarifa del mes o corregir un mes publicado, e historial. */
@route({
  key: "admin.tariffs",
  path: "/admin/tarifas",
  authority: ["ADMIN", "SUPER_ADMIN"],
  access: "protected",
  area: "admin",
  title: "Tarifas",
})
export class AdminTariffsPage extends Page {
  readonly view = AdminTariffsView;
}

/**
 * Incidentes y daños (issue 36 §1): abrir un daño no programado, moverle la hora estimada de
 * restablecimiento, unirle reportes de falla y cerrarlo. OPERATOR llega aquí y a nada más de la
 * administración; ADMIN y SUPER_ADMIN también.
 */
@route({
  key: "admin.outages",
  path: "/admin/incidentes",
  authority: [ROLES.operator, ROLES.admin, ROLES.superAdmin],
  access: "protected",
  area: "admin",
  title: "Incidentes y daños",
})
export class AdminOutagesPage extends Page {
  readonly view = AdminOutagesView;
}
