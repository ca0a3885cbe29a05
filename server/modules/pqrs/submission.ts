import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { ATTACHMENT_LIMITS } from "../../../src/shared/pqrs";
import { DatabaseUnavailableError } from "../../db/faults";
import { HttpError } from "../../http/errors";
import { sniffImage } from "../news/images";
import type { UploadSpool } from "./spool";

export type AttachmentType = "application/pdf" | "image/jpeg" | "image/png";

/**
 * One uploaded file (at most 10 MB), typed by its content and hashed as it arrived, waiting on disk
 * (issue 31 §5): `read` gives its bytes to the transaction that stores it.
 */
export interface Upload {
  fileName: string;
  mediaType: AttachmentType;
  size: number;
  sha256: string;
  read(): Promise<Buffer>;
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

/** Bytes of a file's start that decide its type (sniffAttachment reads at most these). */
const HEAD_BYTES = 1024;

/**
 * Writes one file part to the spool as it arrives, hashing it and keeping its first bytes, then
 * checks it: empty (400), over 10 MB (413), or not a PDF, JPG or PNG by its content and name (415).
 */
async function spoolFile(part: MultipartFile, spool: UploadSpool): Promise<Upload> {
  // The name is known before the content: a .exe is refused without writing a byte of it.
  if (!/\.(pdf|jpe?g|png)$/i.test(part.filename)) throw fail(415, "UNSUPPORTED_MEDIA_TYPE", SUBMISSION_MESSAGES.badType);
  const { path, stream } = await spool.create();
  const hash = createHash("sha256");
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      if (headBytes < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
        headBytes += head[head.length - 1].length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, tap, stream);
  } catch (error) {
    // A full disk answers like the database's own full disk: 503 STORAGE_FULL, logged as an error.
    if ((error as { code?: string }).code === "ENOSPC") throw new DatabaseUnavailableError("The upload spool's disk is full", { cause: error, diskFull: true });
    throw error;
  }
  if (part.file.truncated || size > ATTACHMENT_LIMITS.maxBytes) throw fail(413, "PAYLOAD_TOO_LARGE", SUBMISSION_MESSAGES.tooLarge);
  if (size === 0) throw fail(400, "VALIDATION_ERROR", SUBMISSION_MESSAGES.empty);
  const mediaType = sniffAttachment(Buffer.concat(head));
  if (!mediaType) throw fail(415, "UNSUPPORTED_MEDIA_TYPE", SUBMISSION_MESSAGES.badType);
  return { fileName: safeFileName(part.filename, mediaType), mediaType, size, sha256: hash.digest("hex"), read: () => readFile(path) };
}

/**
 * Reads a filing request: multipart/form-data with the form as JSON in a `data` part and up to five
 * `files` parts, or plain JSON without files. Every file is spooled and checked before anything is
 * stored, so a refused file leaves nothing behind (the caller disposes of the spool).
 */
export async function readSubmission(req: FastifyRequest, spool: UploadSpool): Promise<Submission> {
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
        files.push(await spoolFile(part, spool));
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
