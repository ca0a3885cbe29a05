import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { AuthResponse } from "../src/shared/types";
import { ADMIN_ORIGIN, DEMO_ACCOUNTS, DEMO_PASSWORD, PORTAL_ORIGIN } from "./demo";

/** Waits until the app has taken over the page (public routes arrive as prerendered HTML first). */
export async function waitForApp(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  if (origin !== PORTAL_ORIGIN && origin !== ADMIN_ORIGIN) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 15_000 });
}

/**
 * Playwright's test whose page waits for the app after goto and reload, as a person waits for a
 * page to be ready: buttons of a prerendered page do nothing until the app has hydrated it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url: string, options?: Parameters<Page["goto"]>[1]) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options?: Parameters<Page["reload"]>[0]) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
export { expect };

/** What ThemeStore saves under localStorage `theme` (spec §3) for a visitor who chose dark mode. */
export const DARK_THEME = {
  themeSchema: "default",
  mode: "dark",
  direction: "ltr",
  panelExpand: false,
  controlSize: "md",
  layout: { type: "collapsibleSide", sideNavCollapse: false, previousType: "" },
};

/** WCAG 2.1 AA violations axe finds on the page as it is now, one line each (id: targets). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours read in the middle of a transition (a button turning primary once the page knows its
  // state) are neither the old nor the new ones: let finite transitions end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // A page without frames is checked by axe.run in the page itself ("legacy" mode): the same rules
  // and results as the default runPartial + finishRun, without the blank page finishRun opens on
  // every call (about 0.35 s each). A page with frames keeps the default, which reaches
  // cross-origin frames too.
  const result = await new AxeBuilder({ page })
    // options() replaces the whole option object, so it comes before withTags (which sets runOnly).
    .options({ resultTypes: ["violations"] }) // passes are not listed: about half the time
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  // Fluent's focus manager (Tabster) keeps hidden guard elements (`data-tabster-dummy`) that become
  // focusable for a moment while focus moves, only to pass it on; aria-hidden-focus on them is a
  // known false positive (microsoft/tabster#288; Accessibility Insights suppresses it the same way).
  const real = (v: (typeof result.violations)[number]) =>
    v.id === "aria-hidden-focus" ? { ...v, nodes: v.nodes.filter((n) => !/\bdata-tabster-dummy\b/.test(n.html)) } : v;
  return result.violations
    .map(real)
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** WCAG 2.1 AA: axe must find nothing on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Signs in through the real API and returns the token and the account. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<AuthResponse> {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AuthResponse;
}

/**
 * `{ "X-Altcha": payload }`: a challenge of this server solved as the widget solves it (issue 20 §4),
 * for calls made outside a form that need the bot check (sign-up, filing without a session).
 */
export async function captchaHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get("/api/captcha/challenge");
  expect(res.status(), await res.text()).toBe(200);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return { "X-Altcha": Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}

/** The demo account that holds the given roles (DESIGN §6). */
function demoAccountFor(roles: readonly string[]): string {
  if (roles.includes("SUPER_ADMIN")) return DEMO_ACCOUNTS.superAdmin;
  if (roles.includes("ADMIN")) return DEMO_ACCOUNTS.admin;
  if (roles.includes("OPERATOR")) return DEMO_ACCOUNTS.operator;
  return DEMO_ACCOUNTS.customer;
}

/**
 * Signs a demo account in through the API and puts the session in storage, as the portal saves it
 * after sign-in (the first page load then checks it with the server).
 */
export async function signInAs(page: Page, roles: string[]): Promise<AuthResponse> {
  const session = await apiLogin(page.request, demoAccountFor(roles));
  await page.addInitScript((s) => {
    if (!localStorage.getItem("sessionUser")) {
      localStorage.setItem("token", s.token);
      localStorage.setItem("sessionUser", JSON.stringify({ signedIn: true, user: s.user }));
    }
  }, session);
  return session;
}

/** The newest e-mail of the local outbox sent to `to` (read as the super administrator). */
export async function latestMail(request: APIRequestContext, to: string): Promise<{ subject: string; text: string; link: string }> {
  const { token } = await apiLogin(request, DEMO_ACCOUNTS.superAdmin);
  const res = await request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(to)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { messages } = (await res.json()) as { messages: { subject: string; text: string; link: string }[] };
  expect(messages.length).toBeGreaterThan(0);
  return messages[0];
}

/** One message of the local outbox, as `GET /api/admin/mail-outbox` lists it. */
export interface OutboxMessage {
  to: string;
  subject: string;
  link: string | null;
  kind: string;
  headers?: Record<string, string>;
}

/** The local outbox for `to`, newest first, read as the super administrator (as the operator does). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const { token } = await apiLogin(request, DEMO_ACCOUNTS.superAdmin);
  const res = await request.get(`/api/admin/mail-outbox?to=${encodeURIComponent(to)}&limit=100`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

const CUSTOMER_PASSWORD = "Frase de acceso del portal 2026";

/**
 * A new customer (CC `documentNumber`, e-mail titular.<documentNumber>@correo.co) signed in, in a
 * browser context of their own, so no demo account's contracts change.
 */
export async function newCustomer(browser: Browser, documentNumber: string) {
  const context = await browser.newContext({ locale: "es-CO" });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/register", {
    headers: await captchaHeaders(page.request),
    data: {
      email: `titular.${documentNumber}@correo.co`,
      password: CUSTOMER_PASSWORD,
      firstName: "Rosa",
      lastName: "Ceballos",
      documentType: "CC",
      documentNumber,
      phoneNumber: "3105550101",
      acceptDataPolicy: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = (await res.json()) as { token: string; user: unknown };
  await page.addInitScript((s) => {
    if (!localStorage.getItem("sessionUser")) {
      localStorage.setItem("token", s.token);
      localStorage.setItem("sessionUser", JSON.stringify({ signedIn: true, user: s.user }));
    }
  }, session);
  return { context, page, token: session.token };
}
