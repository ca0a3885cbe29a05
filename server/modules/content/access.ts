import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/** Who may edit content pages (issue 35 §1): editors, and administrators too. */
export const CONTENT_ACCESS = {
  edit: [ROLES.editor, ROLES.admin, ROLES.superAdmin],
} as const satisfies Record<string, readonly string[]>;

/** Reading a published page needs no session; every editing route needs EDITOR, ADMIN or SUPER_ADMIN. */
export const CONTENT_ROUTES: AccessTable = {
  "GET /content/pages/:routeKey": "public",
  "GET /admin/content/pages": CONTENT_ACCESS.edit,
  "GET /admin/content/pages/:routeKey": CONTENT_ACCESS.edit,
  "PUT /admin/content/pages/:routeKey": CONTENT_ACCESS.edit,
  "POST /admin/content/pages/:routeKey/publish": CONTENT_ACCESS.edit,
  "POST /admin/content/pages/:routeKey/approve": CONTENT_ACCESS.edit,
  "POST /admin/content/pages/:routeKey/discard": CONTENT_ACCESS.edit,
  "GET /admin/content/pages/:routeKey/versions": CONTENT_ACCESS.edit,
  "GET /admin/content/pages/:routeKey/versions/:version": CONTENT_ACCESS.edit,
  "POST /admin/content/pages/:routeKey/versions/:version/restore": CONTENT_ACCESS.edit,
};
