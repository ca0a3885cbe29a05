import { render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { IntlProvider } from "react-intl";
import { LazyOutageMap } from "../../../src/components/map/LazyOutageMap";
import OutageMap from "../../../src/components/map/OutageMap";
import type { OutageFeature, OutageFeatureCollection } from "../../../src/components/map/outageAreas";
import { barrioShape } from "../../../src/shared/geo/barrioShapes";

// leaflet.css is a file the bundler emits; jsdom loads no style sheets.
jest.mock("../../../src/components/map/leafletStylesheet", () => ({ leafletStylesheet: () => Promise.resolve() }));

const inSpanish = (ui: ReactElement) =>
  render(
    <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
      {ui}
    </IntlProvider>,
  );

function feature(reference: string, service: string, status: string, area: string, times: Partial<OutageFeature["properties"]> = {}): OutageFeature {
  const shape = barrioShape(area);
  return {
    type: "Feature",
    geometry: shape ? shape.geometry : null,
    properties: {
      reference,
      service,
      status,
      startedAt: "2026-11-29T14:05:00.000Z",
      estimatedRestorationAt: null,
      restoredAt: null,
      area: { kind: shape?.properties.kind ?? "barrio", name: area },
      ...times,
    },
  };
}

// As GET /api/outages.geojson answers: one feature per incident and area.
const FEED: OutageFeatureCollection = {
  type: "FeatureCollection",
  features: [
    feature("INC-2026-000003", "energia", "restored", "El Jardín", { restoredAt: "2026-11-29T16:30:00.000Z" }),
    feature("INC-2026-000001", "energia", "working", "La Floresta", { estimatedRestorationAt: "2026-11-29T20:00:00.000Z" }),
    feature("INC-2026-000001", "energia", "working", "El Centro", { estimatedRestorationAt: "2026-11-29T20:00:00.000Z" }),
    feature("INC-2026-000002", "acueducto", "crew_assigned", "Vereda El Topacio"),
  ],
};

const rows = () => within(screen.getByRole("region", { name: "Zonas afectadas" })).getAllByRole("listitem");

describe("LazyOutageMap", () => {
  it("lists every affected area with its service, status and restoration time, current incidents first", async () => {
    inSpanish(<LazyOutageMap features={FEED} />);
    expect(screen.getByRole("heading", { level: 2, name: "Zonas afectadas" })).toBeInTheDocument();
    const items = rows();
    expect(items.map((li) => li.querySelector("strong")?.textContent)).toEqual(["El Centro", "La Floresta", "Vereda El Topacio", "El Jardín"]);
    expect(items[0]).toHaveTextContent(
      /^El Centro: Energía, En reparación\. Restablecimiento estimado: 29\/11\/2026, 3:00\sp\.\sm\. Referencia INC-2026-000001$/,
    );
    expect(items[2]).toHaveTextContent("Vereda El Topacio: Acueducto, Cuadrilla asignada. Sin hora estimada de restablecimiento. Referencia INC-2026-000002");
    expect(items[3]).toHaveTextContent(
      /^El Jardín: Energía, Restablecido\. Hora de restablecimiento: 29\/11\/2026, 11:30\sa\.\sm\. Referencia INC-2026-000003$/,
    );
    // The drawing comes later, from its own chunk, hidden from assistive technology.
    expect(await screen.findByRole("figure")).toBeInTheDocument();
  });

  it("says so when no area is affected", () => {
    inSpanish(<LazyOutageMap features={{ type: "FeatureCollection", features: [] }} headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "Zonas afectadas" })).toBeInTheDocument();
    expect(screen.getByText("No hay zonas afectadas por daños en este momento.")).toBeInTheDocument();
  });

  it("writes an area as the barrio list does, whatever case or accents the feed used", () => {
    inSpanish(<LazyOutageMap features={{ type: "FeatureCollection", features: [feature("INC-2026-000009", "telco", "reported", "los alamos")] }} />);
    expect(rows()[0]).toHaveTextContent("Los Álamos: Telecomunicaciones, Reportado.");
  });
});

describe("OutageMap", () => {
  it("is a figure whose drawing is hidden and whose caption points to the list, with a legend of the services shown", () => {
    inSpanish(<OutageMap features={FEED} />);
    const figure = screen.getByRole("figure");
    expect(figure.querySelector("[aria-hidden='true']")).not.toBeNull();
    expect(within(figure).getByText(/La lista «Zonas afectadas» da el mismo detalle/)).toBeInTheDocument();
    const legend = within(figure).getByRole("list", { name: "Convenciones del mapa" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Energía", "Acueducto"]);
    expect(rows()).toHaveLength(4);
  });

  it("shades each affected area by service and status over the outlines of every barrio and vereda, and labels it", async () => {
    // jsdom lays nothing out: the map's container is given a size, as a browser would.
    const width = jest.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(640);
    const height = jest.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(480);
    try {
      const { container } = inSpanish(<OutageMap features={FEED} />);
      await waitFor(() => expect(container.querySelectorAll("path.outage-map-shade")).toHaveLength(4));
      expect(container.querySelectorAll("path.outage-map-area")).toHaveLength(21);
      expect(container.querySelectorAll("path.outage-map-energia.outage-map-working")).toHaveLength(2);
      expect(container.querySelectorAll("path.outage-map-acueducto.outage-map-crew_assigned")).toHaveLength(1);
      expect(container.querySelectorAll("path.outage-map-energia.outage-map-restored")).toHaveLength(1);
      const labels = [...container.querySelectorAll(".outage-map-label")].map((l) => l.textContent).sort();
      expect(labels).toEqual(["El Centro", "El Jardín", "La Floresta", "Vereda El Topacio"]);
      // A still picture: nothing in the hidden drawing takes focus.
      expect(
        container.querySelector("[aria-hidden='true'] [tabindex], [aria-hidden='true'][tabindex], [aria-hidden='true'] a, [aria-hidden='true'] button"),
      ).toBeNull();
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });

  it("names the tiles' source only when a tile server is set", () => {
    const { rerender } = inSpanish(<OutageMap features={FEED} tileAttribution="© Mapa de prueba" />);
    expect(screen.queryByText(/Mapa base/)).toBeNull();
    rerender(
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <OutageMap features={FEED} tileUrl="/tiles/{z}/{x}/{y}.png" tileAttribution="© Mapa de prueba" />
      </IntlProvider>,
    );
    expect(screen.getByText(/Mapa base: © Mapa de prueba/)).toBeInTheDocument();
  });
});
