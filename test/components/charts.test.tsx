import { render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import type { ReactElement } from "react";
import { BarChart } from "../../src/components/charts/BarChart";
import { niceMax } from "../../src/components/charts/ChartFrame";
import { LineChart } from "../../src/components/charts/LineChart";
import { RatingBar } from "../../src/components/charts/RatingBar";
import { openChartTables } from "../chartTables";

/** Renders a chart in Spanish with its table opened ("Ver datos en tabla"), unless `closed`. */
const inSpanish = (ui: ReactElement, closed = false) => {
  const result = render(
    <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
      {ui}
    </IntlProvider>,
  );
  if (!closed) openChartTables();
  return result;
};

const pages = [
  { path: "/homePage", views: 1200 },
  { path: "/energia/ratesEnergy", views: 340 },
  { path: "/buscar", views: 0 },
];

const pagesChart = (
  <BarChart
    caption="Páginas más visitadas"
    rows={pages}
    label={(p) => p.path}
    value={(p) => p.views}
    formatValue={(v) => String(v)}
    rowKey={(p) => p.path}
    columns={[
      { header: "Página", cell: (p) => p.path },
      { header: "Vistas", numeric: true, cell: (p) => String(p.views) },
    ]}
  />
);

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1); // minus the header row

describe("BarChart", () => {
  it("has a captioned table with one row per data point and an image named by its summary", () => {
    inSpanish(pagesChart);
    const table = screen.getByRole("table", { name: "Páginas más visitadas" });
    const rows = bodyRows(table);
    expect(rows).toHaveLength(pages.length);
    expect(within(rows[0]).getByRole("rowheader")).toHaveTextContent("/homePage");
    expect(within(rows[0]).getByRole("cell")).toHaveTextContent("1200");
    const img = screen.getByRole("img", { name: /^Páginas más visitadas: gráfico de barras con 3 datos; el mayor es \/homePage, con 1200/ });
    // The drawing scales each bar against the largest value; a zero is an empty bar.
    const bars = img.querySelectorAll("svg rect:nth-of-type(2)");
    expect([...bars].map((b) => b.getAttribute("width"))).toEqual(["100", String((340 / 1200) * 100), "0"]);
    expect(screen.getByText("Ver datos en tabla").tagName).toBe("SUMMARY");
  });

  it("draws its table only once «Ver datos en tabla» is opened (issue 37: a phone's main thread)", () => {
    inSpanish(pagesChart, true);
    expect(screen.getByRole("img", { name: /^Páginas más visitadas/ })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    openChartTables();
    expect(bodyRows(screen.getByRole("table", { name: "Páginas más visitadas" }))).toHaveLength(pages.length);
  });
});

describe("LineChart", () => {
  const days = [
    { date: "2025-06-01", views: 10, unique: 4 },
    { date: "2025-06-02", views: 25, unique: 9 },
    { date: "2025-06-03", views: 5, unique: 5 },
    { date: "2025-06-04", views: 0, unique: 0 },
  ];

  it("has one table row per day and one line per series, the second dashed", () => {
    inSpanish(
      <LineChart
        caption="Visitas por día"
        rows={days}
        x={(d) => d.date}
        series={[
          { name: "Vistas", value: (d) => d.views },
          { name: "Visitantes únicos", value: (d) => d.unique },
        ]}
        formatValue={(v) => String(v)}
        rowKey={(d) => d.date}
        columns={[
          { header: "Día", cell: (d) => d.date },
          { header: "Vistas", numeric: true, cell: (d) => String(d.views) },
          { header: "Visitantes únicos", numeric: true, cell: (d) => String(d.unique) },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Visitas por día" });
    expect(bodyRows(table)).toHaveLength(days.length);
    const img = screen.getByRole("img", {
      name: /Visitas por día: gráfico de líneas con 4 puntos, de 2025-06-01 a 2025-06-04; el valor más alto de vistas es 25, el 2025-06-02/,
    });
    const lines = img.querySelectorAll("polyline");
    expect(lines).toHaveLength(2);
    expect(lines[0].getAttribute("points")!.split(" ")).toHaveLength(days.length);
    // The dash is one more class on the second line (colour is not the only difference).
    expect(lines[1].classList.length).toBeGreaterThan(lines[0].classList.length);
    // The axis tops out at a round number: 25 → 50.
    expect(within(img).getByText("50")).toBeInTheDocument();
  });

  it("draws a single day as a point", () => {
    inSpanish(
      <LineChart
        caption="Visitas por día"
        rows={[days[0]]}
        x={(d) => d.date}
        series={[{ name: "Vistas", value: (d) => d.views }]}
        formatValue={(v) => String(v)}
        rowKey={(d) => d.date}
        columns={[{ header: "Día", cell: (d) => d.date }]}
      />,
    );
    expect(bodyRows(screen.getByRole("table"))).toHaveLength(1);
    expect(document.querySelector("polyline")!.getAttribute("points")).toBe("49.9,0 50.1,0"); // its own value is the top of the axis
  });
});

describe("chart helpers", () => {
  it("rounds axis tops to 1, 2 or 5 × 10ⁿ", () => {
    expect([0, 1, 3, 7, 10, 11, 180, 2600].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 200, 5000]);
  });

  it("keeps the rating bar out of the accessibility tree (its counts are text beside it)", () => {
    const { container } = render(<RatingBar good={3} needsImprovement={1} poor={0} />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect([...svg.querySelectorAll("rect")].map((r) => r.getAttribute("width"))).toEqual(["75", "25", "0"]);
  });
});
