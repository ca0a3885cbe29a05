import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import AdminPqrsView from "../../../src/features/admin/views/AdminPqrsView";
import type { AgentCaseFilter, AgentCaseList, AgentCaseSummary } from "../../../src/shared/pqrs";
import { testStores } from "../../helpers";

/**
 * Issue 37: past 1,000 matching cases the inbox's count stops (`totalBounded: true`): the page says
 * «más de 1.000» and its pages «o más», and "Página siguiente" leads on while full pages come.
 */

const summary = (i: number) =>
  ({
    id: `c${i}`,
    radicado: `PQR-2026-${String(i).padStart(6, "0")}`,
    kind: "pqrs",
    type: "reclamo",
    service: "energia",
    subject: "Cobro no reconocido",
    applicantName: "Ana Ospina",
    filedAt: "2026-11-18T15:00:00.000Z",
    dueDate: "2026-12-09",
    businessDaysLeft: 12,
    dueState: "en_termino",
    status: "radicada",
    assignee: null,
  }) as unknown as AgentCaseSummary;

/** Page `page` of a list of more than 1,000 cases whose last page is 70 (five cases on it). */
function boundedList(filter: AgentCaseFilter): AgentCaseList {
  const page = filter.page ?? 1;
  const count = page < 70 ? 20 : page === 70 ? 5 : 0;
  const items = Array.from({ length: count }, (_, i) => summary((page - 1) * 20 + i + 1));
  return { items, total: 1000, totalBounded: true, page, pageSize: 20, counts: { open: 1385, overdue: 12, dueSoon: 40 } };
}

let bounded = true;

jest.mock("../../../src/features/pqrs/pqrsApi", () => ({
  createPqrsApi: () => ({
    adminList: (filter: AgentCaseFilter) =>
      Promise.resolve(bounded ? boundedList(filter) : { items: [summary(1)], total: 21, page: 1, pageSize: 20, counts: { open: 21, overdue: 0, dueSoon: 0 } }),
  }),
}));

function renderInbox(path: string, locale = "es-CO") {
  const { stores } = testStores();
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale={locale} defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/pqrs" element={<AdminPqrsView />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
}

beforeEach(() => {
  bounded = true;
});

describe("AdminPqrsView with more than 1,000 cases", () => {
  it("says «más de 1.000» and that there are 51 pages or more", async () => {
    renderInbox("/admin/pqrs");
    expect(await screen.findByRole("button", { name: "Ver el caso PQR-2026-000001" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("más de 1.000 casos con estos filtros");
    expect(screen.getByText("Página 1 de 51 o más")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Casos, página 1 de 51 o más" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Página siguiente" })).toBeInTheDocument();
  });

  it("leads on past page 51 while pages are full, and stops at the last one", async () => {
    renderInbox("/admin/pqrs?page=60");
    expect(await screen.findByRole("button", { name: "Ver el caso PQR-2026-001181" })).toBeInTheDocument();
    expect(screen.getByText("Página 60 de 61 o más")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Página siguiente" })).toBeInTheDocument();
  });

  it("has no next page after a page that is not full", async () => {
    renderInbox("/admin/pqrs?page=70");
    expect(await screen.findByRole("button", { name: "Ver el caso PQR-2026-001381" })).toBeInTheDocument();
    expect(screen.getByText("Página 70 de 70 o más")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Página siguiente" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Página anterior" })).toBeInTheDocument();
  });

  it("a counted total reads as before", async () => {
    bounded = false;
    renderInbox("/admin/pqrs");
    expect(await screen.findByRole("button", { name: "Ver el caso PQR-2026-000001" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("21 casos con estos filtros");
    expect(screen.getByText("Página 1 de 2")).toBeInTheDocument();
  });
});
