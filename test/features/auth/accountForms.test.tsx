import "@testing-library/jest-dom";
import type { ReactElement } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import SignInView from "../../../src/features/auth/views/SignInView";
import SignUpView from "../../../src/features/auth/views/SignUpView";
import { SIGN_IN_FALLBACK_MESSAGE, SIGN_UP_FALLBACK_MESSAGE } from "../../../src/stores/SessionStore";
import { testStores } from "../../helpers";

// The widget (a web component solving ALTCHA's proof of work in Workers) cannot run in jsdom: a
// stand-in hands the form a solved payload, as the real one does once its work is done.
jest.mock("../../../src/components/captcha/AltchaWidget", () => {
  const { useEffect } = jest.requireActual<typeof import("react")>("react");
  return {
    __esModule: true,
    default: function AltchaStandIn({ control }: { control: import("../../../src/components/captcha/Captcha").CaptchaControl }) {
      useEffect(() => {
        control.attach({ solve: async () => "reto-resuelto", reset: () => undefined });
        return () => control.attach(null);
      }, [control]);
      return null;
    },
  };
});

function renderPage(page: ReactElement, path = "/sign-up") {
  const { stores } = testStores();
  document.title = "Crear cuenta | EMSP E.S.P.";
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return stores;
}

describe("account forms", () => {
  it("never ticks the personal-data consent for the person (Ley 1581)", () => {
    renderPage(<SignUpView />);
    expect(screen.getByRole("checkbox", { name: /Autorizo de manera previa, expresa e informada/ })).not.toBeChecked();
  });

  it("shows the error summary above the h1, focused, linked to each field, and prefixes the title", async () => {
    renderPage(<SignUpView />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));
    });
    const summary = screen.getByRole("alert");
    expect(summary).toHaveTextContent("Hay un problema");
    await waitFor(() => expect(summary).toHaveFocus());
    // The summary comes before the page's h1 (STYLE.md).
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(summary.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const link = screen.getByRole("link", { name: "Escriba sus nombres." });
    expect(link).toHaveAttribute("href", "#signup-first-name");
    expect(screen.getByRole("link", { name: /tratamiento de sus datos personales/ })).toHaveAttribute("href", "#signup-data-policy");
    // The same text sits next to the field.
    expect(screen.getAllByText("Escriba sus nombres.")).toHaveLength(2);
    expect(document.title).toBe("Error: Crear cuenta | EMSP E.S.P.");
    fireEvent.click(link);
    expect(document.getElementById("signup-first-name")).toHaveFocus();
  });

  it("clears a field's message once it is corrected", async () => {
    renderPage(<SignUpView />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));
    });
    fireEvent.change(screen.getByLabelText(/^Nombres/), { target: { value: "Camila" } });
    expect(screen.queryByRole("link", { name: "Escriba sus nombres." })).toBeNull();
    expect(screen.getByRole("link", { name: "Escriba sus apellidos." })).toBeInTheDocument();
  });

  it("shows and hides the password", () => {
    renderPage(<SignInView />, "/sign-in");
    const input = screen.getByLabelText(/^Contraseña/);
    expect(input).toHaveAttribute("type", "password");
    const toggle = screen.getByRole("button", { name: "Mostrar" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(toggle);
    expect(input).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Ocultar" })).toHaveAttribute("aria-pressed", "true");
  });

  it("checks the sign-in fields before calling the server", async () => {
    const stores = renderPage(<SignInView />, "/sign-in");
    const spy = jest.spyOn(stores.session, "signIn");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    });
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Escriba su correo electrónico." })).toHaveAttribute("href", "#signin-email");
    expect(screen.getByRole("link", { name: "Escriba su contraseña." })).toHaveAttribute("href", "#signin-password");
  });

  it("says the spec's fallback messages in Spanish when the server gives no message (spec §8)", async () => {
    const stores = renderPage(<SignInView />, "/sign-in");
    jest.spyOn(stores.session, "signIn").mockResolvedValue({ status: "failed", message: SIGN_IN_FALLBACK_MESSAGE });
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: "camila@correo.co" } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: "una frase cualquiera" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    });
    expect(screen.getByRole("alert")).toHaveTextContent("No fue posible iniciar sesión");
  });

  it("keeps the sign-up fallback in Spanish as well", async () => {
    const stores = renderPage(<SignUpView />);
    const spy = jest.spyOn(stores.session, "signUp").mockResolvedValue({ status: "failed", message: SIGN_UP_FALLBACK_MESSAGE });
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Nombres/, "Camila");
    fill(/^Apellidos/, "Restrepo Gómez");
    fireEvent.change(screen.getByLabelText(/^Tipo de documento/), { target: { value: "CC" } });
    fill(/^Número de documento/, "1020304050");
    fill(/^Correo electrónico/, "camila@correo.co");
    fill(/^Teléfono/, "3001234567");
    fill(/^Contraseña/, "una frase bastante larga");
    fireEvent.click(screen.getByRole("checkbox"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));
    });
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ documentType: "CC", acceptDataPolicy: true, altcha: "reto-resuelto" }));
    expect(screen.getByRole("alert")).toHaveTextContent("No fue posible crear la cuenta");
    expect(screen.getByRole("group", { name: "No soy un robot" })).toBeInTheDocument();
  });

  it("shows the bot check on sign-in only once the server asks for it, then sends it (issue 20 §4)", async () => {
    const stores = renderPage(<SignInView />, "/sign-in");
    const asked = "Confirme que no es un robot: marque la casilla «No soy un robot» y espere a que se verifique.";
    const spy = jest
      .spyOn(stores.session, "signIn")
      .mockResolvedValueOnce({ status: "failed", message: asked, fields: { altcha: asked } })
      .mockResolvedValueOnce({ status: "failed", message: "El correo o la contraseña no son correctos." });
    expect(screen.queryByRole("group", { name: "No soy un robot" })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: "camila@correo.co" } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: "una frase cualquiera" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    });
    expect(spy).toHaveBeenLastCalledWith({ email: "camila@correo.co", password: "una frase cualquiera" });
    expect(screen.getByRole("group", { name: "No soy un robot" })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    });
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ email: "camila@correo.co", password: "una frase cualquiera", altcha: "reto-resuelto" }));
  });
});
