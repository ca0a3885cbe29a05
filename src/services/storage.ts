/** A string key-value store: localStorage in the browser, a Map in tests and on the server. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** In-memory storage (tests, server rendering, browsers that refuse localStorage). */
export class MemoryStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();
  get(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.map.set(key, value);
  }
  remove(key: string): void {
    this.map.delete(key);
  }
}

/** Wraps window.localStorage; private modes that throw fall back to memory. */
export function browserStorage(): KeyValueStorage {
  try {
    const ls = window.localStorage;
    const probe = "__probe__";
    ls.setItem(probe, probe);
    ls.removeItem(probe);
    return {
      get: (k) => ls.getItem(k),
      set: (k, v) => ls.setItem(k, v),
      remove: (k) => ls.removeItem(k),
    };
  } catch {
    return new MemoryStorage();
  }
}

/** Reads a JSON value, or `fallback` when absent or unreadable. */
export function readJson<T>(storage: KeyValueStorage, key: string, fallback: T): T {
  const raw = storage.get(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
