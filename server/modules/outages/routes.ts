import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import {
  AdminOutageSchema,
  OutageCreateSchema,
  OutageFeatureCollectionSchema,
  OutageListSchema,
  OutagePatchSchema,
  OutageReportSchema,
} from "../../../src/shared/schemas/outages";
import { ErrorRef } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import type { OutageService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    outages: OutageService;
  }
}

const tags = ["outages"];
const adminTags = ["admin outages"];
const bearer = [{ bearer: [] }];
const IdParams = Type.Object({ id: Type.String({ format: "uuid" }) });
const denied = { 401: ErrorRef, 403: ErrorRef };
/** The list and the map change with every update: caches keep them a minute at most. */
const PUBLIC_CACHE = "public, max-age=60";

/**
 * Unplanned outages (issue 36 §1). The admin routes keep the names of the issue: outage-management
 * systems and SCADA gateways call them as well as the operators' screens.
 */
export const outageRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const actorOf = (req: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(req);
    return { id: user.id, email: user.email };
  };

  app.get(
    "/outages",
    {
      schema: {
        tags,
        summary: "Daños en curso primero, luego los restablecidos en los últimos 7 días, cada uno con su historia",
        response: { 200: OutageListSchema },
      },
    },
    async (_req, reply) => reply.header("Cache-Control", PUBLIC_CACHE).send(await app.outages.listPublic()),
  );

  app.get(
    "/outages.geojson",
    {
      schema: {
        tags,
        summary: "Los mismos daños como GeoJSON (RFC 7946): un Feature por incidente y barrio o vereda, con su polígono",
        produces: ["application/geo+json"],
        response: { 200: OutageFeatureCollectionSchema },
      },
    },
    async (_req, reply) =>
      reply
        .type("application/geo+json; charset=utf-8")
        .header("Cache-Control", PUBLIC_CACHE)
        .send(await app.outages.geojson()),
  );

  app.post(
    "/admin/outages",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Abrir un incidente (referencia INC-AAAA-NNNNNN); avisa a los suscriptores de los barrios afectados",
        body: OutageCreateSchema,
        response: { 201: AdminOutageSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req, reply) => reply.code(201).send(await app.outages.open(req.body, actorOf(req))),
  );

  app.patch(
    "/admin/outages/:id",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary:
          "Cambiar estado, hora estimada de restablecimiento o nota, con la versión leída (409 si es vieja); restablecer: status «restored» y restoredAt",
        params: IdParams,
        body: OutagePatchSchema,
        response: { 200: AdminOutageSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const { version, ...patch } = req.body;
      return app.outages.update(req.params.id, patch, version, actorOf(req));
    },
  );

  app.post(
    "/admin/outages/:id/reports",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Unir un reporte de falla (FAL-…) al incidente; a quien lo reportó se le avisa cuando se restablezca",
        params: IdParams,
        body: OutageReportSchema,
        response: { 200: AdminOutageSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => app.outages.mergeReport(req.params.id, req.body.reference, actorOf(req)),
  );
};
