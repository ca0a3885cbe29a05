import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { StoresProvider } from "../../src/app/StoresContext";
import SignInView from "../../src/features/auth/views/SignInView";
import { testStores } from "../helpers";

// The widget (ALTCHA's web component, solving in Workers) cannot run in jsdom. The stand-in reports
// its states to the form's control as the real one does on each "statechange": "verifying", then
// "verified" once its work is done; a spent payload resets it to "unverified".
jest.mock("../../src/components/captcha/AltchaWidget", () => {
  const { useEffect, useState } = jest.requireActual<typeof import("react")>("react");
  return {
    __esModule: true,
    default: function AltchaStandIn({ control }: { control: import("../../src/components/captcha/Captcha").CaptchaControl }) {
      const [state, setState] = useState("unverified");
      useEffect(() => {
        const report = (next: string) => {
          setState(next);
          control.state(next);
        };
        control.attach({ solve: async () => "reto-resuelto", reset: () => report("unverified") });
        (globalThis as { altchaStandIn?: (s: string) => void }).altchaStandIn = report;
        return () => control.attach(null);
      }, [control]);
      return <span data-testid="altcha-state">{state === "verified" ? "Verificado" : "No soy un robot"}</span>;
    },
  };
});

const ASKED = "Falta la verificación «No soy un robot»: márquela y espere a que diga Verificado.";

function widget(state: string) {
  act(() => (globalThis as { altchaStandIn?: (s: string) => void }).altchaStandIn?.(state));
}

async function signInRefusedForTheCheck() {
  const { stores } = testStores();
  const signIn = jest.spyOn(stores.session, "signIn");
  signIn.mockResolvedValue({ status: "failed", message: ASKED, fields: { altcha: ASKED } });
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={["/sign-in"]}>
          <SignInView />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: "camila@correo.co" } });
  fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: "una frase cualquiera" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Ingresar" }));
  });
  return signIn;
}

describe("the bot check's message on sign-in (issue 21)", () => {
  it("goes away, beside the check and in the summary, once the widget says Verificado", async () => {
    await signInRefusedForTheCheck();
    const check = await screen.findByRole("group", { name: "No soy un robot" });
    // The server's refusal: next to the check and in the error summary above the form.
    expect(within(check).getByText(ASKED)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(ASKED);

    widget("verifying");
    expect(within(check).getByText(ASKED)).toBeInTheDocument();
    widget("verified");
    expect(screen.getByTestId("altcha-state")).toHaveTextContent("Verificado");
    expect(screen.queryByText(ASKED)).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(check).toHaveAttribute("aria-describedby", "signin-captcha-help");
  });

  it("comes back when the server refuses the next payload (the widget is reset)", async () => {
    const signIn = await signInRefusedForTheCheck();
    await screen.findByRole("group", { name: "No soy un robot" });
    widget("verified");
    expect(screen.queryByText(ASKED)).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    });
    expect(signIn).toHaveBeenLastCalledWith({ email: "camila@correo.co", password: "una frase cualquiera", altcha: "reto-resuelto" });
    expect(screen.getByTestId("altcha-state")).toHaveTextContent("No soy un robot");
    expect(within(screen.getByRole("group", { name: "No soy un robot" })).getByText(ASKED)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(ASKED);
  });
});
