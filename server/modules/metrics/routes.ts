import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type, type TSchema } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { ROLES } from "../../../src/shared/constants";
import { EVENT_SYNONYMS, EVENT_TYPES, METADATA_MAX_CHARS, METRICS_LIMITS, VITAL_NAMES, type DateRange } from "../../../src/shared/metrics";
import { Loose, Nullable } from "../../../src/shared/schemas/common";
import {
  AcquisitionChannelsReportSchema,
  AggregatedMetricsSchema,
  AssistantQuestionsQuerySchema,
  AssistantQuestionsReportSchema,
  DateRangeSchema,
  EventBatchSchema,
  MetricsStatusSchema,
  PageMetricsSchema,
  PageTimePayloadSchema,
  PageViewPayloadSchema,
  WebVitalsPayloadSchema,
  SearchTermsReportSchema,
} from "../../../src/shared/schemas/metrics";
import { ErrorRef, HttpError } from "../../http/errors";
import { cleanText, isCleanText, uncleanTextError } from "../../http/inputGuard";
import { hasAnyRole } from "../auth/access";
import { metricsReaderHook } from "./reader";
import type { MetricsService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    metrics: MetricsService;
  }
}

const tags = ["metrics"];

/** Issue 33 §5: which `eventType` counts as what, for the OpenAPI description (built from EVENT_SYNONYMS, so it cannot drift). */
const EVENT_VOCABULARY_DESCRIPTION = [
  "Cada `eventType` se guarda con su nombre canónico; sin distinguir mayúsculas ni los separadores `-`, `.`, `:`, `_`, estos sinónimos cuentan así:",
  "",
  `- Descargas (\`totalDownloads\`): ${EVENT_SYNONYMS[EVENT_TYPES.download].map((n) => `\`${n}\``).join(", ")}.`,
  `- Compartidos (\`totalShares\`): ${EVENT_SYNONYMS[EVENT_TYPES.share].map((n) => `\`${n}\``).join(", ")}.`,
  `- Formularios completados (\`totalFormCompletions\`): ${EVENT_SYNONYMS[EVENT_TYPES.formSubmit].map((n) => `\`${n}\``).join(", ")}.`,
  `- Formularios rechazados (no son completados): ${EVENT_SYNONYMS[EVENT_TYPES.formError].map((n) => `\`${n}\``).join(", ")}.`,
  `- Búsquedas (términos buscados; \`label\` es el término, \`value\` el número de resultados): ${EVENT_SYNONYMS[EVENT_TYPES.search].map((n) => `\`${n}\``).join(", ")}.`,
  `- Profundidad de desplazamiento (\`value\`: 25, 50, 75 o 100): ${EVENT_SYNONYMS[EVENT_TYPES.scrollDepth].map((n) => `\`${n}\``).join(", ")}.`,
  "",
  "Cualquier otro tipo (letras, números y `_ . : -`, hasta 64) se acepta como evento personalizado con ese nombre: aparece en la lista de eventos del panel, pero no cuenta como descarga, compartido ni formulario completado.",
].join("\n");
/** A batch of 50 events with their metadata stays well under this. */
const TRACK_BODY_LIMIT = 64 * 1024;

type SerializedEvent = Record<string, unknown> & { metadata?: string };

/** The answer of every track endpoint: how many items were taken. */
const AcceptedSchema = Type.Object({ accepted: Type.Integer() });

const SessionParams = Type.Object({
  sessionId: Type.String({ minLength: 1, maxLength: METRICS_LIMITS.idLength, pattern: "^[A-Za-z0-9_-]+$" }),
});

const NullableNumber = () => Nullable(Type.Number());
const NullableString = () => Nullable(Type.String());

/** `GET /metrics/session/:sessionId`: what one tab session sent, oldest first. */
const SessionSchema = Loose({
  pageViews: Type.Array(
    Loose({
      pagePath: Type.String(),
      occurredAt: Type.String(),
      acquisitionChannel: Type.String(),
      deviceType: NullableString(),
      referrer: NullableString(),
    }),
  ),
  events: Type.Array(
    Loose({
      eventType: Type.String(),
      category: Type.String(),
      action: Type.String(),
      label: NullableString(),
      value: NullableNumber(),
      pagePath: Type.String(),
      occurredAt: Type.String(),
    }),
  ),
  pageTimes: Type.Array(Loose({ pagePath: Type.String(), timeSpent: Type.Number(), occurredAt: Type.String() })),
  webVitals: Type.Array(
    Loose({
      pagePath: Type.String(),
      ...Object.fromEntries(VITAL_NAMES.map((n) => [n, NullableNumber()])),
      pageWeight: NullableNumber(),
      occurredAt: Type.String(),
    }),
  ),
});

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Before validation: a single event becomes a batch of one (spec §7 sends one; the client's
 * batches send `{ events }`), and each metadata object is checked and serialized, so the stored
 * JSON is exactly what was sent and within bounds.
 */
async function normalizeEvents(req: FastifyRequest): Promise<void> {
  if (!isPlainObject(req.body)) return;
  if (!("events" in req.body)) req.body = { events: [req.body] };
  const events = (req.body as { events: unknown }).events;
  if (!Array.isArray(events)) return;
  events.forEach((event, i) => {
    if (!isPlainObject(event) || event.metadata === undefined) return;
    const field = `events.${i}.metadata`;
    const bad = (message: string) => new HttpError(400, "VALIDATION_ERROR", `Revise el campo «${field}»: ${message}`, { [field]: message });
    const metadata = event.metadata;
    if (!isPlainObject(metadata)) throw bad("Debe ser un objeto.");
    const keys = Object.keys(metadata);
    if (keys.length > METRICS_LIMITS.metadataKeys) throw bad(`Debe tener como máximo ${METRICS_LIMITS.metadataKeys} claves.`);
    if (keys.some((k) => !["string", "number", "boolean"].includes(typeof metadata[k]) && metadata[k] !== null)) {
      throw bad("Cada valor debe ser un texto, un número, verdadero o falso, o vacío.");
    }
    // Keys and texts cleaned (issue 20 §3): jsonb refuses the escapes of a NUL and a lone surrogate.
    const json = JSON.stringify(Object.fromEntries(keys.map((k) => [cleanText(k), typeof metadata[k] === "string" ? cleanText(metadata[k]) : metadata[k]])));
    if (json.length > METADATA_MAX_CHARS) throw bad(`Debe ocupar como máximo ${METADATA_MAX_CHARS} caracteres.`);
    (event as SerializedEvent).metadata = json;
  });
}

/** `o` without its null-valued properties: `o` itself when it has none (most events), else a copy. */
function withoutNulls(o: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key in o) {
    if (o[key] !== null) continue;
    copy ??= { ...o };
    delete copy[key];
  }
  return copy ?? o;
}

/**
 * Issue 20 §4: an optional field sent as `null` counts as absent (a client that sends
 * `userId: null` for an anonymous visitor lost every page view to a 400 only it could see); a
 * required one sent as `null` is still missing. Applies to the payload and to each of its events.
 */
async function dropNulls(req: FastifyRequest): Promise<void> {
  if (!isPlainObject(req.body)) return;
  const body = withoutNulls(req.body);
  if (Array.isArray(body.events)) body.events = body.events.map((e: unknown) => (isPlainObject(e) ? withoutNulls(e) : e));
  req.body = body;
}

/** `sendBeacon` with a string body arrives as text/plain: it is JSON all the same. */
function parseJsonText(_req: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void): void {
  try {
    done(null, JSON.parse(body));
  } catch {
    done(new HttpError(400, "INVALID_JSON", "El cuerpo de la solicitud no es un JSON válido."));
  }
}

/**
 * Spec §7 metrics backend: four tracking endpoints that answer 202 at once and write in batches,
 * and the reports, each with an optional ISO date range. Open to everyone, like the spec's
 * metrics pages; the reports carry no personal data.
 */
export const metricsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const metrics = app.metrics;
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: TRACK_BODY_LIMIT }, parseJsonText);

  /** Off switch and flood guard, before the body is even read (a callback hook: no promise per request). */
  const guard = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (!metrics.enabled) {
      return done(new HttpError(503, "METRICS_DISABLED", "El registro de métricas está desactivado en este servidor."));
    }
    if (!metrics.limiter.hit(req.ip)) {
      reply.header("Retry-After", String(metrics.limiter.retryAfterS()));
      return done(new HttpError(429, "RATE_LIMITED", "Demasiadas solicitudes de métricas. Intente de nuevo en un minuto."));
    }
    done();
  };
  const accepted = async (reply: FastifyReply, taken: Promise<boolean>, count: number) => {
    const ok = await taken;
    if (!ok) {
      // Full buffer or a stopping process: nothing was taken, so the client keeps and resends it.
      throw new HttpError(503, "METRICS_BUSY", "El servicio de métricas está ocupado. Intente de nuevo en un momento.", undefined, {
        "Retry-After": "1",
      });
    }
    // The page's security headers mean nothing on this answer to a beacon; nosniff still does.
    return reply.code(202).header("X-Content-Type-Options", "nosniff").send({ accepted: count });
  };
  const trackResponses = { 202: AcceptedSchema, 400: ErrorRef, 413: ErrorRef, 429: ErrorRef, 503: ErrorRef };
  const now = () => new Date().toISOString();

  app.post(
    "/metrics/track/pageview",
    {
      onRequest: guard,
      preValidation: dropNulls,
      bodyLimit: TRACK_BODY_LIMIT,
      helmet: false,
      schema: { tags, summary: "Registrar una vista de página", body: PageViewPayloadSchema, response: trackResponses },
    },
    async (req, reply) => accepted(reply, metrics.acceptPageView(req.body, now()), 1),
  );

  app.post(
    "/metrics/track/event",
    {
      onRequest: guard,
      preValidation: [dropNulls, normalizeEvents],
      helmet: false,
      bodyLimit: TRACK_BODY_LIMIT,
      schema: {
        tags,
        summary: "Registrar un evento o un lote de hasta 50 (`{ events: [...] }`)",
        description: EVENT_VOCABULARY_DESCRIPTION,
        body: EventBatchSchema,
        response: trackResponses,
      },
    },
    async (req, reply) => accepted(reply, metrics.acceptEvents(req.body.events, now(), req.ip), req.body.events.length),
  );

  app.post(
    "/metrics/track/webvitals",
    {
      onRequest: guard,
      preValidation: dropNulls,
      bodyLimit: TRACK_BODY_LIMIT,
      helmet: false,
      schema: { tags, summary: "Registrar las métricas web de una carga de página", body: WebVitalsPayloadSchema, response: trackResponses },
    },
    async (req, reply) => accepted(reply, metrics.acceptWebVitals(req.body, now()), 1),
  );

  app.post(
    "/metrics/track/pagetime",
    {
      onRequest: guard,
      preValidation: dropNulls,
      bodyLimit: TRACK_BODY_LIMIT,
      helmet: false,
      schema: { tags, summary: "Registrar el tiempo en una página (segundos)", body: PageTimePayloadSchema, response: trackResponses },
    },
    async (req, reply) => accepted(reply, metrics.acceptPageTime(req.body, now()), 1),
  );

  const reportResponses = <T extends TSchema>(ok: T) => ({ 200: ok, 400: ErrorRef, 503: ErrorRef });

  // The path arrives encoded as one segment (/metrics/page/%2FhomePage) or as is (/metrics/page/energia/home).
  app.get<{ Params: { "*": string }; Querystring: DateRange }>(
    "/metrics/page/*",
    {
      config: { report: true },
      // Spec §7: the fixed integration client's Basic credential (METRICS_READ_BASIC_AUTH), when set.
      onRequest: metricsReaderHook(app.config.metricsReadBasicAuth),
      schema: {
        tags,
        summary: "Métricas de una página (spec §3)",
        description:
          "Abierta a todos, con el límite de informes por dirección (REPORT_RATE_LIMIT). Con METRICS_READ_BASIC_AUTH configurada, el cliente de integración envía `Authorization: Basic` con esas credenciales y no cuenta para el límite; otras credenciales Basic reciben 401.",
        querystring: DateRangeSchema,
        response: { ...reportResponses(PageMetricsSchema), 401: ErrorRef, 429: ErrorRef },
      },
    },
    async (req) => {
      let pagePath: string;
      try {
        pagePath = decodeURIComponent(req.params["*"]);
      } catch {
        throw new HttpError(400, "VALIDATION_ERROR", "Revise el campo «pagePath»: no es una ruta válida.", { pagePath: "No es una ruta válida." });
      }
      // Decoded a second time here: `%2500` arrives as "%00" (issue 20 §4).
      if (!isCleanText(pagePath)) throw uncleanTextError("pagePath");
      if (!pagePath.startsWith("/")) pagePath = `/${pagePath}`;
      if (pagePath.length > METRICS_LIMITS.pathLength) {
        throw new HttpError(400, "VALIDATION_ERROR", "Revise el campo «pagePath»: es demasiado larga.", {
          pagePath: `Debe tener como máximo ${METRICS_LIMITS.pathLength} caracteres.`,
        });
      }
      return app.reports.run(req, () => metrics.pageMetrics(pagePath, req.query));
    },
  );

  app.get(
    "/metrics/aggregated",
    {
      config: { report: true },
      schema: { tags, summary: "Métricas de todo el portal", querystring: DateRangeSchema, response: reportResponses(AggregatedMetricsSchema) },
    },
    async (req) => app.reports.run(req, () => metrics.aggregated(req.query)),
  );

  app.get(
    "/metrics/acquisition-channels",
    {
      config: { report: true },
      schema: { tags, summary: "Visitas por canal de adquisición", querystring: DateRangeSchema, response: reportResponses(AcquisitionChannelsReportSchema) },
    },
    async (req) => app.reports.run(req, () => metrics.channels(req.query)),
  );

  app.get(
    "/metrics/search-terms",
    {
      config: { report: true },
      schema: { tags, summary: "Términos buscados en el portal", querystring: DateRangeSchema, response: reportResponses(SearchTermsReportSchema) },
    },
    async (req) => app.reports.run(req, () => metrics.searchTerms(req.query, req.user !== null && hasAnyRole(req.user, [ROLES.admin, ROLES.superAdmin]))),
  );

  app.get(
    "/metrics/assistant-questions",
    {
      config: { report: true },
      schema: {
        tags,
        summary: "Preguntas del asistente sin respuesta o que no sirvieron (administradores)",
        querystring: AssistantQuestionsQuerySchema,
        response: { ...reportResponses(AssistantQuestionsReportSchema), 401: ErrorRef, 403: ErrorRef },
      },
    },
    async (req) => app.reports.run(req, () => metrics.assistantQuestions(req.query)),
  );

  app.get("/metrics/status", { schema: { tags, summary: "Estado del servicio de métricas", response: { 200: MetricsStatusSchema } } }, async () =>
    metrics.status(),
  );

  app.get(
    "/metrics/session/:sessionId",
    {
      // It reads raw rows: one at a time and yielding to the public site, like the reports.
      config: { report: true },
      schema: {
        tags,
        summary: "Lo registrado de una sesión de pestaña (el identificador solo lo conoce esa pestaña)",
        params: SessionParams,
        response: { 200: SessionSchema, 400: ErrorRef, 503: ErrorRef },
      },
    },
    async (req) => app.reports.run(req, () => metrics.session(req.params.sessionId)),
  );
};
