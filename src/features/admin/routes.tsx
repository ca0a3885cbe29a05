import { Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";

// The admin pages (issue 23: a feature's routes live with it, whatever their URL). One chunk
// per view, loaded when its page opens (DESIGN §4, §8: each ≤ 35 KB gzip).
const AdminNewsView = lazyView(() => import(/* webpackChunkName: "page-admin-news" */ "./views/AdminNewsView"));
const AdminDashboardView = lazyView(() => import(/* webpackChunkName: "page-admin-dashboard" */ "./views/AdminDashboardView"));
const AdminUsersView = lazyView(() => import(/* webpackChunkName: "page-admin-users" */ "./views/AdminUsersView"));
const AdminSettingsView = lazyView(() => import(/* webpackChunkName: "page-admin-settings" */ "./views/AdminSettingsView"));
const AdminAuditView = lazyView(() => import(/* webpackChunkName: "page-admin-audit" */ "./views/AdminAuditView"));
const AdminPqrsView = lazyView(() => import(/* webpackChunkName: "page-admin-pqrs" */ "./views/AdminPqrsView"));
const AdminMailView = lazyView(() => import(/* webpackChunkName: "page-admin-mail" */ "./views/AdminMailView"));

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
  title: "Correo enviado",
})
export class AdminMailPage extends Page {
  readonly view = AdminMailView;
}
