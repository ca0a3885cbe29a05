import type { Page } from "@playwright/test";
import { ADMIN_ORIGIN } from "./demo";
import { expect, expectAccessible, signInAs, test } from "./support";

// Issue 21: the agents' inbox and the accounts list on a phone and a laptop, on the admin portal.
test.use({ baseURL: ADMIN_ORIGIN });

/** The page never scrolls sideways: wide tables scroll inside their own region. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, viewport } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

/** Every Fluent badge in `root` shows all of its text inside its box. */
async function expectBadgesFit(page: Page, root: string): Promise<void> {
  // The rows draw their badges as they come: wait for one before counting.
  await expect(page.locator(`${root} .fui-Badge`).first()).toBeVisible();
  const spills = await page
    .locator(`${root} .fui-Badge`)
    .evaluateAll((badges) => badges.filter((b) => b.scrollWidth > b.clientWidth || b.scrollHeight > b.clientHeight).map((b) => b.textContent));
  expect(await page.locator(`${root} .fui-Badge`).count()).toBeGreaterThan(0);
  expect(spills).toEqual([]);
}

/** No two boxes of the form's fields intersect. */
async function expectFieldsApart(page: Page, form: string): Promise<void> {
  const overlaps = await page.locator(`${form} .fui-Field`).evaluateAll((fields) => {
    const boxes = fields.map((f) => f.getBoundingClientRect());
    const found: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b, j) => {
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) found.push(`${i} × ${i + j + 1}`);
      }),
    );
    return { count: fields.length, found };
  });
  expect(overlaps.count).toBeGreaterThan(1);
  expect(overlaps.found).toEqual([]);
}

/** The element's box lies within the viewport (vertically), at least its top line. */
async function expectInViewport(page: Page, selector: string): Promise<void> {
  const { top, bottom, height } = await page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: innerHeight };
  });
  expect(top).toBeGreaterThanOrEqual(0);
  expect(bottom).toBeLessThanOrEqual(height);
}

for (const width of [390, 1366]) {
  test.describe(`administration layout at ${width} px (issue 21)`, () => {
    test.use({ viewport: { width, height: 844 } });

    test(`/admin/pqrs at ${width} px: no sideways scroll, badges fit, filters apart, the detail opens in view`, async ({ page }) => {
      await signInAs(page, ["ADMIN"]);
      await page.goto("/admin/pqrs");
      const main = page.getByRole("main");
      // Issue 33: a table on a laptop, a list of cards on a phone.
      const table = width >= 1024 ? main.getByRole("region", { name: /^Casos, página 1/ }) : main.getByRole("list", { name: /^Casos, página 1/ });
      if (width >= 1024) await expect(table.getByRole("table")).toBeVisible();
      else await expect(table.getByRole("listitem").first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectBadgesFit(page, "#pqrs-cases");
      await expectFieldsApart(page, "form[role=search]");
      if (width >= 1024) {
        // On a laptop the whole table fits its region: no column hidden behind a scroll.
        const fit = await page.locator("#pqrs-cases").evaluate((t) => ({ table: t.scrollWidth, region: t.parentElement?.clientWidth ?? 0 }));
        expect(fit.table).toBeLessThanOrEqual(fit.region);
      }
      await expectAccessible(page);

      // A case low in the first page: its detail heading ends up where the agent is looking.
      const open = table.getByRole("button", { name: /^Ver el caso/ }).nth(3);
      await open.scrollIntoViewIfNeeded();
      await open.click();
      const heading = main.getByRole("heading", { level: 2, name: /^Caso / });
      await expect(heading).toBeFocused();
      await expectInViewport(page, "#pqrs-case-title");
      await expectNoSidewaysScroll(page);
      await expectBadgesFit(page, "#pqrs-case-detail");
      if (width >= 1024) {
        // Beside the list: the chosen row stays in view too, and no "back" control is needed.
        await expect(open).toBeInViewport();
        await expect(main.getByRole("button", { name: "Volver a la lista" })).toBeHidden();
      } else {
        const back = main.getByRole("button", { name: "Volver a la lista" });
        await expect(back).toBeVisible();
        await expectAccessible(page);
        await back.click();
        await expect(heading).toHaveCount(0);
        await expect(open).toBeFocused();
      }
      await expectAccessible(page);
    });

    test(`/admin/users at ${width} px: no sideways scroll, badges fit, e-mails break only after "@" or "."`, async ({ page }) => {
      await signInAs(page, ["ADMIN"]);
      await page.goto("/admin/users");
      const main = page.getByRole("main");
      const table = main.getByRole("region", { name: /^Usuarios, página 1/ });
      await expect(table.getByRole("table")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectBadgesFit(page, "#admin-users");
      // Each line of an e-mail cell ends at "@" or "." (or the end): never in the middle of a word.
      const lines = await page.locator("#admin-users tbody tr td:nth-child(2) > span").evaluateAll((cells) =>
        cells.map((cell) => {
          const text = cell.textContent ?? "";
          const node = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          const out: string[] = [];
          let line = "";
          let lastTop: number | null = null;
          for (let n = node.nextNode(); n; n = node.nextNode()) {
            const s = n.textContent ?? "";
            for (let i = 0; i < s.length; i++) {
              const range = document.createRange();
              range.setStart(n, i);
              range.setEnd(n, i + 1);
              const top = Math.round(range.getBoundingClientRect().top);
              if (lastTop !== null && top > lastTop) {
                out.push(line);
                line = "";
              }
              lastTop = top;
              line += s[i];
            }
          }
          out.push(line);
          return { text, lines: out };
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const { text, lines: parts } of lines) {
        expect(parts.join("")).toBe(text);
        for (const part of parts.slice(0, -1)) expect(part, `${text} → ${parts.join(" | ")}`).toMatch(/[@.]$/);
      }
      await expectAccessible(page);
    });
  });
}
