import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import {
  PublishedTariffSchema,
  TariffCurrentSchema,
  TariffHistorySchema,
  TariffMonthParamsSchema,
  TariffMonthSchema,
  TariffPublishInputSchema,
} from "../../../src/shared/schemas/tariffs";
import { monthLabel } from "../../../src/shared/tariffs/published";
import { ErrorRef, HttpError } from "../../http/errors";
import { recordAudit } from "../admin/repository";
import { signedInUser } from "../auth/plugin";
import { tariffHistoryCsv } from "./history";
import { allVersions, presentTariff, versionsOf } from "./repository";
import { currentTariffs, publishTariff } from "./service";

const tags = ["tarifas"];
const bearer = [{ bearer: [] }];
/** A publication shows on the rate pages at once: caches ask again every time. */
const FRESH = "no-cache";

/** What POST /api/admin/tariffs answers: the version published and the one it corrects, if any. */
const PublishResultSchema = Type.Object({
  outcome: Type.Union([Type.Literal("created"), Type.Literal("updated")]),
  tariff: PublishedTariffSchema,
  previous: Type.Union([PublishedTariffSchema, Type.Null()]),
});

/**
 * Tariffs as published data (issue 34 §2): the month in force and the next, any month with its
 * versions, the whole history as JSON and CSV (public: the rate pages and the open data read them),
 * and an administrator's publication of a month or a correction (audited). Who may call each route
 * is in ./access.ts.
 */
export const tariffRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/tariffs/current",
    {
      schema: {
        tags,
        summary: "Tarifa vigente (último mes publicado hasta hoy, su última versión), la del mes siguiente si ya está publicada y los últimos doce meses",
        response: { 200: TariffCurrentSchema, 404: ErrorRef },
      },
    },
    async (_req, reply) => {
      const current = await currentTariffs(app.db, new Date());
      if (!current) throw new HttpError(404, "NOT_FOUND", "Todavía no hay tarifas publicadas.");
      return reply.header("Cache-Control", FRESH).send(current);
    },
  );

  app.get(
    "/tariffs/history.json",
    {
      schema: {
        tags,
        summary: "Historial de tarifas: todos los meses y todas sus versiones, con el motivo de cada corrección",
        response: { 200: TariffHistorySchema },
      },
    },
    async (_req, reply) => {
      const items = (await allVersions(app.db)).map(presentTariff);
      return reply.header("Cache-Control", FRESH).header("Content-Disposition", 'inline; filename="historial-tarifas.json"').send({ items });
    },
  );

  app.get(
    "/tariffs/history.csv",
    {
      schema: {
        tags,
        summary: "Historial de tarifas en CSV: una fila por mes y versión, con quién, cuándo y el motivo de cada corrección",
        produces: ["text/csv"],
        response: { 200: Type.String() },
      },
    },
    async (_req, reply) => {
      const items = (await allVersions(app.db)).map(presentTariff);
      return reply
        .type("text/csv; charset=utf-8; header=present")
        .header("Content-Disposition", 'attachment; filename="historial-tarifas.csv"')
        .header("Cache-Control", FRESH)
        .serializer((s: unknown) => s as string)
        .send(tariffHistoryCsv(items));
    },
  );

  app.get(
    "/tariffs/:month",
    {
      schema: {
        tags,
        summary: "Tarifa de un mes (AAAA-MM): su última versión y todas las versiones, la más reciente primero",
        params: TariffMonthParamsSchema,
        response: { 200: TariffMonthSchema, 400: ErrorRef, 404: ErrorRef },
      },
    },
    async (req, reply) => {
      const versions = (await versionsOf(app.db, req.params.month)).map(presentTariff);
      if (versions.length === 0) throw new HttpError(404, "NOT_FOUND", `La tarifa de ${req.params.month} no está publicada.`);
      return reply.header("Cache-Control", FRESH).send({ tariff: versions[0], versions });
    },
  );

  app.post(
    "/admin/tariffs",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Publicar la tarifa de un mes, o corregir un mes publicado (una versión nueva con su motivo; auditado)",
        body: TariffPublishInputSchema,
        response: { 201: PublishResultSchema, 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 409: ErrorRef },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
      const result = await app.db.transaction(async (tx) => {
        const r = await publishTariff(tx, req.body, { id: user.id, name, source: "administrador" }, { dryRun: false, now: new Date() });
        if (r.outcome === "rejected") throw new HttpError(400, "VALIDATION_ERROR", r.message, { [r.field]: r.message });
        if (r.outcome === "unchanged") {
          throw new HttpError(
            409,
            "TARIFF_UNCHANGED",
            `Las cifras son las mismas de la versión ${r.tariff.version} de ${monthLabel(r.tariff.month)}: no hay nada que publicar.`,
          );
        }
        await recordAudit(
          tx,
          { id: user.id, email: user.email },
          {
            action: r.outcome === "created" ? "tariff.publish" : "tariff.correct",
            entityType: "tariff",
            entityId: `${r.tariff.month} v${r.tariff.version}`,
            before: r.previous ?? undefined,
            after: r.tariff,
          },
        );
        return r;
      });
      return reply.code(201).send({ outcome: result.outcome, tariff: result.tariff, previous: result.previous });
    },
  );
};
