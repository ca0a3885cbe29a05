import { inflateRawSync } from "node:zlib";
import type { DocumentFormat } from "../../../src/shared/documents";
import { sniffAttachment } from "../pqrs/submission";

/** Largest [Content_Types].xml read when typing an OOXML file (it is a few kilobytes in practice). */
const CONTENT_TYPES_MAX = 256 * 1024;

const OOXML_MAIN: Record<"XLSX" | "DOCX", string> = {
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
};

/**
 * The text of a ZIP member named `name`, read through the central directory (local headers may
 * leave their sizes to a trailing descriptor), or null when the bytes are not a readable ZIP or do
 * not hold it. Only stored and deflated members are read, and at most CONTENT_TYPES_MAX bytes.
 */
export function zipMember(bytes: Buffer, name: string): string | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  // The end of central directory record: within the last 22 + 65535 bytes (its comment).
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const entryName = bytes.toString("utf8", at + 46, at + 46 + nameLength);
    if (entryName === name) {
      if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return null;
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + compressed);
      if (data.length !== compressed) return null;
      try {
        if (method === 0) return data.subarray(0, CONTENT_TYPES_MAX).toString("utf8");
        if (method === 8) return inflateRawSync(data, { maxOutputLength: CONTENT_TYPES_MAX }).toString("utf8");
      } catch {
        return null;
      }
      return null;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

/** Valid UTF-8 (a BOM allowed) without NUL bytes: what a CSV file may hold. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The format of a document by its content, never by its name or declared type: PDF ("%PDF-"
 * within the first 1024 bytes, as PQRS attachments are typed), XLSX or DOCX (a ZIP whose
 * [Content_Types].xml names the workbook's or the document's main part), CSV (UTF-8 text without
 * NUL bytes). Anything else (images, executables, other ZIPs, Latin-1 text) is null.
 */
export function sniffDocument(bytes: Buffer): DocumentFormat | null {
  if (bytes.length === 0) return null;
  if (sniffAttachment(bytes) === "application/pdf") return "PDF";
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) {
    const types = zipMember(bytes, "[Content_Types].xml");
    if (!types) return null;
    if (types.includes(OOXML_MAIN.XLSX)) return "XLSX";
    if (types.includes(OOXML_MAIN.DOCX)) return "DOCX";
    return null;
  }
  if (sniffAttachment(bytes) !== null) return null;
  return isText(bytes) ? "CSV" : null;
}
