import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync } from "fastify";
import {
  RefundInputSchema,
  RefundItemSchema,
  RefundListSchema,
  RefundQueryStringSchema,
  TreasuryQueryStringSchema,
  TreasuryReportSchema,
} from "../../../src/shared/schemas/treasury";
import { ErrorRef } from "../../http/errors";
import { signedInUser } from "../auth/plugin";
import { Refunds } from "./refunds";
import { treasuryCsv, treasuryRange, treasuryReport } from "./report";

const tags = ["admin"];
const bearer = [{ bearer: [] }];
const denied = { 401: ErrorRef, 403: ErrorRef };

/** Any payment reference the portal makes (PSE-, BAN-, and the checkout's), checked before the database sees it. */
const ReferenceParams = Type.Object({ reference: Type.String({ pattern: "^[A-Z0-9][A-Z0-9-]{5,39}$" }) });

/**
 * The treasury (issue 32 §4): figures per Bogotá day and channel (JSON or CSV), the double
 * payments awaiting refund and the refunds recorded, and recording one. Who may call each route is
 * in ./access.ts (ADMIN or SUPER_ADMIN).
 */
export const treasuryRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const refunds = new Refunds(app.db);

  app.get(
    "/admin/treasury",
    {
      config: { report: true },
      schema: {
        tags,
        security: bearer,
        summary: "Tesorería: pagos aplicados, pendientes, sin confirmar, dobles y devoluciones por día y canal (JSON o CSV con format=csv)",
        querystring: TreasuryQueryStringSchema,
        response: { 200: TreasuryReportSchema, 400: ErrorRef, 503: ErrorRef, ...denied },
      },
    },
    async (req, reply) => {
      const range = treasuryRange(req.query, new Date());
      const report = await app.reports.run(req, () => treasuryReport(app.db, range));
      if (req.query.format !== "csv") return report;
      return reply
        .type("text/csv; charset=utf-8; header=present")
        .header("Content-Disposition", `attachment; filename="tesoreria-${range.from}-a-${range.to}.csv"`)
        .header("Cache-Control", "private, no-store")
        .serializer((s: unknown) => s as string)
        .send(treasuryCsv(report));
    },
  );

  app.get(
    "/admin/refunds",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Pagos dobles por devolver (status=pending: todos, los más antiguos primero) o devoluciones registradas entre from y to (status=done)",
        querystring: RefundQueryStringSchema,
        response: { 200: RefundListSchema, 400: ErrorRef, ...denied },
      },
    },
    async (req) => refunds.list(req.query.status ?? "pending", treasuryRange(req.query, new Date())),
  );

  app.post(
    "/admin/payments/:reference/refund",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Registrar la devolución de un pago doble (quién, cuándo y cómo; auditada)",
        params: ReferenceParams,
        body: RefundInputSchema,
        response: { 200: RefundItemSchema, 400: ErrorRef, 404: ErrorRef, 409: ErrorRef, ...denied },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      return refunds.refund(req.params.reference, req.body.note, { id: user.id, email: user.email });
    },
  );
};
