import { createReadStream, statSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig, type Config } from "../config";
import type { Db } from "../db/db";
import { migrate } from "../db/migrate";
import { openDb } from "../db/open";
import { ImportRefusedError, IntegrationService } from "../modules/integration/service";

/**
 * `npm run import -- FILE [--dry-run]` (issue 34 §1): imports the billing system's JSON Lines file
 * through the same code as POST /api/integration/import, on the server's DATABASE_URL or DATA_DIR.
 * The history records it as source `cli`. Exit code 0 when the file was read (even with rejected
 * lines, which are listed), 3 when some line was rejected and `--strict` was given, 2 for bad
 * arguments or a file that is not JSON Lines, 1 for any other failure.
 */
export const USAGE = [
  "Uso: npm run import -- <archivo.jsonl> [--dry-run] [--strict]",
  "Importa el archivo JSON Lines del sistema de facturación (contratos, facturas, pagos, tarifas) con la misma lógica que",
  "POST /api/integration/import, sobre la base de datos del servidor (DATABASE_URL o DATA_DIR).",
  "--dry-run valida todo y no cambia nada; --strict termina con código 3 si alguna línea fue rechazada.",
].join("\n");

export interface CliArgs {
  file: string;
  dryRun: boolean;
  strict: boolean;
  help: boolean;
}

export class ImportArgsError extends Error {}

export function parseArgs(argv: readonly string[]): CliArgs {
  let file: string | null = null;
  let dryRun = false;
  let strict = false;
  for (const arg of argv) {
    if (arg === "--help" || arg === "-h") return { file: "", dryRun: false, strict: false, help: true };
    if (arg === "--dry-run") dryRun = true;
    else if (arg === "--strict") strict = true;
    else if (arg.startsWith("--")) throw new ImportArgsError(`Opción desconocida: ${arg}. Use --dry-run o --strict.`);
    else if (file !== null) throw new ImportArgsError("Indique un solo archivo.");
    else file = arg;
  }
  if (file === null) throw new ImportArgsError("Falta el archivo a importar.");
  return { file, dryRun, strict, help: false };
}

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

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
    if (err instanceof ImportArgsError || err instanceof ConfigError) {
      io.err(err.message);
      io.err(USAGE);
      return 2;
    }
    throw err;
  }
  try {
    if (!statSync(args.file).isFile()) throw new Error("not a file");
  } catch {
    io.err(`No se puede leer el archivo ${args.file}.`);
    return 2;
  }
  let db: Db | null = null;
  try {
    db = await open(config);
    await migrate(db);
    const service = new IntegrationService(db);
    const result = await service.import(createReadStream(args.file, { highWaterMark: 256 * 1024 }), {
      source: "cli",
      fileName: path.basename(args.file),
      actor: null,
      dryRun: args.dryRun,
    });
    io.out(
      `${args.dryRun ? "Prueba (no se cambió nada)" : "Importación"} ${result.id}: ${result.lines} líneas; ` +
        `${result.created} creados, ${result.updated} actualizados, ${result.unchanged} sin cambios, ${result.rejected} rechazados.`,
    );
    for (const r of result.rejections) io.out(`  línea ${r.line} · ${r.field}: ${r.message}`);
    if (result.moreRejections > 0) io.out(`  … y ${result.moreRejections} rechazos más.`);
    for (const c of result.verificationCodes ?? []) io.out(`  código de verificación de la factura ${c.number}: ${c.verificationCode}`);
    if (result.status === "failed") {
      io.err(result.message ?? "La importación se interrumpió.");
      return 1;
    }
    return args.strict && result.rejected > 0 ? 3 : 0;
  } catch (err) {
    if (err instanceof ImportRefusedError) {
      io.err(err.message);
      return 2;
    }
    io.err(`No fue posible importar: ${err instanceof Error ? err.message : String(err)}`);
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
      process.stderr.write(`No fue posible importar: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
