import { ROLES } from "../../../src/shared/constants";
import { normalizeEmail, validateEmail } from "../../../src/shared/validation";
import type { Db } from "../../db/db";
import { AccountInputError } from "../auth/accounts";
import { USER_TYPES } from "../auth/presenter";
import * as authRepo from "../auth/repository";
import { issueToken } from "../auth/tokens";

/**
 * The billing system's service account (issue 34 §1): a users row holding INTEGRATION and nothing
 * else (migration 025 keeps that role off every person's account), with no password (it never signs
 * in) and a long-lived Bearer token. The token is an ordinary session (auth_sessions, stored as its
 * SHA-256, revocable) that lasts `days` instead of one day; issuing a new one ends the earlier ones,
 * so rotating the secret is running the command again. The access rules (server/http/access.ts)
 * refuse this account on every route that does not name INTEGRATION.
 */

/** A password hash no password matches (server/modules/auth/passwords.ts accepts only `scrypt$…`). */
const NO_PASSWORD = "!integration-account";
export const INTEGRATION_TOKEN_DEFAULT_DAYS = 365;

export interface IntegrationAccountInput {
  email: string;
  name: string;
  days: number;
}

export interface IntegrationAccountResult {
  created: boolean;
  email: string;
  token: string;
  expiresAt: Date;
  /** Earlier tokens of the account that stopped working. */
  revoked: number;
}

export async function issueIntegrationAccount(db: Db, input: IntegrationAccountInput): Promise<IntegrationAccountResult> {
  const problem = validateEmail(input.email);
  if (problem) throw new AccountInputError(`Correo inválido (--email): ${problem}`);
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  if (name === "" || name.length > 100) throw new AccountInputError("Indique --name: el nombre del sistema que importa (hasta 100 caracteres).");
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > 3650) throw new AccountInputError("--days debe ser un número entero de 1 a 3650.");

  return db.transaction(async (tx) => {
    let user = await authRepo.findUserByEmail(tx, email);
    let created = false;
    if (user && !(user.roles.length === 1 && user.roles[0] === ROLES.integration))
      throw new AccountInputError(`El correo ${email} ya es de una persona; la cuenta de integración necesita un correo propio.`);
    if (!user) {
      user = await authRepo.insertUserIfAbsent(tx, {
        email,
        passwordHash: NO_PASSWORD,
        firstName: name,
        lastName: "(integración)",
        documentType: null,
        documentNumber: null,
        phoneNumber: null,
        contractNumber: null,
        userType: USER_TYPES.staff,
        roles: [ROLES.integration],
        isEmailVerified: true,
      });
      if (!user) throw new AccountInputError(`El correo ${email} se registró al mismo tiempo; intente de nuevo.`);
      created = true;
    }
    const revoked = await authRepo.revokeAllSessions(tx, user.id);
    const token = issueToken();
    await authRepo.insertSession(tx, token.hash, user.id, input.days * 86_400, { ip: "", userAgent: "create-integration-account" });
    return { created, email, token: token.raw, expiresAt: new Date(Date.now() + input.days * 86_400_000), revoked };
  });
}

/** Ends every token of the integration account (`--revoke`): answers how many were live. */
export async function revokeIntegrationAccount(db: Db, emailInput: string): Promise<number> {
  const email = normalizeEmail(emailInput);
  const user = await authRepo.findUserByEmail(db, email);
  if (!user || !user.roles.includes(ROLES.integration)) throw new AccountInputError(`No hay cuenta de integración con el correo ${email}.`);
  return authRepo.revokeAllSessions(db, user.id);
}
