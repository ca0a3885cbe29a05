import "@testing-library/jest-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import type { AdminApi } from "../../../src/features/admin/adminApi";
import { AdminUsersStore } from "../../../src/features/admin/AdminUsersStore";
import AdminUsersView from "../../../src/features/admin/views/AdminUsersView";
import { MemoryStorage } from "../../../src/services/storage";
import type { AdminUserPage } from "../../../src/shared/admin";
import { demoSessionUser } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";
import { adminUser, fakeAdminApi } from "./adminFakes";

let mockApi: AdminApi = fakeAdminApi();

// The view's store takes its calls from createAdminApi: these tests hand it a fake.
jest.mock("../../../src/features/admin/adminApi", () => ({ createAdminApi: () => mockApi }));

/** A page of `size` accounts out of more than 1,000 (issue 37: the server stopped counting). */
const boundedPage = (page: number, size = 20): AdminUserPage => ({
  items: Array.from({ length: size }, (_, i) => adminUser({ id: `u-${page}-${i}`, firstName: `Persona ${page}-${i}` })),
  total: 1000,
  totalBounded: true,
  page,
  pageSize: 20,
});

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderUsers(path: string) {
  const storage = new MemoryStorage();
  storage.set("token", "t");
  storage.set("sessionUser", JSON.stringify({ signedIn: true, user: { ...demoSessionUser, id: "me", roles: ["USER", "ADMIN"] } }));
  const { stores } = testStores({ storage, siteSettingsFetch: jest.fn(async () => ({})) });
  return render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <AdminUsersView />
                  <Search />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
}

describe("the users list past 1,000 accounts (issue 37)", () => {
  it("says «más de 1.000» and pages «o más», and «Página siguiente» leads on past the counted pages", async () => {
    mockApi = fakeAdminApi({ users: jest.fn(async (q) => boundedPage(q.page ?? 1)) });
    renderUsers("/admin/users?page=51");
    expect(await screen.findByText("Usuarios: más de 1.000")).toBeInTheDocument();
    const pager = screen.getByRole("navigation", { name: "Páginas de usuarios" });
    // 1,001 accounts at least, 20 a page: 51 pages at least; page 51 is full, so there is a 52nd.
    expect(within(pager).getByText("Página 51 de 52 o más")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Usuarios, página 51 de 52 o más" })).toBeInTheDocument();
    fireEvent.click(within(pager).getByRole("button", { name: "Página siguiente" }));
    expect(screen.getByTestId("search")).toHaveTextContent("?page=52");
    expect(await within(pager).findByText("Página 52 de 53 o más")).toBeInTheDocument();
  });

  it("keeps the exact count and pages below the bound", async () => {
    mockApi = fakeAdminApi({ users: jest.fn(async () => ({ items: [adminUser()], total: 41, page: 1, pageSize: 20 })) });
    renderUsers("/admin/users");
    expect(await screen.findByText("41 usuarios")).toBeInTheDocument();
    expect(screen.getByText("Página 1 de 3")).toBeInTheDocument();
    expect(screen.queryByText(/más de/)).not.toBeInTheDocument();
  });

  it("knows the pages in the store: one more than the bound's, none past a page that is not full", async () => {
    const api = fakeAdminApi({ users: jest.fn(async () => boundedPage(1)) });
    const store = new AdminUsersStore(api, () => null);
    await store.showList({ page: 1, pageSize: 20 });
    expect(store.pages).toBe(51);
    api.users.mockResolvedValueOnce(boundedPage(60, 7));
    await store.showList({ page: 60, pageSize: 20 });
    expect(store.pages).toBe(60);
    api.users.mockResolvedValueOnce(boundedPage(61));
    await store.showList({ page: 61, pageSize: 20 });
    expect(store.pages).toBe(62);
  });
});
