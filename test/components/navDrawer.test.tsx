import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../src/app/StoresContext";
import NavDrawer from "../../src/components/shell/NavDrawer";
import { testStores } from "../helpers";

async function openDrawer() {
  const { stores } = testStores();
  await act(async () => {
    stores.ui.openNav();
    render(
      <StoresProvider stores={stores}>
        <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
          <MemoryRouter initialEntries={["/homePage"]}>
            <NavDrawer />
          </MemoryRouter>
        </IntlProvider>
      </StoresProvider>,
    );
  });
  return screen.getByRole("dialog", { name: "Menú" });
}

describe("the navigation drawer (issue 33 §4)", () => {
  it("opens with shortcuts to pay, report a failure, the cuts and PQRS, before the nine areas", async () => {
    const drawer = await openDrawer();
    const navs = within(drawer).getAllByRole("navigation");
    expect(navs[0]).toHaveAccessibleName("Lo más buscado");
    const quick = within(navs[0]).getAllByRole("link");
    expect(quick.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Pagar factura", "/pago-en-linea"],
      ["Reportar un daño", "/reporta-una-falla"],
      ["Cortes programados", "/noticias-cortes"],
      ["PQRS", "/pqr"],
    ]);
    for (const a of quick) expect(a.querySelector("svg")).not.toBeNull();
    expect(within(navs[1]).getAllByRole("link")).toHaveLength(9);
  });
});
