/**
 * The layouts of the banks' collection files, one table entry each (issue 32 §3). The parser,
 * the writer and the import read only these tables: a bank's Asobancaria 2011 layout, once its
 * sheet is in hand, is a new entry here (its record codes, length and field positions under the
 * same field names), nothing else.
 *
 * Asobancaria 2001 "recaudo" (formats sheet §1, ../shared/notes/formats.md): 162-character
 * records 01 (file header), 05 (lot header), 06 (one payment), 08 (lot control), 09 (file control).
 */

/**
 * N: digits only, right-aligned, zero-filled. A: text, left-aligned, space-filled.
 * `kind` adds a rule: an AAAAMMDD date, an HHMM hour (0001–2400), the file modifier (A–Z, 0–9),
 * an amount in cents (the last two digits are the cents).
 */
export interface FieldSpec {
  /** The name the import reads it by (the same in every layout). */
  name: string;
  /** With its article, as the sentence "Línea 4: el valor recaudado no es numérico" needs it. */
  label: string;
  /** 1-based, inclusive, as the bank's sheet gives it. */
  start: number;
  length: number;
  type: "N" | "A";
  kind?: "date" | "time" | "modifier" | "amount";
  /** May be left blank (spaces) although numeric: optional data of electronic channels. */
  optional?: boolean;
}

export interface RecordSpec {
  /** The record type in its first two positions. */
  code: string;
  /** For messages: "el encabezado de lote". */
  label: string;
  fields: readonly FieldSpec[];
}

/**
 * What an 08 record's count counts: the 06 records of its lot (the sheet's reading, and what
 * github.com/dnetix/asoban asserts), or those plus the lot's 05 and 08 (some generators write that).
 */
export type LotCountConvention = "details" | "details+2";

export interface CollectionFormat {
  id: string;
  label: string;
  recordLength: number;
  records: {
    fileHeader: RecordSpec;
    lotHeader: RecordSpec;
    detail: RecordSpec;
    lotControl: RecordSpec;
    fileControl: RecordSpec;
  };
  /** The 08 count convention, unless the bank has its own below. */
  lotCount: LotCountConvention;
  /** Per bank (01's entity code): the convention a bank's sheet confirms, when it is not the default. */
  lotCountByBank: Readonly<Record<string, LotCountConvention>>;
}

const type = (code: string): FieldSpec => ({ name: "recordType", label: `el tipo de registro (${code})`, start: 1, length: 2, type: "N" });

export const ASOBANCARIA_2001: CollectionFormat = {
  id: "asobancaria-2001",
  label: "Asobancaria 2001 (recaudo)",
  recordLength: 162,
  records: {
    fileHeader: {
      code: "01",
      label: "el encabezado del archivo (01)",
      fields: [
        type("01"),
        { name: "nit", label: "el NIT de la empresa", start: 3, length: 10, type: "N" },
        { name: "collectionDate", label: "la fecha del recaudo", start: 13, length: 8, type: "N", kind: "date" },
        { name: "bankCode", label: "el código de la entidad recaudadora", start: 21, length: 3, type: "N" },
        { name: "accountNumber", label: "el número de cuenta", start: 24, length: 17, type: "A" },
        { name: "fileDate", label: "la fecha del archivo", start: 41, length: 8, type: "N", kind: "date" },
        { name: "fileTime", label: "la hora de grabación", start: 49, length: 4, type: "N", kind: "time" },
        { name: "modifier", label: "el modificador del archivo", start: 53, length: 1, type: "A", kind: "modifier" },
        { name: "accountType", label: "el tipo de cuenta", start: 54, length: 2, type: "N" },
        { name: "reserved", label: "el espacio reservado", start: 56, length: 107, type: "A" },
      ],
    },
    lotHeader: {
      code: "05",
      label: "el encabezado de lote (05)",
      fields: [
        type("05"),
        { name: "serviceCode", label: "el código del servicio recaudado", start: 3, length: 13, type: "N" },
        { name: "lot", label: "el número de lote", start: 16, length: 4, type: "N" },
        { name: "reserved", label: "el espacio reservado", start: 20, length: 143, type: "A" },
      ],
    },
    detail: {
      code: "06",
      label: "el registro de detalle (06)",
      fields: [
        type("06"),
        { name: "reference", label: "la referencia del usuario", start: 3, length: 48, type: "N" },
        { name: "amount", label: "el valor recaudado", start: 51, length: 14, type: "N", kind: "amount" },
        { name: "procedencia", label: "la procedencia del pago", start: 65, length: 2, type: "N" },
        { name: "medioPago", label: "el medio de pago", start: 67, length: 2, type: "N" },
        { name: "operationNumber", label: "el número de operación", start: 69, length: 6, type: "N", optional: true },
        { name: "authorizationNumber", label: "el número de autorización", start: 75, length: 6, type: "N", optional: true },
        { name: "debitedBank", label: "el código de la entidad debitada", start: 81, length: 3, type: "N", optional: true },
        { name: "branch", label: "el código de sucursal", start: 84, length: 4, type: "N", optional: true },
        { name: "sequence", label: "la secuencia", start: 88, length: 7, type: "N" },
        { name: "returnCause", label: "la causal de devolución", start: 95, length: 3, type: "A" },
        { name: "reserved", label: "el espacio reservado", start: 98, length: 65, type: "A" },
      ],
    },
    lotControl: {
      code: "08",
      label: "el control de lote (08)",
      fields: [
        type("08"),
        { name: "count", label: "el total de registros del lote", start: 3, length: 9, type: "N" },
        { name: "total", label: "el valor total del lote", start: 12, length: 18, type: "N", kind: "amount" },
        { name: "lot", label: "el número de lote", start: 30, length: 4, type: "N" },
        { name: "reserved", label: "el espacio reservado", start: 34, length: 129, type: "A" },
      ],
    },
    fileControl: {
      code: "09",
      label: "el control del archivo (09)",
      fields: [
        type("09"),
        { name: "count", label: "el total de registros recaudados", start: 3, length: 9, type: "N" },
        { name: "total", label: "el valor total recaudado", start: 12, length: 18, type: "N", kind: "amount" },
        { name: "reserved", label: "el espacio reservado", start: 30, length: 133, type: "A" },
      ],
    },
  },
  // The sheet's reading; a bank whose file counts 05 and 08 too gets an entry in lotCountByBank.
  lotCount: "details",
  lotCountByBank: {},
};

/** Every layout the import knows, by id. */
export const COLLECTION_FORMATS: Readonly<Record<string, CollectionFormat>> = {
  [ASOBANCARIA_2001.id]: ASOBANCARIA_2001,
};

/** The 08 count convention for a bank's file in this layout. */
export function lotCountConvention(format: CollectionFormat, bankCode: string): LotCountConvention {
  return format.lotCountByBank[bankCode] ?? format.lotCount;
}
