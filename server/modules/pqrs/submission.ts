import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { ATTACHMENT_LIMITS } from "../../../src/shared/pqrs";
import { HttpError } from "../../http/errors";
import { sniffImage } from "../news/images";

export type AttachmentType = "application/pdf" | "image/jpeg" | "image/png";

/** One uploaded file, read whole (at most 10 MB) and typed by its content. */
export interface Upload {
  fileName: string;
  mediaType: AttachmentType;
  data: Buffer;
  sha256: string;
}

/** What a filing request carried: the JSON of the form and its files. */
export interface Submission {
  data: unknown;
  files: Upload[];
}

export const SUBMISSION_MESSAGES = {
  tooLarge: "Cada archivo puede pesar como máximo 10 MB. Reduzca el archivo o divídalo e intente de nuevo.",
  tooMany: `Puede adjuntar como máximo ${ATTACHMENT_LIMITS.maxFiles} archivos.`,
  badType: "Solo se aceptan archivos PDF, JPG o PNG. Revise el archivo: su contenido no corresponde a ninguno de esos formatos.",
  empty: "Uno de los archivos está vacío.",
  badData: "No pudimos leer el formulario. Recargue la página e intente de nuevo.",
  unknownPart: "El formulario trae una parte que no esperábamos.",
} as const;

/**
 * The type of an attachment by its first bytes, never by its name or declared type: PDF ("%PDF-"
 * within the first 1024 bytes, as PDF readers accept), JPEG or PNG. Anything else is null.
 */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (head.includes("%PDF-")) return "application/pdf";
  const image = sniffImage(bytes);
  return image === "image/jpeg" || image === "image/png" ? image : null;
}

/** A file name safe to store and to send back in Content-Disposition. */
export function safeFileName(raw: string, mediaType: AttachmentType): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, "")
    .trim()
    .slice(-120);
  const ext = mediaType === "application/pdf" ? ".pdf" : mediaType === "image/png" ? ".png" : ".jpg";
  if (clean === "" || clean.startsWith(".")) return `adjunto${ext}`;
  return clean;
}

function fail(status: number, code: string, message: string, field = "files"): HttpError {
  return new HttpError(status, code, message, { [field]: message });
}

/** Checks and types one uploaded file; a file whose content is not PDF, JPG or PNG is refused (415). */
export function toUpload(fileName: string, data: Buffer): Upload {
  if (data.length === 0) throw fail(400, "VALIDATION_ERROR", SUBMISSION_MESSAGES.empty);
  if (data.length > ATTACHMENT_LIMITS.maxBytes) throw fail(413, "PAYLOAD_TOO_LARGE", SUBMISSION_MESSAGES.tooLarge);
  const mediaType = sniffAttachment(data);
  if (!mediaType || !/\.(pdf|jpe?g|png)$/i.test(fileName)) throw fail(415, "UNSUPPORTED_MEDIA_TYPE", SUBMISSION_MESSAGES.badType);
  return { fileName: safeFileName(fileName, mediaType), mediaType, data, sha256: createHash("sha256").update(data).digest("hex") };
}

/**
 * Reads a filing request: multipart/form-data with the form as JSON in a `data` part and up to five
 * `files` parts, or plain JSON without files. Every file is read and checked before anything is
 * stored, so a refused file leaves nothing behind.
 */
export async function readSubmission(req: FastifyRequest): Promise<Submission> {
  if (!req.isMultipart()) {
    if (req.body === undefined || req.body === null || typeof req.body !== "object") {
      throw new HttpError(400, "VALIDATION_ERROR", SUBMISSION_MESSAGES.badData);
    }
    return { data: req.body, files: [] };
  }
  let data: unknown = undefined;
  const files: Upload[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "files") throw new HttpError(400, "VALIDATION_ERROR", SUBMISSION_MESSAGES.unknownPart);
        files.push(toUpload(part.filename, await part.toBuffer()));
      } else if (part.fieldname === "data") {
        try {
          data = JSON.parse(String(part.value));
        } catch {
          throw new HttpError(400, "VALIDATION_ERROR", SUBMISSION_MESSAGES.badData);
        }
      } else {
        throw new HttpError(400, "VALIDATION_ERROR", SUBMISSION_MESSAGES.unknownPart);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fail(413, "PAYLOAD_TOO_LARGE", SUBMISSION_MESSAGES.tooLarge);
    if (code === "FST_FILES_LIMIT") throw fail(400, "VALIDATION_ERROR", SUBMISSION_MESSAGES.tooMany);
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw new HttpError(400, "VALIDATION_ERROR", SUBMISSION_MESSAGES.unknownPart);
    throw error;
  }
  if (data === undefined || data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new HttpError(400, "VALIDATION_ERROR", SUBMISSION_MESSAGES.badData);
  }
  return { data, files };
}
