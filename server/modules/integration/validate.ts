import type { TSchema } from "@sinclair/typebox";
import { TypeCompiler, type TypeCheck } from "@sinclair/typebox/compiler";
import { ValueErrorType, type ValueError } from "@sinclair/typebox/errors";
import {
  ContractRecordSchema,
  IMPORT_KINDS,
  InvoiceRecordSchema,
  PaymentRecordSchema,
  type ContractRecord,
  type ImportKind,
  type InvoiceRecord,
  type PaymentRecord,
} from "../../../src/shared/schemas/integration";
import { findUncleanText } from "../../http/inputGuard";

/** A line that passed its schema, by kind (a tariff line is checked by the tariffs module). */
export type ValidRecord =
  | { kind: "contract"; record: ContractRecord }
  | { kind: "invoice"; record: InvoiceRecord }
  | { kind: "payment"; record: PaymentRecord }
  | { kind: "tariff"; record: Record<string, unknown> };

/** Why a line was refused: the field (dotted path) and a Spanish sentence. */
export interface LineProblem {
  field: string;
  message: string;
}

const checks: Record<Exclude<ImportKind, "tariff">, TypeCheck<TSchema>> = {
  contract: TypeCompiler.Compile(ContractRecordSchema),
  invoice: TypeCompiler.Compile(InvoiceRecordSchema),
  payment: TypeCompiler.Compile(PaymentRecordSchema),
};

const TYPE_NAMES: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.String]: "un texto",
  [ValueErrorType.Number]: "un número",
  [ValueErrorType.Integer]: "un número entero",
  [ValueErrorType.Boolean]: "verdadero o falso (true/false)",
  [ValueErrorType.Array]: "una lista",
  [ValueErrorType.Object]: "un objeto",
  [ValueErrorType.Null]: "null",
};

function literalValues(schema: TSchema): unknown[] | null {
  const options = (schema as { anyOf?: TSchema[] }).anyOf;
  if (!options || !options.every((o) => "const" in o)) return null;
  return options.map((o) => (o as unknown as { const: unknown }).const);
}

/** One Spanish sentence for a TypeBox error (the same wording as the API's validation errors). */
function describe(error: ValueError): string {
  const s = error.schema as Record<string, unknown>;
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return "Este campo es obligatorio.";
    case ValueErrorType.ObjectAdditionalProperties:
      return "Este campo no es parte del formato.";
    case ValueErrorType.StringMinLength:
      return Number(s.minLength) === 1 ? "Este campo no puede estar vacío." : `Debe tener al menos ${String(s.minLength)} caracteres.`;
    case ValueErrorType.StringMaxLength:
      return `Debe tener como máximo ${String(s.maxLength)} caracteres.`;
    case ValueErrorType.StringPattern:
      return typeof s.description === "string" ? `El formato no es válido (${s.description.replace(/\.$/, "")}).` : "El formato no es válido.";
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return `Debe ser mayor o igual a ${String(s.minimum)}.`;
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return `Debe ser menor o igual a ${String(s.maximum)}.`;
    case ValueErrorType.ArrayMinItems:
      return `Debe tener al menos ${String(s.minItems)} elementos.`;
    case ValueErrorType.ArrayMaxItems:
      return `Debe tener como máximo ${String(s.maxItems)} elementos.`;
    case ValueErrorType.ArrayUniqueItems:
      return "La lista tiene elementos repetidos.";
    case ValueErrorType.Literal:
      return `Debe ser ${JSON.stringify(s.const)}.`;
    case ValueErrorType.Union: {
      const values = literalValues(error.schema);
      if (values) return `Debe ser uno de estos valores: ${values.join(", ")}.`;
      const names = ((s.anyOf as TSchema[]) ?? []).map((o) => {
        const t = String((o as { type?: unknown }).type);
        return { string: "un texto", number: "un número", integer: "un número entero", object: "un objeto", null: "null" }[t] ?? t;
      });
      return `Debe ser ${names.join(" o ")}.`;
    }
    default: {
      const name = TYPE_NAMES[error.type];
      return name ? `Debe ser ${name}.` : "El valor no es válido.";
    }
  }
}

/** JSON pointer (/lines/0/amount) → dotted field (lines.0.amount). */
function fieldOf(error: ValueError): string {
  const path = error.path.split("/").filter(Boolean).join(".");
  return path || "línea";
}

/** The first problem of a value against a compiled schema, or null. */
function firstProblem(check: TypeCheck<TSchema>, value: unknown): LineProblem | null {
  if (check.Check(value)) return null;
  const errors = [...check.Errors(value)];
  // A missing or wrong field is more telling than the union around it: prefer the innermost error.
  const error = errors.find((e) => e.type !== ValueErrorType.Union || literalValues(e.schema)) ?? errors[0];
  return error ? { field: fieldOf(error), message: describe(error) } : { field: "línea", message: "El registro no es válido." };
}

/** Parses and checks one line: the record by kind, or the first problem found. */
export function validateLine(text: string): ValidRecord | LineProblem {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { field: "línea", message: "La línea no es JSON válido." };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { field: "línea", message: "La línea debe ser un objeto JSON ({…})." };
  const record = value as Record<string, unknown>;
  const unclean = findUncleanText(record);
  if (unclean) return { field: unclean, message: "Contiene un carácter no permitido (un carácter nulo o un carácter Unicode incompleto)." };
  const kind = record.kind;
  if (kind === undefined) return { field: "kind", message: `Falta «kind»: debe ser ${IMPORT_KINDS.join(", ")}.` };
  if (typeof kind !== "string" || !(IMPORT_KINDS as readonly string[]).includes(kind))
    return { field: "kind", message: `Tipo de registro desconocido: debe ser ${IMPORT_KINDS.join(", ")}.` };
  if (kind === "tariff") return { kind, record };
  const problem = firstProblem(checks[kind as Exclude<ImportKind, "tariff">], record);
  if (problem) return problem;
  return { kind, record } as ValidRecord;
}

/** True when the first non-empty line looks like the start of JSON Lines (a JSON object on one line). */
export function isJsonObjectLine(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
