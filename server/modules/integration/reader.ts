import { IMPORT_LIMITS } from "../../../src/shared/integration";

/** One line of the file: its number (the first is 1) and its text, or why it could not be read. */
export type FileLine = { line: number; text: string } | { line: number; unreadable: string };

const NEWLINE = 0x0a;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Splits a stream of bytes into lines without ever holding more than one line (issue 34 §1: a
 * million-line file imports in bounded memory). Empty lines are skipped but counted, a trailing CR
 * (CRLF files) and a leading byte-order mark are dropped; a line longer than `maxLineBytes` or not
 * UTF-8 is reported as unreadable and the lines after it are read as usual.
 */
export async function* readLines(source: AsyncIterable<Uint8Array | string>, maxLineBytes: number = IMPORT_LIMITS.maxLineBytes): AsyncGenerator<FileLine> {
  let parts: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  let line = 0;

  const finish = (): FileLine | null => {
    line++;
    const bytes = parts.length === 1 ? parts[0] : Buffer.concat(parts, size);
    const wasTooLong = tooLong;
    parts = [];
    size = 0;
    tooLong = false;
    if (wasTooLong) return { line, unreadable: `La línea pasa de ${Math.floor(maxLineBytes / 1024 / 1024)} MB.` };
    let end = bytes.length;
    if (end > 0 && bytes[end - 1] === 0x0d) end--;
    let start = 0;
    if (line === 1 && bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
    let text: string;
    try {
      text = utf8.decode(bytes.subarray(start, end));
    } catch {
      return { line, unreadable: "La línea no es texto UTF-8." };
    }
    return text.trim() === "" ? null : { line, text };
  };

  for await (const chunk of source) {
    let buf = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let nl = buf.indexOf(NEWLINE); nl >= 0; nl = buf.indexOf(NEWLINE)) {
      if (!tooLong) {
        parts.push(buf.subarray(0, nl));
        size += nl;
        if (size > maxLineBytes) tooLong = true;
      }
      const done = finish();
      if (done) yield done;
      buf = buf.subarray(nl + 1);
    }
    if (buf.length > 0 && !tooLong) {
      // Copied: the caller may reuse the chunk's memory once we return to it.
      parts.push(Buffer.from(buf));
      size += buf.length;
      if (size > maxLineBytes) {
        tooLong = true;
        parts = [];
        size = 0;
      }
    }
  }
  if (size > 0 || tooLong) {
    const done = finish();
    if (done) yield done;
  }
}
