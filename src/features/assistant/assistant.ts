import type { NewsSummary } from "../../shared/news";
import { newsPath } from "../../shared/news";
import type { PublicSiteSettings } from "../../shared/siteSettings";
import { fold } from "../../shared/text";
import type { AssistantEngine, IndexedEntry } from "./engine";
import { detectIntent, type EmergencyService, type Intent } from "./intents";

/** A link of an answer: a route of the registry by key, or a news item's address. */
export interface AnswerLink {
  title: string;
  path: string;
  /** Route key, when the link is a page of the registry (RouteLink). */
  route?: string;
}

export interface AssistantAnswer {
  /** What answered: an intent's id, "search" (the index) or "none". */
  kind: Intent["id"] | "search" | "none";
  /** One or two sentences, taken from the page where there is one. */
  text: string;
  /** The number to call, for emergencies and faults. */
  phone?: { label: string; number: string };
  /** The page that answers first, then others. */
  links: AnswerLink[];
}

/** What the assistant knows besides the index: the published numbers and the current cuts (null when the API failed). */
export interface AssistantContext {
  settings: Pick<PublicSiteSettings, "emergencyEnergy" | "emergencyWater" | "emergencyTelecom" | "freeLine">;
  cuts: readonly NewsSummary[] | null;
}

/** Below this score the best entry is too weak to be an answer. */
const MIN_SCORE = 2;

const WHEN = new Intl.DateTimeFormat("es-CO", {
  timeZone: "America/Bogota",
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "numeric",
  minute: "2-digit",
});

function emergencyNumber(ctx: AssistantContext, service: EmergencyService): string {
  return service === "acueducto" ? ctx.settings.emergencyWater : service === "telco" ? ctx.settings.emergencyTelecom : ctx.settings.emergencyEnergy;
}

/** The assistant's answer to one question: intents first (emergencies before anything), then the index. */
export function answer(question: string, engine: AssistantEngine, ctx: AssistantContext): AssistantAnswer {
  const intent = detectIntent(question);
  const link = (key: string): AnswerLink | null => {
    const e = engine.page(key);
    return e ? { title: e.route.title, path: e.route.path, route: key } : null;
  };
  const links = (keys: readonly string[]) => keys.map(link).filter((l): l is AnswerLink => l !== null);
  /** The sentences of `key`'s entry that best match the question, else the page's summary. */
  const sentences = (key: string): string => engine.find(question, 1, new Set([key]))[0]?.entry.t ?? engine.page(key)?.t ?? "";

  if (intent?.id === "emergency") {
    const number = emergencyNumber(ctx, intent.service);
    const first = intent.gas
      ? `Si huele a gas, salga del lugar sin encender luces ni aparatos y llame de inmediato a la línea de daños y emergencias ${number}.`
      : `Es una emergencia: no se acerque y llame de inmediato a la línea de daños y emergencias ${number}, que atiende las 24 horas.`;
    const hint =
      intent.service === "energia" && !intent.gas ? engine.find("cables caídos chispas red", 1, new Set(["energia.energyHome"]))[0]?.entry.t : undefined;
    return {
      kind: "emergency",
      text: [first, hint ?? "Cuando esté a salvo, deje el reporte de la falla para que la cuadrilla tenga los datos."].join(" "),
      phone: { label: "Daños y emergencias", number },
      links: links(["atencion.faultReport"]),
    };
  }
  if (intent?.id === "fault") {
    const number = emergencyNumber(ctx, intent.service);
    return {
      kind: "fault",
      text: `${sentences("atencion.faultReport")} Si hay riesgo para las personas, llame a la línea de daños y emergencias ${number}.`.trim(),
      phone: { label: "Daños y emergencias", number },
      links: links(["atencion.faultReport", "noticias.serviceCuts"]),
    };
  }
  if (intent?.id === "cuts") return cutsAnswer(intent.zone, ctx, links(["noticias.serviceCuts"]));
  if (intent) {
    return { kind: intent.id, text: sentences(intent.routes[0]), links: links(intent.routes) };
  }
  return searchAnswer(question, engine, ctx);
}

function searchAnswer(question: string, engine: AssistantEngine, ctx: AssistantContext): AssistantAnswer {
  const hits = engine.find(question, 30).filter((h) => h.score >= MIN_SCORE);
  if (hits.length === 0) {
    return {
      kind: "none",
      text: `No encontré una respuesta para eso en el portal. Puede radicar una PQRS o llamar a la línea gratuita ${ctx.settings.freeLine}, las 24 horas.`,
      links: [{ title: "Radicar una PQRS", path: engine.page("atencion.newPqrs")?.route.path ?? "/newPQRS", route: "atencion.newPqrs" }],
    };
  }
  const seen = new Set<string>();
  const pages: IndexedEntry[] = [];
  for (const h of hits) {
    const id = h.entry.href ?? h.entry.k;
    if (seen.has(id)) continue;
    seen.add(id);
    pages.push(h.entry);
    if (pages.length === 3) break;
  }
  return {
    kind: "search",
    text: hits[0].entry.t,
    links: pages.map((e) => (e.href ? { title: e.h, path: e.href } : { title: e.route.title, path: e.route.path, route: e.k })),
  };
}

/** "¿Hay corte en Belén?": the current cuts whose zones hold the barrio (accents and case ignored). */
function cutsAnswer(zone: string | null, ctx: AssistantContext, base: AnswerLink[]): AssistantAnswer {
  if (ctx.cuts === null) {
    return { kind: "cuts", text: "No pude consultar los cortes en este momento. Puede verlos todos en la página de cortes programados.", links: base };
  }
  const wanted = zone ? fold(zone).replace(/^(barrio|vereda|sector|comuna) /, "") : null;
  const matches = ctx.cuts.filter(
    (c) => c.cut && (!wanted || c.cut.zones.some((z) => fold(z).includes(wanted) || wanted.includes(fold(z).replace(/^(barrio|vereda) /, "")))),
  );
  const cutLinks = matches.slice(0, 3).map((c) => ({ title: c.title, path: newsPath(c) }));
  if (!wanted) {
    const text =
      matches.length === 0
        ? "No hay cortes programados en este momento."
        : `Hay ${matches.length === 1 ? "un corte programado o en curso" : `${matches.length} cortes programados o en curso`}. Escriba su barrio (por ejemplo «¿hay corte en El Centro?») para saber si le afecta.`;
    return { kind: "cuts", text, links: [...base, ...cutLinks] };
  }
  if (matches.length === 0) {
    return { kind: "cuts", text: `No hay cortes programados para ${zone} en este momento.`, links: base };
  }
  const first = matches[0].cut;
  const when = first ? ` Empieza el ${WHEN.format(new Date(first.startsAt))} y termina el ${WHEN.format(new Date(first.endsAt))}.` : "";
  return {
    kind: "cuts",
    text: `Sí: ${matches[0].title}.${when}${matches.length > 1 ? ` Hay ${matches.length} cortes para ese sector.` : ""}`,
    links: [...base, ...cutLinks],
  };
}
