import "@testing-library/jest-dom";
import type { ReactElement } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { StoresProvider } from "../../../src/app/StoresContext";
import AuthSuccessView from "../../../src/features/auth/views/AuthSuccessView";
import ForgotPasswordView from "../../../src/features/auth/views/ForgotPasswordView";
import ResetPasswordView from "../../../src/features/auth/views/ResetPasswordView";
import VerifyEmailView from "../../../src/features/auth/views/VerifyEmailView";
import type { AuthApi } from "../../../src/services/authApi";
import { demoSessionUser as user } from "../../fixtures/sessionUser";
import { testStores } from "../../helpers";

function httpError(status: number, message: string) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { message } } });
}

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    login: async () => ({ token: "tok-1", user }),
    register: async () => ({ token: "tok-2", user }),
    logout: async () => undefined,
    me: async () => user,
    forgotPassword: async () => ({ message: "Si hay una cuenta con ese correo, le enviamos un enlace." }),
    resetPassword: async () => ({ message: "Su contraseña fue cambiada." }),
    verifyEmail: async () => ({ message: "Su correo quedó verificado." }),
    resendVerification: async () => ({ message: "Le enviamos el enlace otra vez." }),
    ...overrides,
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

async function renderAt(path: string, element: ReactElement, api: AuthApi = fakeApi()) {
  const { stores } = testStores({ authApi: api });
  const ui = (view: ReactElement) => (
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={new URL(path, "http://x").pathname} element={view} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>
  );
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(ui(element));
  });
  const remount = async () => {
    await act(async () => {
      result.rerender(<p />);
    });
    await act(async () => {
      result.rerender(ui(element));
    });
  };
  return { stores, remount };
}

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });

describe("account views", () => {
  it("forgot password: the server's answer replaces the form, and a new visit shows the form again", async () => {
    const { remount } = await renderAt("/forgot-password", <ForgotPasswordView />);
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: " ana@correo.co " } });
    await click("Enviar enlace");
    expect(screen.getByRole("status")).toHaveTextContent("Si hay una cuenta con ese correo, le enviamos un enlace.");
    expect(screen.getByRole("link", { name: "Volver a iniciar sesión" })).toHaveAttribute("href", "/sign-in");
    await remount();
    expect(screen.getByRole("button", { name: "Enviar enlace" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("forgot password: says each thing once (the server's answer already names the junk folder)", async () => {
    // The answer of server/modules/auth/service.ts (AUTH_MESSAGES.forgotPassword).
    const answer = "Si hay una cuenta con ese correo, le enviamos un enlace para restablecer la contraseña. Revise también la carpeta de correo no deseado.";
    await renderAt("/forgot-password", <ForgotPasswordView />, fakeApi({ forgotPassword: async () => ({ message: answer }) }));
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: "ana@correo.co" } });
    await click("Enviar enlace");
    const text = document.body.textContent ?? "";
    expect(text.match(/correo no deseado/g)).toHaveLength(1);
    expect(text.match(/le enviamos un enlace/gi)).toHaveLength(1);
    expect(screen.getByText("El enlace sirve durante una hora y una sola vez. Si no le llega en unos minutos, pida otro.")).toBeInTheDocument();
  });

  it("reset password: the server's refusal in the summary, and a link to ask for a new one", async () => {
    await renderAt(
      "/reset-password?token=spent",
      <ResetPasswordView />,
      fakeApi({ resetPassword: () => Promise.reject(httpError(400, "El enlace no es válido o ya venció.")) }),
    );
    fireEvent.change(screen.getByLabelText(/^Contraseña nueva/), { target: { value: "Segunda frase de acceso" } });
    fireEvent.change(screen.getByLabelText(/^Repita la contraseña nueva/), { target: { value: "Segunda frase de acceso" } });
    await click("Cambiar contraseña");
    expect(screen.getByRole("alert")).toHaveTextContent("El enlace no es válido o ya venció.");
    expect(screen.getByRole("link", { name: "Pedir un enlace nuevo" })).toHaveAttribute("href", "/forgot-password");
  });

  it("verify e-mail: asks once with the link's token and offers the sign-in", async () => {
    const verify = jest.fn(async () => ({ message: "Su correo quedó verificado." }));
    await renderAt("/verify-email?token=abc", <VerifyEmailView />, fakeApi({ verifyEmail: verify }));
    expect(screen.getByRole("status")).toHaveTextContent("Su correo quedó verificado.");
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/sign-in");
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith("abc");
  });

  it("verify e-mail: a spent link says so, with the links to ask again and to sign in", async () => {
    await renderAt(
      "/verify-email?token=abc",
      <VerifyEmailView />,
      fakeApi({ verifyEmail: () => Promise.reject(httpError(400, "El enlace no es válido o ya venció.")) }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("El enlace no es válido o ya venció.");
    expect(screen.getByRole("link", { name: "Pedir un enlace nuevo" })).toHaveAttribute("href", "/verify-email");
  });

  it("verify e-mail without a token: sends the link again to the address typed", async () => {
    const resend = jest.fn(async () => ({ message: "Le enviamos el enlace otra vez." }));
    await renderAt("/verify-email", <VerifyEmailView />, fakeApi({ resendVerification: resend }));
    fireEvent.change(screen.getByLabelText(/^Correo electrónico/), { target: { value: "ana@correo.co " } });
    await click("Enviar el enlace otra vez");
    expect(resend).toHaveBeenCalledWith("ana@correo.co");
    expect(screen.getByRole("status")).toHaveTextContent("Le enviamos el enlace otra vez.");
  });

  it("external sign-in: opens the session and goes on to the safe redirectUrl", async () => {
    const { stores } = await renderAt("/auth/success?token=ext&redirectUrl=/dashboard/dashboardDigitalBill", <AuthSuccessView />);
    expect(stores.session.token).toBe("ext");
    expect(screen.getByTestId("where")).toHaveTextContent("/dashboard/dashboardDigitalBill");
  });

  it("external sign-in: a bad link says so and offers the sign-in", async () => {
    await renderAt("/auth/success?token=bad", <AuthSuccessView />, fakeApi({ me: () => Promise.reject(httpError(401, "Sesión no válida.")) }));
    expect(screen.getByRole("alert")).toHaveTextContent("no es válido o ya venció");
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/sign-in");
  });
});
