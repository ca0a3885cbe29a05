import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { HttpError } from "../../http/errors";
import { escapeHtml } from "../../mail/templates";
import { LINK_UNDO_DAYS } from "./linking";

/**
 * The one-time link mailed when an account links a contract (issue 20 §2). Opening it shows what
 * it undoes and a button; only the POST changes anything, so a mail scanner that follows links
 * cannot spend it. Plain server pages: they work from any mail client without the SPA.
 */

const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 100 })) });
const TokenBody = Type.Object({ token: Type.String({ maxLength: 100 }) });

function page(brandName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(brandName)}</title>
<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;line-height:1.5}
header{background:#0b5394;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold}main{max-width:560px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}
h1{font-size:24px;margin:0 0 16px}button{font-size:16px;padding:12px 20px;border-radius:4px;border:2px solid #8a1c1c;background:#8a1c1c;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #b58900;outline-offset:2px}a{color:#0b5394}
@media (max-width:607px){main{margin:16px}}</style></head>
<body><header>${escapeHtml(brandName)}</header><main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .header("Referrer-Policy", "no-referrer")
    .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .send(html);
}

/** GET shows what the link undoes; POST undoes it (single use, audited). */
export const linkUndoRoutes: FastifyPluginAsync = async (app) => {
  const brand = app.config.brandName;
  const invalid = (reply: FastifyReply, message: string) =>
    sendPage(
      reply,
      404,
      page(
        brand,
        "Enlace no válido",
        `<h1>Enlace no válido</h1><p>${escapeHtml(message)}</p><p>Si alguien más usa su contrato, comuníquese con nuestra línea de atención.</p>`,
      ),
    );

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get<{ Querystring: { token?: string } }>(
    "/contracts/link-undo",
    {
      schema: {
        tags: ["billing"],
        summary: "Página del enlace para desvincular un contrato asociado a otra cuenta",
        querystring: TokenQuery,
        produces: ["text/html"],
      },
    },
    async (req, reply) => {
      const token = req.query.token ?? "";
      try {
        const link = await app.billing.undoPreview(token);
        return sendPage(
          reply,
          200,
          page(
            brand,
            "Desvincular un contrato",
            `<h1>Desvincular el contrato ${escapeHtml(link.contractNumber)}</h1>
<p>La cuenta <strong>${escapeHtml(link.accountEmail)}</strong> tiene asociado el contrato ${escapeHtml(link.contractNumber)} y puede ver sus facturas, su dirección y su consumo.</p>
<p>Si usted no reconoce esta asociación, desvincúlelo: esa cuenta dejará de ver el contrato de inmediato. Este enlace sirve una sola vez y vence ${LINK_UNDO_DAYS} días después del aviso.</p>
<form method="post" action="/api/contracts/link-undo"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Desvincular el contrato de esa cuenta</button></form>`,
          ),
        );
      } catch (err) {
        if (err instanceof HttpError) return invalid(reply, err.message);
        throw err;
      }
    },
  );

  app.post<{ Body: { token: string } }>(
    "/contracts/link-undo",
    {
      schema: {
        tags: ["billing"],
        summary: "Desvincular el contrato de la cuenta que lo asoció (enlace de un solo uso enviado al titular)",
        body: TokenBody,
        produces: ["text/html"],
      },
    },
    async (req, reply) => {
      try {
        const done = await app.billing.undoLink(req.body.token);
        return sendPage(
          reply,
          200,
          page(
            brand,
            "Contrato desvinculado",
            `<h1>Contrato desvinculado</h1>
<p role="status">Listo: la cuenta ${escapeHtml(done.accountEmail)} ya no tiene acceso al contrato ${escapeHtml(done.contractNumber)}.</p>
<p>Si cree que alguien conoce el código de verificación de sus facturas, comuníquese con nuestra línea de atención.</p>
<p><a href="/">Ir al portal</a></p>`,
          ),
        );
      } catch (err) {
        if (err instanceof HttpError) return invalid(reply, err.message);
        throw err;
      }
    },
  );
};
