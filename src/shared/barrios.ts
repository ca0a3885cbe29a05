/**
 * The barrios and veredas of the (fictional) municipality of San Rafael (issue 36 §4): the one list
 * that cuts, cut alerts, outages and "¿me afecta?" name areas from. Their outlines are in
 * ./geo/barrios.json, which only the map's lazy chunk and the server import (a test checks that the
 * file and this list name the same areas); this module stays small enough for any page.
 */
import { areaKey } from "./cutAlerts";

export type BarrioKind = "barrio" | "vereda";

/** One area of the list: its name as published, its kind, and its matching key (`areaKey(name)`). */
export interface Barrio {
  readonly name: string;
  readonly kind: BarrioKind;
  readonly key: string;
}

/**
 * The urban barrios (comuna "Zona urbana" in the demo contracts) and the rural areas. Rural names
 * keep their prefix ("Vereda El Topacio") because the programmed cuts and the subscriptions use it;
 * the corregimiento El Alto is listed as a rural area (kind "vereda") since areas have no third kind.
 */
const AREAS: readonly (readonly [string, BarrioKind])[] = [
  ["El Centro", "barrio"],
  ["La Floresta", "barrio"],
  ["El Jardín", "barrio"],
  ["La Dorada", "barrio"],
  ["El Recreo", "barrio"],
  ["Villa Nueva", "barrio"],
  ["Los Pinos", "barrio"],
  ["Santa Ana", "barrio"],
  ["Los Álamos", "barrio"],
  ["Obrero", "barrio"],
  ["San Vicente", "barrio"],
  ["Balcones", "barrio"],
  ["Balcones del Embalse", "barrio"],
  ["Vereda El Topacio", "vereda"],
  ["Vereda Puente Tierra", "vereda"],
  ["Vereda Camelias", "vereda"],
  ["Vereda La Esperanza", "vereda"],
  ["Vereda Quebradona", "vereda"],
  ["Vereda El Silencio", "vereda"],
  ["Vereda La Cumbre", "vereda"],
  ["Corregimiento El Alto", "vereda"],
];

/** Every barrio and vereda, in the order above (urban first). */
export const BARRIOS: readonly Barrio[] = AREAS.map(([name, kind]) => ({ name, kind, key: areaKey(name) }));

const BY_KEY = new Map(BARRIOS.map((b) => [b.key, b]));

/** What is left of a key without its type word and article: "vereda el topacio" → "topacio". */
function bareKey(key: string): string {
  return key.replace(/^(barrio|vereda|corregimiento) /, "").replace(/^(el|la|los|las) /, "");
}

const BY_BARE_KEY = (() => {
  const map = new Map<string, Barrio | null>();
  // A bare key that two areas share names neither.
  for (const b of BARRIOS) map.set(bareKey(b.key), map.has(bareKey(b.key)) ? null : b);
  return map;
})();

/**
 * The area a typed name means, compared with `areaKey()` (accents, case and spaces do not count):
 * "el jardin" → El Jardín. A name that matches none exactly may still name one area without its
 * type word or article ("Centro" in a failure report, "Barrio Obrero", "El Topacio"); otherwise null.
 */
export function findBarrio(name: unknown): Barrio | null {
  if (typeof name !== "string") return null;
  const key = areaKey(name);
  if (key === "") return null;
  return BY_KEY.get(key) ?? BY_BARE_KEY.get(bareKey(key)) ?? null;
}
