import { Limiter, TranslationLoader, withRetry } from "../../src/services/loader";
import { MemoryStorage } from "../../src/services/storage";
import { initialLocale, LocaleStore } from "../../src/stores/LocaleStore";
import es from "../../locales/es.json";
import en from "../../locales/en.json";

describe("translation loader (spec §9)", () => {
  it("retries up to 5 times, first after 350 ms, doubling each time", async () => {
    const delays: number[] = [];
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw new Error("down");
        },
        { retries: 5, firstDelayMs: 350, sleep: async (ms) => void delays.push(ms) },
      ),
    ).rejects.toThrow("down");
    expect(calls).toBe(6);
    expect(delays).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it("succeeds on a later attempt", async () => {
    let calls = 0;
    const loader = new TranslationLoader(
      async () => (++calls < 3 ? { ok: false, status: 503, json: async () => ({}) } : { ok: true, status: 200, json: async () => ({ a: "b" }) }),
      "/locales",
      async () => undefined,
    );
    await expect(loader.load("en")).resolves.toEqual({ a: "b" });
    expect(calls).toBe(3);
  });

  it("keeps at most 10 reads in flight", async () => {
    const limiter = new Limiter(10);
    let peak = 0;
    let done = 0;
    const waiting: (() => void)[] = [];
    const tasks = Array.from({ length: 25 }, () =>
      limiter.run(async () => {
        peak = Math.max(peak, limiter.inFlight);
        await new Promise<void>((r) => waiting.push(r));
        done++;
      }),
    );
    for (let round = 0; done < 25 && round < 10; round++) {
      await new Promise((r) => setTimeout(r, 0));
      expect(limiter.inFlight).toBeLessThanOrEqual(10);
      waiting.splice(0).forEach((r) => r());
    }
    await Promise.all(tasks);
    expect(done).toBe(25);
    expect(peak).toBe(10);
  });
});

describe("LocaleStore", () => {
  const loader = (messages: Record<string, Record<string, string>>) =>
    new TranslationLoader(async (url) => {
      const locale = url.split("/").pop()!.replace(".json", "");
      return { ok: true, status: 200, json: async () => messages[locale] };
    });

  it("defaults to en, gives Spanish to a browser preferring it, and keeps a saved choice", () => {
    expect(initialLocale(null, ["en-US"], "en")).toBe("en");
    expect(initialLocale(null, ["es-CO", "en"], "en")).toBe("es");
    expect(initialLocale("en", ["es-CO"], "en")).toBe("en");
    expect(initialLocale("fr", ["fr-FR"], "en")).toBe("en");
  });

  it("persists the language under `locale`, sets <html lang> and loads its messages", async () => {
    const storage = new MemoryStorage();
    const attrs: Record<string, string> = {};
    const store = new LocaleStore(storage, loader({ en: { hi: "Hello" }, es: { hi: "Hola" } }), "en", ["en-US"], {
      setAttribute: (n, v) => void (attrs[n] = v),
    });
    await store.load();
    expect(store.messages).toEqual({ hi: "Hello" });
    await store.setLocale("es");
    expect(storage.get("locale")).toBe("es");
    expect(attrs.lang).toBe("es");
    // Spanish is the components' own default text: no file, no English left behind.
    expect(store.messages).toEqual({});
    expect(store.intlLocale).toBe("es-CO");
  });

  it("fetches no message file for Spanish, the source language (issue 37)", async () => {
    const asked: string[] = [];
    const counting = new TranslationLoader(async (url) => {
      asked.push(url);
      return { ok: true, status: 200, json: async () => ({ hi: "Hello" }) };
    });
    const store = new LocaleStore(new MemoryStorage(), counting, "es", ["es-CO"], null);
    await store.load();
    expect(asked).toEqual([]);
    expect(store.messages).toEqual({});
    expect(store.loadError).toBe(false);
    await store.setLocale("en");
    expect(asked).toEqual(["/locales/en.json"]);
    expect(store.messages).toEqual({ hi: "Hello" });
  });

  it("formats dates in Spanish for Colombia", () => {
    const d = new Date("2026-03-02T15:00:00Z");
    expect(new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeZone: "America/Bogota" }).format(d)).toBe("2 de marzo de 2026");
  });
});

describe("locales", () => {
  it("has every interface string in Spanish and English", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const text of Object.values(en)) expect(text.trim()).not.toBe("");
    expect(Object.keys(es).length).toBeGreaterThan(50);
  });
});
