/** Message types of the token protocol between a parent page and the embedded portal (spec §4). */
export const BRIDGE_MESSAGES = {
  request: "REQUEST_TOKEN",
  token: "TOKEN",
  logout: "LOGOUT",
} as const;

export interface BridgeMessage {
  type?: string;
  token?: string;
}

/** The window facts and calls the bridge needs (a real window in the browser, a fake in tests). */
export interface BridgeWindow {
  isEmbedded: boolean;
  postToParent(message: BridgeMessage, targetOrigin: string): void;
  addMessageListener(listener: (event: { origin: string; data: unknown; source: unknown }) => void): () => void;
  reply(source: unknown, message: BridgeMessage, origin: string): void;
}

export type TokenListener = (token: string) => void;

/**
 * Shares the sign-in token with the corporate page that embeds the portal (spec §4, §5): messages
 * are accepted only from the allow-list of origins; a message without a type is ignored.
 */
export class IframeBridge {
  private readonly listeners = new Set<TokenListener>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly win: BridgeWindow,
    private readonly allowedOrigins: readonly string[],
    private readonly getToken: () => string,
  ) {}

  get isEmbedded(): boolean {
    return this.win.isEmbedded;
  }

  isAllowed(origin: string): boolean {
    return this.allowedOrigins.includes(origin);
  }

  /** Starts listening; an embedded copy asks its parent for the token. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.win.addMessageListener((event) => this.receive(event));
    if (this.win.isEmbedded) this.broadcast({ type: BRIDGE_MESSAGES.request });
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  onToken(listener: TokenListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the parent about a saved or cleared token (spec §4). */
  tokenChanged(token: string): void {
    if (!this.win.isEmbedded) return;
    this.broadcast(token ? { type: BRIDGE_MESSAGES.token, token } : { type: BRIDGE_MESSAGES.logout });
  }

  private broadcast(message: BridgeMessage): void {
    // postMessage delivers only to the matching origin; the parent is one of the allowed ones.
    for (const origin of this.allowedOrigins) this.win.postToParent(message, origin);
  }

  private receive(event: { origin: string; data: unknown; source: unknown }): void {
    if (!this.isAllowed(event.origin)) return;
    const data = event.data as BridgeMessage | null;
    if (!data || typeof data !== "object" || typeof data.type !== "string") return;
    switch (data.type) {
      case BRIDGE_MESSAGES.token:
        if (typeof data.token === "string") this.emit(data.token);
        break;
      case BRIDGE_MESSAGES.logout:
        this.emit("");
        break;
      case BRIDGE_MESSAGES.request:
        this.win.reply(event.source, { type: BRIDGE_MESSAGES.token, token: this.getToken() }, event.origin);
        break;
      default:
        break;
    }
  }

  private emit(token: string): void {
    for (const l of this.listeners) l(token);
  }
}
