import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import type { ReactElement } from "react";
import { StoresProvider } from "../../../src/app/StoresContext";
import { CutAlertForm } from "../../../src/features/news/parts/CutAlertForm";
import { CutAlertUnsubscribeView } from "../../../src/features/news/views/CutAlertLandingView";
import type { CutAlertResult } from "../../../src/shared/cutAlerts";
import { testStores } from "../../helpers";

const done: CutAlertResult = {
  message: "Listo: ya no le enviaremos avisos de cortes para esta zona.",
  subscription: { area: "El Jardín", services: ["energia"], status: "unsubscribed" },
};

// jsdom has no ResizeObserver; Fluent's MessageBar watches its own width with one.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

async function renderAt(ui: ReactElement, path: string) {
  const { stores } = testStores();
  const posts: [string, unknown][] = [];
  jest.spyOn(stores.api, "post").mockImplementation(async (url: string, body?: unknown) => {
    posts.push([url, body]);
    return done;
  });
  await act(async () => {
    render(
      <StoresProvider stores={stores}>
        <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}} onError={() => undefined}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </IntlProvider>
      </StoresProvider>,
    );
  });
  return { posts };
}

describe("cut alerts (issue 33 §4)", () => {
  it("names each service checkbox after its service, inside a group named Servicios", async () => {
    await renderAt(<CutAlertForm defaultOpen />, "/noticias-cortes");
    const group = screen.getByRole("group", { name: "Servicios" });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((b) => b.getAttribute("id"))).toEqual([
      "cut-alert-svc-energia",
      "cut-alert-svc-acueducto",
      "cut-alert-svc-alcantarillado",
      "cut-alert-svc-telco",
    ]);
    for (const name of ["Energía", "Acueducto", "Alcantarillado", "Telecomunicaciones"]) {
      expect(within(group).getByRole("checkbox", { name })).toBeChecked();
    }
    expect(screen.queryByRole("checkbox", { name: "Servicios" })).toBeNull();
  });

  it("the unsubscribe page does nothing on opening: it asks, and cancels with the button (a POST)", async () => {
    const { posts } = await renderAt(<CutAlertUnsubscribeView />, "/noticias-cortes/avisos/baja?token=abc.def");
    // Opening the link (as a mail scanner does) changes nothing.
    await act(async () => undefined);
    expect(posts).toEqual([]);
    expect(screen.getByText(/Quiere dejar de recibir en su correo los avisos de cortes/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Sí, cancelar los avisos" }));
    expect(await screen.findByText("Listo: ya no le enviaremos avisos de cortes para esta zona.")).toBeInTheDocument();
    expect(posts).toEqual([["/cut-alerts/unsubscribe", { token: "abc.def" }]]);
    expect(screen.queryByRole("button", { name: "Sí, cancelar los avisos" })).toBeNull();
  });
});
