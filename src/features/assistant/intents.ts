import { fold } from "../../shared/text";
import { MISSPELLINGS, own } from "./normalize";

/** The services whose emergency number the settings publish (Daños y emergencias). */
export type EmergencyService = "energia" | "acueducto" | "telco";

/** What a question asks, when it matches a known intent (checked in this order: emergencies first). */
export type Intent =
  | { id: "emergency"; service: EmergencyService; gas: boolean }
  | { id: "cuts"; zone: string | null }
  | { id: "fault"; service: EmergencyService }
  | { id: "duplicate" | "bill" | "pay" | "pqrs" | "pqrsStatus" | "tariffs" | "offices"; routes: readonly string[] };

const WATER = /\b(agua|acueducto|alcantarill\w*|tubo\w*|tuberia\w*|alcantarilla\w*|desague\w*|inundac\w*)\b/;
const TELCO = /\b(internet|telefon\w*|television|tv|senal|wifi|fibra)\b/;

/** Fallen or sparking lines, gas, a burst main, a whole sector without water or power. */
const EMERGENCY: readonly RegExp[] = [
  /\b(poste|postes|cable|cables|linea|lineas|red|alambre\w*)\b.*\b(caid\w*|cayo|suelt\w*|chisp\w*|rot[oa]s?|colgand\w*|en el (suelo|piso)|quemad\w*|tumbad\w*)/,
  /\b(cayo|se cayo|se vino abajo|tumbaron)\b.*\b(poste|cable|linea)/,
  /\bchispa\w*|\bcortocircuito|\belectrocut\w*|\bdescarga electrica/,
  /\btransformador\w*\b.*\b(explot\w*|quem\w*|humo|incendi\w*|chisp\w*|estall\w*)/,
  /\b(olor|huele|oler|fuga|escape)\b.*\bgas\b|\bgas\b.*\b(olor|huele|fuga|escape)/,
  /\b(tubo|tuberia|matriz)\b.*\b(rot\w*|revent\w*|estall\w*)|\b(revent\w*|estall\w*)\b.*\b(tubo|tuberia|matriz)\b/,
  /\b(sin|no hay|no llega|se fue (el|la)|quedamos sin|nos quedamos sin)\s+(agua|luz|energia)\b.*\b(sector|todo el barrio|toda la cuadra|toda la calle|toda la comuna|toda la vereda|todo el sector|varias casas|toda la zona)/,
  /\b(emergencia|incendio)\b/,
];

const CUTS = /\b(cortes?|suspension\w*|racionamiento\w*|interrupcion\w*|(van a |vana )?(quitar|cortar|suspender)\w*|quitan|programad[oa]s?)\b/;

/** "¿hay corte en Belén?": the words after the last "en"/"de(l) barrio", unless they name no place. */
export function zoneOf(q: string): string | null {
  const m =
    /\b(?:en|para|del barrio|de la vereda|barrio|vereda|sector)\s+(?:el barrio |la vereda |el sector |la comuna |barrio |vereda )?([a-z0-9ñ ]{3,60}?)\s*$/.exec(
      q.replace(/[¿?¡!.,;:]/g, " ").trim(),
    );
  if (!m) return null;
  const zone = m[1].trim();
  if (/^(mi |la |el )?(casa|barrio|sector|cuadra|zona|ciudad|municipio|pueblo|apartamento|edificio|vereda|comuna)$/.test(zone)) return null;
  if (/^(la |el )?(energia|luz|agua|acueducto|alcantarillado|internet|servicio|semana|mes|dia|proximos dias|estos dias|los proximos dias)\b/.test(zone))
    return null;
  return zone.replace(/^(el|la|los|las) (?=\w)/, (a) => a);
}

function serviceOf(q: string): EmergencyService {
  if (WATER.test(q)) return "acueducto";
  if (TELCO.test(q)) return "telco";
  return "energia";
}

/** The intent of a question, or null (then the index answers). */
export function detectIntent(question: string): Intent | null {
  const q = fold(question)
    .replace(/[¿?¡!.,;:]/g, " ")
    .split(/\s+/)
    .map((w) => own(MISSPELLINGS, w) ?? w)
    .join(" ")
    .trim();
  if (EMERGENCY.some((r) => r.test(q))) return { id: "emergency", service: /\bgas\b/.test(q) ? "energia" : serviceOf(q), gas: /\bgas\b/.test(q) };
  if (CUTS.test(q) && !/\b(reconex\w*|reconect\w*|me cortaron|cortaron el servicio por|no pague)\b/.test(q)) return { id: "cuts", zone: zoneOf(q) };
  if (
    /\bduplicad\w*|\bcopia de (la |mi |el )?(factura|recibo|cuenta)|\b(reimprim\w*|imprimir)\b.*\b(factura|recibo)|\bno me (llego|ha llegado) (la |el )?(factura|recibo)/.test(
      q,
    )
  )
    return { id: "duplicate", routes: ["dashboard.invoiceDuplicates"] };
  if (/\bpag(o|os|ar|ue|a)\b|\bpuntos? de pago|\bcancelar (la |mi |el )?(factura|recibo|cuenta)|\bpse\b/.test(q) && !/\bestado\b/.test(q))
    return { id: "pay", routes: ["atencion.paymentMethods", "cuenta.onlinePayment"] };
  if (
    /\b(ver|veo|consultar|consulto|descargar|descargo|revisar|mirar|bajar)\b.*\b(factura|recibo)|\bcuanto debo\b|\bmis facturas\b|\bdonde (esta|encuentro) mi (factura|recibo)/.test(
      q,
    )
  )
    return { id: "bill", routes: ["cuenta.invoices"] };
  if (/\b(estado|seguimiento|consultar|radicado)\b.*\b(pqrs?|queja|reclamo|peticion|solicitud)/.test(q)) return { id: "pqrsStatus", routes: ["atencion.pqrs"] };
  if (/\bpqrs?d?\b|\bquej\w*|\breclam\w*|\bpeticion\w*|\bsugerencia\w*|\bradicar\b|\bfelicitacion\w*/.test(q))
    return { id: "pqrs", routes: ["atencion.newPqrs"] };
  if (/\btarifa\w*|\bcuanto (cuesta|vale|cobran|sale)\b|\bprecio\w*|\bvalor del (kwh|kilovatio|metro)|\bkwh\b/.test(q)) {
    const service = serviceOf(q);
    return { id: "tariffs", routes: [service === "acueducto" ? "acueducto.ratesAqueduct" : service === "telco" ? "telco.marketplace" : "energia.ratesEnergy"] };
  }
  if (
    /\boficina\w*|\bsedes?\b|\bhorario\w*|\bpuntos? de atencion|\bdonde (quedan|queda|estan|atienden)\b|\ba que hora\b|\batencion presencial|\bdireccion de (la|las) (oficina|sede)|\babren\b|\bcierran\b/.test(
      q,
    )
  )
    return { id: "offices", routes: ["atencion.physicalCentersAttention"] };
  if (
    /\b(falla|fallas|dano|danos|danad\w*|averi\w*|reportar)\b|\bno (tengo|hay|me llega|llega)\s+(luz|agua|energia|internet|senal)\b|\bsin (luz|agua|energia|internet|senal)\b|\bse (me )?fue (la luz|el agua|la energia|el internet)/.test(
      q,
    )
  )
    return { id: "fault", service: serviceOf(q) };
  return null;
}
