import { ROLES } from "../../../src/shared/constants";
import type { AccessTable } from "../../http/access";

/** Who may manage the document library (issue 35: editors, administrators and super-administrators). */
export const DOCUMENT_ACCESS = {
  manage: [ROLES.editor, ROLES.admin, ROLES.superAdmin],
} as const satisfies Record<string, readonly string[]>;

/** Reading published documents needs no session; every change needs an editor's role. */
export const DOCUMENT_ROUTES: AccessTable = {
  "GET /documents": "public",
  "GET /documents/:id": "public",
  "GET /admin/documents": DOCUMENT_ACCESS.manage,
  "POST /admin/documents": DOCUMENT_ACCESS.manage,
  "GET /admin/documents/:id": DOCUMENT_ACCESS.manage,
  "PUT /admin/documents/:id": DOCUMENT_ACCESS.manage,
  "POST /admin/documents/:id/replace": DOCUMENT_ACCESS.manage,
  "POST /admin/documents/:id/withdraw": DOCUMENT_ACCESS.manage,
};
