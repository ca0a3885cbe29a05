import { fold } from "../../shared/text";

/**
 * Spanish term processing of the assistant's index (issue 24 §1), used by MiniSearch both when it
 * indexes and when it searches: accents folded, common misspellings corrected, synonyms added
 * ("luz" also finds energía, "agua" acueducto) and a light plural and gender stemming.
 */

/** Words too common to tell pages apart. */
const STOPWORDS = new Set(
  (
    "a al algo alguien ante como con cual cuales cuando de del desde donde el ella ellos en entre era es esa ese eso esta este esto " +
    "fue ha han hay hola la las le les lo los me mi mis muy no nos o para pero por que quien se ser si sin sobre su sus te tengo " +
    "tiene un una uno unos y ya yo puedo quiero necesito hago hacer debo favor gracias buenas buenos dias tardes noches saber ustedes usted"
  ).split(" "),
);

/** Common misspellings and shorthand, folded, to the word the pages use. Add a pair to teach one more. */
export const MISSPELLINGS: Readonly<Record<string, string>> = {
  factrua: "factura",
  fatura: "factura",
  factua: "factura",
  facura: "factura",
  recivo: "recibo",
  resibo: "recibo",
  pqr: "pqrs",
  pqrd: "pqrs",
  pqrsd: "pqrs",
  tarifa: "tarifa",
  tarfa: "tarifa",
  horarios: "horario",
  orario: "horario",
  ofisina: "oficina",
  ofizina: "oficina",
  serbicio: "servicio",
  enerjia: "energia",
  acueduto: "acueducto",
  alcantarillao: "alcantarillado",
  interne: "internet",
  intenet: "internet",
  wifi: "internet",
  medido: "medidor",
  contador: "medidor",
  reconeccion: "reconexion",
  reconecion: "reconexion",
  kilovatio: "kwh",
  kw: "kwh",
};

/** Words that also mean another word the pages use (folded, before stemming). Add a line to teach one more. */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  luz: ["energia"],
  electricidad: ["energia"],
  agua: ["acueducto"],
  recibo: ["factura"],
  cuenta: ["factura"],
  queja: ["pqrs"],
  reclamo: ["pqrs", "reclamacion"],
  peticion: ["pqrs"],
  sede: ["oficina"],
  atienden: ["atencion", "horario"],
  precio: ["tarifa"],
  cuesta: ["tarifa"],
  valor: ["tarifa"],
  pagar: ["pago"],
  pague: ["pago"],
  cancelar: ["pago"],
  desague: ["alcantarillado"],
  alcantarilla: ["alcantarillado"],
  dano: ["falla"],
  averia: ["falla"],
  suspension: ["corte"],
  trabajo: ["empleo"],
  medir: ["medidor"],
  vacante: ["empleo"],
  // Issue 33 §1: the words citizens use for what the pages call otherwise.
  empleo: ["vacante", "aspirante"],
  oferta: ["vacante"],
  dueno: ["titular", "propietario"],
  propietario: ["titular"],
  pedir: ["solicitud"],
  pido: ["solicitud"],
  solicitar: ["solicitud"],
  potable: ["calidad"],
  solar: ["autogeneracion"],
  solares: ["autogeneracion"],
  panel: ["autogeneracion"],
  paneles: ["autogeneracion"],
  reparten: ["reparto"],
  // A household appliance by its name is an electrodoméstico on the pages.
  nevera: ["electrodomestico"],
  lavadora: ["electrodomestico"],
  televisor: ["electrodomestico"],
  computador: ["electrodomestico"],
  aparato: ["electrodomestico"],
  sifon: ["alcantarillado"],
};

/** A light stemmer: plural -s/-es and the final vowel go, so "facturas", "factura" and "facturar" share "factur". */
export function stem(term: string): string {
  let t = term;
  if (t.length > 4 && t.endsWith("ces")) t = `${t.slice(0, -3)}z`;
  else if (t.length > 4 && t.endsWith("s")) t = t.slice(0, -1);
  if (t.length > 4 && /[aeo]$/.test(t)) t = t.slice(0, -1);
  return t;
}

/**
 * A table's own entry for `word`, never one inherited from Object ("constructor", "valueof"…: words
 * a page's text contains, which made the site search fail on the pages' words).
 */
export function own<T>(table: Readonly<Record<string, T>>, word: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, word) ? table[word] : undefined;
}

/** One word as the index keeps it: null for a stopword, or its stem(s) with those of its synonyms. */
export function processTerm(term: string): string | string[] | null {
  const folded = fold(term).replace(/[^a-z0-9ñ]/g, "");
  if (folded.length < 2 || STOPWORDS.has(folded)) return null;
  const word = own(MISSPELLINGS, folded) ?? folded;
  const synonyms = own(SYNONYMS, word) ?? own(SYNONYMS, fold(word)) ?? [];
  const stems = [...new Set([word, ...synonyms].map(stem))];
  return stems.length === 1 ? stems[0] : stems;
}

/** The words of a question as the index sees them (tests and intents). */
export function normalizeQuestion(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9ñ]+/)
    .flatMap((w) => {
      const p = processTerm(w);
      return p === null ? [] : Array.isArray(p) ? p : [p];
    });
}
