import type { AccessTable } from "../../http/access";

/** The speed test is for everyone (issue 33 §3); the routes limit each address instead. */
export const SPEED_TEST_ROUTES: AccessTable = {
  "GET /speedtest/ping": "public",
  "GET /speedtest/download": "public",
  "POST /speedtest/upload": "public",
};
