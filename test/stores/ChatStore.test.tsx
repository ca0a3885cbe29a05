import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { useChatContext } from "../../src/app/ChatContext";
import { StoresProvider } from "../../src/app/StoresContext";
import ChatWidget from "../../src/components/chat/ChatWidget";
import { testStores } from "../helpers";

function renderWidget() {
  const { stores } = testStores();
  render(
    <StoresProvider stores={stores}>
      <IntlProvider locale="es-CO" defaultLocale="es-CO" messages={{}}>
        <MemoryRouter>
          <ChatWidget />
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>,
  );
  return stores.chat;
}

function Probe() {
  useChatContext();
  return null;
}

describe("ChatStore", () => {
  it("opens and closes", () => {
    const { chat } = testStores().stores;
    expect(chat.isOpen).toBe(false);
    chat.open();
    expect(chat.isOpen).toBe(true);
    chat.toggle();
    expect(chat.isOpen).toBe(false);
  });

  it("answers with matching pages of the portal", async () => {
    const { chat } = testStores().stores;
    await chat.send("tarifas de energia");
    const reply = chat.messages.at(-1)!;
    expect(reply.from).toBe("bot");
    expect(reply.links?.[0].path).toBe("/energia/ratesEnergy");
    await chat.send("qwertyuiop");
    expect(chat.messages.at(-1)!.links).toEqual([{ title: "Radicar una PQRS", path: "/newPQRS" }]);
  });

  it("closes with Esc and gives focus back to the button that opened it (issue 21)", () => {
    const chat = renderWidget();
    const toggle = screen.getByRole("button", { name: "¿Necesita ayuda?" });
    act(() => {
      fireEvent.click(toggle);
    });
    expect(chat.isOpen).toBe(true);
    const input = screen.getByLabelText("Escriba su pregunta");
    expect(input).toHaveFocus();
    act(() => {
      fireEvent.keyDown(input, { key: "Escape" });
    });
    expect(chat.isOpen).toBe(false);
    expect(screen.queryByRole("heading", { name: "Asistente virtual" })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it("has its close control inside the panel, which also returns focus to the button (issue 21)", () => {
    const chat = renderWidget();
    const toggle = screen.getByRole("button", { name: "¿Necesita ayuda?" });
    act(() => {
      fireEvent.click(toggle);
    });
    const panel = screen.getByRole("region", { name: "Asistente virtual" });
    const close = screen.getByRole("button", { name: "Cerrar chat" });
    expect(panel).toContainElement(close);
    act(() => {
      fireEvent.click(close);
    });
    expect(chat.isOpen).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it("raises the spec's message when used outside its provider", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow("useChatContext debe ser usado dentro de un ChatProvider");
    spy.mockRestore();
  });
});
