import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import {
  AccountOutagesSchema,
  AdminOutageListSchema,
  AdminOutageSchema,
  OutageAffectsContractSchema,
  OutageAffectsQuerySchema,
  OutageAffectsSchema,
  OutageCreateSchema,
  OutageFeatureCollectionSchema,
  OutageListSchema,
  OutagePatchSchema,
  OutageReportSchema,
  PublicOutageSchema,
} from "../../../src/shared/schemas/outages";
import { limitByAddress } from "../../http/addressLimit";
import { ErrorRef } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { CONTRACT_NUMBER_LIMITS } from "../billing/service";
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
/** Any text: what is not an INC-AAAA-NNNNNN reference is answered 404 like an unknown one (never a 500). */
const ReferenceParams = Type.Object({ reference: Type.String({ maxLength: 200 }) });
const denied = { 401: ErrorRef, 403: ErrorRef };
/**
 * The list, the map and an incident change with every update, and whoever reloads the page after
 * a new ETR must see it: browsers ask again each time; a shared cache (a CDN in front of the portal
 * during a large outage) may answer for 30 seconds.
 */
const PUBLIC_CACHE = "public, max-age=0, s-maxage=30, must-revalidate";
/** Answers about one person's contracts: never kept by a shared cache. */
const PRIVATE_CACHE = "private, no-store";

/**
 * Unplanned outages (issue 36 §1). The admin routes keep the names of the issue: outage-management
 * systems and SCADA gateways call them as well as the operators' screens.
 */
export const outageRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  /**
   * «¿Me afecta?» by contract number tells whether a number exists, like the invoice lookup: it
   * spends the lookup's own budget per client address (the same bucket, limit and 429), so using
   * both routes gives no more tries at guessing numbers than the lookup alone (issue 20 §2).
   * Made per app: the limiter keeps the database of the app that first used it.
   */
  const contractLimit = limitByAddress(CONTRACT_NUMBER_LIMITS.lookup.bucket, CONTRACT_NUMBER_LIMITS.lookup.max, CONTRACT_NUMBER_LIMITS.lookup.windowS);
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

  // find-my-way prefers the static /outages/affects to /outages/:reference whatever the order of
  // registration, and /outages.geojson is another path (no slash): none shadows another (tested).
  app.get(
    "/outages/affects",
    {
      schema: {
        tags,
        summary: "¿Me afecta? Por barrio o vereda (tildes y mayúsculas no cuentan): daños en curso y cortes programados sin terminar, y hasta cuándo",
        querystring: OutageAffectsQuerySchema,
        response: { 200: OutageAffectsSchema, 400: ErrorRef },
      },
    },
    async (req, reply) => reply.header("Cache-Control", PUBLIC_CACHE).send(await app.outages.affectsBarrio(req.query.barrio, req.query.service)),
  );

  app.post(
    "/outages/affects",
    {
      schema: {
        tags,
        summary:
          "¿Me afecta? Por número de contrato: lo mismo para el barrio del contrato y los daños que lo nombran; nada más del contrato (límite por dirección, como la consulta de facturas)",
        body: OutageAffectsContractSchema,
        response: { 200: OutageAffectsSchema, 400: ErrorRef, 404: ErrorRef, 429: ErrorRef },
      },
      preHandler: contractLimit,
    },
    async (req, reply) => reply.header("Cache-Control", PRIVATE_CACHE).send(await app.outages.affectsContract(req.body.contract, req.body.service)),
  );

  app.get(
    "/account/outages",
    {
      schema: {
        tags,
        security: bearer,
        summary: "¿Me afecta? Cada contrato de la cuenta, respondido de una vez",
        response: { 200: AccountOutagesSchema, 401: ErrorRef },
      },
    },
    async (req, reply) => reply.header("Cache-Control", PRIVATE_CACHE).send(await app.outages.accountOutages(signedInUser(req).id)),
  );

  app.get(
    "/outages/:reference",
    {
      schema: {
        tags,
        summary: "Un incidente por su referencia (INC-AAAA-NNNNNN), de cualquier fecha, con su historia",
        params: ReferenceParams,
        response: { 200: PublicOutageSchema, 404: ErrorRef },
      },
    },
    async (req, reply) => reply.header("Cache-Control", PUBLIC_CACHE).send(await app.outages.byReference(req.params.reference)),
  );

  app.get(
    "/admin/outages",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Lista de los operadores: incidentes en curso primero (el más reciente primero), luego los restablecidos en los últimos 30 días",
        response: { 200: AdminOutageListSchema, ...denied },
      },
    },
    async () => app.outages.listAdmin(),
  );

  app.get(
    "/admin/outages/:id",
    {
      schema: {
        tags: adminTags,
        security: bearer,
        summary: "Un incidente como lo ven los operadores (áreas tal como se dieron, versión y reportes unidos)",
        params: IdParams,
        response: { 200: AdminOutageSchema, 400: ErrorRef, 404: ErrorRef, ...denied },
      },
    },
    async (req) => app.outages.adminById(req.params.id),
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
