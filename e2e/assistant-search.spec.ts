import { expect, test } from "./support";

/**
 * Issue 33 §1 and §4: the site search without errors in the console (MiniSearch's background vacuum
 * threw «reading 'keys'» on every search), the duplicates page near the top of «duplicado factura»,
 * and one search box on the search page.
 */
test("a search logs no error, ranks the duplicates page in the top three and shows one search box", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto("/buscar?q=duplicado%20factura");
  const pages = page.getByRole("region", { name: "Páginas" }).getByRole("listitem");
  // The first search downloads and indexes every page's words: seconds on a loaded machine.
  await expect(pages.first()).toBeVisible({ timeout: 20_000 });
  const titles = await pages.locator("a").first().allTextContents();
  const top = (await pages.evaluateAll((items) => items.slice(0, 3).map((li) => li.querySelector("a")?.getAttribute("href") ?? ""))).map((h) =>
    decodeURIComponent(new URL(h, "http://x").pathname),
  );
  expect(top, titles.join(", ")).toContain("/dashboard/duplicados-facturas");
  // A second and a third search on the same page: MiniSearch's background work has had its time.
  for (const q of ["tarifas energia", "fuga de agua"]) {
    const box = page.getByRole("searchbox");
    await box.fill(q);
    await box.press("Enter");
    await expect(page.getByRole("status")).toContainText(`«${q}»`);
    await expect(pages.first()).toBeVisible();
  }
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
  // One search box on the search page (the header's is not repeated there).
  await expect(page.getByRole("searchbox")).toHaveCount(1);
  await expect(page.getByRole("search")).toHaveCount(1);
});
