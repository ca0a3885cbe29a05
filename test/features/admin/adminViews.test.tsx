import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import type { AdminApi, StoredSettings } from "../../../src/features/admin/adminApi";
import AdminAuditView from "../../../src/features/admin/views/AdminAuditView";
import AdminDashboardView from "../../../src/features/admin/views/AdminDashboardView";
import AdminSettingsView from "../../../src/features/admin/views/AdminSettingsView";
import AdminUsersView from "../../../src/features/admin/views/AdminUsersView";
import { MemoryStorage } from "../../../src/services/storage";
import { DEFAULT_SETTINGS, type AdminUserDetail, type AdminUserPatch } from "../../../src/shared/admin";
import { demoSessionUser } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";
import { adminSummary, adminUser, fakeAdminApi, httpError, userDetail } from "./adminFakes";

let mockApi: AdminApi = fakeAdminApi();

// The views' stores take their calls from createAdminApi: these tests hand them a fake.
jest.mock("../../../src/features/admin/adminApi", () => ({ createAdminApi: () => mockApi }));

/** Shows the address's query, so a test can read what the view put there. */
function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderView(path: string, view: React.ReactElement, roles: string[] = ["USER", "ADMIN"]) {
  const storage = new MemoryStorage();
  storage.set("token", "t");
  storage.set("sessionUser", JSON.stringify({ signedIn: true, user: { ...demoSessionUser, id: "me", roles } }));
  const siteSettingsFetch = jest.fn(async () => ({}));
  const { stores } = testStores({ storage, siteSettingsFetch });
  const result = render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {view}
                  <Search />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return { stores, siteSettingsFetch, ...result };
}

describe("AdminUsersView", () => {
  it("lists the accounts of the address's query; the panel opens on its heading and saves roles, and the list is read again", async () => {
    const detail = userDetail();
    const api = fakeAdminApi({
      users: jest.fn(async () => ({ items: [adminUser()], total: 1, page: 1, pageSize: 20 })),
      user: jest.fn(async () => detail),
      updateUser: jest.fn(async (_id: string, patch: AdminUserPatch): Promise<AdminUserDetail> => ({
        ...detail,
        user: { ...detail.user, roles: patch.roles ?? [] },
      })),
    });
    mockApi = api;
    renderView("/admin/users?q=julian", <AdminUsersView />);
    expect(screen.getByRole("heading", { level: 1, name: "Usuarios" })).toBeInTheDocument();
    expect(screen.getByText(/^Consulte las cuentas registradas/)).toBeInTheDocument();
    expect(screen.getByText("Cargando…")).toBeInTheDocument();
    const open = await screen.findByRole("button", { name: "Ver detalle de Julián Arango" });
    expect(screen.getByText("1 usuario")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Buscar/, { selector: "input" })).toHaveValue("julian");
    expect(api.users).toHaveBeenCalledWith({ q: "julian", page: 1, pageSize: 20 });

    fireEvent.click(open);
    expect(screen.getByTestId("search")).toHaveTextContent("?q=julian&usuario=u-1");
    const heading = await screen.findByRole("heading", { level: 2, name: "Julián Arango" });
    await waitFor(() => expect(heading).toHaveFocus());
    const panel = screen.getByRole("region", { name: "Julián Arango" });
    expect(within(panel).getByText("No hay sesiones registradas.")).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole("checkbox", { name: "Administrador" }));
    await act(async () => {
      fireEvent.click(within(panel).getByRole("button", { name: "Guardar roles" }));
    });
    expect(await within(panel).findByText("Se guardaron los roles de Julián Arango: Usuario, Administrador.")).toBeInTheDocument();
    expect(api.updateUser).toHaveBeenCalledWith("u-1", { roles: ["USER", "ADMIN"] });
    await waitFor(() => expect(api.users).toHaveBeenCalledTimes(2));
    expect(within(panel).getByRole("checkbox", { name: "Administrador" })).toBeChecked();

    fireEvent.click(within(panel).getByRole("button", { name: "Cerrar el detalle" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Julián Arango" })).not.toBeInTheDocument());
    expect(screen.getByTestId("search")).toHaveTextContent("?q=julian");
  });

  it("shows the creation-date filter of the address as a day, and a failed list with its retry", async () => {
    const api = fakeAdminApi({ users: jest.fn().mockRejectedValueOnce(httpError(500, { message: "Error interno del servidor" })) });
    mockApi = api;
    renderView("/admin/users?createdFrom=2026-03-01", <AdminUsersView />);
    expect(screen.getByText(/^Filtro activo: cuentas creadas desde el 1\/03\/2026\.$/)).toBeInTheDocument();
    const problem = await screen.findByRole("alert");
    expect(problem).toHaveTextContent("No fue posible cargar la lista de usuarios.");
    expect(problem).toHaveTextContent("Error interno del servidor");
    api.users.mockResolvedValueOnce({ items: [], total: 0, page: 1, pageSize: 20 });
    fireEvent.click(within(problem).getByRole("button", { name: "Intentar de nuevo" }));
    expect(await screen.findByText("No hay usuarios con estos filtros.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("AdminSettingsView", () => {
  const read = (version: number, changes: Partial<StoredSettings["settings"]> = {}): StoredSettings => ({
    settings: { ...DEFAULT_SETTINGS, freeLine: "01 8000 123 456", ...changes },
    updatedAt: "2026-03-18T20:00:00.000Z",
    updatedBy: "admin@example.com",
    version,
  });

  it("fills the form from the server; a 409 keeps what was typed and loads the current version on request", async () => {
    const api = fakeAdminApi({
      settings: jest.fn(async () => read(4)),
      saveSettings: jest.fn().mockRejectedValueOnce(httpError(409, { message: "Otra persona guardó la configuración mientras usted la editaba." })),
    });
    mockApi = api;
    const { siteSettingsFetch } = renderView("/admin/settings", <AdminSettingsView />);
    const freeLine = await screen.findByLabelText(/^Línea gratuita nacional/);
    expect(freeLine).toHaveValue("01 8000 123 456");
    expect(screen.getByText(/^Última modificación: .* por admin@example\.com\.$/)).toBeInTheDocument();

    const water = screen.getByLabelText(/^Emergencias de acueducto/);
    fireEvent.change(water, { target: { value: "604 380 8888" } });
    expect(screen.getByText("Hay cambios sin guardar.")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Guardar la configuración" }));
    });
    const conflict = await screen.findByRole("alert");
    expect(conflict).toHaveTextContent("No se guardó Otra persona guardó la configuración mientras usted la editaba.");
    await waitFor(() => expect(conflict).toHaveFocus());
    expect(api.saveSettings).toHaveBeenCalledWith(expect.objectContaining({ emergencyWater: "604 380 8888" }), 4);
    expect(water).toHaveValue("604 380 8888");

    api.settings.mockResolvedValueOnce(read(5, { antiCorruptionLine: "604 380 7777" }));
    await act(async () => {
      fireEvent.click(within(conflict).getByRole("button", { name: "Cargar la configuración actual (descarta sus cambios)" }));
    });
    expect(await screen.findByText("Se cargó la configuración actual. Haga de nuevo sus cambios y guárdelos.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Línea anticorrupción/)).toHaveValue("604 380 7777");
    expect(water).toHaveValue(DEFAULT_SETTINGS.emergencyWater);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    // The next save goes with the version just read, and says so.
    api.saveSettings.mockResolvedValueOnce(read(6, { antiCorruptionLine: "604 380 7777" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Guardar la configuración" }));
    });
    expect(await screen.findByText(/^Configuración guardada\./)).toBeInTheDocument();
    expect(api.saveSettings).toHaveBeenLastCalledWith(expect.objectContaining({ antiCorruptionLine: "604 380 7777" }), 5);
    // This tab's header, footer and banner read the public settings again, past the cache.
    expect(siteSettingsFetch).toHaveBeenCalledWith(true);
  });
});

describe("AdminAuditView", () => {
  it("lists the entries of the address's filters, and names the filters the server refused", async () => {
    const api = fakeAdminApi({
      audit: jest.fn(async () => ({
        items: [
          {
            id: "a1",
            at: "2026-03-18T20:00:00.000Z",
            actorId: "s1",
            actorEmail: "superadmin@example.com",
            action: "user.resend_verification",
            actorName: null,
            entityType: "user",
            entityId: "u-1",
            entityLabel: null,
            before: null,
            after: { email: "julian.arango@correo.co" },
          },
          {
            id: "a2",
            at: "2026-03-18T21:00:00.000Z",
            actorId: "5c0e6f8a-1b2c-4d3e-8f90-a1b2c3d4e5f6",
            actorEmail: "superadmin@example.com",
            actorName: "Sofía Restrepo",
            action: "user.roles",
            entityType: "user",
            entityId: "0f1e2d3c-4b5a-4968-8776-655443322110",
            entityLabel: "Julián Arango",
            before: { roles: ["USER"], isActive: true },
            after: { roles: ["USER", "ADMIN"], isActive: false },
          },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      })),
    });
    mockApi = api;
    renderView("/admin/audit?entityType=user", <AdminAuditView />, ["SUPER_ADMIN"]);
    expect(await screen.findByRole("cell", { name: "Reenvío de verificación" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Usuario u-1" })).toBeInTheDocument();
    expect(screen.getByText("Correo: julian.arango@correo.co")).toBeInTheDocument();
    expect(screen.getByText("2 registros con estos filtros")).toBeInTheDocument();
    // Issue 33: names and Spanish labels, not UUIDs, field keys or codes; the raw values stay at hand.
    const row = screen.getByRole("cell", { name: "Cambio de roles" }).closest("tr")!;
    expect(within(row).getByText("Sofía Restrepo")).toBeInTheDocument();
    expect(within(row).getByText("superadmin@example.com")).toBeInTheDocument();
    expect(within(row).getByText("Usuario: Julián Arango")).toBeInTheDocument();
    expect(within(row).getByText("Roles: Usuario → Usuario, Administrador")).toHaveAttribute("title", "roles");
    expect(within(row).getByText("Cuenta activa: Sí → No")).toHaveAttribute("title", "isActive");
    expect(within(row).getByText("Cambio de roles")).toHaveAttribute("title", "user.roles");
    expect(row).not.toHaveTextContent(/^.*5c0e6f8a/);
    expect(within(row).getByText("Ver identificador")).toBeInTheDocument();
    expect(within(row).getByText("0f1e2d3c-4b5a-4968-8776-655443322110").closest("details")).not.toHaveAttribute("open");
    expect(api.audit).toHaveBeenCalledWith({ entityType: "user", page: 1, pageSize: 20 });

    api.audit.mockRejectedValueOnce(httpError(400, { message: "Revise los filtros", fields: { from: "Escriba una fecha válida." } }));
    const from = screen.getByLabelText(/^Desde/);
    fireEvent.change(from, { target: { value: "01/03/2026" } });
    fireEvent.blur(from); // the date picker reads typed text when it is left
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Aplicar filtros" }));
    });
    expect(await screen.findByText("Revise los filtros: no se pudo consultar el registro con ellos.")).toBeInTheDocument();
    expect(screen.getByText("Escriba una fecha válida.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});

describe("AdminDashboardView", () => {
  it("says when the summary failed, keeps the quick links, and shows the figures after 'Reintentar'", async () => {
    const api = fakeAdminApi({ summary: jest.fn().mockRejectedValueOnce(httpError(503, { message: "Servicio no disponible" })) });
    mockApi = api;
    renderView("/admin/dashboard", <AdminDashboardView />, ["USER", "SUPER_ADMIN"]);
    const problem = await screen.findByRole("alert");
    expect(problem).toHaveTextContent("No fue posible cargar las cifras del panel.");
    expect(problem).toHaveTextContent("Servicio no disponible");
    const links = screen.getByRole("navigation", { name: "Accesos rápidos" });
    expect(within(links).getByRole("link", { name: "Registro de auditoría" })).toHaveAttribute("href", "/admin/audit");
    expect(within(links).getByRole("link", { name: "Noticias" })).toHaveAttribute("href", "/admin/noticias");

    api.summary.mockResolvedValueOnce(adminSummary());
    await act(async () => {
      fireEvent.click(within(problem).getByRole("button", { name: "Reintentar" }));
    });
    expect(await screen.findByRole("region", { name: "De un vistazo" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText(/^Cifras al 18\/03\/2026, 3:00/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver los usuarios sin verificar" })).toHaveAttribute("href", "/admin/users?status=sin_verificar");
    expect(screen.getByRole("link", { name: "/noticias" })).toHaveAttribute("href", "/metrics?path=%2Fnoticias");
    const payments = screen.getByRole("table", { name: "Pagos recibidos hoy" });
    expect(within(payments).getByRole("row", { name: /EMSP-1/ })).toHaveTextContent("$ 205.400");

    api.summary.mockResolvedValueOnce(adminSummary("2026-03-18T20:30:00.000Z"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Actualizar" }));
    });
    expect(await screen.findByText("Cifras actualizadas.")).toBeInTheDocument();
  });

  it("gives an ADMIN no link to the audit log", async () => {
    mockApi = fakeAdminApi({ summary: jest.fn(async () => adminSummary()) });
    renderView("/admin/dashboard", <AdminDashboardView />, ["USER", "ADMIN"]);
    expect(await screen.findByRole("region", { name: "De un vistazo" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Registro de auditoría" })).not.toBeInTheDocument();
  });
});
