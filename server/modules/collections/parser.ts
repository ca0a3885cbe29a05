import { createHash } from "node:crypto";
import { COLLECTION_LIMITS, formatCents, type CollectionProblem } from "../../../src/shared/collections";
import { ASOBANCARIA_2001, COLLECTION_FORMATS, lotCountConvention, type CollectionFormat, type FieldSpec, type RecordSpec } from "./formats";

/**
 * Reads and checks a bank's collection file against its layout (./formats.ts), in one pass over
 * the bytes (memory grows with the number of payments, not more). Every rule of the formats sheet
 * §1.4 is checked and every bad line is named; a file with any problem is refused whole, so the
 * import applies a file that adds up or nothing of it.
 *
 * - Each record is exactly `recordLength` characters; lines end in LF or CRLF; blank lines after
 *   the last record are ignored. The bytes are read as ISO-8859-1 (ASCII is a part of it), so one
 *   byte is one character: a file saved as UTF-8 with accents has longer lines and is refused.
 * - Order 01 → (05 → 06… → 08)+ → 09; lots numbered 1, 2, 3…
 * - Numeric fields digits only (optional ones may be blank); valid AAAAMMDD dates; hour 0001–2400;
 *   modifier A–Z or 0–9; amounts read as integer cents (bigint), never as floating point.
 * - 08: its lot is the 05's, its count the lot's 06 records (or 06 + 2, per bank: formats.ts), its
 *   value their sum; 09: the count and sum of every 06 record of the file.
 */

type Role = keyof CollectionFormat["records"];

export interface CollectionHeader {
  nit: string;
  /** YYYY-MM-DD. */
  collectionDate: string;
  bankCode: string;
  accountNumber: string;
  fileDate: string;
  /** HHMM. */
  fileTime: string;
  modifier: string;
  accountType: string;
}

/** One payment record (06). */
export interface CollectionDetail {
  line: number;
  lot: number;
  serviceCode: string;
  /** As printed (48 digits). */
  reference: string;
  amountCents: bigint;
  procedencia: string;
  medioPago: string;
  operationNumber: string | null;
  authorizationNumber: string | null;
  debitedBank: string | null;
  branch: string | null;
  sequence: string;
  returnCause: string | null;
}

export interface ParsedCollectionFile {
  format: CollectionFormat;
  header: CollectionHeader;
  lots: number;
  details: CollectionDetail[];
  totalCents: bigint;
  /** SHA-256 of the records alone, each followed by LF (the same file with CRLF or trailing blank lines hashes the same). */
  recordsSha256: string;
}

export type ParseResult = { ok: true; file: ParsedCollectionFile } | { ok: false; problems: CollectionProblem[]; problemCount: number };

export interface ParseOptions {
  /** The layout; otherwise chosen by the first record's length and type (Asobancaria 2001 when none fits). */
  format?: CollectionFormat;
}

const ROLE_NAMES: Record<Role, string> = {
  fileHeader: "un encabezado del archivo (01)",
  lotHeader: "un encabezado de lote (05)",
  detail: "un registro de detalle (06)",
  lotControl: "un control de lote (08)",
  fileControl: "un control del archivo (09)",
};

/** What may come after each state, and how it is said. */
const EXPECTED: Record<string, { roles: readonly Role[]; text: string }> = {
  start: { roles: ["fileHeader"], text: "el encabezado del archivo (01)" },
  header: { roles: ["lotHeader"], text: "un encabezado de lote (05)" },
  lotOpen: { roles: ["detail"], text: "un registro de detalle (06)" },
  inLot: { roles: ["detail", "lotControl"], text: "un registro de detalle (06) o el control de lote (08)" },
  lotClosed: { roles: ["lotHeader", "fileControl"], text: "un encabezado de lote (05) o el control del archivo (09)" },
  end: { roles: [], text: "el fin del archivo" },
};

const AFTER: Record<Role, keyof typeof EXPECTED> = {
  fileHeader: "header",
  lotHeader: "lotOpen",
  detail: "inLot",
  lotControl: "lotClosed",
  fileControl: "end",
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const DIGITS = /^[0-9]+$/;
// eslint-disable-next-line no-control-regex -- SUB (0x1a), the end-of-file mark of old DOS files, counts as blank
const BLANK = /^[ \t\u001a]*$/;

function validDate(v: string): boolean {
  if (!/^[0-9]{8}$/.test(v)) return false;
  const y = Number(v.slice(0, 4));
  const m = Number(v.slice(4, 6));
  const d = Number(v.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function validTime(v: string): boolean {
  if (!/^[0-9]{4}$/.test(v)) return false;
  const h = Number(v.slice(0, 2));
  const min = Number(v.slice(2, 4));
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return false;
  return v !== "0000";
}

const isoDay = (v: string) => `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
const lotText = (n: number) => String(n).padStart(4, "0");
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Chooses the layout by the first record: its length and type code. */
export function detectFormat(firstLine: string): CollectionFormat {
  const formats = Object.values(COLLECTION_FORMATS);
  return formats.find((f) => f.recordLength === firstLine.length && firstLine.startsWith(f.records.fileHeader.code)) ?? ASOBANCARIA_2001;
}

/** Field specs of a record by name, for reading. */
function indexFields(record: RecordSpec): Map<string, FieldSpec> {
  return new Map(record.fields.map((f) => [f.name, f]));
}

/** The lines of a file as ISO-8859-1 text: CRLF or LF, blank lines at the end dropped. */
export function recordLines(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) if (lines[i].endsWith("\r")) lines[i] = lines[i].slice(0, -1);
  while (lines.length > 0 && BLANK.test(lines[lines.length - 1])) lines.pop();
  return lines;
}

interface Lot {
  number: number | null;
  serviceCode: string;
  line: number;
  details: number;
  sum: bigint;
  /** A line of the lot could not be read whole: its sum is not checked (that line is named already). */
  broken: boolean;
}

export function parseCollectionFile(bytes: Uint8Array, options: ParseOptions = {}): ParseResult {
  const lines = recordLines(bytes);
  const problems: CollectionProblem[] = [];
  let problemCount = 0;
  const problem = (line: number, field: string, message: string) => {
    problemCount++;
    if (problems.length < COLLECTION_LIMITS.listedProblems) problems.push({ line, field, message: `Línea ${line}: ${message}` });
  };
  if (lines.length === 0) {
    return {
      ok: false,
      problems: [{ line: 1, field: "archivo", message: "Línea 1: el archivo está vacío; se esperaba el encabezado del archivo (01)." }],
      problemCount: 1,
    };
  }

  const format = options.format ?? detectFormat(lines[0]);
  const { recordLength } = format;
  const roles = new Map<string, Role>(Object.entries(format.records).map(([role, spec]) => [spec.code, role as Role]));
  const fieldsOf = Object.fromEntries(Object.entries(format.records).map(([role, spec]) => [role, indexFields(spec)])) as Record<Role, Map<string, FieldSpec>>;
  const read = (line: string, role: Role, name: string): string => {
    const f = fieldsOf[role].get(name);
    if (!f) throw new Error(`The layout ${format.id} has no field ${name} in ${role}`);
    return line.slice(f.start - 1, f.start - 1 + f.length);
  };
  const validCodes = [...roles.keys()].join(", ").replace(/, ([^,]*)$/, " o $1");

  const hash = createHash("sha256");
  let state: keyof typeof EXPECTED = "start";
  let header: CollectionHeader | null = null;
  let lot: Lot | null = null;
  let lastLot = 0;
  let lots = 0;
  let fileBroken = false;
  let fileCount = 0;
  let fileSum = 0n;
  const details: CollectionDetail[] = [];

  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const line = lines[i];
    hash.update(line, "latin1");
    hash.update("\n");
    if (BLANK.test(line)) {
      problem(n, "registro", `la línea está vacía; cada línea debe ser un registro de ${recordLength} caracteres.`);
      fileBroken = true;
      if (lot) lot.broken = true;
      continue;
    }
    const control = CONTROL.exec(line);
    if (control) {
      problem(n, "registro", `tiene un carácter de control (código ${control[0].charCodeAt(0)}) en la posición ${control.index + 1}.`);
    }
    const lengthOk = line.length === recordLength;
    if (!lengthOk) {
      // eslint-disable-next-line no-control-regex -- any byte above ASCII
      const wide = /[^\u0000-\u007f]/.test(line) ? " Tiene caracteres fuera de ASCII: guarde el archivo en ISO-8859-1 (Latin-1), no en UTF-8." : "";
      problem(n, "registro", `tiene ${plural(line.length, "carácter", "caracteres")}; cada registro debe tener exactamente ${recordLength}.${wide}`);
    }
    const code = line.slice(0, 2);
    const role = roles.get(code);
    if (!role) {
      problem(n, "recordType", `el tipo de registro «${code}» no existe; se esperan ${validCodes}.`);
      fileBroken = true;
      if (lot) lot.broken = true;
      continue;
    }
    const expected = EXPECTED[state];
    if (!expected.roles.includes(role)) {
      problem(n, "recordType", `se esperaba ${expected.text} y llegó ${ROLE_NAMES[role]}.`);
      fileBroken = true;
      if (lot) lot.broken = true;
    }
    state = AFTER[role];
    const readable = lengthOk && !control;
    if (!readable) {
      fileBroken = true;
      if (lot) lot.broken = true;
    }

    // Each field by its layout: digits, dates, hour, modifier.
    const bad = new Set<string>();
    if (readable) {
      for (const f of format.records[role].fields) {
        if (f.name === "recordType" || f.name === "reserved") continue;
        const v = line.slice(f.start - 1, f.start - 1 + f.length);
        let message: string | null = null;
        if (f.type === "N" && !DIGITS.test(v) && !(f.optional && v.trim() === "")) {
          message = `${f.label} no es numérico («${v.trimEnd()}»).`;
        } else if (f.kind === "date" && !validDate(v)) {
          message = `${f.label} «${v}» no es una fecha válida (AAAAMMDD).`;
        } else if (f.kind === "time" && !validTime(v)) {
          message = `${f.label} «${v}» no es una hora válida (HHMM, de 0001 a 2400).`;
        } else if (f.kind === "modifier" && !/^[A-Z0-9]$/.test(v)) {
          message = `${f.label} «${v}» debe ser una letra mayúscula de la A a la Z o un dígito.`;
        }
        if (message) {
          bad.add(f.name);
          problem(n, f.name, message);
        }
      }
      if (bad.size > 0) {
        fileBroken = true;
        if (lot) lot.broken = true;
      }
    }
    const ok = (name: string) => readable && !bad.has(name);

    switch (role) {
      case "fileHeader": {
        if (readable && bad.size === 0 && header === null) {
          header = {
            nit: read(line, role, "nit"),
            collectionDate: isoDay(read(line, role, "collectionDate")),
            bankCode: read(line, role, "bankCode"),
            accountNumber: read(line, role, "accountNumber").trim(),
            fileDate: isoDay(read(line, role, "fileDate")),
            fileTime: read(line, role, "fileTime"),
            modifier: read(line, role, "modifier"),
            accountType: read(line, role, "accountType"),
          };
        }
        break;
      }
      case "lotHeader": {
        const number = ok("lot") ? Number(read(line, role, "lot")) : null;
        if (number !== null && number !== lastLot + 1) {
          problem(n, "lot", `el lote ${lotText(number)} no es consecutivo; se esperaba el lote ${lotText(lastLot + 1)}.`);
          fileBroken = true;
        }
        if (number !== null) lastLot = number;
        lots++;
        lot = { number, serviceCode: ok("serviceCode") ? read(line, role, "serviceCode") : "", line: n, details: 0, sum: 0n, broken: number === null };
        break;
      }
      case "detail": {
        // A detail outside a lot (its 05 missing) is counted in a lot of its own, already named.
        lot ??= { number: null, serviceCode: "", line: n, details: 0, sum: 0n, broken: true };
        lot.details++;
        fileCount++;
        if (!ok("amount")) {
          lot.broken = true;
          fileBroken = true;
          break;
        }
        const amount = BigInt(read(line, role, "amount"));
        lot.sum += amount;
        fileSum += amount;
        if (readable && bad.size === 0) {
          const opt = (name: string) => {
            const v = read(line, role, name).trim();
            return v === "" ? null : v;
          };
          details.push({
            line: n,
            lot: lot.number ?? 0,
            serviceCode: lot.serviceCode,
            reference: read(line, role, "reference"),
            amountCents: amount,
            procedencia: read(line, role, "procedencia"),
            medioPago: read(line, role, "medioPago"),
            operationNumber: opt("operationNumber"),
            authorizationNumber: opt("authorizationNumber"),
            debitedBank: opt("debitedBank"),
            branch: opt("branch"),
            sequence: read(line, role, "sequence"),
            returnCause: opt("returnCause"),
          });
        }
        break;
      }
      case "lotControl": {
        if (!lot) break; // already named: an 08 without its 05
        const open = lot;
        lot = null;
        if (ok("lot") && open.number !== null) {
          const number = Number(read(line, role, "lot"));
          if (number !== open.number) {
            problem(
              n,
              "lot",
              `el número de lote del control (${lotText(number)}) no es el del encabezado de lote de la línea ${open.line} (${lotText(open.number)}).`,
            );
          }
        }
        if (ok("count")) {
          const count = Number(read(line, role, "count"));
          const plusTwo = header !== null && lotCountConvention(format, header.bankCode) === "details+2";
          const expectedCount = open.details + (plusTwo ? 2 : 0);
          if (count !== expectedCount) {
            const what = plusTwo
              ? `${plural(open.details, "registro de detalle (06)", "registros de detalle (06)")} más su encabezado y su control, ${expectedCount}`
              : plural(open.details, "registro de detalle (06)", "registros de detalle (06)");
            problem(n, "count", `el control de lote dice ${plural(count, "registro", "registros")} y el lote tiene ${what}.`);
          }
        }
        if (ok("total") && !open.broken) {
          const total = BigInt(read(line, role, "total"));
          if (total !== open.sum) {
            problem(n, "total", `el control de lote suma ${formatCents(total)} y los registros de detalle del lote suman ${formatCents(open.sum)}.`);
          }
        }
        break;
      }
      case "fileControl": {
        if (ok("count")) {
          const count = Number(read(line, role, "count"));
          if (count !== fileCount) {
            problem(
              n,
              "count",
              `el control del archivo dice ${plural(count, "registro recaudado", "registros recaudados")} y el archivo tiene ${plural(fileCount, "registro de detalle (06)", "registros de detalle (06)")}.`,
            );
          }
        }
        if (ok("total") && !fileBroken) {
          const total = BigInt(read(line, role, "total"));
          if (total !== fileSum) {
            problem(n, "total", `el control del archivo suma ${formatCents(total)} y los registros de detalle suman ${formatCents(fileSum)}.`);
          }
        }
        break;
      }
    }
  }
  if (state !== "end") {
    const last = lines.length;
    const missing = lot
      ? `el control de lote (08) del lote ${lot.number === null ? "abierto" : lotText(lot.number)} y el control del archivo (09)`
      : "el control del archivo (09)";
    problem(last, "registro", `el archivo termina sin ${missing}.`);
  }
  if (problemCount > 0 || !header) return { ok: false, problems, problemCount: Math.max(problemCount, 1) };
  return { ok: true, file: { format, header, lots, details, totalCents: fileSum, recordsSha256: hash.digest("hex") } };
}
