import { fold } from "../../shared/text";
import { MISSPELLINGS, own } from "./normalize";

/** The services whose emergency number the settings publish (Daños y emergencias). */
export type EmergencyService = "energia" | "acueducto" | "telco";

/** The pages each kind of question goes to first, then the others (route keys). */
export const TOPIC_ROUTES = {
  duplicate: ["dashboard.invoiceDuplicates", "transparencia.repartoFacturas"],
  highBill: ["cuenta.invoiceReview", "atencion.newPqrs"],
  bill: ["cuenta.invoices"],
  digitalBill: ["transformacion.facturaDigital"],
  pay: ["atencion.paymentMethods", "cuenta.onlinePayment"],
  pqrs: ["atencion.newPqrs", "atencion.pqrs"],
  pqrsStatus: ["atencion.pqrs"],
  offices: ["atencion.physicalCentersAttention", "atencion.centersAttention"],
  person: ["atencion.homeCustomerService", "atencion.physicalCentersAttention", "atencion.newPqrs"],
  virtual: ["atencion.virtualAttention"],
  reconnection: ["energia.ratesServices", "atencion.paymentMethods"],
} as const satisfies Record<string, readonly string[]>;

export type Topic = keyof typeof TOPIC_ROUTES;

/** What a question asks, when it matches a known intent (checked in this order: emergencies first). */
export type Intent =
  | { id: "emergency"; service: EmergencyService; gas: boolean }
  | { id: "cuts"; zone: string | null; service: EmergencyService | null }
  /**
   * A fault, a leak or a service that went out (`outage`: a service is missing or may be, so a known
   * incident or a cut may explain it: "se fue la luz", "¿hay daño en mi barrio?", "¿cuándo vuelve el agua?").
   */
  | { id: "fault"; service: EmergencyService; outage: boolean }
  | { id: "tariffs"; service: EmergencyService; routes: readonly string[] }
  | { id: Topic; routes: readonly string[] };

/**
 * The service a question is about, from the words people use for each (null when none is named):
 * the engine filters the cuts and prefers the pages of that service.
 */
const SERVICE_WORDS: Readonly<Record<EmergencyService, RegExp>> = {
  acueducto:
    /\b(agua\w*|acueduct\w*|alcantarill\w*|tubo\w*|tuberi\w*|desague\w*|sifon\w*|inundac\w*|potable|llave\w*|cubicos?|m3|grifo\w*|aguas negras|matriz|vertimient\w*)\b/,
  telco: /\b(internet|telefon\w*|television|tv|senal|wifi|fibra|modem|router|megas?|canal(es)?|cable ?operador|linea fija|fija)\b/,
  energia: /\b(luz|energia|electric\w*|kwh|kilovatio\w*|poste\w*|transformador\w*|bombill\w*|apagon\w*|voltaje|bajon\w*|alumbrado|breaker|tacos?)\b/,
};

/** The service named by a folded question, or null. Water and telecom words are more specific than "luz". */
export function serviceOf(q: string): EmergencyService | null {
  for (const s of ["acueducto", "telco", "energia"] as const) if (SERVICE_WORDS[s].test(q)) return s;
  return null;
}

/** Fallen or sparking lines, gas, a burst main, fire. A whole street without service is an outage (a cut may explain it), not an emergency. */
const EMERGENCY: readonly RegExp[] = [
  /\b(poste|postes|cable|cables|linea|lineas|red|alambre\w*|arbol)\b.*\b(caid\w*|cayo|suelt\w*|chisp\w*|rot[oa]s?|colgand\w*|en el (suelo|piso)|quemad\w*|tumb\w*|derrib\w*|pelad\w*)/,
  /\b(cayo|se cayo|se vino abajo|tumb\w*|derrib\w*)\b.*\b(poste|cable|linea)/,
  /\bchispa\w*|\bcortocircuito|\belectrocut\w*|\bdescarga electrica|\bcorrientazo/,
  /\btransformador\w*\b.*\b(explot\w*|quem\w*|humo|incendi\w*|chisp\w*|estall\w*|tron\w*)/,
  /\b(olor|huele|oler|fuga|escape)\b.*\bgas\b|\bgas\b.*\b(olor|huele|fuga|escape)/,
  /\b(tubo|tuberia|matriz)\b.*\b(rot\w*|revent\w*|estall\w*)|\b(revent\w*|estall\w*)\b.*\b(tubo|tuberia|matriz)\b/,
  /\b(emergencia|incendio)\b/,
];

const CUTS = /\b(cortes?|suspension\w*|racionamiento\w*|interrupcion\w*|(van a |vana )?(quitar|cortar|suspender)\w*|quitan|programad[oa]s?)\b/;
const NOT_A_CUT = /\b(reconex\w*|reconect\w*|me cortaron|nos cortaron|cortaron el servicio por|no pague|por no pagar|falta de pago)\b/;

/** Water coming out where it should not: a leak (a question on how to find one at home is the FAQ's). */
const LEAK =
  /\bfuga\w*|\bbot(a|an|ando|o)\b.*\bagua|\b(sale|salen|saliendo|salio|brota\w*|chorr\w*|derram\w*|rebos\w*|escap\w*)\b.*\bagua|\bagua\b.*\b(sale|saliendo|brota\w*|chorr\w*|derram\w*|rebos\w*)|\b(tapad[oa]s?|tapon\w*|atascad\w*|desbord\w*|se devuelve|devolviendo)\b/;
const HOW_TO_TELL = /^(como|cual)\b.*\b(se|saber|se si|detect\w*|identific\w*)\b.*\b(si|cuando)\b|^como (se|saber) si\b/;

/** A service that went out (or keeps going out). */
const OUTAGE = new RegExp(
  [
    String.raw`\b(sin|no (hay|tengo|tenemos|tienen|llega|me llega|nos llega|entra|funciona|sirve|prende|viene))\s+(la |el )?(luz|agua|energia|internet|senal|servicio|television|tv|telefono|linea|wifi)\b`,
    String.raw`\bse (me |nos |le |les )?(fue|cayo|cae|va|corto|quito|daño|dano)\w* (la |el )?(luz|agua|energia|internet|senal|servicio|wifi|television)`,
    String.raw`\b(luz|agua|energia|internet|senal|servicio|wifi|television|tv)\b.*\b(se (cae|cayo|va|fue|corta|corto|quita|daño|dano)|no (funciona|sirve|prende|carga|llega)|intermitente)`,
    String.raw`\b(apagon\w*|sin servicio|se fue la luz|quedamos sin|nos quedamos sin)\b`,
  ].join("|"),
);
const FAULT = /\b(falla\w*|dano|danos|danad\w*|averi\w*|reportar)\b/;
/** "¿Hay daño en mi barrio?": asks whether a fault is known there (the incidents answer), not how to report one. */
const IS_THERE_A_FAULT = /\b(hay|habra|existe|tienen)\b.*\b(dano|danos|falla|fallas|averia\w*)\b/;
/** "¿Cuándo vuelve el agua?", "¿a qué hora llega la luz?": when a service that went out comes back. */
const WHEN_BACK =
  /\b(cuando|a que hora|que hora|hasta cuando|hasta que hora)\b.*\b(vuelve|vuelva|volvera|regresa|regrese|regresara|llega|llegue|llegara|viene|restablec\w*|reanud\w*)\b/;

/** A bill or a charge… */
const BILL = /\b(factur\w*|recib\w*|cuenta|cobr\w*|valor|consumo)\b/;
/** …that came too high or looks wrong. */
const TOO_HIGH =
  /\b(car[oa]s?|carisim\w*|alt[oa]s?|altisim\w*|elevad\w*|excesiv\w*|much[oa]|tant[oa]|demasiad\w*|subi\w*|increment\w*|dispar\w*|doble|triple|injust\w*|exagerad\w*|inflad\w*)\b|\bno (es|son|era) (mi[oa]s?|nuestr[oa]s?)\b|\bno (lo |la |le )?entiendo\b|\b(mal cobrad\w*|de mas|de sobra)\b|\bcobr\w* (mal|de mas|demas)\b/;

const DUPLICATE =
  /\bduplicad\w*|\bcopia\b.*\b(factur\w*|recib\w*|cuenta)|\b(perdi|se me perdio|extravi\w*|bote|se me boto|se me daño|se me dano)\b.*\b(factur\w*|recib\w*)|\b(reimprim\w*|imprimir|volver a sacar|vuelvo a sacar|sacar otr[oa])\b|\bno me (llego|ha llegado|llega) (la |el )?(factura|recibo)/;
const DIGITAL_BILL =
  /\bfactura (digital|electronica|virtual)|\b(por|al|en el) correo\b.*\b(factura|recibo)|\b(factura|recibo)\b.*\b(por|al) correo|\b(sin|no en|en vez de|en lugar de) papel/;
const PAY =
  /\bpag(o|os|ar|ue|a|amos|ando)\b|\bpuntos? de pago|\bcancelar (la |mi |el )?(factura|recib\w*|cuenta)|\bpse\b|\btarjeta\b|\bnequi|\bdaviplata|\bcorresponsal\w*|\bdebito automatico/;
const BILL_VIEW =
  /\b(ver|veo|consultar|consulto|descargar|descargo|revisar|mirar|miro|bajar)\b.*\b(factura|recibo)|\bcuanto debo\b|\bmis facturas\b|\bdonde (esta|encuentro) mi (factura|recibo)/;
const PQRS_WORDS = /\bpqrs?d?\b|\bquej\w*|\breclam\w*|\bpeticion\w*|\bsugerencia\w*|\bradicar\b|\bradique\b|\bfelicitacion\w*|\bderecho de peticion/;
const PQRS_STATUS = /\b(estado|seguimiento|como va|respuesta|respondid\w*|responden|contestad\w*|contestan|radicado|en que va)\b/;
const PRICE =
  /\btarifa\w*|\bcuanto (cuesta|cuestan|vale|valen|cobran|cobra|me cobran|nos cobran|sale|es el valor|es el precio)\b|\ba como (esta|sale|es|estan)\b|\bprecio\w*|\bvalor (del?|de la) (kwh|kilovatio|metro|reconexion|servicio)|\bkwh\b|\bkilovatio/;
const RECONNECTION = /\breconex\w*|\breconect\w*|\bvolver a conectar|\b(conect\w*|instal\w*) de nuevo|\brestablec\w*|\bcorte y reinstalacion/;
const SERVICE_FEE = /\b(reconex\w*|reconect\w*|suspension|reinstalacion|cambio de medidor|cambiar el medidor|revision de la instalacion)\b/;
const OFFICES =
  /\boficina\w*|\bsedes?\b|\bhorario\w*|\bpuntos? de atencion|\bdonde (quedan|queda|estan|atienden)\b|\b(a|hasta|desde) que hora\b|\batencion presencial|\bdireccion de (la|las) (oficina|sede)|\babren\b|\bcierran\b|\bsabados?\b|\bdomingos?\b|\bfestivos?\b/;
const PERSON =
  /\basesor\w*|\b(hablar|comunicar\w*|contactar\w*)\b|\b(una persona|un humano|alguien de|un funcionario que me)\b|\b(numero|telefono|linea)\b.*\b(llam\w*|atencion|contacto|atiend\w*|comunic\w*)|\bllam(o|ar|arlos|arles)\b|\bcontacto\b|\blinea gratuita\b/;
const VIRTUAL = /\bwhats\w*|\bwasap\w*|\bguasap\w*|\bvideollamada|\boficina virtual|\bchat en linea/;

/** "¿hay corte en Belén?": the words after the last "en"/"de(l) barrio", unless they name no place. */
export function zoneOf(q: string): string | null {
  const m =
    /\b(?:en|para|del barrio|de la vereda|barrio|vereda|sector)\s+(?:el barrio |la vereda |el sector |la comuna |barrio |vereda )?([a-z0-9ñ ]{3,60}?)\s*$/.exec(
      q.replace(/[¿?¡!.,;:]/g, " ").trim(),
    );
  if (!m) return null;
  const zone = m[1].trim();
  if (/^(mi |la |el |toda la |todo el )?(casa|barrio|sector|cuadra|zona|ciudad|municipio|pueblo|apartamento|edificio|vereda|comuna|calle)$/.test(zone))
    return null;
  if (
    /^(la |el )?(energia|luz|agua|acueducto|alcantarillado|internet|servicio|semana|mes|dia|proximos dias|estos dias|los proximos dias|esta semana|este mes|hoy|manana)\b/.test(
      zone,
    )
  )
    return null;
  return zone;
}

/** A question folded, its punctuation dropped and its common misspellings corrected. */
export function foldQuestion(question: string): string {
  return fold(question)
    .replace(/[¿?¡!.,;:()"«»]/g, " ")
    .split(/\s+/)
    .map((w) => own(MISSPELLINGS, w) ?? w)
    .join(" ")
    .trim();
}

const route = (id: Topic): Intent => ({ id, routes: TOPIC_ROUTES[id] });

/**
 * The intent of a question, or null (then the index answers). Each intent is a combination of
 * concepts (a bill + "too high", a service + "went out", a price + what is priced), not a list of
 * sentences: emergencies first, then what a person needs done, then where and whom to ask.
 */
export function detectIntent(question: string): Intent | null {
  const q = foldQuestion(question);
  const service = serviceOf(q);
  if (EMERGENCY.some((r) => r.test(q))) return { id: "emergency", service: /\bgas\b/.test(q) ? "energia" : (service ?? "energia"), gas: /\bgas\b/.test(q) };
  // "¿Cuándo vuelve la luz?" asks about an outage; "¿cuándo me reconectan?" (after a debt) stays a reconnection.
  if (WHEN_BACK.test(q) && !NOT_A_CUT.test(q) && !/\breconex\w*|\breconect\w*/.test(q)) return { id: "fault", service: service ?? "energia", outage: true };
  if (RECONNECTION.test(q) && !/\bpqrs?\b/.test(q)) return route("reconnection");
  if (CUTS.test(q) && !NOT_A_CUT.test(q)) return { id: "cuts", zone: zoneOf(q), service };
  const leak = LEAK.test(q) && !HOW_TO_TELL.test(q);
  const outage = OUTAGE.test(q);
  if (leak || outage) return { id: "fault", service: service ?? (leak ? "acueducto" : "energia"), outage: outage && !leak };
  if (PQRS_WORDS.test(q) && PQRS_STATUS.test(q)) return route("pqrsStatus");
  if (DUPLICATE.test(q)) return route("duplicate");
  if (DIGITAL_BILL.test(q)) return route("digitalBill");
  if (BILL.test(q) && TOO_HIGH.test(q) && !PRICE.test(q)) return PQRS_WORDS.test(q) ? route("pqrs") : route("highBill");
  if (PAY.test(q) && !/\bestado\b/.test(q)) return route("pay");
  if (BILL_VIEW.test(q)) return route("bill");
  if (PQRS_WORDS.test(q)) return route("pqrs");
  if (PRICE.test(q)) {
    if (SERVICE_FEE.test(q)) return { id: "tariffs", service: "energia", routes: ["energia.ratesServices"] };
    const s = service ?? "energia";
    return { id: "tariffs", service: s, routes: [s === "acueducto" ? "acueducto.ratesAqueduct" : s === "telco" ? "telco.marketplace" : "energia.ratesEnergy"] };
  }
  if (VIRTUAL.test(q)) return route("virtual");
  if (OFFICES.test(q)) return route("offices");
  if (PERSON.test(q)) return route("person");
  if (FAULT.test(q)) return { id: "fault", service: service ?? "energia", outage: IS_THERE_A_FAULT.test(q) };
  return null;
}
