import "@testing-library/jest-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import { GlanceCards } from "../../../src/features/admin/parts/dashboard/GlanceCards";
import { trendOf, trendTone } from "../../../src/features/admin/parts/dashboard/trend";
import type { AdminSummary } from "../../../src/shared/admin";
import { testStores } from "../../helpers";
import { openChartTables } from "../../chartTables";

/** 17 February to 18 March 2026. */
const DAYS = [
  ...Array.from({ length: 12 }, (_, i) => `2026-02-${String(17 + i).padStart(2, "0")}`),
  ...Array.from({ length: 18 }, (_, i) => `2026-03-${String(1 + i).padStart(2, "0")}`),
];
const ramp = (from: number) => DAYS.map((_, i) => from + (i % 4));

const SUMMARY: AdminSummary = {
  generatedAt: "2026-03-18T20:00:00.000Z",
  monthStart: "2026-03-01",
  today: "2026-03-18",
  compare: { previousMonthStart: "2026-02-01", previousCut: "2026-02-18T20:00:00.000Z", days: DAYS },
  users: { total: 1250, active: 1200, newThisMonth: 30, verified: 1000, verifiedShare: 80, newPreviousMonth: 40, newDaily: ramp(0) },
  pqrs: { open: 4, overdue: 2, dueSoon: 1, openPrevious: 3, overduePrevious: 2, openDaily: [...ramp(2).slice(0, 29), 4], overdueDaily: ramp(1) },
  news: { publishedThisMonth: 2, scheduled: 1, drafts: 0 },
  visits: {
    pageViews: 5400,
    uniqueVisitors: 700,
    sessions: 700,
    topPages: [{ pagePath: "/noticias", pageViews: 800 }],
    previousPageViews: 0,
    daily: ramp(100),
  },
  payments: {
    approvedCount: 2,
    approvedAmount: 205_400,
    pendingCount: 1,
    rejectedCount: 0,
    previousApprovedCount: 2,
    previousApprovedAmount: 100_000,
    approvedCountDaily: ramp(0),
    approvedAmountDaily: DAYS.map((_, i) => (i === 0 ? 10_000 : 0)),
    today: [],
  },
};

function renderCards(summary: AdminSummary = SUMMARY) {
  const { stores } = testStores();
  const onPayments = jest.fn();
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter>
          <GlanceCards summary={summary} onPayments={onPayments} />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return { onPayments };
}

const card = (name: string) => screen.getByRole("group", { name });

describe("trend", () => {
  it("gives the direction, the change as a share (none from 0) and whether it is good news", () => {
    expect(trendOf(4, 3)).toEqual({ direction: "up", ratio: 1 / 3, delta: 1 });
    expect(trendOf(0, 2)).toEqual({ direction: "down", ratio: -1, delta: -2 });
    expect(trendOf(5, 0)).toEqual({ direction: "up", ratio: null, delta: 5 });
    expect(trendTone(trendOf(4, 3), "down")).toBe("bad");
    expect(trendTone(trendOf(4, 3), "up")).toBe("good");
    expect(trendTone(trendOf(2, 2), "up")).toBe("neutral");
  });
});

describe("admin dashboard at a glance (issue 21)", () => {
  it("shows the five headline figures first, each with its trend in words and a link to its detail", () => {
    const { onPayments } = renderCards();
    const section = screen.getByRole("region", { name: "De un vistazo" });
    const names = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(["PQRS abiertas", "PQRS vencidas", "Pagos de hoy", "Visitas este mes", "Usuarios"]);

    const open = card("PQRS abiertas");
    expect(open).toHaveTextContent("4");
    expect(open.querySelector("[data-trend]")).toHaveAttribute("data-trend", "up");
    expect(open).toHaveTextContent("+33% frente al 18 de febrero (3)");
    expect(within(open).getByRole("link", { name: "Ver las PQRS" })).toHaveAttribute("href", "/admin/pqrs");

    const overdue = card("PQRS vencidas");
    expect(overdue).toHaveTextContent("Sin cambio frente al 18 de febrero (2)");
    expect(overdue.querySelector("[data-trend]")).toHaveAttribute("data-trend", "same");
    expect(within(overdue).getByRole("link", { name: "Ver las PQRS vencidas" })).toHaveAttribute("href", "/admin/pqrs?due=vencida");
    expect(within(overdue).getByRole("link", { name: /1 más vence/ })).toHaveAttribute("href", "/admin/pqrs?due=por_vencer");

    const payments = card("Pagos de hoy");
    expect(payments.querySelector("[data-figure]")).toHaveTextContent("$ 205.400");
    expect(payments).toHaveTextContent("2 pagos aprobados; 1 pendiente y 0 rechazados");
    expect(payments).toHaveTextContent("+105% frente a ayer a esta hora ($ 100.000)");
    fireEvent.click(within(payments).getByRole("link", { name: "Ver los pagos de hoy" }));
    expect(onPayments).toHaveBeenCalled();

    const visits = card("Visitas este mes");
    expect(visits.querySelector("[data-figure]")).toHaveTextContent("5.400");
    // From 0 there is no percentage: the change in units.
    expect(visits).toHaveTextContent("+5.400 frente al mismo periodo de febrero (0)");
    // Issue 33 §3: both figures agree, and the card says why.
    expect(visits).toHaveTextContent("700 visitantes únicos en 700 sesiones (sin cookies de visitante, cada sesión cuenta como un visitante)");
    expect(within(visits).getByRole("link", { name: "Ver las métricas del sitio" })).toHaveAttribute("href", "/metrics-dashboard");

    const users = card("Usuarios");
    expect(users.querySelector("[data-figure]")).toHaveTextContent("1.250");
    expect(users).toHaveTextContent("Cuentas nuevas: -25% frente al mismo periodo de febrero (40)");
    expect(users.querySelector("[data-trend]")).toHaveAttribute("data-trend", "down");
    expect(within(users).getByRole("link", { name: "30 cuentas nuevas este mes" })).toHaveAttribute("href", "/admin/users?createdFrom=2026-03-01");
    expect(within(users).getByRole("link", { name: "Ver los usuarios" })).toHaveAttribute("href", "/admin/users");
  });

  it("names every chart by what it shows and keeps its 30 figures in a table", () => {
    renderCards();
    const open = card("PQRS abiertas");
    expect(within(open).getByRole("img")).toHaveAccessibleName(
      "PQRS abiertas al final de cada día, del 17 de feb al 18 de mar: 2 el primer día y 4 hoy; el valor más alto, 5, el 20 de feb.",
    );
    // The table is drawn once "Ver datos en tabla" is opened (issue 37: thirty rows a card were a
    // long task on a phone while closed).
    expect(within(open).getByText("Ver datos en tabla").tagName).toBe("SUMMARY");
    expect(within(open).queryByRole("table")).toBeNull();
    openChartTables(open);
    const table = within(open).getByRole("table", { name: "PQRS abiertas al final de cada día, del 17 de feb al 18 de mar" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent("17 de feb2");
    expect(rows[30]).toHaveTextContent("18 de mar4");

    const payments = card("Pagos de hoy");
    openChartTables(payments);
    const paymentsTable = within(payments).getByRole("table", { name: /^Pagos aprobados cada día/ });
    expect(
      within(paymentsTable)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Día", "Valor", "Pagos aprobados"]);
    expect(within(paymentsTable).getAllByRole("row")[1]).toHaveTextContent("17 de feb$ 10.0000");

    for (const name of ["PQRS vencidas", "Visitas este mes", "Usuarios"]) {
      openChartTables(card(name));
      expect(within(card(name)).getAllByRole("row")).toHaveLength(31);
    }
    // The drawing itself is out of the focus order and of the accessibility tree.
    expect(open.querySelector("[inert]")).not.toBeNull();
  });

  it("keeps the visits card with a message when the metrics could not be read", () => {
    renderCards({ ...SUMMARY, visits: null });
    const visits = card("Visitas este mes");
    expect(visits).toHaveTextContent("Las visitas no se pudieron leer en este momento.");
    expect(within(visits).queryByRole("table")).toBeNull();
    expect(within(visits).getByRole("link", { name: "Ver las métricas del sitio" })).toBeInTheDocument();
  });
});
