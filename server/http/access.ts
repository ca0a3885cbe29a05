import type { FastifyInstance, RouteOptions } from "fastify";
import { ROLES } from "../../src/shared/constants";
import { hasAnyRole } from "../modules/auth/access";
import { forbidden } from "../modules/auth/errors";
import type { AuthHook } from "../modules/auth/plugin";

/**
 * Who may call a route (issue 9):
 * - `public`: anyone; a token is not even read.
 * - `optional`: anyone; a valid token identifies the caller (filing a PQRS signed in, paying).
 * - `signedIn`: any signed-in account (rows are still the owner's: the service checks each one).
 * - a list of roles: signed in and holding any of them (case-insensitive, DESIGN §3).
 */
export type Access = "public" | "optional" | "signedIn" | readonly [string, ...string[]];

/** Rules of one module, keyed by `METHOD /path` as the route is registered under /api. */
export type AccessTable = Readonly<Record<string, Access>>;

/** One API route and its rule, as the server registered it (the authorization test walks these). */
export interface RouteAccess {
  method: string;
  /** Full path, /api prefix included, as registered (`/api/contracts/:id/invoices`). */
  url: string;
  access: Access;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every /api route with its rule, filled as routes register. */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/** Thrown at start-up: a route nobody declared a rule for never serves a request. */
export class UndeclaredRouteError extends Error {
  constructor(readonly key: string) {
    super(`La ruta ${key} no declara quién puede usarla: añádala a la tabla de acceso de su módulo (access.ts).`);
  }
}

export function describeAccess(access: Access): string {
  return typeof access === "string" ? access : access.join(" | ");
}

/**
 * The one place the server checks who may call what: every route under `prefix` takes its rule
 * from the modules' tables (or, outside the modules, its own `config.access`), and the matching
 * guard runs first among its onRequest hooks. A route without a rule makes the app fail to start; a rule without a route is reported by `unusedRules`.
 * Rows that belong to someone (contracts, invoices, payments, PQRS) are checked again by the
 * module's service, which answers 404 for another person's row.
 */
export function registerAccessControl(app: FastifyInstance, tables: readonly AccessTable[], prefix = "/api"): { unusedRules(): string[] } {
  const rules = new Map<string, Access>();
  for (const table of tables) {
    for (const [key, access] of Object.entries(table)) {
      if (rules.has(key)) throw new Error(`La regla de acceso de ${key} está declarada dos veces.`);
      rules.set(key, access);
    }
  }
  const used = new Set<string>();
  // Fastify runs an async onRequest hook by awaiting the promise it returns.
  const baseGuardFor = (access: Access): AuthHook | null => {
    if (access === "public") return null;
    if (access === "optional") return app.authenticateOptional;
    if (access === "signedIn") return app.authenticate;
    return app.requireRoles(...access);
  };
  // Issue 34 §1, DESIGN §10: the billing system's service account (INTEGRATION) reaches only the
  // routes that name its role; its token is refused by every other route that reads a token.
  const guardFor = (access: Access): AuthHook | null => {
    const base = baseGuardFor(access);
    if (!base || (typeof access !== "string" && hasAnyRole({ roles: [...access] }, [ROLES.integration]))) return base;
    return async (request, reply) => {
      await base(request, reply);
      if (request.user && hasAnyRole(request.user, [ROLES.integration])) throw forbidden();
    };
  };

  app.decorate("routeAccess", [] as RouteAccess[]);
  app.addHook("onRoute", (route: RouteOptions) => {
    const url = route.url;
    if (url !== prefix && !url.startsWith(`${prefix}/`)) return;
    const path = url.slice(prefix.length) || "/";
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    // Fastify adds a HEAD twin to every GET: it answers to the GET's rule.
    const keys = methods.map((m) => `${m === "HEAD" ? "GET" : m} ${path}`);
    const found = keys.map((key) => {
      // A module's table, or (for a route added outside the modules, as tests do) its own config.
      const access = rules.get(key) ?? route.config?.access;
      if (access === undefined) throw new UndeclaredRouteError(key);
      used.add(key);
      return access;
    });
    const access = found[0];
    if (found.some((a) => describeAccess(a) !== describeAccess(access)))
      throw new Error(`${methods.join(", ")} ${path} es una sola ruta con reglas distintas: regístrelas por separado.`);
    methods.forEach((m, i) => {
      if (m !== "HEAD") app.routeAccess.push({ method: keys[i].split(" ")[0], url, access });
    });
    route.config = { ...(route.config ?? {}), access };
    const guard = guardFor(access);
    if (guard) {
      const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [guard, ...existing] as RouteOptions["onRequest"];
    }
  });
  return { unusedRules: () => [...rules.keys()].filter((k) => !used.has(k)) };
}
