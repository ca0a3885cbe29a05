import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { useChatContext } from "../../src/app/ChatContext";
import { StoresProvider } from "../../src/app/StoresContext";
import ChatWidget from "../../src/components/chat/ChatWidget";
import { loadPageContent } from "../../src/content/loader";
import { assistantIndexData } from "../../src/features/assistant/documents";
import { AssistantEngine } from "../../src/features/assistant/engine";
import * as assistantLoad from "../../src/features/assistant/load";
import { brandRouteDetails } from "../../src/routing/routeDetails";
import type { NewsApi } from "../../src/services/newsApi";
import { ChatStore, chatStoreKey, questionLabel, type ChatDeps } from "../../src/stores/ChatStore";
import type { MetricsStore } from "../../src/stores/MetricsStore";
import type { RouteRegistry } from "../../src/stores/RouteRegistry";
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
  return stores.feature(chatStoreKey);
}

/** A chat whose lazy chunk is the real one, with the index built from the pages as the build does. */
function chatWithIndex(outages?: ChatDeps["outages"]) {
  const { stores } = testStores();
  const metrics = { trackCustom: jest.fn() } as unknown as MetricsStore & { trackCustom: jest.Mock };
  const loadModule = async () => ({
    ...assistantLoad,
    loadAssistantEngine: async (routes: RouteRegistry) =>
      new AssistantEngine(
        await assistantIndexData(routes.routes, brandRouteDetails("EMSP E.S.P."), loadPageContent, { brand: "EMSP E.S.P.", brandLong: "EMSP" }),
        (k) => routes.byKey(k),
      ),
  });
  const news = { list: () => Promise.reject(new Error("sin red")) } as unknown as NewsApi;
  return { chat: new ChatStore(stores.routes, { news, metrics, settings: () => null, loadModule, outages }), metrics };
}

function Probe() {
  useChatContext();
  return null;
}

describe("ChatStore", () => {
  it("opens and closes", () => {
    const chat = testStores().stores.feature(chatStoreKey);
    expect(chat.isOpen).toBe(false);
    chat.open();
    expect(chat.isOpen).toBe(true);
    chat.toggle();
    expect(chat.isOpen).toBe(false);
  });

  it("answers with matching pages of the portal, and says when it has no answer (issue 24 §1)", async () => {
    const { chat, metrics } = chatWithIndex();
    await chat.send("tarifas de energia");
    const reply = chat.messages.at(-1)!;
    expect(reply.from).toBe("bot");
    expect(reply.links?.[0].path).toBe("/energia/ratesEnergy");
    expect(reply.feedback).toBe("pending");
    await chat.send("qwertyuiop");
    const none = chat.messages.at(-1)!;
    expect(none.text).toMatch(/^No encontré una respuesta para eso en el portal/);
    // The search, a PQRS and the offices, and the free line (issue 33 §1).
    expect(none.links?.map((l) => l.path)).toEqual(["/buscar?q=qwertyuiop", "/newPQRS", "/physicalCentersAttention"]);
    expect(none.phone?.label).toBe("Línea gratuita");
    expect(none.feedback).toBeUndefined();
    expect(metrics.trackCustom).toHaveBeenCalledWith("asistente_sin_respuesta", "/", { category: "asistente", label: "qwertyuiop", value: 0 });
  });

  it("answers an outage from the incidents it reads once, and says when it could not read them (issue 36 §2)", async () => {
    const now = new Date().toISOString();
    const outages = jest.fn(async () => [
      {
        id: "1",
        reference: "INC-2026-000001",
        service: "acueducto" as const,
        status: "reported" as const,
        cause: "",
        note: "",
        startedAt: now,
        estimatedRestorationAt: null,
        restoredAt: null,
        updatedAt: now,
        history: [],
        areas: [{ kind: "barrio" as const, name: "Los Pinos" }],
      },
    ]);
    const { chat } = chatWithIndex(outages);
    await chat.send("¿cuándo vuelve el agua?");
    expect(chat.messages.at(-1)!.text).toContain("daño de agua reportado en Los Pinos (INC-2026-000001, reportado)");
    expect(chat.messages.at(-1)!.links?.[0].path).toBe("/noticias-cortes/dano?ref=INC-2026-000001");
    await chat.send("se fue la luz");
    expect(outages).toHaveBeenCalledTimes(1);
    const failing = chatWithIndex(() => Promise.reject(new Error("sin red"))).chat;
    await failing.send("¿cuándo vuelve el agua?");
    expect(failing.messages.at(-1)!.text).toContain("No pude consultar los daños reportados");
  });

  it("counts an answer it is unsure of as unanswered, so administrators see it (issue 33 §1)", async () => {
    const { chat, metrics } = chatWithIndex();
    await chat.send("necesito ayuda");
    const unsure = chat.messages.at(-1)!;
    expect(unsure.text).toMatch(/^No estoy seguro/);
    expect(unsure.links?.map((l) => l.path)).toEqual(expect.arrayContaining(["/buscar?q=necesito%20ayuda", "/newPQRS"]));
    expect(metrics.trackCustom).toHaveBeenCalledWith("asistente_sin_respuesta", "/", { category: "asistente", label: "necesito ayuda", value: 0 });
    expect(unsure.feedback).toBeUndefined();
  });

  it("scrolls each new answer into view and announces only that answer (issue 33 §1)", async () => {
    const chat = renderWidget();
    const answers = ["Primera respuesta.", "Segunda respuesta, la que debe verse."];
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "¿Necesita ayuda?" }));
    });
    const log = screen.getByRole("list", { name: "Asistente virtual" });
    // jsdom lays nothing out: each message is 100 px high, stacked, in a log 150 px high.
    jest.spyOn(log, "clientHeight", "get").mockReturnValue(150);
    jest.spyOn(HTMLElement.prototype, "offsetTop", "get").mockImplementation(function (this: HTMLElement) {
      return this.parentElement === log ? Array.from(log.children).indexOf(this) * 100 : 0;
    });
    jest.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(100);
    const status = screen.getByRole("status");
    expect(log).not.toHaveAttribute("aria-live");
    for (const [i, text] of answers.entries()) {
      await act(async () => {
        chat.messages = [...chat.messages, { id: 10 + 2 * i, from: "user", text: `pregunta ${i}` }, { id: 11 + 2 * i, from: "bot", text }];
        await Promise.resolve();
      });
      // The newest answer's first line is at the top of the log: greeting 0, then question and answer pairs.
      expect(log.scrollTop).toBe(Math.max(0, (2 + 2 * i) * 100 - 8));
      expect(status).toHaveTextContent(text);
      expect(status).not.toHaveTextContent(answers[0] === text ? "Segunda" : "Primera");
    }
    jest.restoreAllMocks();
  });

  it("masks numbers and e-mail addresses in the question it sends as a metric (issue 31 §5)", async () => {
    expect(questionLabel("Mi cédula es 1,020,304,050 y mi correo Ana.Ruiz@correo.co")).toBe("mi cedula es ••••• y mi correo •••@•••");
    expect(questionLabel("llamen al 300  123  4567")).toBe("llamen al •••••");
    expect(questionLabel("contrato １２３４５６")).toBe("contrato •••••");
    const { chat, metrics } = chatWithIndex();
    await chat.send("zzqx 1,020,304,050");
    expect(metrics.trackCustom).toHaveBeenCalledWith("asistente_sin_respuesta", "/", { category: "asistente", label: "zzqx •••••", value: 0 });
  });

  it("offers the search and a PQRS when the assistant's index cannot be loaded", async () => {
    const { stores } = testStores();
    const chat = new ChatStore(stores.routes, {
      news: stores.news,
      metrics: stores.metrics,
      settings: () => null,
      loadModule: () => Promise.reject(new Error("chunk sin red")),
    });
    await chat.send("tarifas de energia");
    expect(chat.messages.at(-1)!.text).toBe("El asistente no está disponible en este momento. Puede buscar en el portal o radicar una PQRS.");
    expect(chat.messages.at(-1)!.links?.map((l) => l.path)).toEqual(["/buscar", "/newPQRS"]);
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
