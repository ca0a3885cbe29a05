import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/** Who may do what with news (spec §2: the news administration needs the admin role). */
export const NEWS_ACCESS = {
  manage: [ROLES.admin],
} as const satisfies Record<string, readonly string[]>;

/** Reading published news needs no session; every administration route needs the admin role. */
export const NEWS_ROUTES: AccessTable = {
  "GET /news": "public",
  "GET /news.rss": "public",
  "GET /news/:slug": "public",
  "GET /news/images/:id": "public",
  "GET /admin/news": NEWS_ACCESS.manage,
  "POST /admin/news": NEWS_ACCESS.manage,
  "POST /admin/news/images": NEWS_ACCESS.manage,
  "GET /admin/news/:id": NEWS_ACCESS.manage,
  "PUT /admin/news/:id": NEWS_ACCESS.manage,
  "DELETE /admin/news/:id": NEWS_ACCESS.manage,
  "POST /admin/news/:id/publish": NEWS_ACCESS.manage,
  "POST /admin/news/:id/unpublish": NEWS_ACCESS.manage,
  "POST /admin/news/:id/schedule": NEWS_ACCESS.manage,
  "GET /admin/news/:id/audit": NEWS_ACCESS.manage,
};
