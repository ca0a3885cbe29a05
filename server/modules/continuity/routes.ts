import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import { CONTINUITY_COLUMNS, continuityCells, roundContinuityRow } from "../../../src/shared/continuity";
import { CUT_SERVICES } from "../../../src/shared/news";
import { Nullable, StringEnum } from "../../../src/shared/schemas/common";
import type { AccessTable } from "../../http/access";
import { ErrorRef, HttpError } from "../../http/errors";
import { csvLine, DISTRIBUTION_FORMATS } from "../opendata/catalog";
import { addMonths, bogotaMonth, CONTINUITY_MAX_MONTHS, continuityRows, monthsBetween } from "./repository";

/** The indicators are published figures: anyone reads them. */
export const CONTINUITY_ROUTES: AccessTable = {
  "GET /outages/continuity": "public",
  "GET /outages/continuity.csv": "public",
};

/** Figures of past months hardly move; the month in course moves with each incident: five minutes. */
const CONTINUITY_CACHE = "public, max-age=300";

const MONTH_PATTERN = "^[0-9]{4}-(0[1-9]|1[0-2])$";
const Query = Type.Object(
  {
    from: Type.Optional(Type.String({ pattern: MONTH_PATTERN, description: "Primer mes (AAAA-MM); por omisión, 11 meses antes de `to`." })),
    to: Type.Optional(Type.String({ pattern: MONTH_PATTERN, description: "Último mes (AAAA-MM); por omisión y como máximo, el mes en curso." })),
    service: Type.Optional(StringEnum(CUT_SERVICES)),
  },
  { additionalProperties: false },
);

const Figure = Type.Optional(Nullable(Type.Number()));
/** src/shared/continuity.ts ContinuityRow, rounded to 2 decimals. */
const RowSchema = Type.Object({
  month: Type.String(),
  service: StringEnum(CUT_SERVICES),
  usersServed: Type.Integer(),
  interruptions: Type.Integer(),
  usersAffected: Type.Integer(),
  saidiHours: Figure,
  saifi: Figure,
  hoursWithoutServicePerUser: Figure,
  incidentHours: Type.Number(),
  unavailable: Type.Optional(Type.Literal("no-users-served")),
});
const AnswerSchema = Type.Object({ from: Type.String(), to: Type.String(), rows: Type.Array(RowSchema) });

/**
 * Issue 36 §5: the monthly continuity indicators (SAIDI and SAIFI for energy, hours without
 * service for the others) computed from the incidents, as JSON and as CSV. The same figures are a
 * dataset of the open-data catalogue (server/modules/opendata/datasets.ts).
 */
export const continuityRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  /** The months asked for: by default the last 12; never after the month in course. */
  function range(query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
    const current = bogotaMonth(now);
    const to = query.to && query.to < current ? query.to : current;
    const from = query.from ?? addMonths(to, -11);
    if (from > to)
      throw new HttpError(400, "VALIDATION_ERROR", "Revise el campo «from»: el primer mes no puede ser posterior al último ni al mes en curso.", {
        from: "El primer mes no puede ser posterior al último ni al mes en curso.",
      });
    if (monthsBetween(from, to).length > CONTINUITY_MAX_MONTHS)
      throw new HttpError(400, "VALIDATION_ERROR", `Revise el campo «from»: se pueden consultar como máximo ${CONTINUITY_MAX_MONTHS} meses.`, {
        from: `Se pueden consultar como máximo ${CONTINUITY_MAX_MONTHS} meses.`,
      });
    return { from, to };
  }

  app.get(
    "/outages/continuity",
    {
      schema: {
        tags: ["outages"],
        summary: "Indicadores de continuidad por mes y servicio (SAIDI y SAIFI de energía; horas sin servicio de los demás)",
        querystring: Query,
        response: { 200: AnswerSchema, 400: ErrorRef },
      },
    },
    async (req, reply) => {
      const now = new Date();
      const { from, to } = range(req.query, now);
      const rows = await continuityRows(app.db, from, to, now, req.query.service);
      return reply.header("Cache-Control", CONTINUITY_CACHE).send({ from, to, rows: rows.map(roundContinuityRow) });
    },
  );

  app.get(
    "/outages/continuity.csv",
    {
      schema: {
        tags: ["outages"],
        summary: "Los mismos indicadores en CSV (UTF-8 con BOM, coma, CRLF), con las columnas del catálogo de datos abiertos",
        querystring: Query,
        produces: ["text/csv"],
        response: { 400: ErrorRef },
      },
    },
    async (req, reply) => {
      const now = new Date();
      const { from, to } = range(req.query, now);
      const rows = await continuityRows(app.db, from, to, now, req.query.service);
      const body = `\uFEFF${csvLine(CONTINUITY_COLUMNS.map((c) => c.name))}${rows.map((r) => csvLine(continuityCells(r))).join("")}`;
      const name = `continuidad-servicio-${from}-${to}${req.query.service ? `-${req.query.service}` : ""}.csv`;
      return reply
        .type(DISTRIBUTION_FORMATS.csv.contentType)
        .header("Content-Disposition", `attachment; filename="${name}"`)
        .header("Cache-Control", CONTINUITY_CACHE)
        .send(body);
    },
  );
};
