import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import { AffectsStore, OutageListStore, previousEtr } from "../../../src/features/news/OutagesStore";
import OutageDetailView from "../../../src/features/news/views/OutageDetailView";
import ServiceCutsView from "../../../src/features/news/views/ServiceCutsView";
import type { NewsApi } from "../../../src/services/newsApi";
import type { OutagesApi } from "../../../src/services/outagesApi";
import type { NewsSummary } from "../../../src/shared/news";
import type { AccountOutages, OutageAffects, PublicOutage } from "../../../src/shared/outages";
import { demoSessionUser } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";

// leaflet.css is a file the bundler emits; jsdom loads no style sheets.
jest.mock("../../../src/components/map/leafletStylesheet", () => ({ leafletStylesheet: () => Promise.resolve() }));

/** An HTTP error as axios gives it: the status and our JSON error body. */
const httpError = (status: number, data: object = {}) => Object.assign(new Error(`HTTP ${status}`), { response: { status, data } });

function outage(n: number, over: Partial<PublicOutage> = {}): PublicOutage {
  return {
    id: `id-${n}`,
    reference: `INC-2026-00000${n}`,
    service: "energia",
    status: "crew_assigned",
    cause: "Falla en un transformador",
    note: "",
    areas: [{ kind: "barrio", name: "El Jardín" }],
    // 9:00 a. m. Bogotá; the ETR moved from 3:00 p. m. to 5:30 p. m. the same day.
    startedAt: "2026-11-29T14:00:00.000Z",
    estimatedRestorationAt: "2026-11-29T22:30:00.000Z",
    restoredAt: null,
    updatedAt: "2026-11-29T18:00:00.000Z",
    history: [
      {
        at: "2026-11-29T14:00:00.000Z",
        status: "reported",
        estimatedRestorationAt: "2026-11-29T20:00:00.000Z",
        previousEstimatedRestorationAt: null,
        note: null,
      },
      {
        at: "2026-11-29T15:00:00.000Z",
        status: "crew_assigned",
        estimatedRestorationAt: "2026-11-29T20:00:00.000Z",
        previousEstimatedRestorationAt: null,
        note: null,
      },
      {
        at: "2026-11-29T18:00:00.000Z",
        status: "crew_assigned",
        estimatedRestorationAt: "2026-11-29T22:30:00.000Z",
        previousEstimatedRestorationAt: "2026-11-29T20:00:00.000Z",
        note: "La cuadrilla espera un repuesto.",
      },
    ],
    ...over,
  };
}

const restored = outage(2, {
  service: "acueducto",
  status: "restored",
  areas: [{ kind: "barrio", name: "La Dorada" }],
  estimatedRestorationAt: null,
  restoredAt: "2026-11-28T16:00:00.000Z",
  history: [],
});

const cut: NewsSummary = {
  id: "cut-1",
  slug: "corte-el-centro",
  title: "Corte de energía en El Centro",
  summary: "Mantenimiento de la red.",
  category: "cortes",
  tags: [],
  publishedAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
  imageUrl: null,
  imageAlt: "",
  readingMinutes: 1,
};

const nothing = (name: string): OutageAffects => ({ area: { kind: "barrio", name }, incidents: [], cuts: [], until: null });

/** An outages API whose answers the test gives; it records the questions asked. */
function fakeOutages(over: Partial<OutagesApi> = {}) {
  const asked: unknown[] = [];
  const api: OutagesApi = {
    list: async () => ({ items: [] }),
    byReference: async (ref) => Promise.reject(httpError(404, { code: "OUTAGE_NOT_FOUND", message: `No existe ${ref}` })),
    affectsBarrio: async (barrio) => nothing(barrio),
    affectsContract: async () => nothing("El Centro"),
    mine: async () => ({ items: [] }),
    ...over,
  };
  const recorded: OutagesApi = {
    list: () => api.list(),
    byReference: (ref) => (asked.push(["byReference", ref]), api.byReference(ref)),
    affectsBarrio: (barrio, service) => (asked.push(["barrio", barrio]), api.affectsBarrio(barrio, service)),
    affectsContract: (contract, service) => (asked.push(["contract", contract]), api.affectsContract(contract, service)),
    mine: () => (asked.push(["mine"]), api.mine()),
  };
  return { api: recorded, asked };
}

const cutsApi: NewsApi = {
  list: async () => ({ items: [{ ...cut }], total: 1, page: 1, pageSize: 10 }),
  bySlug: () => Promise.reject(new Error("no")),
};

async function renderAt(path: string, outagesApi: OutagesApi, options: { signedIn?: boolean } = {}) {
  const { stores } = testStores({ newsApi: cutsApi, outagesApi });
  if (options.signedIn) {
    stores.session.applySharedToken("token");
    stores.session.setUser({ ...demoSessionUser });
  }
  await act(async () => {
    render(
      <StoresProvider stores={stores}>
        <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/noticias-cortes" element={<ServiceCutsView />} />
              <Route path="/noticias-cortes/dano" element={<OutageDetailView />} />
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </StoresProvider>,
    );
  });
  return stores;
}

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe("outage stores", () => {
  it("find the ETR a move replaced, only while the incident is not restored", () => {
    expect(previousEtr(outage(1))).toBe("2026-11-29T20:00:00.000Z");
    expect(previousEtr(outage(1, { history: outage(1).history.slice(0, 2) }))).toBeNull();
    expect(previousEtr({ ...outage(1), status: "restored", restoredAt: "2026-11-29T21:00:00.000Z" })).toBeNull();
  });

  it("split the list into current and restored, and give the map one feature per incident and area", async () => {
    const two = outage(1, {
      areas: [
        { kind: "barrio", name: "El Jardín" },
        { kind: "vereda", name: "Vereda El Topacio" },
      ],
    });
    const store = new OutageListStore(fakeOutages({ list: async () => ({ items: [two, restored] }) }).api);
    await store.load();
    expect(store.current.map((o) => o.reference)).toEqual(["INC-2026-000001"]);
    expect(store.restored.map((o) => o.reference)).toEqual(["INC-2026-000002"]);
    expect(store.features.features.map((f) => [f.properties.reference, f.properties.area, f.geometry])).toEqual([
      ["INC-2026-000001", { kind: "barrio", name: "El Jardín" }, null],
      ["INC-2026-000001", { kind: "vereda", name: "Vereda El Topacio" }, null],
      ["INC-2026-000002", { kind: "barrio", name: "La Dorada" }, null],
    ]);
  });

  it("tell field errors, a 404 by contract and a 429 apart", async () => {
    let next: Error = new Error("none");
    const { api } = fakeOutages({
      affectsBarrio: () => Promise.reject(next),
      affectsContract: () => Promise.reject(next),
    });
    const store = new AffectsStore(api);
    next = httpError(400, { message: "Revise los datos.", fields: { barrio: "No conocemos ese barrio." } });
    await store.ask({ barrio: "Narnia" });
    expect(store.fieldErrors).toEqual({ barrio: "No conocemos ese barrio." });
    expect(store.rateLimited).toBe(false);
    expect(store.problem).toBeUndefined();
    next = httpError(404, { message: "No encontramos ese contrato." });
    await store.ask({ contract: "999" });
    expect(store.fieldErrors).toEqual({ contract: "No encontramos ese contrato." });
    next = httpError(429, { message: "Demasiadas consultas." });
    await store.ask({ contract: "999" });
    expect(store.rateLimited).toBe(true);
    expect(store.problem).toBeUndefined();
    next = new Error("Network Error");
    await store.ask({ contract: "999" });
    expect(store.problem).toBe("Network Error");
  });
});

describe("/noticias-cortes with outages (issue 36)", () => {
  it("lists the current incidents first, with the ETR and the one it replaced, then the cuts, and maps them", async () => {
    const { api } = fakeOutages({ list: async () => ({ items: [outage(1), restored] }) });
    await renderAt("/noticias-cortes", api);
    const section = screen.getByRole("region", { name: "Daños en curso" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    const link = within(items[0]).getByRole("link", { name: "Daño de energía en El Jardín" });
    expect(link).toHaveAttribute("href", "/noticias-cortes/dano?ref=INC-2026-000001");
    expect(within(items[0]).getByRole("heading", { level: 3 })).toBe(link.closest("h3"));
    expect(items[0]).toHaveTextContent("EstadoCuadrilla asignada");
    expect(items[0]).toHaveTextContent("Zonas afectadasEl Jardín");
    expect(items[0]).toHaveTextContent(/Hora estimada de restablecimiento.*5:30\sp\.\sm\..*\(antes: 3:00\sp\.\sm\.\)/);
    // The incidents come before the programmed cuts, which are still listed.
    const cutLink = await screen.findByRole("link", { name: "Corte de energía en El Centro" });
    expect(link.compareDocumentPosition(cutLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The map's text equivalent: the current incident and the restored one.
    const areas = screen.getByRole("region", { name: "Zonas afectadas" });
    expect(
      within(areas)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("strong")?.textContent),
    ).toEqual(["El Jardín", "La Dorada"]);
    // The cuts' count stays the page's only status.
    expect(screen.getByRole("status")).toHaveTextContent("1 corte");
  });

  it("says when there are no incidents, with a way to report one", async () => {
    const { api } = fakeOutages();
    await renderAt("/noticias-cortes", api);
    const section = screen.getByRole("region", { name: "Daños en curso" });
    expect(section).toHaveTextContent(/^Daños en cursoNo hay daños reportados en este momento\./);
    expect(within(section).getByRole("link", { name: "Reportar un daño" })).toHaveAttribute("href", "/reporta-una-falla");
    expect(screen.queryByRole("heading", { name: "Mapa de daños" })).toBeNull();
    expect(await screen.findByRole("link", { name: "Corte de energía en El Centro" })).toBeInTheDocument();
  });

  it("keeps the cuts when the incidents cannot load, and loads them again on retry", async () => {
    let fail = true;
    const { api } = fakeOutages({ list: () => (fail ? Promise.reject(new Error("Network Error")) : Promise.resolve({ items: [outage(1)] })) });
    await renderAt("/noticias-cortes", api);
    const section = screen.getByRole("region", { name: "Daños en curso" });
    expect(section).toHaveTextContent("No fue posible cargar los daños en curso; los cortes programados sí están al día.");
    expect(screen.getByRole("link", { name: "Corte de energía en El Centro" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    fail = false;
    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "Intentar de nuevo" })));
    // With an incident current the section moves above the cuts (below them it keeps a phone's first screen for the cuts).
    const current = screen.getByRole("region", { name: "Daños en curso" });
    expect(within(current).getByRole("link", { name: "Daño de energía en El Jardín" })).toBeInTheDocument();
    expect(
      current.compareDocumentPosition(screen.getByRole("link", { name: "Corte de energía en El Centro" })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

describe("¿Me afecta?", () => {
  const affects = () => screen.getByRole("region", { name: "¿Me afecta?" });

  it("answers by barrio from the list, with the incidents and cuts there and until when", async () => {
    const answer: OutageAffects = {
      area: { kind: "barrio", name: "El Jardín" },
      incidents: [outage(1)],
      cuts: [
        {
          slug: "corte-jardin",
          title: "Corte de acueducto en El Jardín",
          service: "acueducto",
          // A day already past: a date to come is, one day, today, and then only its time is shown.
          startsAt: "2026-11-24T13:00:00.000Z",
          endsAt: "2026-11-24T17:00:00.000Z",
          state: "programado",
        },
      ],
      until: "2026-11-24T17:00:00.000Z",
    };
    const { api, asked } = fakeOutages({ affectsBarrio: async (b) => (b === "El Jardín" ? answer : nothing(b)) });
    await renderAt("/noticias-cortes", api);
    const region = affects();
    expect(within(region).getByRole("combobox", { name: "Barrio" })).toHaveAttribute("list");
    fireEvent.change(within(region).getByRole("combobox", { name: "Barrio" }), { target: { value: "el jardin" } });
    await act(async () => fireEvent.click(within(region).getByRole("button", { name: "Consultar" })));
    expect(asked).toEqual([["barrio", "El Jardín"]]);
    expect(region).toHaveTextContent("En El Jardín: 1 daño en curso y 1 corte programado.");
    expect(region).toHaveTextContent(/Hasta cuándo, según lo estimado: martes, 24 de noviembre, 12:00\sp\.\sm\./);
    expect(within(region).getByRole("link", { name: "Daño de energía en El Jardín" })).toHaveAttribute("href", "/noticias-cortes/dano?ref=INC-2026-000001");
    expect(within(region).getByRole("link", { name: "Corte de acueducto en El Jardín" })).toHaveAttribute("href", "/noticias-cortes-detalle?slug=corte-jardin");

    fireEvent.change(within(region).getByRole("combobox", { name: "Barrio" }), { target: { value: "La Dorada" } });
    await act(async () => fireEvent.click(within(region).getByRole("button", { name: "Consultar" })));
    expect(region).toHaveTextContent("Por ahora no hay daños ni cortes programados en La Dorada.");
  });

  it("names the field of each error, and says to try later when asked too often", async () => {
    const { api, asked } = fakeOutages({
      affectsContract: (contract) =>
        Promise.reject(contract === "123" ? httpError(404, { message: "No encontramos ese contrato." }) : httpError(429, { message: "Demasiadas consultas." })),
    });
    await renderAt("/noticias-cortes", api);
    const region = affects();
    await act(async () => fireEvent.click(within(region).getByRole("button", { name: "Consultar" })));
    expect(within(region).getByRole("combobox", { name: "Barrio" })).toHaveAccessibleDescription(expect.stringContaining("Escriba su barrio o vereda."));
    fireEvent.change(within(region).getByRole("combobox", { name: "Barrio" }), { target: { value: "Narnia" } });
    await act(async () => fireEvent.click(within(region).getByRole("button", { name: "Consultar" })));
    expect(within(region).getByRole("combobox", { name: "Barrio" })).toHaveAccessibleDescription(
      expect.stringContaining("No encontramos «Narnia» en San Rafael."),
    );
    expect(asked).toEqual([]);

    fireEvent.click(within(region).getByRole("radio", { name: "Mi número de contrato" }));
    const number = within(region).getByRole("textbox", { name: "Número de contrato" });
    fireEvent.change(number, { target: { value: "123" } });
    await act(async () => fireEvent.click(within(region).getByRole("button", { name: "Consultar" })));
    expect(number).toHaveAccessibleDescription(expect.stringContaining("No encontramos ese contrato."));
    fireEvent.change(number, { target: { value: "1002003001" } });
    await act(async () => fireEvent.click(within(region).getByRole("button", { name: "Consultar" })));
    expect(region).toHaveTextContent("Ha hecho muchas consultas seguidas desde esta conexión. Intente de nuevo en unos minutos.");
    expect(asked).toEqual([
      ["contract", "123"],
      ["contract", "1002003001"],
    ]);
  });

  it("answers a signed-in customer's own contracts at once", async () => {
    const mine: AccountOutages = { items: [{ contract: "1002003001", ...nothing("El Centro") }] };
    const { api, asked } = fakeOutages({ mine: async () => mine });
    await renderAt("/noticias-cortes", api, { signedIn: true });
    const region = affects();
    expect(asked).toEqual([["mine"]]);
    expect(region).toHaveTextContent("Contrato 1002003001");
    expect(region).toHaveTextContent("Por ahora no hay daños ni cortes programados en El Centro.");
  });
});

describe("an incident's page", () => {
  it("shows its facts first, its note, its history as a timeline, its map and where to get alerts", async () => {
    const item = outage(1, { note: "Trabajamos para restablecer el servicio." });
    const { api, asked } = fakeOutages({ byReference: async (ref) => (ref === item.reference ? item : Promise.reject(httpError(404))) });
    await renderAt("/noticias-cortes/dano?ref=INC-2026-000001", api);
    expect(screen.getByRole("heading", { level: 1, name: "Daño de energía en El Jardín" })).toBeInTheDocument();
    expect(asked).toEqual([["byReference", "INC-2026-000001"]]);
    const facts = screen.getByRole("region", { name: "Datos del daño" });
    expect(facts).toHaveTextContent("ServicioEnergía");
    expect(facts).toHaveTextContent("EstadoCuadrilla asignada");
    expect(facts).toHaveTextContent("CausaFalla en un transformador");
    expect(facts).toHaveTextContent(/Inicio.*9:00\sa\.\sm\./);
    expect(facts).toHaveTextContent(/\(antes: 3:00\sp\.\sm\.\)/);
    expect(facts).toHaveTextContent("ReferenciaINC-2026-000001");
    expect(screen.getByRole("region", { name: "Información de la empresa" })).toHaveTextContent("Trabajamos para restablecer el servicio.");
    const events = within(screen.getByRole("region", { name: "Cómo ha avanzado" })).getAllByRole("listitem");
    expect(events).toHaveLength(3);
    expect(events[0]).toHaveTextContent(/9:00\sa\.\sm\..*Estado: Reportado\..*Hora estimada de restablecimiento: 3:00\sp\.\sm\./);
    expect(events[1]).toHaveTextContent(/10:00\sa\.\sm\..*Estado: Cuadrilla asignada\.$/);
    expect(events[2]).toHaveTextContent(
      /1:00\sp\.\sm\..*La hora estimada cambió a 5:30\sp\.\sm\. \(antes: 3:00\sp\.\sm\.\)\..*La cuadrilla espera un repuesto\./,
    );
    expect(events[2].querySelector("time")).toHaveAttribute("dateTime", "2026-11-29T18:00:00.000Z");
    expect(within(screen.getByRole("region", { name: "Zonas afectadas" })).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Avíseme de cortes y daños en El Jardín" })).toHaveAttribute("href", "/noticias-cortes?barrio=El+Jard%C3%ADn");
  });

  it("shows the restoration time of a restored incident instead of an estimate", async () => {
    const { api } = fakeOutages({ byReference: async () => restored });
    await renderAt("/noticias-cortes/dano?ref=INC-2026-000002", api);
    const facts = screen.getByRole("region", { name: "Datos del daño" });
    expect(facts).toHaveTextContent(/Hora de restablecimiento.*11:00\sa\.\sm\./);
    expect(facts).not.toHaveTextContent("Hora estimada");
  });

  it("waits with a loading state", async () => {
    let answer: (o: PublicOutage) => void = () => undefined;
    const pending = fakeOutages({ byReference: () => new Promise<PublicOutage>((resolve) => (answer = resolve)) });
    await renderAt("/noticias-cortes/dano?ref=INC-2026-000001", pending.api);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
    await act(async () => answer(outage(1)));
    expect(screen.getByRole("heading", { level: 1, name: "Daño de energía en El Jardín" })).toBeInTheDocument();
  });

  it("says so for an unknown reference, and does not ask for one that cannot be one", async () => {
    const { api, asked } = fakeOutages();
    await renderAt("/noticias-cortes/dano?ref=INC-2026-999999", api);
    expect(screen.getByRole("heading", { level: 1, name: "No encontramos ese daño" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a los daños y cortes" })).toHaveAttribute("href", "/noticias-cortes");
    document.body.innerHTML = "";
    await renderAt("/noticias-cortes/dano?ref=..%2Fadmin", api);
    expect(screen.getByRole("heading", { level: 1, name: "No encontramos ese daño" })).toBeInTheDocument();
    expect(asked).toEqual([["byReference", "INC-2026-999999"]]);
  });
});
