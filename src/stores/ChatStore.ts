import { action, observable, runInAction } from "mobx";
import type { AnswerLink, AssistantAnswer } from "../features/assistant/assistant";
import type { AssistantEngine } from "../features/assistant/engine";
import type { NewsApi } from "../services/newsApi";
import { ASSISTANT_EVENTS, ASSISTANT_QUESTION_CHARS } from "../shared/metrics";
import type { NewsSummary } from "../shared/news";
import type { PublicOutage } from "../shared/outages";
import type { PublicSiteSettings } from "../shared/siteSettings";
import type { TariffCurrent } from "../shared/tariffs/published";
import { fold } from "../shared/text";
import { maskTypedText } from "../shared/typedText";
import { fetchCurrentTariffs } from "../features/tariffs/tariffsApi";
import { defineFeatureStore } from "./base/featureStore";
import type { MetricsStore } from "./MetricsStore";
import type { RouteRegistry } from "./RouteRegistry";

export interface ChatMessage {
  id: number;
  from: "user" | "bot";
  text: string;
  links?: AnswerLink[];
  phone?: AssistantAnswer["phone"];
  /** The question a bot answer replies to (folded, for the feedback event). */
  question?: string;
  /** "¿Le sirvió?": asked after each answer; the visitor's reply once given. */
  feedback?: "pending" | "yes" | "no";
}

type AssistantModule = typeof import("../features/assistant/load");

/** What the chat loads once: the assistant's chunk and index, the current cuts, the published tariffs and the incidents. */
interface Prepared {
  mod: AssistantModule;
  engine: AssistantEngine;
  cuts: readonly NewsSummary[] | null;
  tariffs: TariffCurrent | null;
  /** Null when the API failed; undefined when the chat has no source of incidents. */
  outages: readonly PublicOutage[] | null | undefined;
}

const GREETING =
  "¡Hola! Soy el asistente virtual. Pregúnteme, por ejemplo, «¿cómo pago mi factura?», «¿hay corte en El Centro?» o «¿dónde queda una oficina?».";

/**
 * A question as metrics keep it: numbers and e-mail addresses masked (issue 31 §5), folded, spaces
 * collapsed, at most ASSISTANT_QUESTION_CHARS characters.
 */
export function questionLabel(text: string): string {
  return fold(maskTypedText(text)).replace(/\s+/g, " ").trim().slice(0, ASSISTANT_QUESTION_CHARS);
}

export interface ChatDeps {
  news: NewsApi;
  metrics: MetricsStore;
  settings: () => Readonly<Partial<PublicSiteSettings>> | null;
  /** The chat's lazy chunk (the assistant and its index). */
  loadModule?: () => Promise<AssistantModule>;
  /** The published tariffs (issue 34 §2): prices are quoted from them; without them, from the pages' text. */
  tariffs?: () => Promise<TariffCurrent>;
  /** The unplanned incidents (issue 36 §2: GET /api/outages): "¿hay daño en mi barrio?" is answered from them. */
  outages?: () => Promise<readonly PublicOutage[]>;
}

/** The chat widget: open or closed (spec §2 "Layout"), and its conversation with the help assistant (issue 24 §1). */
export class ChatStore {
  @observable accessor isOpen = false;
  @observable accessor messages: ChatMessage[] = [{ id: 0, from: "bot", text: GREETING }];
  /** Whether the assistant is still loading its index (the first answer waits for it). */
  @observable accessor loading = false;
  private nextId = 1;
  private ready: Promise<Prepared> | null = null;

  constructor(
    private readonly routes: RouteRegistry,
    private readonly deps: ChatDeps,
  ) {}

  @action open(): void {
    this.isOpen = true;
    void this.prepare().catch(() => undefined);
  }

  @action close(): void {
    this.isOpen = false;
  }

  @action toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  /**
   * Loads the assistant's chunk and index, the open news and the current cuts, once. A news API that
   * fails leaves the static index answering (the cuts intent then says it could not read them).
   */
  prepare(): Promise<Prepared> {
    this.ready ??= (async () => {
      runInAction(() => (this.loading = true));
      try {
        const load = this.deps.loadModule ?? (() => import(/* webpackChunkName: "assistant" */ "../features/assistant/load"));
        const mod = await load();
        const [engine, news, cuts, tariffs, outages] = await Promise.all([
          mod.loadAssistantEngine(this.routes),
          this.deps.news.list({ exclude: "cortes", pageSize: 20 }).then(
            (p) => p.items,
            () => [],
          ),
          this.deps.news.list({ category: "cortes", upcoming: true, pageSize: 50 }).then(
            (p) => p.items,
            () => null,
          ),
          // A tariffs API that fails leaves the pages' text answering the price questions.
          Promise.resolve()
            .then(() => this.deps.tariffs?.() ?? null)
            .catch(() => null),
          // An outages API that fails is said in the answer ("no pude consultar los daños reportados").
          this.deps.outages
            ? Promise.resolve()
                .then(() => this.deps.outages!())
                .catch(() => null)
            : undefined,
        ]);
        mod.withNews(engine, this.routes, news);
        return { mod, engine, cuts, tariffs, outages };
      } catch (error) {
        this.ready = null; // try again on the next question
        throw error;
      } finally {
        runInAction(() => (this.loading = false));
      }
    })();
    return this.ready;
  }

  /** Answers `text` from the portal's own pages; unanswered questions are tracked. */
  async send(text: string, pagePath = "/"): Promise<void> {
    const question = text.trim().slice(0, 500);
    if (!question) return;
    this.push({ id: this.nextId++, from: "user", text: question });
    let reply: ChatMessage;
    try {
      const { mod, engine, cuts, tariffs, outages } = await this.prepare();
      const context = mod.assistantContext(this.deps.settings(), cuts, tariffs, outages ?? null);
      // Without a source of incidents the answers say nothing about them (neither "none" nor "could not read").
      const a = mod.answer(question, engine, outages === undefined ? { ...context, outages: undefined } : context);
      reply = { id: this.nextId++, from: "bot", text: a.text, links: a.links, phone: a.phone, question: questionLabel(question), feedback: "pending" };
      // An answer the engine is unsure of is counted as unanswered too (issue 33 §1): administrators see both.
      if (mod.isUnanswered(a)) {
        this.deps.metrics.trackCustom(ASSISTANT_EVENTS.unanswered, pagePath, { category: "asistente", label: questionLabel(question), value: 0 });
        reply.feedback = undefined;
      }
    } catch {
      reply = {
        id: this.nextId++,
        from: "bot",
        text: "El asistente no está disponible en este momento. Puede buscar en el portal o radicar una PQRS.",
        links: [
          { title: "Buscar en el portal", path: this.routes.pathOf("general.search"), route: "general.search" },
          { title: "Radicar una PQRS", path: this.routes.pathOf("atencion.newPqrs"), route: "atencion.newPqrs" },
        ],
      };
    }
    this.push(reply);
  }

  /** "¿Le sirvió?": records the reply once, as a metric event with the question. */
  @action rate(id: number, helpful: boolean, pagePath = "/"): void {
    const m = this.messages.find((x) => x.id === id);
    if (!m || m.feedback !== "pending") return;
    this.messages = this.messages.map((x) => (x.id === id ? { ...x, feedback: helpful ? "yes" : "no" } : x));
    this.deps.metrics.trackCustom(helpful ? ASSISTANT_EVENTS.helpful : ASSISTANT_EVENTS.unhelpful, pagePath, {
      category: "asistente",
      label: m.question ?? "",
      metadata: { page: m.links?.[0]?.path ?? "" },
    });
  }

  @action private push(message: ChatMessage): void {
    this.messages = [...this.messages, message];
  }
}

/**
 * The chat's store, made with the widget's code when the widget first shows (issue 37: the store and
 * its answers' sources are not in every page's first download). The widget stays mounted across
 * pages, and the RootStore keeps the store, so the conversation survives navigation.
 */
export const chatStoreKey = defineFeatureStore(
  "chat",
  (root) =>
    new ChatStore(root.routes, {
      news: root.news,
      metrics: root.metrics,
      settings: () => root.siteSettings.current,
      // Issue 34 §2: the assistant quotes the published tariffs.
      tariffs: () => fetchCurrentTariffs(root.config.apiKey),
      // Issue 36 §2: and answers "¿hay daño en mi barrio?" from the current incidents.
      outages: () => root.outages.list().then((l) => l.items),
    }),
);
