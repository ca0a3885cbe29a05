import { action, observable } from "mobx";
import type { RouteRegistry } from "./RouteRegistry";

export interface ChatMessage {
  id: number;
  from: "user" | "bot";
  text: string;
  links?: { title: string; path: string }[];
}

const GREETING =
  "¡Hola! Soy el asistente virtual. Escriba lo que busca (por ejemplo «tarifas de energía», «PQRS» o «cortes programados») y le indico la página.";

/** The chat widget: open or closed (spec §2 "Layout"), and its conversation. */
export class ChatStore {
  @observable accessor isOpen = false;
  @observable accessor messages: ChatMessage[] = [{ id: 0, from: "bot", text: GREETING }];
  private nextId = 1;

  constructor(private readonly routes: RouteRegistry) {}

  @action open(): void {
    this.isOpen = true;
  }

  @action close(): void {
    this.isOpen = false;
  }

  @action toggle(): void {
    this.isOpen = !this.isOpen;
  }

  /** Answers with the portal pages that match what the person wrote. */
  async send(text: string): Promise<void> {
    const question = text.trim().slice(0, 500);
    if (!question) return;
    this.push({ id: this.nextId++, from: "user", text: question });
    await this.routes.loadDetails();
    const hits = this.routes.search(question, 3);
    const reply: ChatMessage =
      hits.length > 0
        ? {
            id: this.nextId++,
            from: "bot",
            text: "Estas páginas pueden ayudarle:",
            links: hits.map((h) => ({ title: h.route.title, path: h.route.path })),
          }
        : {
            id: this.nextId++,
            from: "bot",
            text: "No encontré una página para eso. Puede radicar una PQRS o llamar a la línea gratuita 01 8000 123 456, las 24 horas.",
            links: [{ title: "Radicar una PQRS", path: "/newPQRS" }],
          };
    this.push(reply);
  }

  @action private push(message: ChatMessage): void {
    this.messages = [...this.messages, message];
  }
}
