import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * Query parameters whose value is a secret (issue 20 §4: session, reset and verification tokens
 * reached the request log verbatim through `/auth/success?token=…` and `/reset-password?token=…`).
 * A parameter is secret when its name contains one of these words, so `access_token`,
 * `resetToken` or `apiKey` are covered too; a harmless one caught by the rule only loses its value.
 */
const SECRET_PARAM_WORDS = ["token", "code", "key", "password", "passwd", "secret", "signature", "sig", "otp", "session", "auth", "credential"];

/**
 * Query parameters whose value is a person's data (issue 31 §5: the PQRS tracking `document`, which
 * acts as its password, and the administrators' searches by document reached the request log): a
 * name containing one of these words, or exactly one of the short names below (`q` of every search,
 * `to` of the outbox, `actor` of the audit log, `contract`/`contrato` of the balance look-up).
 */
const PERSONAL_PARAM_WORDS = ["document", "email", "correo", "phone", "telefono", "cedula"];
const PERSONAL_PARAM_NAMES = ["q", "query", "search", "to", "actor", "contract", "contrato", "name", "nombre"];

/** Headers that carry credentials; their values never reach a log line. */
export const SECRET_HEADERS = ["authorization", "cookie", "set-cookie", "x-api-key", "proxy-authorization", "idempotency-key", "x-csrf-token"];

export const REDACTED = "[REDACTED]";

const PARAM_NAME = `[A-Za-z0-9_.\\-\\[\\]]*(?:${[...SECRET_PARAM_WORDS, ...PERSONAL_PARAM_WORDS].join("|")})[A-Za-z0-9_.\\-\\[\\]]*|${PERSONAL_PARAM_NAMES.join("|")}`;
/** `?token=…` / `&reset_code=…` / `&document=…` inside any text (a URL, a message, an error's stack): the value up to the next separator. */
const SECRET_PARAM_IN_TEXT = new RegExp(`([?&;](?:${PARAM_NAME})=)[^&;#\\s"'<>\\\\]*`, "gi");
/** A secret header as JSON (`"authorization":"Bearer …"`), however it was logged. */
const SECRET_HEADER_IN_JSON = new RegExp(`("(?:${SECRET_HEADERS.join("|")})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, "gi");
/** A bearer or Basic credential written out in a message (Basic: METRICS_READ_BASIC_AUTH's reader, issue 33 §5). */
const BEARER = /\b((?:Bearer|Basic)\s+)[A-Za-z0-9._~+/=-]+/gi;
/** The password of a URL such as SMTP_URL or DATABASE_URL (`smtp://user:password@host`). */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^:/?#\s"@]+:)[^@/?#\s"]+@/gi;

/** The text with every secret or personal query value, bearer credential and URL password replaced by [REDACTED]. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAM_IN_TEXT, `$1${REDACTED}`).replace(BEARER, `$1${REDACTED}`).replace(URL_PASSWORD, `$1${REDACTED}@`);
}

/** One serialized log line with secret query values, secret headers and bearer credentials replaced. */
export function redactLogLine(line: string): string {
  return redactSecrets(line).replace(SECRET_HEADER_IN_JSON, `$1"${REDACTED}"`);
}

/** Where log lines go: anything with write(line), e.g. a file or process.stdout. */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * Fastify's logger options for this app: the request serializer writes the URL without secret
 * values and no headers, pino's redact paths cover headers logged by hand, and every line is
 * filtered once more on its way out (messages such as Fastify's "Route GET:/… not found" and
 * error stacks carry the raw URL).
 */
export function loggerOptions(level: string, destination: LogDestination = process.stdout): FastifyServerOptions["logger"] {
  const headerPaths = SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `res.headers["${h}"]`]);
  return {
    level,
    redact: { paths: headerPaths, censor: REDACTED },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactSecrets(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket ? req.socket.remotePort : undefined,
      }),
    },
    stream: { write: (line: string) => destination.write(redactLogLine(line)) },
  };
}
