import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SessionUser } from "../../../src/shared/types";
import { hasAnyRole } from "./access";
import { forbidden, unauthenticated } from "./errors";
import type { RequestContext } from "./repository";
import type { AuthService } from "./service";

/** A hook for `onRequest` or `preHandler` of a route. */
export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** Accounts and sessions (issue 3). */
    auth: AuthService;
    /** Sets request.user from the Bearer token, or answers 401 UNAUTHENTICATED. */
    authenticate: AuthHook;
    /** Sets request.user when a valid Bearer token comes with the request; never fails. */
    authenticateOptional: AuthHook;
    /** Signed in and holding any of the roles (case-insensitive), else 401 or 403 FORBIDDEN. */
    requireRoles(...roles: string[]): AuthHook;
  }
  interface FastifyRequest {
    /** The signed-in account, once an auth hook has run; null for visitors. */
    user: SessionUser | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** IP and user agent of a request, trimmed to what is worth storing. */
export function requestContext(request: FastifyRequest): RequestContext {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent.slice(0, 512) : "" };
}

/** The signed-in user of a route guarded by app.authenticate (401 if a route forgot the guard). */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** Decorates the app with the auth service, request.user and the guards other modules use. */
export function registerAuth(app: FastifyInstance, service: AuthService): void {
  app.decorate("auth", service);
  app.decorateRequest("user", null);

  const authenticateOptional: AuthHook = async (request) => {
    if (request.user) return;
    request.user = await service.authenticate(bearerToken(request));
  };
  const authenticate: AuthHook = async (request, reply) => {
    await authenticateOptional(request, reply);
    if (!request.user) throw unauthenticated();
  };
  app.decorate("authenticateOptional", authenticateOptional);
  app.decorate("authenticate", authenticate);
  app.decorate("requireRoles", (...roles: string[]): AuthHook => async (request, reply) => {
    await authenticate(request, reply);
    if (!hasAnyRole(signedInUser(request), roles)) throw forbidden();
  });
}
