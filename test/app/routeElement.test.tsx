import "@testing-library/jest-dom";
import { lazy, Suspense, type ComponentType } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { RouteElement } from "../../src/app/RouteElement";
import { CustomerPage } from "../../src/components/Page";
import { DashboardGeneralPage } from "../../src/features/account/routes";
import { StoresProvider } from "../../src/app/StoresContext";
import type { RouteDefinition } from "../../src/routing/types";
import type { ApiClient } from "../../src/services/apiClient";
import { demoSessionUser } from "../fixtures/sessionUser";
import { contract } from "../features/account/fakes";
import { testStores } from "../helpers";

/** A view whose code never arrives: what a phone sees while the view's chunk downloads. */
const StillLoading = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

/** As Page renders every feature page: its view behind a spinner of its own. */
function LoadingPage() {
  return (
    <Suspense fallback={<p>Cargando la página…</p>}>
      <StillLoading />
    </Suspense>
  );
}

const page = (path: string, area: RouteDefinition["area"], access: RouteDefinition["access"]): RouteDefinition => ({
  key: path,
  path,
  authority: [],
  access,
  area,
  title: "Página",
  meta: {},
  listed: true,
  kind: "feature",
  component: LoadingPage,
});

function renderRoute(def: RouteDefinition, signedIn: boolean, contracts: unknown[] = []) {
  const { stores } = testStores();
  const asked: string[] = [];
  const client: ApiClient = {
    request: async (config: { method?: string; url?: string }) => {
      asked.push(`${config.method} ${config.url}`);
      return { data: { contracts } } as never;
    },
    get: async (url: string) =>
      (asked.push(`GET ${url}`), url.endsWith("/consumption") ? { contractId: "1", services: ["energia"], points: [] } : { contracts }) as never,
    post: async (url: string) => (asked.push(`POST ${url}`), {}) as never,
    token: () => "",
  } as ApiClient;
  (stores as { api: ApiClient }).api = client;
  if (signedIn) {
    stores.session.applySharedToken("token");
    stores.session.setUser(demoSessionUser);
  }
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[def.path]}>
          <Routes>
            <Route path={def.path} element={<RouteElement def={def} />} />
            <Route path="*" element={<p>Otra página</p>} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return asked;
}

/** A customer's page (CustomerPage) whose view's code has not arrived yet. */
class CustomerStillLoading extends CustomerPage {
  readonly view = StillLoading;
}

describe("the customer's contracts are asked for with the route (issue 37)", () => {
  it("a dashboard page asks for the contracts while its own code is still downloading", async () => {
    const asked = renderRoute({ ...page("/dashboard/invoice-inquiry", "dashboard", "protected"), component: CustomerStillLoading }, true);
    await waitFor(() => expect(asked.filter((a) => a.endsWith("/contracts"))).toHaveLength(1));
    expect(screen.getByRole("status")).toBeInTheDocument();
  });

  it("a public page, or a dashboard page a visitor is sent away from, asks for nothing", async () => {
    const publicAsked = renderRoute(page("/noticias", "noticias", "public"), true);
    const signedOut = renderRoute({ ...page("/dashboard/invoice-inquiry", "dashboard", "protected"), component: CustomerStillLoading }, false);
    await new Promise((r) => setTimeout(r, 50));
    expect(publicAsked.filter((a) => a.includes("/contracts"))).toEqual([]);
    expect(signedOut.filter((a) => a.includes("/contracts"))).toEqual([]);
  });
});

describe("the account summary's consumption trend is asked for with the route (issue 37)", () => {
  /** The summary's page, whose view's code has not arrived yet. */
  class SummaryStillLoading extends DashboardGeneralPage {
    override readonly view = Object.assign(StillLoading, { preload: () => Promise.resolve() });
  }

  it("asks for the active contract's six periods once the contracts are known, before the view has rendered", async () => {
    const def = { ...page("/dashboard/dashboardGeneral", "dashboard", "protected"), component: SummaryStillLoading };
    const asked = renderRoute(def, true, [contract("1")]);
    await waitFor(() => expect(asked.filter((a) => a.endsWith("/contracts/1/consumption"))).toHaveLength(1));
    expect(asked.filter((a) => a.endsWith("/contracts"))).toHaveLength(1);
    expect(screen.getByRole("status")).toBeInTheDocument();
  });
});
