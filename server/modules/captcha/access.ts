import type { AccessTable } from "../../http/access";

/** The bot check's routes (issue 20 §4), checked in server/http/access.ts. */
export const CAPTCHA_ROUTES: AccessTable = {
  // Anyone about to sign up, file anonymously or sign in again needs a challenge first.
  "GET /captcha/challenge": "public",
};
