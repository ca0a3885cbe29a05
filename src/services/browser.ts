import { CLIENT_CONFIG_ELEMENT_ID, DEFAULT_CLIENT_CONFIG, type ClientConfig } from "../shared/config";
import type { BridgeWindow } from "../stores/IframeBridge";

/** Reads the ClientConfig the server put into index.html; defaults when absent or broken. */
export function readClientConfig(doc: Document): ClientConfig {
  const el = doc.getElementById(CLIENT_CONFIG_ELEMENT_ID);
  if (!el?.textContent) return DEFAULT_CLIENT_CONFIG;
  try {
    return { ...DEFAULT_CLIENT_CONFIG, ...(JSON.parse(el.textContent) as Partial<ClientConfig>) };
  } catch {
    return DEFAULT_CLIENT_CONFIG;
  }
}

/** The real window for the iframe bridge. */
export function browserBridgeWindow(win: Window): BridgeWindow {
  let embedded = false;
  try {
    embedded = win.parent !== win;
  } catch {
    embedded = true;
  }
  return {
    isEmbedded: embedded,
    postToParent: (message, origin) => win.parent.postMessage(message, origin),
    addMessageListener(listener) {
      const handler = (e: MessageEvent) => listener({ origin: e.origin, data: e.data, source: e.source });
      win.addEventListener("message", handler);
      return () => win.removeEventListener("message", handler);
    },
    reply: (source, message, origin) => (source as Window | null)?.postMessage(message, origin),
  };
}

/** One id per browser tab session (spec §9: one unique visitor per session per page). */
export function sessionId(win: Window): string {
  const key = "metricsSessionId";
  try {
    const existing = win.sessionStorage.getItem(key);
    if (existing) return existing;
    const id = win.crypto.randomUUID();
    win.sessionStorage.setItem(key, id);
    return id;
  } catch {
    return win.crypto.randomUUID();
  }
}
