import "@testing-library/jest-dom";
import type { ReactElement } from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { StoresProvider } from "../../../src/app/StoresContext";
import { hasContentWidget } from "../../../src/features/content/parts/ContentWidget";
import type { ContinuityAnswer } from "../../../src/features/continuity/continuityApi";
import EnergyContinuityWidget from "../../../src/features/continuity/views/EnergyContinuityWidget";
import WaterContinuityWidget from "../../../src/features/continuity/views/WaterContinuityWidget";
import { testStores } from "../../helpers";

type Answer = { ok: boolean; status: number; json(): Promise<unknown> };

/** Issue 36 §5: the last 12 months' continuity indicators on the service-quality pages. */
describe("continuity section", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const answer: ContinuityAnswer = {
    from: "2026-02",
    to: "2026-03",
    rows: [
      {
        month: "2026-02",
        service: "energia",
        usersServed: 0,
        interruptions: 1,
        usersAffected: 0,
        saidiHours: null,
        saifi: null,
        incidentHours: 2,
        unavailable: "no-users-served",
      },
      { month: "2026-02", service: "acueducto", usersServed: 1200, interruptions: 0, usersAffected: 0, hoursWithoutServicePerUser: 0, incidentHours: 0 },
      { month: "2026-03", service: "energia", usersServed: 1500, interruptions: 3, usersAffected: 900, saidiHours: 4, saifi: 0.6, incidentHours: 11.5 },
      { month: "2026-03", service: "acueducto", usersServed: 1210, interruptions: 1, usersAffected: 300, hoursWithoutServicePerUser: 2.98, incidentHours: 12 },
    ],
  };

  async function show(view: ReactElement, reply: () => Promise<Answer>) {
    global.fetch = jest.fn(reply) as unknown as typeof fetch;
    const { stores } = testStores();
    await act(async () => {
      render(
        <StoresProvider stores={stores}>
          <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
            {view}
          </IntlProvider>
        </StoresProvider>,
      );
    });
  }
  const ok = async (): Promise<Answer> => ({ ok: true, status: 200, json: async () => answer });
  const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((c) => c.textContent);

  it("energy: SAIDI and SAIFI by month with units in the headers, what they mean, and the downloads", async () => {
    await show(<EnergyContinuityWidget />, ok);
    expect(global.fetch).toHaveBeenCalledWith("/api/outages/continuity", expect.anything());
    expect(screen.getByRole("heading", { level: 2, name: "Continuidad del servicio de energía: SAIDI y SAIFI" })).toBeInTheDocument();
    expect(screen.getByText(/SAIDI es el tiempo promedio, en horas/)).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Energía: indicadores de continuidad de los últimos 12 meses" });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0])
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Mes", "Usuarios atendidos", "Interrupciones", "Usuarios afectados", "SAIDI (horas por usuario)", "SAIFI (interrupciones por usuario)"]);
    expect(cells(rows[1])).toEqual(["febrero de 2026", "0", "1", "0", "Sin dato", "Sin dato"]);
    expect(cells(rows[2])).toEqual(["marzo de 2026", "1.500", "3", "900", "4,00", "0,60"]);
    expect(screen.getByText(/Sin dato: Sin usuarios atendidos registrados en el mes/)).toBeInTheDocument();
    // The scrolling region is named by the caption, so it reflows at 320 px without hiding columns.
    expect(screen.getByRole("region", { name: "Energía: indicadores de continuidad de los últimos 12 meses" })).toHaveAttribute("tabindex", "0");
    const links = within(screen.getByRole("list", { name: "Descargas de energía" })).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Energía, últimos 12 meses (CSV)", "/api/outages/continuity.csv?service=energia"],
      ["Energía, últimos 12 meses (JSON)", "/api/outages/continuity?service=energia"],
      ["Historial completo en datos abiertos", "/datos-abiertos#continuidad-servicio"],
    ]);
    // Water figures are not on the energy page.
    expect(screen.queryByText(/Horas sin servicio por usuario/)).not.toBeInTheDocument();
  });

  it("water: hours without service per user for water, and an empty state for sewer without figures", async () => {
    await show(<WaterContinuityWidget />, ok);
    const table = screen.getByRole("table", { name: "Acueducto: indicadores de continuidad de los últimos 12 meses" });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0])
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Mes", "Usuarios atendidos", "Interrupciones", "Usuarios afectados", "Horas sin servicio por usuario"]);
    expect(cells(rows[2])).toEqual(["marzo de 2026", "1.210", "1", "300", "2,98"]);
    expect(screen.getAllByRole("table")).toHaveLength(1);
    expect(screen.getByText(/Todavía no hay indicadores de alcantarillado para los últimos 12 meses/)).toBeInTheDocument();
    const links = within(screen.getByRole("list", { name: "Descargas de acueducto y alcantarillado" })).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/api/outages/continuity.csv?service=acueducto",
      "/api/outages/continuity?service=acueducto",
      "/api/outages/continuity.csv?service=alcantarillado",
      "/api/outages/continuity?service=alcantarillado",
      "/datos-abiertos#continuidad-servicio",
    ]);
  });

  it("says so when the figures cannot be read, keeps the downloads, and tries again on request", async () => {
    let calls = 0;
    await show(<EnergyContinuityWidget />, async () => (++calls === 1 ? { ok: false, status: 503, json: async () => ({}) } : ok()));
    expect(screen.getByText(/no fue posible consultar los indicadores de continuidad/)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Energía, últimos 12 meses (CSV)" })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
    });
    expect(calls).toBe(2);
    expect(screen.getByRole("table")).toBeInTheDocument();
  });

  it("is the widget of the energy service-quality page and of the water indicators page", () => {
    expect(hasContentWidget("energia.studyReportsPlans")).toBe(true);
    expect(hasContentWidget("acueducto.reportsIndicators")).toBe(true);
  });
});
