import { HttpError, tooManyRequests, waitMinutes } from "../../http/errors";

/** 400 naming each field, in the same shape and wording as schema errors (server/http/errors.ts). */
export function invalidFields(fields: Record<string, string>): HttpError {
  const names = Object.keys(fields);
  const message = names.length === 1 ? `Revise el campo «${names[0]}»: ${fields[names[0]]}` : `Revise los campos ${names.map((n) => `«${n}»`).join(", ")}.`;
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

/** 429 with Retry-After (seconds) and a message saying how long to wait. */
export function rateLimited(retryAfterS: number, what: "login" | "other"): HttpError {
  if (what === "login") {
    return tooManyRequests(
      `Hizo demasiados intentos de ingreso fallidos. Por seguridad, espere ${waitMinutes(retryAfterS)} e intente de nuevo, o restablezca su contraseña.`,
      retryAfterS,
      "TOO_MANY_ATTEMPTS",
    );
  }
  return tooManyRequests(`Hizo demasiadas solicitudes. Espere ${waitMinutes(retryAfterS)} e intente de nuevo.`, retryAfterS);
}
