import type { FastifyBaseLogger } from "fastify";
import { ROLES } from "../src/shared/constants";
import { validatePassword } from "../src/shared/validation";
import type { Config } from "./config";
import type { Db } from "./db/db";
import { generatePassword } from "./modules/auth/accounts";
import { hashPassword } from "./modules/auth/passwords";
import { USER_TYPES, type UserRow } from "./modules/auth/presenter";
import {
  findUserByEmail,
  insertUserIfAbsent,
  invalidateTokens,
  revokeAllSessions,
  setPasswordHash,
  updateActive,
  type NewUser,
} from "./modules/auth/repository";
import { seedBilling } from "./modules/billing/seed";
import { seedNews } from "./modules/news/seed";
import { seedPqrs } from "./modules/pqrs/seed";

/** Writes one line to the console, outside the JSON log (the operator must see the password). */
export type PrintLine = (line: string) => void;

const stdoutLine: PrintLine = (line) => {
  process.stdout.write(`${line}\n`);
};

/** DESIGN §6: the demo accounts, all with DEMO_PASSWORD (or one generated at first start). */
const DEMO_ACCOUNTS: readonly Omit<NewUser, "passwordHash">[] = [
  {
    email: "cliente@example.com",
    firstName: "Camila",
    lastName: "Restrepo Gómez",
    documentType: "CC",
    documentNumber: "1020304050",
    phoneNumber: "+573001234567",
    contractNumber: "1002003001",
    userType: USER_TYPES.naturalPerson,
    roles: [ROLES.user],
    isEmailVerified: true,
  },
  {
    email: "admin@example.com",
    firstName: "Andrés",
    lastName: "Mejía Zapata",
    documentType: null,
    documentNumber: null,
    phoneNumber: null,
    contractNumber: null,
    userType: USER_TYPES.staff,
    roles: [ROLES.user, ROLES.admin],
    isEmailVerified: true,
  },
  {
    email: "superadmin@example.com",
    firstName: "Laura",
    lastName: "Ospina Vélez",
    documentType: null,
    documentNumber: null,
    phoneNumber: null,
    contractNumber: null,
    userType: USER_TYPES.staff,
    roles: [ROLES.user, ROLES.admin, ROLES.superAdmin],
    isEmailVerified: true,
  },
  {
    // Issue 35: communications and transparency staff edit pages and documents and nothing else.
    email: "editor@example.com",
    firstName: "Valentina",
    lastName: "Cárdenas Ríos",
    documentType: null,
    documentNumber: null,
    phoneNumber: null,
    contractNumber: null,
    userType: USER_TYPES.staff,
    roles: [ROLES.user, ROLES.editor],
    isEmailVerified: true,
  },
  {
    // Issue 36: the network's operators open and update unplanned outages (incidents) and nothing else.
    email: "operador@example.com",
    firstName: "Jhon Fredy",
    lastName: "Zuluaga Henao",
    documentType: null,
    documentNumber: null,
    phoneNumber: null,
    contractNumber: null,
    userType: USER_TYPES.staff,
    roles: [ROLES.user, ROLES.operator],
    isEmailVerified: true,
  },
];

/** Marks a seeding step done; false when an earlier start (on any instance) already did it. */
async function claim(db: Pick<Db, "query">, key: string): Promise<boolean> {
  const inserted = await db.query("INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, new Date().toISOString()]);
  return inserted.rowCount > 0;
}

/** The demo accounts, once: an install seeded before they existed still gets them (own marker). */
async function seedDemoAccounts(db: Db, config: Config, log: FastifyBaseLogger, print: PrintLine): Promise<boolean> {
  // Cheap look first, so a restart does not hash passwords it will not use; claim() settles races.
  const done = await db.query("SELECT 1 FROM app_meta WHERE key = 'demo_accounts_seeded'");
  if (done.rows.length > 0) return false;
  const generated = config.demoPassword === null;
  const password = config.demoPassword ?? generatePassword();
  if (!generated && validatePassword(password) !== null) {
    log.warn("DEMO_PASSWORD is easy to guess; use it only on a machine nobody else reaches");
  }
  // One at a time: each scrypt hash holds 32 MB while it runs, and a first start on a small machine
  // should not hold them all at once (issue 37: a fresh start peaked over 512 MB).
  const hashes: string[] = [];
  while (hashes.length < DEMO_ACCOUNTS.length) hashes.push(await hashPassword(password));
  const created = await db.transaction(async (tx) => {
    if (!(await claim(tx, "demo_accounts_seeded"))) return null;
    const emails: string[] = [];
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      // An account someone already opened with that e-mail is left alone.
      const row = await insertUserIfAbsent(tx, { ...account, passwordHash: hashes[i] });
      if (row) emails.push(row.email);
    }
    return emails;
  });
  if (created === null) return false;
  log.info({ accounts: created }, "demo accounts seeded");
  if (generated && created.length > 0) {
    // DESIGN §6: generated when DEMO_PASSWORD is unset, and shown only this once.
    log.warn({ accounts: created }, "generated a password for the demo accounts; it is printed once on standard output");
    print(`Contraseña de las cuentas de demostración: ${password}`);
  }
  return true;
}

/**
 * A start with SEED_DEMO=false on an install whose first start seeded the demo accounts (issue 31
 * §5): unless ALLOW_DEMO_ACCOUNTS=true, the ones still active are deactivated, their sessions and
 * reset links end and their password is replaced by a random one nobody knows, so reactivating
 * one later does not bring the demo password back; logged at error level. With the allowance they
 * stay, with a warning at every start.
 */
async function retireDemoAccounts(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const seeded = await db.query("SELECT 1 FROM app_meta WHERE key = 'demo_accounts_seeded'");
  if (seeded.rows.length === 0) return;
  const active: UserRow[] = [];
  for (const { email } of DEMO_ACCOUNTS) {
    const row = await findUserByEmail(db, email);
    if (row?.is_active) active.push(row);
  }
  if (active.length === 0) return;
  const accounts = active.map((a) => a.email);
  if (config.allowDemoAccounts) {
    log.warn({ accounts }, "demo accounts stay active with their demo password although SEED_DEMO=false (ALLOW_DEMO_ACCOUNTS=true)");
    return;
  }
  const hash = await hashPassword(generatePassword());
  await db.transaction(async (tx) => {
    for (const account of active) {
      await updateActive(tx, account.id, false);
      await revokeAllSessions(tx, account.id);
      await invalidateTokens(tx, account.id, "reset_password");
      await setPasswordHash(tx, account.id, hash);
    }
  });
  log.error(
    { accounts },
    "demo accounts deactivated (sessions ended, password replaced): SEED_DEMO=false; create your own administrator with npm run create-super-admin, or set ALLOW_DEMO_ACCOUNTS=true to keep them",
  );
}

/**
 * Demo data for the embedded default (DESIGN §6). Each step runs once, marked in app_meta, so a
 * second start reuses what is there. Later modules add their demo rows here. Returns whether
 * anything was seeded. Without SEED_DEMO, the demo accounts of an earlier demo start are retired.
 */
export async function seedDemo(db: Db, config: Config, log: FastifyBaseLogger, print: PrintLine = stdoutLine): Promise<boolean> {
  if (!config.seedDemo) {
    await retireDemoAccounts(db, config, log);
    return false;
  }
  const base = await db.transaction(async (tx) => {
    if (!(await claim(tx, "demo_seeded_at"))) return false;
    log.info("demo data seeded");
    return true;
  });
  const accounts = await seedDemoAccounts(db, config, log, print);
  const news = await db.transaction(async (tx) => {
    if (!(await claim(tx, "demo_news_seeded"))) return false;
    log.info({ items: await seedNews(tx, new Date()) }, "demo news and service cuts seeded");
    return true;
  });
  // After the accounts: the demo customer's contracts are linked to their account.
  const billing = await db.transaction(async (tx) => {
    if (!(await claim(tx, "demo_billing_seeded"))) return false;
    log.info({ contracts: await seedBilling(tx, new Date()) }, "demo contracts, invoices and payments seeded");
    return true;
  });
  // After the accounts and contracts: the demo customer files two of them.
  const pqrs = await db.transaction(async (tx) => {
    if (!(await claim(tx, "demo_pqrs_seeded"))) return false;
    log.info({ requests: await seedPqrs(tx, new Date()) }, "demo PQRS, failure reports and energy requests seeded");
    return true;
  });
  return base || accounts || news || billing || pqrs;
}
