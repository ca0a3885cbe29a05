import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "./errors";

/**
 * Issue 31 §4: a request body has a time limit, the rule of Apache's mod_reqtimeout
 * `body=20,MinRate=500`. The client has `idleS` seconds for the first bytes of a body and between
 * any two, and the whole body may take `idleS` seconds plus one second per `minRate` bytes received
 * (0: no overall limit). 500 B/s is 4 kbit/s: a phone sending five 10 MB files at a few hundred
 * kbit/s runs far above it, so only a client that stops or trickles is cut, after tens of seconds
 * instead of never. Time the server itself is not reading (its buffer for the body is full while a
 * handler waits on the database or the disk) is never counted against the client. Headers and idle
 * keep-alive connections keep Node's and Fastify's own limits.
 */
export interface BodyTimeoutRule {
  idleS: number;
  minRate: number;
}

export const BODY_TIMEOUT_MESSAGE =
  "La solicitud tardó demasiado en llegar y se canceló. Revise su conexión a internet y envíela de nuevo; si adjuntó archivos, intente con archivos más livianos.";

/** One request whose body is still arriving. */
interface Watched {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The socket's bytesRead when the request started: what came later is its body. */
  baseline: number;
  received: number;
  /** Time counted against the client since its last bytes, and in all. */
  idleMs: number;
  spentMs: number;
  lastTick: number;
  /** The answer went out: the server will read no more of this body, so its pauses are the client's. */
  answered: boolean;
}

/** The 408 of a body that did not arrive in time; the connection closes after it. */
export function bodyTimeoutError(): HttpError {
  return new HttpError(408, "REQUEST_TIMEOUT", BODY_TIMEOUT_MESSAGE, undefined, { Connection: "close" });
}

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * Cuts a body that stalls: its readers (Fastify's body parser, the multipart parser) get the 408 as
 * the error of the stream they read, so the route's own error path answers it in Spanish; when no
 * one is reading, the 408 is sent directly. Either way the connection closes after the answer.
 */
function cut(w: Watched, graceMs: number): void {
  const raw = w.req.raw;
  w.req.log.warn({ received: w.received, url: w.req.routeOptions?.url }, "request body timed out");
  if (w.reply.raw.headersSent) {
    raw.socket?.destroy();
    return;
  }
  if (raw.listenerCount("error") > 0) {
    raw.emit("error", bodyTimeoutError());
  } else {
    const error = bodyTimeoutError();
    void w.reply
      .code(408)
      .headers(error.headers ?? {})
      .send({ message: error.message, code: error.code });
  }
  // The answer carries Connection: close; a reader that never answers still loses the connection.
  setTimeout(() => {
    if (!w.reply.raw.writableFinished) raw.socket?.destroy();
  }, graceMs).unref();
}

/** Watches every request with a body until it has arrived; one timer for all of them. */
export function registerBodyTimeout(app: FastifyInstance, rule: BodyTimeoutRule): void {
  const idleLimitMs = rule.idleS * 1000;
  const tickMs = Math.min(1000, Math.max(50, idleLimitMs / 4));
  const watched = new Set<Watched>();
  let timer: NodeJS.Timeout | null = null;

  const check = (w: Watched, now: number) => {
    const raw = w.req.raw;
    const socket = raw.socket;
    if (raw.complete || !socket || socket.destroyed) {
      watched.delete(w);
      return;
    }
    const elapsed = now - w.lastTick;
    w.lastTick = now;
    const received = socket.bytesRead - w.baseline;
    // A full buffer means the server is not reading (the socket is paused): not the client's time.
    const serverBusy = !w.answered && raw.readableLength >= raw.readableHighWaterMark;
    if (received > w.received) {
      w.received = received;
      w.idleMs = 0;
    } else if (!serverBusy) {
      w.idleMs += elapsed;
    }
    if (!serverBusy) w.spentMs += elapsed;
    const allowedMs = rule.minRate > 0 ? idleLimitMs + (w.received / rule.minRate) * 1000 : Infinity;
    if (w.idleMs > idleLimitMs || w.spentMs > allowedMs) {
      watched.delete(w);
      cut(w, idleLimitMs);
    }
  };

  const tick = () => {
    const now = Date.now();
    for (const w of watched) check(w, now);
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };

  app.addHook("onRequest", (req, reply, done) => {
    // A body already whole, or a request without a real socket (an injected one in tests), is not watched.
    if (!hasBody(req) || req.raw.complete || typeof req.raw.socket?.bytesRead !== "number") return done();
    const w: Watched = { req, reply, baseline: req.raw.socket.bytesRead, received: 0, idleMs: 0, spentMs: 0, lastTick: Date.now(), answered: false };
    watched.add(w);
    // Answered before its body was read to the end (a refusal from the headers, a refused file):
    // the rest is read and dropped, still under the rule, so the connection can serve the next request.
    reply.raw.once("finish", () => {
      w.answered = true;
      if (!req.raw.complete && !req.raw.destroyed) req.raw.unpipe().resume();
    });
    timer ??= setInterval(tick, tickMs).unref();
    done();
  });
  app.addHook("onClose", (_app, done) => {
    if (timer) clearInterval(timer);
    timer = null;
    watched.clear();
    done();
  });
}
