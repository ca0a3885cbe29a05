import { randomBytes } from "node:crypto";
import { ROLES } from "../../../src/shared/constants";
import type { SessionUser } from "../../../src/shared/types";
import { normalizeEmail, validateEmail, validatePassword, validatePersonName } from "../../../src/shared/validation";
import type { Db } from "../../db/db";
import { hashPassword } from "./passwords";
import { presentUser, USER_TYPES } from "./presenter";
import * as repo from "./repository";

/** Input the operator got wrong; the message is one Spanish line for the console. */
export class AccountInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AccountInputError";
  }
}

/** A random password of 20 characters (120 bits) that passes validatePassword. */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString("base64url");
    if (validatePassword(candidate) === null) return candidate;
  }
}

/** What the first SUPER_ADMIN needs (DESIGN §6: production creates it with a command). */
export interface SuperAdminInput {
  email: string;
  firstName?: string;
  lastName?: string;
  /** When absent a password is generated and returned once. */
  password?: string;
}

/** The outcome: whether the account is new, the account, and the generated password if any. */
export interface SuperAdminResult {
  created: boolean;
  user: SessionUser;
  generatedPassword: string | null;
}

const STAFF_ROLES = [ROLES.user, ROLES.admin, ROLES.superAdmin];

/**
 * Creates a verified staff account with USER, ADMIN and SUPER_ADMIN, or adds those roles to the
 * account that already has the e-mail (its password and data stay as they are).
 */
export async function createSuperAdmin(db: Db, input: SuperAdminInput): Promise<SuperAdminResult> {
  const emailProblem = validateEmail(input.email);
  if (emailProblem) throw new AccountInputError(`Correo inválido (--email): ${emailProblem}`);
  const email = normalizeEmail(input.email);

  const existing = await repo.findUserByEmail(db, email);
  if (existing) {
    const updated = await repo.addRoles(db, existing.id, STAFF_ROLES);
    return { created: false, user: presentUser(updated), generatedPassword: null };
  }

  const firstName = (input.firstName ?? "").trim();
  const lastName = (input.lastName ?? "").trim();
  if (firstName === "" || lastName === "") {
    throw new AccountInputError("Para crear la cuenta indique también --first-name y --last-name.");
  }
  const nameProblem = validatePersonName(firstName, "nombres") ?? validatePersonName(lastName, "apellidos");
  if (nameProblem) throw new AccountInputError(nameProblem);
  if (input.password !== undefined) {
    const weak = validatePassword(input.password, email);
    if (weak) throw new AccountInputError(`SUPER_ADMIN_PASSWORD no es válida: ${weak}`);
  }
  const password = input.password ?? generatePassword();

  const row = await repo.insertUserIfAbsent(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName,
    lastName,
    documentType: null,
    documentNumber: null,
    phoneNumber: null,
    contractNumber: null,
    userType: USER_TYPES.staff,
    roles: STAFF_ROLES,
    isEmailVerified: true,
  });
  if (!row) {
    // Someone created the account between our look-up and the insert: promote it instead.
    return createSuperAdmin(db, { email });
  }
  return { created: true, user: presentUser(row), generatedPassword: input.password === undefined ? password : null };
}
