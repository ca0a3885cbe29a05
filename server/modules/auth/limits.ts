import type { RateRule, RuleState } from "../../db/rateLimiter";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/**
 * Issue 3 rate limits, counted in the database so they hold across instances. Sign-in failures
 * (issue 20 §4) count per (account, address), so a stranger cannot lock a customer out; per
 * address; and account-wide at a much higher count. Past the address's or the account's limit
 * every attempt needs the bot check instead of being refused (issue 31 §5, `loginGate`).
 */
export const LIMITS = {
  loginPair: (email: string, ip: string): RateRule => ({ bucket: "login:pair", key: pairKey(email, ip), max: 5, windowS: 15 * MINUTE }),
  loginIp: (key: string): RateRule => ({ bucket: "login:ip", key, max: 20, windowS: 15 * MINUTE }),
  loginAccount: (key: string): RateRule => ({ bucket: "login:account", key, max: 100, windowS: 15 * MINUTE }),
  registerIp: (key: string): RateRule => ({ bucket: "register:ip", key, max: 10, windowS: HOUR }),
  // One "someone tried to register with your address" notice per e-mail and hour, so it cannot spam.
  registerNotice: (key: string): RateRule => ({ bucket: "register:notice", key, max: 1, windowS: HOUR }),
  // Reset mails: 3 an hour per (e-mail, address) and 10 per e-mail, so a stranger cannot use up the owner's (issue 31 §5).
  forgotPair: (email: string, ip: string): RateRule => ({ bucket: "forgot:pair", key: pairKey(email, ip), max: 3, windowS: HOUR }),
  forgotEmail: (key: string): RateRule => ({ bucket: "forgot:email", key, max: 10, windowS: HOUR }),
  forgotIp: (key: string): RateRule => ({ bucket: "forgot:ip", key, max: 10, windowS: 15 * MINUTE }),
  resetIp: (key: string): RateRule => ({ bucket: "reset:ip", key, max: 10, windowS: 15 * MINUTE }),
  // Verification resends (issue 31 §5): a signed-in account's own 3 an hour, which nobody else can
  // spend; anonymous requests 3 an hour per (e-mail, address) and 10 per e-mail, answered alike beyond.
  resendAccount: (userId: string): RateRule => ({ bucket: "resend:account", key: userId, max: 3, windowS: HOUR }),
  resendPair: (email: string, ip: string): RateRule => ({ bucket: "resend:pair", key: pairKey(email, ip), max: 3, windowS: HOUR }),
  resendEmail: (key: string): RateRule => ({ bucket: "resend:email", key, max: 10, windowS: HOUR }),
  resendIp: (key: string): RateRule => ({ bucket: "resend:ip", key, max: 10, windowS: 15 * MINUTE }),
};

/** After this many failed sign-ins from one address (15 minutes), the next ones need the bot check. */
export const CAPTCHA_AFTER_FAILURES = 3;

/** What the locked step decided for one sign-in: try the password (with or without the bot check), ask for the check, or refuse. */
export type LoginGate = { kind: "try"; check: boolean } | { kind: "captcha" } | { kind: "blocked"; retryAfterS: number };

/**
 * The sign-in rules over what the limits held (pair, address, account, in that order). The pair's
 * block is final: that address guessed at that account. The address's and the account's blocks
 * only make the bot check necessary, since a stranger can fill them; without a bot check
 * configured they refuse.
 */
export function loginGate([pair, ip, account]: readonly RuleState[], checking: boolean, offered: boolean): LoginGate {
  if (pair.retryAfterS > 0) return { kind: "blocked", retryAfterS: pair.retryAfterS };
  const blockedFor = Math.max(ip.retryAfterS, account.retryAfterS);
  if (!checking) return blockedFor > 0 ? { kind: "blocked", retryAfterS: blockedFor } : { kind: "try", check: false };
  const check = blockedFor > 0 || ip.count >= CAPTCHA_AFTER_FAILURES;
  return check && !offered ? { kind: "captcha" } : { kind: "try", check };
}

export function pairKey(email: string, ip: string): string {
  return `${email}|${ip}`;
}
