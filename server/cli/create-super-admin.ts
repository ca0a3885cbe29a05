import { ConfigError, loadConfig, type Config } from "../config";
import type { Db } from "../db/db";
import { migrate } from "../db/migrate";
import { openDb } from "../db/open";
import { AccountInputError, createSuperAdmin } from "../modules/auth/accounts";

/**
 * `npm run create-super-admin -- --email ana@empresa.gov.co --first-name Ana --last-name "Pérez Gil"`
 * (DESIGN §6: production runs with SEED_DEMO=false and creates its first SUPER_ADMIN with this).
 */
export const USAGE = [
  'Uso: npm run create-super-admin -- --email <correo> --first-name <nombres> --last-name "<apellidos>"',
  "Usa la misma configuración del servidor (DATABASE_URL o DATA_DIR). La contraseña se toma de SUPER_ADMIN_PASSWORD;",
  "si no está definida, se genera una y se muestra una sola vez. Si el correo ya tiene cuenta, solo se le agregan los roles.",
].join("\n");

/** The options of the command line. */
export interface CliArgs {
  email: string;
  firstName?: string;
  lastName?: string;
  help: boolean;
}

const OPTIONS: Record<string, "email" | "firstName" | "lastName"> = {
  "--email": "email",
  "--first-name": "firstName",
  "--last-name": "lastName",
};

/** Reads `--name value` and `--name=value`; throws AccountInputError with one Spanish line. */
export function parseArgs(argv: readonly string[]): CliArgs {
  const values: Partial<Record<"email" | "firstName" | "lastName", string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") return { email: "", help: true };
    const [name, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const key = OPTIONS[name];
    if (!key) throw new AccountInputError(`Opción desconocida: ${name}. Use --email, --first-name y --last-name.`);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith("--"))) throw new AccountInputError(`Falta el valor de ${name}.`);
    if (values[key] !== undefined) throw new AccountInputError(`La opción ${name} aparece dos veces.`);
    values[key] = value;
  }
  if (values.email === undefined) throw new AccountInputError("Falta --email: el correo de la cuenta de superadministrador.");
  return { email: values.email, firstName: values.firstName, lastName: values.lastName, help: false };
}

/** Where the command writes; the tests capture it. */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Runs the command and returns the exit code: 0 done, 2 bad arguments or configuration, 1 other failure. */
export async function run(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliOutput,
  open: (config: Config) => Promise<Db> = openDb,
): Promise<number> {
  let args: CliArgs;
  let config: Config;
  try {
    args = parseArgs(argv);
    if (args.help) {
      io.out(USAGE);
      return 0;
    }
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof AccountInputError || err instanceof ConfigError) {
      io.err(err.message);
      return 2;
    }
    throw err;
  }

  let db: Db | null = null;
  try {
    db = await open(config);
    await migrate(db);
    const password = env.SUPER_ADMIN_PASSWORD?.trim() ? env.SUPER_ADMIN_PASSWORD : undefined;
    const result = await createSuperAdmin(db, { ...args, password });
    const roles = result.user.roles.join(", ");
    if (result.created) {
      io.out(`Cuenta de superadministrador creada: ${result.user.email} (roles ${roles}).`);
      if (result.generatedPassword) io.out(`Contraseña generada (se muestra una sola vez, guárdela): ${result.generatedPassword}`);
    } else {
      io.out(`La cuenta ${result.user.email} ya existía: ahora tiene los roles ${roles}. Su contraseña no cambió.`);
      if (!result.user.isActive) io.out("Atención: esa cuenta está desactivada; no podrá ingresar hasta que la reactiven.");
    }
    return 0;
  } catch (err) {
    if (err instanceof AccountInputError) {
      io.err(err.message);
      return 2;
    }
    io.err(`No fue posible crear la cuenta: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await db?.close();
  }
}

if (require.main === module) {
  run(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`No fue posible crear la cuenta: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
