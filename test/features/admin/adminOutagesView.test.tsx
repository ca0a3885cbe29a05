import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import { accountEntries } from "../../../src/components/shell/accountNavigation";
import type { OutagesAdminApi } from "../../../src/features/admin/outagesAdminApi";
import AdminOutagesView from "../../../src/features/admin/views/AdminOutagesView";
import { MemoryStorage } from "../../../src/services/storage";
import { demoSessionUser } from "../../fixtures/sessionUser";
import { realRegistry, testStores } from "../../helpers";
import { adminOutage, fakeOutagesApi } from "./outagesFakes";

let mockApi: OutagesAdminApi = fakeOutagesApi();
jest.mock("../../../src/features/admin/outagesAdminApi", () => ({ createOutagesAdminApi: () => mockApi }));

let toasts: { type: string; content: unknown }[] = [];

function renderView() {
  const storage = new MemoryStorage();
  storage.set("token", "t");
  storage.set("sessionUser", JSON.stringify({ signedIn: true, user: { ...demoSessionUser, roles: ["USER", "OPERATOR"] } }));
  const made = testStores({ storage, siteSettingsFetch: async () => ({}) });
  const stores = made.stores;
  toasts = made.toasts;
  return render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={["/admin/incidentes"]}>
          <AdminOutagesView />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
}

describe("/admin/incidentes (issue 36 §1)", () => {
  it("is open to operators and administrators, and an operator's menu shows it and nothing else of the administration", () => {
    const routes = realRegistry();
    expect(routes.byPath("/admin/incidentes")?.authority).toEqual(["OPERATOR", "ADMIN", "SUPER_ADMIN"]);
    expect(routes.byPath("/admin/incidentes")?.title).toBe("Incidentes y daños");
    const operatorMay = (path: string) => (routes.byPath(path)?.authority ?? []).includes("OPERATOR");
    const admin = accountEntries(["USER", "OPERATOR"], operatorMay).filter((e) => e.path.startsWith("/admin/"));
    expect(admin.map((e) => [e.path, e.label.defaultMessage])).toEqual([["/admin/incidentes", "Incidentes y daños"]]);
    expect(accountEntries(["USER"], () => true).some((e) => e.path === "/admin/incidentes")).toBe(false);
  });

  it("shows an empty state when nothing is current, and opens the form in a dialog whose problems name their fields", async () => {
    mockApi = fakeOutagesApi({ list: jest.fn(async () => ({ items: [] })) });
    renderView();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Incidentes y daños$/);
    expect(await screen.findByRole("heading", { name: "No hay incidentes en curso" })).toBeInTheDocument();
    expect(screen.getByText("Ningún incidente se cerró en los últimos 30 días.")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Abrir incidente" }));
    const dialog = await screen.findByRole("dialog", { name: "Abrir un incidente" });
    expect(within(dialog).getByRole("combobox", { name: /^Servicio/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("combobox", { name: /^Barrios y veredas afectados/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /^Contratos afectados/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /^Causa/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /^Hora de inicio/ })).not.toHaveValue("");
    expect(within(dialog).getByRole("textbox", { name: /^Nota pública/ })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole("button", { name: "Abrir incidente" }));
    const summary = await within(dialog).findByRole("alert");
    expect(within(summary).getByRole("link", { name: "Servicio: elija el servicio interrumpido." })).toHaveAttribute("href", "#incidente-servicio");
    expect(within(summary).getByRole("link", { name: /^Zonas afectadas: elija al menos un barrio/ })).toHaveAttribute("href", "#incidente-zonas");
    expect(mockApi.open).not.toHaveBeenCalled();
  });

  it("opens an incident for barrios chosen in the list, and shows it in the list", async () => {
    const created = adminOutage({ id: "n", reference: "INC-2026-000010", areas: [{ kind: "barrio", name: "La Floresta" }] });
    mockApi = fakeOutagesApi({ list: jest.fn(async () => ({ items: [] })), open: jest.fn(async () => created) });
    renderView();
    await screen.findByRole("heading", { name: "No hay incidentes en curso" });
    fireEvent.click(screen.getByRole("button", { name: "Abrir incidente" }));
    const dialog = await screen.findByRole("dialog", { name: "Abrir un incidente" });
    fireEvent.change(within(dialog).getByRole("combobox", { name: /^Servicio/ }), { target: { value: "energia" } });
    const areas = within(dialog).getByRole("combobox", { name: /^Barrios y veredas afectados/ });
    fireEvent.focus(areas);
    fireEvent.change(areas, { target: { value: "flores" } });
    // Fluent's multiple-selection list is a menu of checkable items; typing filters it. (jsdom does
    // not lay out the popup, which Fluent keeps hidden until positioned: hence `hidden`.)
    const items = await screen.findAllByRole("menuitemcheckbox", { hidden: true });
    expect(items.map((i) => i.textContent)).toEqual(["La Floresta"]);
    fireEvent.click(items[0]);
    const chosen = within(dialog).getByRole("list", { name: "Zonas elegidas" });
    expect(within(chosen).getByText("La Floresta")).toBeInTheDocument();
    expect(within(chosen).getByRole("button", { name: "Quitar La Floresta" })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Abrir incidente" }));
    await waitFor(() => expect(mockApi.open).toHaveBeenCalledTimes(1));
    expect(mockApi.open).toHaveBeenCalledWith(expect.objectContaining({ service: "energia", areas: [{ kind: "barrio", name: "La Floresta" }] }));
    expect(await screen.findByRole("article", { name: "INC-2026-000010" })).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ type: "success", content: "Se abrió el incidente INC-2026-000010." }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Abrir un incidente" })).toBeNull());
  });

  it("lists current incidents before restored ones as cards, with a link to the public page, and opens one to manage it", async () => {
    const restored = adminOutage({
      id: "c",
      reference: "INC-2026-000003",
      status: "restored",
      restoredAt: "2026-11-29T14:30:00.000Z",
      areas: [{ kind: "vereda", name: "Vereda El Topacio" }],
    });
    const current = adminOutage({
      id: "a",
      reference: "INC-2026-000002",
      status: "crew_assigned",
      areas: [
        { kind: "barrio", name: "La Floresta" },
        { kind: "contract", name: "1002003001" },
      ],
      reports: ["FAL-2026-000123"],
    });
    mockApi = fakeOutagesApi({ list: jest.fn(async () => ({ items: [restored, current] })) });
    renderView();
    const cards = await screen.findAllByRole("article", { name: /^INC-/ });
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["INC-2026-000002", "INC-2026-000003"]);
    const first = cards[0];
    expect(within(first).getByText("Cuadrilla asignada")).toBeInTheDocument();
    expect(within(first).getByText("Energía")).toBeInTheDocument();
    expect(within(first).getByText("Barrio La Floresta, Contrato 1002003001")).toBeInTheDocument();
    expect(within(first).getByText("FAL-2026-000123")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Página pública del incidente INC-2026-000002" })).toHaveAttribute(
      "href",
      "/noticias-cortes/dano?ref=INC-2026-000002",
    );
    expect(within(cards[1]).getByText("Restablecido", { selector: "dt" })).toBeInTheDocument();
    expect(within(cards[1]).queryByText("Restablecimiento estimado")).toBeNull();

    fireEvent.click(within(first).getByRole("button", { name: "Gestionar el incidente INC-2026-000002" }));
    const panel = await screen.findByRole("dialog", { name: "Incidente INC-2026-000002" });
    expect(within(panel).getByRole("combobox", { name: "Nuevo estado" })).toHaveValue("crew_assigned");
    expect(within(panel).getByRole("button", { name: "Mover la hora estimada" })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Guardar nota" })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Unir reporte" })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole("button", { name: "Cerrar incidente: servicio restablecido" }));
    await waitFor(() => expect(within(panel).getByText(/^Hora de restablecimiento: escriba la fecha y la hora/)).toBeInTheDocument());
    expect(mockApi.update).not.toHaveBeenCalled();
  });
});
