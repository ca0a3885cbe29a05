import { HttpError } from "./errors";

/**
 * Issue 31 §5: busboy (under @fastify/multipart) silently skips a part whose headers it cannot read
 * (a bare CR or LF in a file name or any header line, no Content-Disposition), so a filing went
 * through without that file. PartTally counts and names the parts of a multipart body as its bytes
 * go by, the way busboy's parser finds them (each "\r\n--boundary" up to the closing one), so what
 * the parser handed over can be compared with what was sent.
 */

/** Bytes after a delimiter that are read for the part's headers (its name). */
const HEADER_PEEK = 1024;

/** The `name` parameter of a part's Content-Disposition, if it can be read. */
function partName(headers: string): string | null {
  const match = /content-disposition:[^\n]*?;\s*name="([^"\r\n]*)"/i.exec(headers);
  return match ? match[1] : null;
}

export class PartTally {
  private readonly delimiter: Buffer;
  /** The end of what came so far, not yet searched to the end; it starts with the CRLF the parser assumes before the body. */
  private tail: Buffer = Buffer.from("\r\n");
  private closed = false;
  /** The name of each part sent, in order (null when its headers do not say). */
  readonly names: (string | null)[] = [];

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  }

  /** Takes the next bytes of the body. */
  push(chunk: Buffer): void {
    if (this.closed) return;
    const window = Buffer.concat([this.tail, chunk]);
    // A delimiter is looked at once the bytes after it (its headers) are here, or at the end.
    const settled = window.length - this.delimiter.length - HEADER_PEEK;
    this.scan(window, settled);
    this.tail = Buffer.from(window.subarray(Math.max(0, settled)));
  }

  /** The body ended: the delimiters still waiting for their headers are looked at with what came. */
  finish(): void {
    if (!this.closed) this.scan(this.tail, this.tail.length);
    this.tail = Buffer.alloc(0);
  }

  /**
   * The name of the first part sent that is not among those the parser handed over (`received`, in
   * order), "formulario" when its headers do not say; undefined when none is missing.
   */
  missing(received: readonly string[]): string | undefined {
    if (this.names.length <= received.length) return undefined;
    const at = this.names.findIndex((name, i) => name !== received[i]);
    const name = this.names[at < 0 ? received.length : at];
    return name === null || name === "" ? "formulario" : name;
  }

  private scan(window: Buffer, before: number): void {
    let at = window.indexOf(this.delimiter);
    while (at >= 0 && at < before) {
      const start = at + this.delimiter.length;
      const after = window.toString("latin1", start, Math.min(window.length, start + HEADER_PEEK));
      if (after.startsWith("--")) {
        this.closed = true;
        return;
      }
      const headersEnd = after.indexOf("\r\n\r\n");
      this.names.push(partName(headersEnd < 0 ? after : after.slice(0, headersEnd)));
      at = window.indexOf(this.delimiter, start);
    }
  }
}

/** What the parser could not read, and what to do about it. */
const DROPPED = "una de sus partes no se pudo leer (por ejemplo, un nombre de archivo con un salto de línea). Cambie el nombre del archivo y envíelo de nuevo.";

/** The 400 for a part the parser skipped, naming its field. */
export function droppedPartError(field: string): HttpError {
  return new HttpError(400, "INVALID_MULTIPART", `Revise el campo «${field}»: ${DROPPED}`, { [field]: `En este campo, ${DROPPED}` });
}
