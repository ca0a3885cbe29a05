import type { AccessTable } from "../../http/access";
import { ADMIN_ACCESS } from "../admin/access";

/** Published tariffs are public (issue 34 §2: the rate pages, the open data); publishing is the administrators'. */
export const TARIFF_ROUTES: AccessTable = {
  "GET /tariffs/current": "public",
  "GET /tariffs/history.json": "public",
  "GET /tariffs/history.csv": "public",
  "GET /tariffs/:month": "public",
  "POST /admin/tariffs": ADMIN_ACCESS.manage,
};
