import { HttpError } from "../../http/errors";

/** 400 naming each field, in the same shape and wording as schema errors (server/http/errors.ts). */
export function invalidFields(fields: Record<string, string>): HttpError {
  const names = Object.keys(fields);
  const message =
    names.length === 1
      ? `Revise el campo «${names[0]}»: ${fields[names[0]]}`
      : `Revise los campos ${names.map((n) => `«${n}»`).join(", ")}.`;
  return new HttpError(400, "VALIDATION_ERROR", message, fields);
}

/** 401: no session, or one that ended (spec §4: the client signs out on 401). */
export function unauthenticated(): HttpError {
  return new HttpError(401, "UNAUTHENTICATED", "Su sesión terminó. Ingrese de nuevo.", undefined, { "WWW-Authenticate": "Bearer" });
}

/** 403: signed in, but the account lacks the role. */
export function forbidden(): HttpError {
  return new HttpError(403, "FORBIDDEN", "No tiene permiso para esta acción.");
}

function minutes(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return n === 1 ? "1 minuto" : `${n} minutos`;
}

/** 429 with Retry-After (seconds) and a message saying how long to wait. */
export function rateLimited(retryAfterS: number, what: "login" | "other"): HttpError {
  const headers = { "Retry-After": String(retryAfterS) };
  if (what === "login") {
    return new HttpError(
      429,
      "TOO_MANY_ATTEMPTS",
      `Hizo demasiados intentos de ingreso fallidos. Por seguridad, espere ${minutes(retryAfterS)} e intente de nuevo, o restablezca su contraseña.`,
      undefined,
      headers,
    );
  }
  return new HttpError(429, "RATE_LIMITED", `Hizo demasiadas solicitudes. Espere ${minutes(retryAfterS)} e intente de nuevo.`, undefined, headers);
}
