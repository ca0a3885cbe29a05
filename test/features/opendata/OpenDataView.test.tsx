import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import { OpenDataStore } from "../../../src/features/opendata/OpenDataStore";
import OpenDataView from "../../../src/features/opendata/views/OpenDataView";
import { DEFAULT_CLIENT_CONFIG } from "../../../src/shared/config";
import { datasetIdentifier, OPEN_DATASETS, type CatalogDates } from "../../../src/shared/opendata";
import { testStores } from "../../helpers";

/** Issue 35 §3: the page lists every dataset from shared data (prerendered), the dates arrive from /data.json. */
describe("/datos-abiertos", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  async function show(answer: () => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>) {
    global.fetch = jest.fn(answer) as unknown as typeof fetch;
    const { stores } = testStores();
    await act(async () => {
      render(
        <StoresProvider stores={stores}>
          <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
            <MemoryRouter initialEntries={["/datos-abiertos"]}>
              <OpenDataView />
            </MemoryRouter>
          </IntlProvider>
        </StoresProvider>,
      );
    });
  }

  it("lists every dataset with its frequency and its four downloads, then the last change of each", async () => {
    const catalog: CatalogDates = {
      dataset: OPEN_DATASETS.map((d) => ({ identifier: datasetIdentifier(DEFAULT_CLIENT_CONFIG.productSlug, d.id), modified: "2026-11-20T15:30:00Z" })),
    };
    await show(async () => ({ ok: true, status: 200, json: async () => catalog }));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(OPEN_DATASETS.map((d) => d.title));
    for (const d of OPEN_DATASETS) {
      const item = within(document.getElementById(d.id)!);
      expect(item.getByText(d.frequency)).toBeInTheDocument();
      expect(item.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
        `/datos-abiertos/${d.id}.csv`,
        `/datos-abiertos/${d.id}.json`,
        `/datos-abiertos/${d.id}/diccionario.json`,
        `/datos-abiertos/${d.id}/diccionario.csv`,
      ]);
      expect(item.getByText(/20 de noviembre de 2026/)).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "catálogo /data.json" })).toHaveAttribute("href", "/data.json");
    expect(global.fetch).toHaveBeenCalledWith("/data.json", expect.anything());
  });

  it("keeps the list and says so when the catalogue cannot be read", async () => {
    await show(async () => ({ ok: false, status: 503, json: async () => ({}) }));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(OPEN_DATASETS.length);
    expect(screen.getAllByText("No se pudo consultar en este momento")).toHaveLength(OPEN_DATASETS.length);
  });

  it("asks the catalogue once, and again after a failure", async () => {
    const fetchDates = jest
      .fn<Promise<CatalogDates>, []>()
      .mockRejectedValueOnce(new Error("HTTP 503"))
      .mockResolvedValue({ dataset: [{ identifier: "x", modified: "2026-01-01" }] });
    const store = new OpenDataStore(fetchDates);
    await store.load();
    expect(store.failed).toBe(true);
    await store.load();
    await store.load();
    expect(fetchDates).toHaveBeenCalledTimes(2);
    expect(store.modified?.get("x")).toBe("2026-01-01");
    expect(store.failed).toBe(false);
  });
});
