import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import type { RateLimiter } from "../../db/rateLimiter";
import { HttpError } from "../../http/errors";
import type { Mailer } from "../../mail";
import type { MailBrand } from "../../mail/templates";
import type { InvoiceCodes } from "./verificationCodes";

export const BILLING_MESSAGES = {
  contractNotFound: "No encontramos ese contrato entre los asociados a su cuenta.",
  invoiceNotFound: "No encontramos esa factura entre las de sus contratos.",
  lookupNotFound: "No encontramos un contrato con ese número. Revíselo en la parte superior de su factura.",
  linkNotVerified:
    "No pudimos verificar el contrato con esos datos. Revise el número de contrato, el documento del titular y el código de verificación de una factura de los últimos seis meses.",
  verificationCodeInvalid:
    "Escriba el código de verificación de una factura de los últimos seis meses: 10 letras y números, como aparece en la factura (por ejemplo 7K3M-9Q2X-WD).",
  undoInvalid: "Este enlace no es válido: ya se usó, venció o no está completo.",
  linkRateLimited: "Hizo demasiados intentos de asociar un contrato. Espere unos minutos e intente de nuevo.",
  termsRequired: "Para inscribirse debe aceptar los términos y condiciones de la factura digital.",
  nothingToPay: "Esta factura no tiene valor a pagar, por eso no lleva código de barras.",
  noBarcode: "Esta factura no lleva código de barras para bancos: páguela en línea o en nuestras oficinas con su número.",
  notElectronic: "Esta factura no es un documento electrónico de la DIAN: no tiene CUDE ni código QR.",
  noDianXml: "El XML de esta factura electrónica no está guardado en el portal: pídalo en nuestras oficinas.",
} as const;

/**
 * What the parts of the billing service share: the ports, the service's clock (overridable in
 * tests: invoice status depends on it), and the invoices' verification codes, given to earlier
 * invoices once per instance before they are first used.
 */
export interface BillingContext {
  readonly db: Db;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
  readonly limiter: RateLimiter;
  readonly codes: InvoiceCodes;
  now(): Date;
  ensureCodes(): Promise<void>;
}

export function notFound(message: string): HttpError {
  return new HttpError(404, "NOT_FOUND", message);
}

export function invalid(fields: Record<string, string>): HttpError {
  return new HttpError(400, "VALIDATION_ERROR", Object.values(fields)[0], fields);
}

export function brandOf(config: Config): MailBrand {
  return { brandName: config.brandName, brandLongName: config.brandLongName, publicUrl: config.publicUrl };
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
