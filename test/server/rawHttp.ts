import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** What came back on a raw connection: the response (when one arrived) and whether the server closed it. */
export interface RawAnswer {
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** The server ended or reset the connection. */
  closed: boolean;
}

/**
 * A raw HTTP/1.1 exchange that a client library would not allow: `head` (request line and headers)
 * and `body` chunks are written, then the socket stays open and silent. Resolves once a whole
 * response arrived and the server closed the connection, or once `waitMs` passed (whatever came).
 */
export function rawExchange(port: number, head: string, body: readonly Buffer[], waitMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseResponse(received), closed });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on("data", (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      closed = true;
      finish();
    });
    socket.on("end", () => {
      closed = true;
      finish();
    });
    socket.on("connect", () => {
      socket.write(head);
      for (const chunk of body) socket.write(chunk);
    });
  });
}

/** Status, headers and body of the first response in `bytes` (status null when there is none). */
export function parseResponse(bytes: Buffer): Omit<RawAnswer, "closed"> {
  const text = bytes.toString("utf8");
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return { status: null, headers: {}, body: "" };
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: text.slice(end + 4) };
}

/** A request head for `path` with these headers (a Host and the Content-Length of `length`). */
export function requestHead(path: string, length: number, headers: Record<string, string>): string {
  const lines = [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", `Content-Length: ${length}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** The memory of a process in MB: VmRSS (now) or VmHWM (its peak) from /proc/<pid>/status. */
export function processMemoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return line ? Math.round(Number(line.replace(/\D+/g, "")) / 1024) : NaN;
}

/** Solves a bot-check challenge of a running server (started with ALTCHA_COST=1, ALTCHA_MAX_NUMBER=4). */
export async function solveCaptchaOf(origin: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export const BOUNDARY = "----portal-prueba-31";

/** The opening of a multipart part: its delimiter and headers. */
export function partHead(name: string, fileName?: string, type = "application/pdf"): Buffer {
  const disposition = fileName === undefined ? `form-data; name="${name}"` : `form-data; name="${name}"; filename="${fileName}"`;
  const typeLine = fileName === undefined ? "" : `Content-Type: ${type}\r\n`;
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${typeLine}\r\n`, "latin1");
}

/** A whole multipart body: the form as JSON in `data`, then the files. */
export function multipartBody(data: unknown, files: readonly { name: string; content: Buffer }[]): Buffer {
  const chunks = [partHead("data"), Buffer.from(JSON.stringify(data)), Buffer.from("\r\n")];
  for (const f of files) chunks.push(partHead("files", f.name), f.content, Buffer.from("\r\n"));
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
