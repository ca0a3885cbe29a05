import type { FastifyError, FastifyInstance } from "fastify";
import { DatabaseUnavailableError } from "../db/faults";

/** The JSON error body of DESIGN §5. */
export interface ErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

export const ErrorBodySchema = {
  $id: "ErrorBody",
  type: "object",
  required: ["message", "code"],
  properties: {
    message: { type: "string" },
    code: { type: "string" },
    fields: { type: "object", additionalProperties: { type: "string" } },
  },
} as const;

/** The error body of DESIGN §5 as a reference (registered by app.ts): every route's 4xx/5xx answers. */
export const ErrorRef = { $ref: "ErrorBody#" } as const;

/** A plain answer of one Spanish sentence. */
export const MessageSchema = {
  type: "object",
  required: ["message"],
  properties: { message: { type: "string" } },
} as const;

/** An error a module throws on purpose: its status, code and Spanish message reach the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** "1 minuto", "5 minutos": how long a person must wait, rounded up (never less than a minute). */
export function waitMinutes(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return n === 1 ? "1 minuto" : `${n} minutos`;
}

/** 429 `RATE_LIMITED` with Retry-After (seconds): every per-address or per-account limit answers so. */
export function tooManyRequests(message: string, retryAfterS: number, code = "RATE_LIMITED"): HttpError {
  return new HttpError(429, code, message, undefined, { "Retry-After": String(retryAfterS) });
}

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** One Spanish sentence per JSON-schema rule. */
function describe(issue: AjvIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case "required":
      return "Este campo es obligatorio.";
    case "minLength":
      return Number(p.limit) === 1 ? "Este campo no puede estar vacío." : `Debe tener al menos ${String(p.limit)} caracteres.`;
    case "maxLength":
      return `Debe tener como máximo ${String(p.limit)} caracteres.`;
    case "minimum":
      return `Debe ser mayor o igual a ${String(p.limit)}.`;
    case "maximum":
      return `Debe ser menor o igual a ${String(p.limit)}.`;
    case "minItems":
      return `Debe tener al menos ${String(p.limit)} elementos.`;
    case "maxItems":
      return `Debe tener como máximo ${String(p.limit)} elementos.`;
    case "enum":
      return `Debe ser uno de estos valores: ${(p.allowedValues as unknown[]).join(", ")}.`;
    case "const":
      return `Debe ser ${String(p.allowedValue)}.`;
    case "format":
      switch (p.format) {
        case "email":
          return "Escriba un correo electrónico válido, por ejemplo nombre@dominio.co.";
        case "date-time":
          return "Escriba una fecha y hora válidas (ISO 8601).";
        case "date":
          return "Escriba una fecha válida (AAAA-MM-DD).";
        case "uri":
          return "Escriba una dirección web válida.";
        default:
          return "El formato no es válido.";
      }
    case "pattern":
      return "El formato no es válido.";
    case "type": {
      const names: Record<string, string> = {
        string: "un texto",
        number: "un número",
        integer: "un número entero",
        boolean: "verdadero o falso",
        array: "una lista",
        object: "un objeto",
      };
      return `Debe ser ${names[String(p.type)] ?? String(p.type)}.`;
    }
    case "additionalProperties":
      return `El campo «${String(p.additionalProperty)}» no está permitido.`;
    default:
      return "El valor no es válido.";
  }
}

function fieldName(issue: AjvIssue, context: string | undefined): string {
  const segments = issue.instancePath.split("/").filter(Boolean);
  if (issue.keyword === "required") segments.push(String(issue.params.missingProperty));
  if (issue.keyword === "additionalProperties") segments.push(String(issue.params.additionalProperty));
  if (segments.length > 0) return segments.join(".");
  return context === "body" ? "cuerpo" : (context ?? "solicitud");
}

/** Turns schema errors into `{ message, code: "VALIDATION_ERROR", fields }` naming each field. */
export function validationBody(issues: readonly AjvIssue[], context?: string): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldName(issue, context);
    fields[name] ??= describe(issue);
  }
  const names = Object.keys(fields);
  const message = names.length === 1 ? `Revise el campo «${names[0]}»: ${fields[names[0]]}` : `Revise los campos ${names.map((n) => `«${n}»`).join(", ")}.`;
  return { message, code: "VALIDATION_ERROR", fields };
}

const KNOWN: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "INVALID_JSON", message: "El cuerpo de la solicitud no es un JSON válido." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "INVALID_JSON", message: "El cuerpo de la solicitud está vacío." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "La solicitud es demasiado grande." },
  // SQLSTATE query_canceled: the statement ran past statement_timeout (DB_STATEMENT_TIMEOUT_MS, issue 22).
  "57014": {
    status: 503,
    code: "DATABASE_TIMEOUT",
    message: "La consulta tardó demasiado y se canceló. Intente de nuevo en unos minutos o con un rango de fechas más corto.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "El tipo de contenido de la solicitud no es compatible.",
  },
};

/**
 * What busboy (under @fastify/multipart) throws for a multipart body it cannot read: plain errors
 * without a code, which were 500s (issue 20 §4). A missing boundary is refused earlier (inputGuard.ts).
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/** Issue 31 §1: what a request that met a fault of the database answers (503, Retry-After). */
export const DATABASE_MESSAGES = {
  unavailable:
    "El servicio no está disponible por un momento mientras se restablece la conexión con la base de datos. Nada de lo que ya confirmamos se perdió: intente de nuevo en unos segundos.",
  starting: "El portal se está iniciando y todavía no se conecta a la base de datos. Intente de nuevo en unos segundos.",
  diskFull:
    "No podemos guardar información en este momento porque el almacenamiento del servidor está lleno. Ya avisamos al equipo técnico; intente de nuevo más tarde.",
} as const;

/** 503 with Retry-After for a fault of the database: the client may try again, nothing was half-saved. */
export function databaseUnavailable(error: DatabaseUnavailableError): { status: number; headers: Record<string, string>; body: ErrorBody } {
  return {
    status: 503,
    headers: { "Retry-After": String(error.diskFull ? 60 : error.retryAfterS) },
    body: error.diskFull
      ? { message: DATABASE_MESSAGES.diskFull, code: "STORAGE_FULL" }
      : { message: DATABASE_MESSAGES.unavailable, code: "DATABASE_UNAVAILABLE" },
  };
}

/**
 * Issue 31 §1: until main.ts has the database (app.dbReady), every /api call but the health check
 * answers 503 DATABASE_STARTING with Retry-After; prerendered pages and files need no database.
 */
export function registerStartingGate(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (app.dbReady || !request.url.startsWith("/api/") || request.url.startsWith("/api/health")) return;
    return reply.code(503).header("Retry-After", "5").send({ message: DATABASE_MESSAGES.starting, code: "DATABASE_STARTING" });
  });
}

/** One error handler for every route: Spanish messages, machine codes, no internals on 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      return reply.code(error.statusCode).send(body);
    }
    if (error instanceof DatabaseUnavailableError) {
      const answer = databaseUnavailable(error);
      // Never the statement or its parameters (they may carry personal data). A full disk needs an
      // operator: it is logged as an error (README, "Going live": watch error-level lines).
      const fields = { code: answer.body.code, err: error.message, url: request.routeOptions?.url };
      if (error.diskFull) request.log.error(fields, "disk full: nothing can be stored until space is freed");
      else request.log.warn(fields, "database unavailable");
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    }
    if (error.validation) {
      return reply.code(400).send(validationBody(error.validation, error.validationContext));
    }
    const known = error.code ? KNOWN[error.code] : undefined;
    if (known) {
      if (known.status >= 500) request.log.warn({ code: error.code, url: request.routeOptions?.url }, known.code);
      return reply.code(known.status).send({ message: known.message, code: known.code });
    }
    if (!error.code && !error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return reply.code(400).send({ message: "El formulario enviado está incompleto o mal formado. Vuelva a enviarlo.", code: "INVALID_MULTIPART" });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 429) {
      return reply.code(429).send({ message: "Demasiadas solicitudes. Intente de nuevo en unos minutos.", code: "RATE_LIMITED" });
    }
    if (status < 500) {
      return reply.code(status).send({ message: "La solicitud no es válida.", code: error.code ?? "BAD_REQUEST" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: "Ocurrió un error interno. Intente de nuevo más tarde.", code: "INTERNAL_ERROR" });
  });
}
