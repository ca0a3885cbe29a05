import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import { observer } from "mobx-react-lite";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import en from "../../locales/en.json";
import { Breadcrumbs } from "../../src/app/layouts/Breadcrumbs";
import { StoresProvider } from "../../src/app/StoresContext";
import { usePageMeta } from "../../src/app/usePageMeta";
import { PageHeading } from "../../src/components/a11y/PageHeading";
import type { RootStore } from "../../src/stores/RootStore";
import { testStores } from "../helpers";

/** As RootLayout does: the document's title from the route, or the heading outside Spanish. */
const Page = observer(function Page({ stores, heading }: { stores: RootStore; heading: string }) {
  const def = stores.routes.byPath("/noticias-cortes");
  usePageMeta(
    def,
    undefined,
    false,
    "EMSP E.S.P.",
    "Página no encontrada",
    "k",
    stores.locale.locale === "es" ? undefined : stores.ui.headingOf("/noticias-cortes"),
  );
  return (
    <>
      <Breadcrumbs />
      <PageHeading>{heading}</PageHeading>
    </>
  );
});

async function renderIn(locale: "es" | "en", heading: string) {
  const { stores } = testStores();
  stores.ui.hydrated();
  if (locale === "en") await act(async () => stores.locale.setLocale("en"));
  await act(async () => {
    render(
      <StoresProvider stores={stores}>
        <IntlProvider locale={locale === "en" ? "en" : "es-CO"} defaultLocale="es-CO" messages={locale === "en" ? en : {}} onError={() => undefined}>
          <MemoryRouter initialEntries={["/noticias-cortes"]}>
            <Page stores={stores} heading={heading} />
          </MemoryRouter>
        </IntlProvider>
      </StoresProvider>,
    );
  });
  await act(async () => undefined);
  return stores;
}

describe("breadcrumbs and the document's title follow the language (issue 33)", () => {
  it("in English: Home › News › the page's English heading, and the same in <title>", async () => {
    await renderIn("en", "Scheduled service outages");
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem");
    expect(crumbs.map((li) => li.textContent)).toEqual(["Home", "News", "Scheduled service outages"]);
    expect(document.title).toBe("Scheduled service outages | EMSP E.S.P.");
  });

  it("in Spanish: the route titles, as before", async () => {
    await renderIn("es", "Cortes programados del servicio");
    const crumbs = within(screen.getByRole("navigation", { name: "Ruta de navegación" })).getAllByRole("listitem");
    expect(crumbs.map((li) => li.textContent)).toEqual(["Inicio", "Noticias", "Cortes programados del servicio"]);
    expect(document.title).toBe("Cortes programados del servicio | EMSP E.S.P.");
  });
});
