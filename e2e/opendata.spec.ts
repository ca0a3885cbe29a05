import { test as plain } from "@playwright/test";
import { OPEN_DATASETS } from "../src/shared/opendata";
import { problemsAt } from "./reflowCheck";
import { expect, expectAccessible, test } from "./support";

/**
 * Issue 35 §3 (Res. MinTIC 1519 de 2020, Anexo 4): /datos-abiertos lists every dataset of the
 * catalogue with its downloads, readable with scripts off; the dates come from /data.json once the
 * app runs; every download the page offers answers with data; the transparency menu files the
 * page under "7. Datos abiertos".
 */

interface Catalog {
  dataset: { identifier: string; modified: string; distribution: { downloadURL: string }[]; describedBy: string }[];
}

// Playwright's own test: support's goto waits for the app to hydrate, which never happens without scripts.
plain.describe("without JavaScript", () => {
  plain.use({ javaScriptEnabled: false });

  plain("the prerendered /datos-abiertos carries the whole list of datasets and their download links", async ({ page }) => {
    await page.goto("/datos-abiertos");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText("Catálogo de datos abiertos");
    const main = page.getByRole("main");
    expect((await main.innerText()).length).toBeGreaterThan(500);
    for (const d of OPEN_DATASETS) {
      const item = main.locator(`section#${d.id}`);
      await expect(item.getByRole("heading", { level: 3, name: d.title })).toBeVisible();
      await expect(item).toContainText(d.frequency);
      await expect(item.getByRole("link", { name: `Descargar en CSV: ${d.title}` })).toHaveAttribute("href", `/datos-abiertos/${d.id}.csv`);
      await expect(item.getByRole("link", { name: `Descargar en JSON: ${d.title}` })).toHaveAttribute("href", `/datos-abiertos/${d.id}.json`);
      await expect(item.getByRole("link", { name: `Diccionario de datos (JSON): ${d.title}` })).toHaveAttribute(
        "href",
        `/datos-abiertos/${d.id}/diccionario.json`,
      );
    }
    await expect(main.getByRole("link", { name: "catálogo /data.json" })).toHaveAttribute("href", "/data.json");
    await expect(main.getByRole("link", { name: /CC BY 4\.0/ })).toHaveAttribute("href", "https://creativecommons.org/licenses/by/4.0/");
  });
});

test("/datos-abiertos shows each dataset's last change from /data.json, is accessible and reflows at 320 px", async ({ page, request }) => {
  const catalog = (await (await request.get("/data.json")).json()) as Catalog;
  expect(catalog.dataset).toHaveLength(OPEN_DATASETS.length);
  await page.goto("/datos-abiertos");
  const main = page.getByRole("main");
  // Once the app has read the catalogue, no dataset says "Consúltela en /data.json" any more.
  await expect(main.getByText("Consúltela en /data.json")).toHaveCount(0);
  const tariffs = main.locator("section#tarifas-mensuales");
  const year = new Date(catalog.dataset[0].modified).getUTCFullYear();
  await expect(tariffs).toContainText(String(year));
  await expectAccessible(page);
  expect(await problemsAt(page, "/datos-abiertos", 320, true)).toEqual([]);
});

test("every download /data.json names answers with data", async ({ request }) => {
  const catalog = (await (await request.get("/data.json")).json()) as Catalog;
  for (const d of catalog.dataset) {
    for (const url of [...d.distribution.map((x) => x.downloadURL), d.describedBy]) {
      const res = await request.get(new URL(url).pathname);
      expect([url, res.status()]).toEqual([url, 200]);
      expect((await res.body()).length).toBeGreaterThan(2);
    }
  }
});

test("the transparency menu files /datos-abiertos under 7. Datos abiertos", async ({ page }) => {
  await page.goto("/transparencia/home");
  const section = page.getByRole("region", { name: "7. Datos abiertos" });
  await expect(section.getByRole("link", { name: "Catálogo de datos abiertos" })).toHaveAttribute("href", "/datos-abiertos");
});
