import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../src/app/StoresContext";
import { PublicFooter, withCountryCode } from "../../src/app/layouts/Footer";
import { GovcoBar } from "../../src/app/layouts/GovcoBar";
import { DEFAULT_SETTINGS, publicSettings } from "../../src/shared/siteSettings";
import { testStores } from "../helpers";

/** Issue 35 §4: the GOV.CO bar and footer follow the site settings once they arrive. */
function renderShell() {
  const { stores } = testStores();
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter>
          <GovcoBar />
          <PublicFooter />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return stores;
}

describe("the GOV.CO bar and footer", () => {
  it("names the bar's only link for what it opens", () => {
    renderShell();
    const bar = screen.getByRole("navigation", { name: "Barra superior GOV.CO" });
    const links = within(bar).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Portal del Estado Colombiano - GOV.CO");
    expect(links[0]).toHaveAttribute("href", "https://www.gov.co/");
  });

  it("prints what an administrator saved: the entity, its e-mails, and only the networks it has", () => {
    const stores = renderShell();
    act(() =>
      stores.siteSettings.apply({
        ...publicSettings(DEFAULT_SETTINGS),
        entityName: "Empresas Públicas de Villa Verde E.S.P.",
        postalCode: "050021",
        officeCity: "Villa Verde, Antioquia, Colombia",
        switchboard: "(604) 380 2000",
        institutionalEmail: "contacto@villaverde.gov.co",
        judicialEmail: "judicial@villaverde.gov.co",
        facebookUrl: "https://www.facebook.com/villaverde.esp",
        xUrl: "",
        instagramUrl: "",
        youtubeUrl: "",
      }),
    );
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { level: 2, name: "Empresas Públicas de Villa Verde E.S.P." })).toBeInTheDocument();
    expect(footer).toHaveTextContent("Código postal 050021");
    expect(footer).toHaveTextContent("Villa Verde, Antioquia, Colombia");
    expect(within(footer).getByRole("link", { name: "+57 (604) 380 2000" })).toHaveAttribute("href", "tel:+576043802000");
    expect(within(footer).getByRole("link", { name: "judicial@villaverde.gov.co" })).toHaveAttribute("href", "mailto:judicial@villaverde.gov.co");
    expect(within(footer).getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://www.facebook.com/villaverde.esp");
    expect(within(footer).queryByRole("link", { name: "YouTube" })).toBeNull();
    expect(within(footer).getByRole("link", { name: "Accesibilidad" })).toHaveAttribute("href", "/accesibilidad");
  });

  it("leaves out the networks' heading when the entity has none", () => {
    const stores = renderShell();
    act(() => stores.siteSettings.apply({ facebookUrl: "", xUrl: "", instagramUrl: "", youtubeUrl: "" }));
    expect(screen.queryByRole("heading", { name: "Redes sociales" })).toBeNull();
  });

  it("puts +57 before a 10-digit number only", () => {
    expect(withCountryCode("(604) 444 5000")).toEqual({ text: "+57 (604) 444 5000", href: "tel:+576044445000" });
    expect(withCountryCode("01 8000 123 456")).toEqual({ text: "01 8000 123 456", href: "tel:018000123456" });
    expect(withCountryCode("116").text).toBe("116");
    expect(withCountryCode("+57 300 123 4567").text).toBe("+57 300 123 4567");
  });
});
