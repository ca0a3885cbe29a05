/**
 * The DIAN's public check of an electronic document (formats sheet §4): the QR of a factura
 * electrónica or documento equivalente electrónico encodes
 * `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=<CUFE|CUDE>` (production) or the
 * same path on `catalogo-vpfe-hab.dian.gov.co` (habilitación, the DIAN's test environment). Shared by
 * the server (QR text of demo documents) and the invoice page (the "verify at the DIAN" link).
 */

/** Where the DIAN shows a document by its key, in production ("1") and in habilitación ("2"). */
export const DIAN_CATALOG_HOSTS = { "1": "catalogo-vpfe.dian.gov.co", "2": "catalogo-vpfe-hab.dian.gov.co" } as const;

/** TipoAmbiente of the Anexo técnico: 1 production, 2 tests (habilitación). */
export type DianEnvironment = keyof typeof DIAN_CATALOG_HOSTS;

/** A CUFE or CUDE: SHA-384 in lower-case hexadecimal. */
export const CUDE_PATTERN = /^[0-9a-f]{96}$/;

/** The DIAN page that shows the document with this CUDE (or CUFE). */
export function dianVerificationUrl(cude: string, environment: DianEnvironment = "1"): string {
  return `https://${DIAN_CATALOG_HOSTS[environment]}/document/searchqr?documentkey=${encodeURIComponent(cude)}`;
}

const CATALOG_URL = /https:\/\/catalogo-vpfe(?:-hab)?\.dian\.gov\.co\/document\/searchqr\?documentkey=([0-9a-fA-F]{96})/;

/**
 * The address where the customer checks the document at the DIAN: the catalogue address the QR
 * itself carries when it is for this CUDE (it knows whether the document was issued in production or
 * in habilitación), else the production address built from the CUDE.
 */
export function dianVerificationUrlOf(document: { cude: string; qr: string }): string {
  const found = CATALOG_URL.exec(document.qr);
  if (found && found[1].toLowerCase() === document.cude.toLowerCase()) return found[0];
  return dianVerificationUrl(document.cude);
}
