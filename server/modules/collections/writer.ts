import { ASOBANCARIA_2001, lotCountConvention, type CollectionFormat, type RecordSpec } from "./formats";

/**
 * Writes a valid collection file from a list of payments, by the same layout table the parser
 * reads (./formats.ts): for the tests, the bench, and operators trying the import with the demo
 * invoices (scripts/make-collection-file.js). N fields are zero-filled on the left, A fields
 * space-filled on the right; the 08 and 09 records carry the counts and sums of what they close.
 */

export interface CollectionPaymentInput {
  /** The invoice number (digits); zero-filled to the field's width. */
  reference: string;
  /** In cents: 12500000 is $125.000,00. */
  amountCents: bigint | number;
  /** 01 bancos unless given. */
  procedencia?: string;
  /** 01 efectivo en ventanilla unless given. */
  medioPago?: string;
  operationNumber?: string;
  authorizationNumber?: string;
  debitedBank?: string;
  branch?: string;
  /** Causal de devolución (3 characters); blank for a payment that stands. */
  returnCause?: string;
}

export interface CollectionFileInput {
  nit: string;
  bankCode: string;
  accountNumber: string;
  /** 01 ahorros unless given. */
  accountType?: string;
  /** YYYY-MM-DD. */
  collectionDate: string;
  /** YYYY-MM-DD; the collection date unless given. */
  fileDate?: string;
  /** HHMM; 0830 unless given. */
  fileTime?: string;
  /** A unless given. */
  modifier?: string;
  /** The 05 record's service code (EAN-13 or the NIT); the NIT unless given. */
  serviceCode?: string;
  /** Payments a lot at most (one lot for all unless given). */
  lotSize?: number;
  payments: readonly CollectionPaymentInput[];
  /** LF unless given. */
  lineEnding?: "\n" | "\r\n";
  format?: CollectionFormat;
}

/** One record of the layout, from its field values by name (the type code is the record's). */
export function writeRecord(record: RecordSpec, length: number, values: Readonly<Record<string, string | number | bigint | undefined>>): string {
  let line = "";
  for (const f of record.fields) {
    const raw = f.name === "recordType" ? record.code : values[f.name];
    const text = raw === undefined || raw === null ? "" : String(raw);
    if (text.length > f.length) throw new Error(`${f.name} «${text}» no cabe en ${f.length} posiciones`);
    if (f.type === "N" && text !== "" && !/^[0-9]+$/.test(text)) throw new Error(`${f.name} «${text}» no es numérico`);
    line += f.type === "N" ? text.padStart(f.length, "0") : text.padEnd(f.length, " ");
  }
  if (line.length !== length) throw new Error(`El registro ${record.code} quedó de ${line.length} posiciones, no ${length}`);
  return line;
}

const compact = (day: string) => day.replace(/-/g, "");

/** The file's records, one string each (without line endings). */
export function collectionRecords(input: CollectionFileInput): string[] {
  const format = input.format ?? ASOBANCARIA_2001;
  const { records, recordLength } = format;
  const lotSize = Math.max(1, input.lotSize ?? (input.payments.length || 1));
  const plusTwo = lotCountConvention(format, input.bankCode) === "details+2";
  const out: string[] = [
    writeRecord(records.fileHeader, recordLength, {
      nit: input.nit,
      collectionDate: compact(input.collectionDate),
      bankCode: input.bankCode,
      accountNumber: input.accountNumber,
      fileDate: compact(input.fileDate ?? input.collectionDate),
      fileTime: input.fileTime ?? "0830",
      modifier: input.modifier ?? "A",
      accountType: input.accountType ?? "01",
    }),
  ];
  let total = 0n;
  for (let start = 0, lot = 1; start < input.payments.length; start += lotSize, lot++) {
    const slice = input.payments.slice(start, start + lotSize);
    out.push(writeRecord(records.lotHeader, recordLength, { serviceCode: input.serviceCode ?? input.nit, lot }));
    let sum = 0n;
    slice.forEach((p, i) => {
      const amount = BigInt(p.amountCents);
      sum += amount;
      out.push(
        writeRecord(records.detail, recordLength, {
          reference: p.reference,
          amount,
          procedencia: p.procedencia ?? "01",
          medioPago: p.medioPago ?? "01",
          operationNumber: p.operationNumber,
          authorizationNumber: p.authorizationNumber,
          debitedBank: p.debitedBank,
          branch: p.branch,
          // "Secuencia de grabación; inicia en 2" (PlacetoPay), restarted in every lot as dnetix's writer does.
          sequence: i + 2,
          returnCause: p.returnCause,
        }),
      );
    });
    total += sum;
    out.push(writeRecord(records.lotControl, recordLength, { count: slice.length + (plusTwo ? 2 : 0), total: sum, lot }));
  }
  out.push(writeRecord(records.fileControl, recordLength, { count: input.payments.length, total }));
  return out;
}

/** The file's bytes (ISO-8859-1; every record followed by the line ending). */
export function buildCollectionFile(input: CollectionFileInput): Buffer {
  const eol = input.lineEnding ?? "\n";
  return Buffer.from(
    collectionRecords(input)
      .map((r) => r + eol)
      .join(""),
    "latin1",
  );
}
