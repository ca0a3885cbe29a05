import { render } from "@testing-library/react";
import { useChatContext } from "../../src/app/ChatContext";
import { testStores } from "../helpers";

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

  it("raises the spec's message when used outside its provider", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow("useChatContext debe ser usado dentro de un ChatProvider");
    spy.mockRestore();
  });
});
