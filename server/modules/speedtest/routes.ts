import { randomBytes } from "node:crypto";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { SPEED_TEST_LIMITS } from "../../../src/shared/speedTest";
import { limitByAddress } from "../../http/addressLimit";
import { ErrorRef, HttpError } from "../../http/errors";

const tags = ["speedtest"];

/**
 * Random bytes, made once per instance: a compressing proxy cannot shrink them (the download would
 * measure the proxy's CPU, not the line), and serving slices of one buffer costs no CPU per request.
 */
let payload: Buffer | null = null;
const randomPayload = () => (payload ??= randomBytes(SPEED_TEST_LIMITS.maxBytes));

/** Nobody may cache, transform or compress what the test measures. */
const NO_STORE = { "Cache-Control": "no-store, no-transform", Pragma: "no-cache", "Content-Encoding": "identity" } as const;

/**
 * Issue 33 §3: the speed test of /telco-medidor-velocidad, against this server. Each answer is
 * bounded (SPEED_TEST_LIMITS.maxBytes), never cached nor compressed, and every route is
 * rate-limited per client address in the database (it holds across instances), so the download
 * cannot be turned into a flood: at most `runsPerWindow` downloads of 8 MB per address in 10 minutes.
 */
export const speedTestRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const L = SPEED_TEST_LIMITS;
  const transfers = limitByAddress("speedtest", L.runsPerWindow * 2, L.windowS);
  const pings = limitByAddress("speedtest-ping", L.pingsPerWindow, L.windowS);

  // Raw bytes for the upload: read and dropped, never parsed nor kept.
  app.addContentTypeParser("application/octet-stream", { parseAs: "buffer", bodyLimit: L.maxBytes }, (_req, body, done) => done(null, (body as Buffer).length));

  app.get(
    "/speedtest/ping",
    {
      schema: { tags, summary: "Prueba de velocidad: latencia (respuesta vacía)", response: { 204: Type.Null(), 429: ErrorRef } },
      preHandler: pings,
    },
    async (_req, reply) => reply.headers(NO_STORE).code(204).send(null),
  );

  app.get(
    "/speedtest/download",
    {
      schema: {
        tags,
        summary: "Prueba de velocidad: bytes aleatorios para medir la descarga",
        querystring: Type.Object({ bytes: Type.Optional(Type.String({ pattern: "^[0-9]{1,12}$", description: `Bytes, de ${L.minBytes} a ${L.maxBytes}.` })) }),
        response: { 429: ErrorRef },
      },
      preHandler: transfers,
    },
    async (req, reply) => {
      const bytes = req.query.bytes === undefined ? L.defaultBytes : Number(req.query.bytes);
      if (bytes < L.minBytes || bytes > L.maxBytes) {
        const message = `Debe estar entre ${L.minBytes} y ${L.maxBytes}.`;
        throw new HttpError(400, "VALIDATION_ERROR", `Revise el campo «bytes»: ${message}`, { bytes: message });
      }
      return reply
        .headers({ ...NO_STORE, "Content-Type": "application/octet-stream", "Content-Length": String(bytes) })
        .send(randomPayload().subarray(0, bytes));
    },
  );

  app.post(
    "/speedtest/upload",
    {
      bodyLimit: L.maxBytes,
      schema: {
        tags,
        summary: "Prueba de velocidad: recibe bytes (application/octet-stream) y los descarta",
        response: { 200: Type.Object({ bytes: Type.Integer() }), 413: ErrorRef, 429: ErrorRef },
      },
      preHandler: transfers,
    },
    async (req, reply) => reply.headers(NO_STORE).send({ bytes: typeof req.body === "number" ? req.body : 0 }),
  );
};
