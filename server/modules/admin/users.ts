import {
  ADMIN_AUDIT_ACTIONS,
  MANAGED_ROLES,
  PRIVILEGED_ROLES,
  USER_LIST_LIMITS,
  type AdminSession,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUserPatch,
  type AdminUserQuery,
  type AuditEntry,
} from "../../../src/shared/admin";
import { ROLES } from "../../../src/shared/constants";
import type { SessionUser } from "../../../src/shared/types";
import { bogotaDayStart } from "../../../src/shared/time";

import type { Db, Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { hasAnyRole } from "../auth/access";
import { presentUser, type UserRow } from "../auth/presenter";
import * as authRepo from "../auth/repository";
import type { AuthService } from "../auth/service";
import { dayFilter } from "./days";
import { presentAuditEntry, presentSession } from "./presenter";
import { auditOfUser, recordAudit, type Actor } from "./repository";

export const USER_ADMIN_MESSAGES = {
  notFound: "No existe una cuenta con ese identificador.",
  privilegedOnly:
    "Solo un superadministrador puede otorgar o quitar los roles de administrador y superadministrador, o activar y desactivar cuentas de administración.",
  lastSuperAdminRole: "No se puede quitar el rol de superadministrador a la última cuenta activa que lo tiene. Otórguelo antes a otra persona.",
  lastSuperAdminActive: "No se puede desactivar la última cuenta activa de superadministrador. Otorgue antes ese rol a otra persona.",
  selfDeactivation: "No puede desactivar su propia cuenta. Pídaselo a otro superadministrador.",
  nothingToChange: "Indique los roles o el estado de la cuenta que quiere cambiar.",
  unknownRole: (role: string) =>
    `El rol «${role}» no existe. Los roles son ${MANAGED_ROLES.slice(0, -1).join(", ")} y ${MANAGED_ROLES[MANAGED_ROLES.length - 1]}.`,
  inactive: "La cuenta está desactivada: actívela antes de reenviar la verificación.",
  alreadyVerified: "El correo de esta cuenta ya está verificado.",
  integrationRoles:
    "La cuenta de integración del sistema de facturación solo tiene el rol INTEGRATION: sus roles no se cambian. Desactívela aquí o anule su token con npm run create-integration-account -- --revoke.",
} as const;

const isSuper = (u: Pick<SessionUser, "roles">) => hasAnyRole(u, [ROLES.superAdmin]);
const isPrivileged = (roles: readonly string[]) => roles.some((r) => PRIVILEGED_ROLES.includes(r.toUpperCase()));

/** Roles as stored: upper case, once each, USER always held (DESIGN §3), in the managed order. */
export function normalizeRoles(input: readonly string[]): string[] {
  const wanted = new Set(input.map((r) => r.trim().toUpperCase()));
  wanted.add(ROLES.user);
  return MANAGED_ROLES.filter((r) => wanted.has(r));
}

/**
 * The users and roles administration (issue 9): search, detail with sessions and audit trail,
 * roles (only SUPER_ADMIN grants or removes ADMIN and SUPER_ADMIN), activation (deactivating ends
 * every session at once) and a new verification link. The last active SUPER_ADMIN stays.
 */
export class UserAdministration {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {}

  async list(query: AdminUserQuery): Promise<AdminUserPage> {
    const page = Math.max(1, query.page ?? 1);
    const pageSize = Math.min(USER_LIST_LIMITS.pageSizeMax, Math.max(1, query.pageSize ?? USER_LIST_LIMITS.pageSizeDefault));
    const createdFrom = dayFilter(query.createdFrom, "createdFrom");
    const { rows, total, totalBounded } = await authRepo.searchUsers(
      this.db,
      {
        q: (query.q ?? "").trim(),
        role: query.role,
        status: query.status,
        createdFrom: createdFrom ? bogotaDayStart(createdFrom).toISOString() : undefined,
      },
      page,
      pageSize,
    );
    // Past 1,000 accounts the count stops (issue 37): the answer says so.
    return { items: rows.map(presentUser), total, ...(totalBounded ? { totalBounded: true } : {}), page, pageSize };
  }

  async detail(id: string, actor: SessionUser): Promise<AdminUserDetail> {
    const row = await authRepo.findUserById(this.db, id);
    if (!row) throw new HttpError(404, "NOT_FOUND", USER_ADMIN_MESSAGES.notFound);
    const [sessions, audit, lastSuper] = await Promise.all([this.sessions(row.id), this.audit(row.id), this.isLastActiveSuper(this.db, row)]);
    const user = presentUser(row);
    const mayTouch = isSuper(actor) || !isPrivileged(user.roles);
    return {
      user,
      sessions,
      audit,
      allowed: {
        changeRoles: isSuper(actor),
        privilegedRoles: isSuper(actor),
        deactivate: user.isActive && mayTouch && user.id !== actor.id && !lastSuper,
        activate: !user.isActive && mayTouch,
        resendVerification: user.isActive && !user.isEmailVerified,
      },
    };
  }

  /**
   * Changes roles and/or the active flag in one transaction, with an audit line per change.
   * The target and every active SUPER_ADMIN are locked first, so two administrators removing the
   * last two SUPER_ADMIN roles at the same time cannot both succeed.
   */
  async update(id: string, patch: AdminUserPatch, actor: SessionUser): Promise<AdminUserDetail> {
    if (patch.roles === undefined && patch.isActive === undefined) {
      throw new HttpError(400, "VALIDATION_ERROR", USER_ADMIN_MESSAGES.nothingToChange, { roles: USER_ADMIN_MESSAGES.nothingToChange });
    }
    if (patch.roles) {
      const unknown = patch.roles.find((r) => !(MANAGED_ROLES as readonly string[]).includes(r.trim().toUpperCase()));
      if (unknown !== undefined)
        throw new HttpError(400, "VALIDATION_ERROR", USER_ADMIN_MESSAGES.unknownRole(unknown), { roles: USER_ADMIN_MESSAGES.unknownRole(unknown) });
    }
    if (!authRepo.isUuid(id)) throw new HttpError(404, "NOT_FOUND", USER_ADMIN_MESSAGES.notFound);
    const who: Actor = { id: actor.id, email: actor.email };

    await this.db.transaction(async (tx) => {
      await authRepo.lockUserAndSuperAdmins(tx, id);
      const row = await authRepo.findUserById(tx, id);
      if (!row) throw new HttpError(404, "NOT_FOUND", USER_ADMIN_MESSAGES.notFound);
      const lastSuper = await this.isLastActiveSuper(tx, row);

      // Issue 34 §1: the service account's token must never become a person's (or an administrator's) session.
      if (patch.roles && row.roles.includes(ROLES.integration)) throw conflict("INTEGRATION_ACCOUNT", USER_ADMIN_MESSAGES.integrationRoles);
      if (patch.roles) {
        const before = normalizeRoles(row.roles);
        const after = normalizeRoles(patch.roles);
        const changed = MANAGED_ROLES.filter((r) => before.includes(r) !== after.includes(r));
        if (changed.length > 0) {
          if (changed.some((r) => PRIVILEGED_ROLES.includes(r)) && !isSuper(actor)) throw forbidden();
          if (lastSuper && !after.includes(ROLES.superAdmin)) throw conflict("LAST_SUPER_ADMIN", USER_ADMIN_MESSAGES.lastSuperAdminRole);
          await authRepo.updateRoles(tx, id, after);
          await recordAudit(tx, who, {
            action: ADMIN_AUDIT_ACTIONS.roles,
            entityType: "user",
            entityId: id,
            before: { roles: before },
            after: { roles: after },
          });
        }
      }

      if (patch.isActive !== undefined && patch.isActive !== row.is_active) {
        if (isPrivileged(row.roles) && !isSuper(actor)) throw forbidden();
        if (!patch.isActive) {
          if (row.id === actor.id) throw conflict("SELF_DEACTIVATION", USER_ADMIN_MESSAGES.selfDeactivation);
          if (lastSuper) throw conflict("LAST_SUPER_ADMIN", USER_ADMIN_MESSAGES.lastSuperAdminActive);
        }
        await authRepo.updateActive(tx, id, patch.isActive);
        // Deactivated: every open session ends now, not when its token expires.
        const revoked = patch.isActive ? 0 : await authRepo.revokeAllSessions(tx, id);
        await recordAudit(tx, who, {
          action: patch.isActive ? ADMIN_AUDIT_ACTIONS.activate : ADMIN_AUDIT_ACTIONS.deactivate,
          entityType: "user",
          entityId: id,
          before: { isActive: row.is_active },
          after: patch.isActive ? { isActive: true } : { isActive: false, sessionsClosed: revoked },
        });
      }
    });
    return this.detail(id, actor);
  }

  /** A new verification link to an active, unverified account (the per-address limit still applies). */
  async resendVerification(id: string, actor: SessionUser): Promise<string> {
    const row = await authRepo.findUserById(this.db, id);
    if (!row) throw new HttpError(404, "NOT_FOUND", USER_ADMIN_MESSAGES.notFound);
    if (!row.is_active) throw conflict("ACCOUNT_INACTIVE", USER_ADMIN_MESSAGES.inactive);
    if (row.is_email_verified) throw conflict("ALREADY_VERIFIED", USER_ADMIN_MESSAGES.alreadyVerified);
    const message = await this.auth.resendVerificationTo(presentUser(row));
    await recordAudit(
      this.db,
      { id: actor.id, email: actor.email },
      {
        action: ADMIN_AUDIT_ACTIONS.resendVerification,
        entityType: "user",
        entityId: row.id,
        after: { email: row.email },
      },
    );
    return message;
  }

  private async sessions(userId: string): Promise<AdminSession[]> {
    const rows = await authRepo.recentSessions(this.db, userId);
    const now = Date.now();
    return rows.map((r) => presentSession(r, now));
  }

  /** Changes made to the account and, for staff, what the account did; newest first. */
  private async audit(userId: string): Promise<AuditEntry[]> {
    const rows = await auditOfUser(this.db, userId);
    return rows.map(presentAuditEntry);
  }

  /** True when this account is the only active one holding SUPER_ADMIN. */
  private async isLastActiveSuper(q: Queryable, row: UserRow): Promise<boolean> {
    if (!row.is_active || !row.roles.includes(ROLES.superAdmin)) return false;
    return (await authRepo.countOtherActiveSuperAdmins(q, row.id)) === 0;
  }
}

function forbidden(): HttpError {
  return new HttpError(403, "FORBIDDEN", USER_ADMIN_MESSAGES.privilegedOnly);
}

function conflict(code: string, message: string): HttpError {
  return new HttpError(409, code, message);
}
