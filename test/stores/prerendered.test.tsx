/**
 * Rendering as the prerendered HTML until hydration (issue 4): the providers get the build's
 * language and theme first, the visitor's after; lazy views render directly once loaded.
 */
import { render, screen } from "@testing-library/react";
import { reaction } from "mobx";
import { Suspense } from "react";
import { STORAGE_KEYS } from "../../src/shared/constants";
import { MemoryStorage } from "../../src/services/storage";
import { lazyView } from "../../src/routing/lazyView";
import { defaultLightTheme } from "../../src/theme/defaultTheme.generated";
import { testStores } from "../helpers";

test("until hydration the providers get Spanish defaults, the default theme and ltr; then the visitor's", async () => {
  const storage = new MemoryStorage();
  storage.set(STORAGE_KEYS.locale, "en");
  storage.set(STORAGE_KEYS.theme, JSON.stringify({ themeSchema: "green", mode: "dark", direction: "rtl" }));
  const { stores } = testStores({ storage, browserLanguages: ["en-US"], prerendered: true });
  expect(stores.ui.prerendered).toBe(true);
  expect(stores.intlLocale).toBe("es-CO");
  expect(stores.intlMessages).toEqual({});
  expect(stores.fluentTheme).toBe(defaultLightTheme);
  expect(stores.direction).toBe("ltr");
  stores.ui.hydrated();
  expect(stores.intlLocale).toBe("en-US");
  expect(stores.direction).toBe("rtl");
});

test("ending hydration changes nothing the providers see when the visitor's settings are the build's", () => {
  const { stores } = testStores({ prerendered: true });
  const seen: unknown[] = [];
  const dispose = reaction(
    () => [stores.intlLocale, stores.intlMessages, stores.fluentTheme, stores.direction],
    (v) => seen.push(v),
  );
  stores.ui.hydrated();
  dispose();
  expect(seen).toEqual([]);
});

test("a lazy view suspends the first time and renders directly once preloaded", async () => {
  let loads = 0;
  const View = lazyView(async () => {
    loads++;
    return { default: () => <p>Contenido cargado</p> };
  });
  await View.preload();
  await View.preload();
  expect(loads).toBe(1);
  // Already loaded: no fallback, not even for a moment.
  render(
    <Suspense fallback={<p>Cargando…</p>}>
      <View />
    </Suspense>,
  );
  expect(screen.getByText("Contenido cargado")).toBeInTheDocument();
  expect(screen.queryByText("Cargando…")).toBeNull();
});
