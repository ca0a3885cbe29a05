import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { AuthResponse } from "../src/shared/types";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo";

/** WCAG 2.1 AA: axe must find nothing on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Signs in through the real API and returns the token and the account. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<AuthResponse> {
  const res = await request.post("/api/auth/login", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AuthResponse;
}

/** The demo account that holds the given roles (DESIGN §6). */
function demoAccountFor(roles: readonly string[]): string {
  if (roles.includes("SUPER_ADMIN")) return DEMO_ACCOUNTS.superAdmin;
  if (roles.includes("ADMIN")) return DEMO_ACCOUNTS.admin;
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
