import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { demoSessionUser } from "../test/fixtures/sessionUser";

/** WCAG 2.1 AA: axe must find nothing on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Puts a signed-in session in storage, as the portal saves it after sign-in. */
export async function signInAs(page: Page, roles: string[]): Promise<void> {
  const user = { ...demoSessionUser, roles };
  await page.addInitScript((u) => {
    if (!localStorage.getItem("sessionUser")) {
      localStorage.setItem("token", "e2e-token");
      localStorage.setItem("sessionUser", JSON.stringify({ signedIn: true, user: u }));
    }
  }, user);
}
