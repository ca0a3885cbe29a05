import { createServer, type AddressInfo, type Server, type Socket } from "node:net";

/** One message the stand-in accepted. */
export interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server standing in for the mail provider (the edge of the world, not our code).
 * `refuse` answers the first n MAIL commands with a temporary failure (451); `hold` keeps the
 * answer to the end of DATA until `release()` is called, for a delivery "under way". Issue 31 §3,
 * servers that hang: `silent` accepts the first n connections and never greets them; `stall`
 * takes the whole message of the first n DATA commands and never answers it.
 */
export async function smtpStandIn(options: { refuse?: number; hold?: boolean; silent?: number; stall?: number } = {}) {
  const received: Received[] = [];
  /** Every message whose DATA arrived, answered or not (a stalled one too), in order. */
  const seen: Received[] = [];
  let refuse = options.refuse ?? 0;
  let held = options.hold ?? false;
  let silent = options.silent ?? 0;
  let stall = options.stall ?? 0;
  let connections = 0;
  const waiting: (() => void)[] = [];
  let onData: (() => void) | null = null;
  const dataSeen = new Promise<void>((resolve) => (onData = resolve));
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    connections++;
    socket.on("error", () => undefined);
    if (silent > 0) {
      silent--;
      return; // connected, never greeted
    }
    let buffer = "";
    let inData = false;
    let current: Received = { from: "", to: [], data: "" };
    socket.write("220 prueba ESMTP\r\n");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const message = current;
          current = { from: "", to: [], data: "" };
          const accept = () => {
            received.push(message);
            socket.write("250 OK\r\n");
          };
          seen.push(message);
          onData?.();
          if (stall > 0) {
            stall--;
            continue; // the whole message arrived; the answer never comes
          }
          if (held) waiting.push(accept);
          else accept();
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-prueba\r\n250 8BITMIME\r\n");
        else if (verb === "MAIL") {
          if (refuse > 0) {
            refuse--;
            socket.write("451 4.3.0 Servidor ocupado, intente más tarde\r\n");
          } else {
            current.from = line;
            socket.write("250 OK\r\n");
          }
        } else if (verb === "RCPT") {
          current.to.push(line);
          socket.write("250 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 Termine con <CR><LF>.<CR><LF>\r\n");
        } else if (verb === "QUIT") return void socket.end("221 Adiós\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    received,
    seen,
    /** Connections accepted so far (greeted or not). */
    connections: () => connections,
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves when a message's DATA has arrived (held or not). */
    dataSeen,
    /** Answers the held messages and stops holding. */
    release() {
      held = false;
      for (const accept of waiting.splice(0)) accept();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The Message-ID header of a message as the server received it. */
export function messageIdOf(data: string): string | null {
  return /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(data)?.[1] ?? null;
}

/** The readable text of a quoted-printable body (soft line breaks and =XX escapes undone). */
export function unquote(data: string): string {
  return data.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
