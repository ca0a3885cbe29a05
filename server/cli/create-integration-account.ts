import { ConfigError, loadConfig, type Config } from "../config";
import type { Db } from "../db/db";
import { migrate } from "../db/migrate";
import { openDb } from "../db/open";
import { AccountInputError } from "../modules/auth/accounts";
import { INTEGRATION_TOKEN_DEFAULT_DAYS, issueIntegrationAccount, revokeIntegrationAccount } from "../modules/integration/account";

/**
 * `npm run create-integration-account -- --email facturacion@empresa.gov.co --name "Sistema de facturación"`
 * (issue 34 §1): the billing system's service account (role INTEGRATION, able to import and nothing
 * else) and its Bearer token, printed once. Run again to rotate the token; `--revoke` ends it.
 */
export const USAGE = [
  'Uso: npm run create-integration-account -- --email <correo> --name "<sistema>" [--days <días>]',
  "      npm run create-integration-account -- --email <correo> --revoke",
  "Usa la misma configuración del servidor (DATABASE_URL o DATA_DIR). Crea la cuenta de servicio del sistema de facturación",
  "(rol INTEGRATION: solo puede importar) si no existe, y muestra una sola vez su token (Authorization: Bearer <token>),",
  `válido ${INTEGRATION_TOKEN_DEFAULT_DAYS} días salvo que indique --days. Cada ejecución emite un token nuevo y anula los anteriores.`,
].join("\n");

export interface CliArgs {
  email: string;
  name: string;
  days: number;
  revoke: boolean;
  help: boolean;
}

/** Reads `--name value` and `--name=value`; throws AccountInputError with one Spanish line. */
export function parseArgs(argv: readonly string[]): CliArgs {
  const values: Record<string, string> = {};
  let revoke = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") return { email: "", name: "", days: 0, revoke: false, help: true };
    if (arg === "--revoke") {
      revoke = true;
      continue;
    }
    const [name, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    if (!["--email", "--name", "--days"].includes(name)) throw new AccountInputError(`Opción desconocida: ${name}. Use --email, --name, --days o --revoke.`);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith("--"))) throw new AccountInputError(`Falta el valor de ${name}.`);
    if (values[name] !== undefined) throw new AccountInputError(`La opción ${name} aparece dos veces.`);
    values[name] = value;
  }
  if (values["--email"] === undefined) throw new AccountInputError("Falta --email: el correo de la cuenta de integración.");
  if (!revoke && values["--name"] === undefined) throw new AccountInputError('Falta --name: el nombre del sistema, por ejemplo "Sistema de facturación".');
  const days = values["--days"] === undefined ? INTEGRATION_TOKEN_DEFAULT_DAYS : Number(values["--days"]);
  return { email: values["--email"], name: values["--name"] ?? "", days, revoke, help: false };
}

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
    if (args.revoke) {
      const n = await revokeIntegrationAccount(db, args.email);
      io.out(`Tokens anulados de ${args.email}: ${n}.`);
      return 0;
    }
    const result = await issueIntegrationAccount(db, args);
    io.out(result.created ? `Cuenta de integración creada: ${result.email} (rol INTEGRATION).` : `Cuenta de integración ${result.email}: token nuevo.`);
    if (result.revoked > 0) io.out(`Se anularon ${result.revoked} token(s) anteriores.`);
    io.out(`Token (se muestra una sola vez; guárdelo como un secreto), válido hasta ${result.expiresAt.toISOString().slice(0, 10)}:`);
    io.out(result.token);
    io.out("Úselo así: Authorization: Bearer <token> en POST /api/integration/import.");
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
