import type { CutService, NewsSummary } from "../../shared/news";
import type { PublicOutage } from "../../shared/outages";
import { newsPath } from "../../shared/newsPaths";
import type { PublicSiteSettings } from "../../shared/siteSettings";
import { ENTITY_CONTACT } from "../../shared/entity";
import { fold } from "../../shared/text";
import { ENERGY_SUBSISTENCE_KWH, energyPricesFor, formatNumber, monthLabel, WATER_BASIC_M3 } from "../../shared/tariffs/prices";
import type { TariffCurrent } from "../../shared/tariffs/published";
import type { AssistantEngine, EntryHit, IndexedEntry } from "./engine";
import { detectIntent, foldQuestion, serviceOf, type EmergencyService, type Intent } from "./intents";
import { incidentsAnswer, noIncidentNote } from "./outageAnswers";
import { sentence, sentences, SERVICE_NAMES, when, zoneName } from "./phrasing";

export { sentence };

/** A link of an answer: a route of the registry by key, or a news item's or a search's address. */
export interface AnswerLink {
  title: string;
  path: string;
  /** Route key, when the link is a page of the registry (RouteLink). */
  route?: string;
}

export interface AssistantAnswer {
  /**
   * What answered: an intent's id, "search" (the index), "unsure" (the index, with too weak or too
   * close a best page: said so, and counted as unanswered) or "none".
   */
  kind: Intent["id"] | "search" | "unsure" | "none";
  /** One to three sentences, taken from the page or the settings. */
  text: string;
  /** The number to call, for emergencies, faults and whoever asks for a person. */
  phone?: { label: string; number: string };
  /** The page that answers first, then others. */
  links: AnswerLink[];
}

/** What the assistant knows besides the index: the published numbers and hours, and the current cuts (null when the API failed). */
export interface AssistantContext {
  settings: Pick<PublicSiteSettings, "emergencyEnergy" | "emergencyWater" | "emergencyTelecom" | "freeLine" | "switchboard" | "officeHours" | "officeAddress">;
  cuts: readonly NewsSummary[] | null;
  /** The published tariffs (issue 34 §2: GET /api/tariffs/current); absent or null when not read, then the pages' text answers. */
  tariffs?: TariffCurrent | null;
  /** The unplanned incidents (issue 36 §2: GET /api/outages); null when the API failed, absent when not read. */
  outages?: readonly PublicOutage[] | null;
}

/**
 * The price of energy or water from the published tables (issue 34 §2): the month in force, its
 * version when corrected, and the next month when already published. Null for other services.
 */
function tariffSentences(t: TariffCurrent, service: EmergencyService): string | null {
  const month = monthLabel(t.current.month);
  const corrected = t.current.version > 1 ? ` (versión ${t.current.version}, corregida: ${t.current.reason ?? ""})` : "";
  const n2 = (v: number) => formatNumber(v, 2);
  if (service === "energia") {
    const cu = t.current.energy["1"].cu;
    const e2 = energyPricesFor(cu, 2, "residencial");
    const e6 = energyPricesFor(cu, 6, "residencial");
    const next = t.next ? `. Para ${monthLabel(t.next.month)} ya está publicado un CU de $ ${n2(t.next.energy["1"].cu)} por kWh` : "";
    return sentences(
      `La tarifa de energía de ${month}${corrected} parte de un costo unitario (CU) de $ ${n2(cu)} por kWh en nivel de tensión 1, lo que paga el estrato 4`,
      `El estrato 2 paga $ ${n2(e2.subsistence)} por kWh en los primeros ${ENERGY_SUBSISTENCE_KWH} kWh, y los estratos 5 y 6 y los comercios pagan $ ${n2(e6.above)} por kWh${next}`,
    );
  }
  if (service === "acueducto") {
    const w = t.current.water;
    return sentences(
      `En ${month}${corrected} el acueducto tiene un cargo fijo de $ ${formatNumber(w.acueducto.cargoFijo)} al mes y cuesta $ ${formatNumber(w.acueducto.perM3)} por m³; el alcantarillado, $ ${formatNumber(w.alcantarillado.cargoFijo)} al mes y $ ${formatNumber(w.alcantarillado.perM3)} por m³ (valores del estrato 4)`,
      `Los estratos 1, 2 y 3 tienen subsidio sobre el cargo fijo y los primeros ${WATER_BASIC_M3} m³`,
    );
  }
  return null;
}

/** Whether an answer should be counted with the unanswered questions (administrators see both in the metrics). */
export function isUnanswered(a: AssistantAnswer): boolean {
  return a.kind === "none" || a.kind === "unsure";
}

/** Below this score the best entry is too weak to be an answer. */
const MIN_SCORE = 2;
/** Below this score (a page that matches on one word scores about 10 to 40; one that answers, 100 and more), or with the second page within SURE_MARGIN of the first, the engine says it is unsure. */
const SURE_SCORE = 50;
const SURE_MARGIN = 1.08;
/** A page of the service asked about counts this much more; a page of another service, this much less. */
const SAME_SERVICE = 1.6;
const OTHER_SERVICE = 0.6;

function emergencyNumber(ctx: AssistantContext, service: EmergencyService): string {
  return service === "acueducto" ? ctx.settings.emergencyWater : service === "telco" ? ctx.settings.emergencyTelecom : ctx.settings.emergencyEnergy;
}

/** The main office's address and its hours, both from the site settings (issue 33 §3: one truth). */
function mainOffice(ctx: AssistantContext): string {
  return `La sede principal queda en la ${ctx.settings.officeAddress} (${ENTITY_CONTACT.city.split(",")[0]}) y atiende ${lowerFirst(ctx.settings.officeHours)}`;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** The cut services a question names: water and sewer are separate cuts. */
function cutServices(q: string, service: EmergencyService | null): readonly CutService[] | null {
  if (/\b(alcantarill\w*|desague\w*|sifon\w*|aguas negras)\b/.test(q)) return ["alcantarillado"];
  return service === "acueducto" ? ["acueducto"] : service ? [service] : null;
}

/** The area of the portal that holds a service's pages. */
const SERVICE_AREA: Record<EmergencyService, string> = { energia: "energia", acueducto: "acueducto", telco: "telco" };

/** The assistant's answer to one question: intents first (emergencies before anything), then the index. */
export function answer(question: string, engine: AssistantEngine, ctx: AssistantContext): AssistantAnswer {
  const intent = detectIntent(question);
  const q = foldQuestion(question);
  const link = (key: string): AnswerLink | null => {
    const e = engine.page(key);
    return e ? { title: e.route.title, path: e.route.path, route: key } : null;
  };
  const links = (keys: readonly string[]) => keys.map(link).filter((l): l is AnswerLink => l !== null);
  /** The sentences of `key`'s entry that best match the question, else the page's summary. */
  const fromPage = (key: string, words = question): string => {
    const e = engine.find(words, 1, new Set([key]))[0]?.entry ?? engine.page(key);
    if (!e) return "";
    // A row of a table of prices or offices says what it is the value of ("Suspensión y reconexión: … $ 48.600").
    return e.h && !e.h.endsWith("?") && e.t.length < 100 && !e.t.includes(e.h) ? `${e.h}: ${lowerFirst(e.t)}` : e.t;
  };
  const freeLine = { label: "Línea gratuita", number: ctx.settings.freeLine };

  if (intent?.id === "emergency") {
    const number = emergencyNumber(ctx, intent.service);
    const first = intent.gas
      ? `Si huele a gas, salga del lugar sin encender luces ni aparatos y llame de inmediato a la línea de daños y emergencias ${number}.`
      : `Es una emergencia: no se acerque y llame de inmediato a la línea de daños y emergencias ${number}, que atiende las 24 horas.`;
    const hint =
      intent.service === "energia" && !intent.gas ? engine.find("cables caídos chispas red", 1, new Set(["energia.energyHome"]))[0]?.entry.t : undefined;
    return {
      kind: "emergency",
      text: sentences(first, hint ?? "Cuando esté a salvo, deje el reporte de la falla para que la cuadrilla tenga los datos"),
      phone: { label: "Daños y emergencias", number },
      links: links(["atencion.faultReport"]),
    };
  }
  if (intent?.id === "fault") {
    const number = emergencyNumber(ctx, intent.service);
    const services = cutServices(q, intent.service) ?? [intent.service];
    const base = links(["atencion.faultReport", "noticias.serviceCuts"]);
    // A service that went out may be a known incident (issue 36 §2): say where and until when.
    if (intent.outage) {
      const known = incidentsAnswer(q, services, ctx);
      if (known) return { kind: "fault", text: known.text, phone: { label: "Daños y emergencias", number }, links: [...known.links, ...base] };
    }
    // Or a scheduled cut: say which cut is on now, or that none is.
    let cutNote: string | undefined;
    let cutLinks: AnswerLink[] = [];
    if (intent.outage) {
      const now = Date.now();
      const current = ctx.cuts?.filter((c) => c.cut && services.includes(c.cut.service) && Date.parse(c.cut.startsAt) <= now && Date.parse(c.cut.endsAt) > now);
      if (current === undefined) cutNote = "No pude consultar los cortes programados: revíselos en la página de cortes";
      else if (current.length === 0)
        cutNote = `No hay cortes programados de ${SERVICE_NAMES[services[0]]} en curso, así que puede ser una falla: repórtela para que la cuadrilla vaya`;
      else {
        const c = current[0];
        cutNote = `Hay un corte programado de ${SERVICE_NAMES[services[0]]} en curso: ${c.title}, hasta el ${when(c.cut!.endsAt)}. Si su sector no está en ese corte, reporte la falla`;
        cutLinks = current.slice(0, 2).map((n) => ({ title: n.title, path: newsPath(n) }));
      }
    }
    return {
      kind: "fault",
      text: sentences(
        intent.outage && noIncidentNote(q, question, services[0], ctx),
        cutNote ?? fromPage("atencion.faultReport"),
        `Si hay riesgo para las personas, llame a la línea de daños y emergencias ${number}`,
      ),
      phone: { label: "Daños y emergencias", number },
      links: [...base, ...cutLinks],
    };
  }
  if (intent?.id === "cuts") return cutsAnswer(question, intent.zone, cutServices(q, intent.service), ctx, links(["noticias.serviceCuts"]));
  if (intent?.id === "offices") {
    // The office the question names, when the page lists it (a row of its table), after the main office.
    const other = engine
      .find(question, 3, new Set(["atencion.physicalCentersAttention"]))
      .find((h) => h.entry.h && !/principal/i.test(h.entry.h) && h.score >= MIN_SCORE * 2);
    return { kind: "offices", text: sentences(mainOffice(ctx), other ? `${other.entry.h}: ${other.entry.t}` : undefined), links: links(intent.routes) };
  }
  if (intent?.id === "person") {
    return {
      kind: "person",
      text: sentences(
        `Para hablar con una persona llame a la línea gratuita ${ctx.settings.freeLine} o al conmutador ${ctx.settings.switchboard}`,
        mainOffice(ctx),
        "También puede escribirnos por los canales de atención o radicar una PQRS",
      ),
      phone: freeLine,
      links: links(intent.routes),
    };
  }
  if (intent?.id === "highBill") {
    return {
      kind: "highBill",
      text: sentences(
        fromPage("cuenta.invoiceReview"),
        "Compare el consumo con el de meses anteriores y revise la lectura del medidor; si hay un error, presente un reclamo (PQRS): mientras se resuelve no tiene que pagar la parte que reclama",
      ),
      links: links(intent.routes),
    };
  }
  if (intent?.id === "tariffs" && ctx.tariffs && (intent.routes[0] === "energia.ratesEnergy" || intent.routes[0] === "acueducto.ratesAqueduct")) {
    const text = tariffSentences(ctx.tariffs, intent.service);
    if (text) return { kind: intent.id, text, links: links(intent.routes) };
  }
  if (intent) return { kind: intent.id, text: fromPage(intent.routes[0]), links: links(intent.routes) };
  return searchAnswer(question, serviceOf(q), engine, ctx);
}

function searchAnswer(question: string, service: EmergencyService | null, engine: AssistantEngine, ctx: AssistantContext): AssistantAnswer {
  const area = service ? SERVICE_AREA[service] : null;
  const services = new Set(Object.values(SERVICE_AREA));
  const weigh = (h: EntryHit): EntryHit =>
    !area ? h : { ...h, score: h.score * (h.entry.route.area === area ? SAME_SERVICE : services.has(h.entry.route.area) ? OTHER_SERVICE : 1) };
  const hits = engine
    .find(question, 40)
    .map(weigh)
    .filter((h) => h.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score);
  const person = `Puede buscar en el portal, llamar a la línea gratuita ${ctx.settings.freeLine}, ir a una oficina o radicar una PQRS`;
  const help: AnswerLink[] = [
    { title: "Buscar en el portal", path: `/buscar?q=${encodeURIComponent(question.trim().slice(0, 200))}`, route: undefined },
    {
      title: engine.page("atencion.newPqrs")?.route.title ?? "Radicar PQRS",
      path: engine.page("atencion.newPqrs")?.route.path ?? "/newPQRS",
      route: "atencion.newPqrs",
    },
    {
      title: engine.page("atencion.physicalCentersAttention")?.route.title ?? "Oficinas de atención presencial",
      path: engine.page("atencion.physicalCentersAttention")?.route.path ?? "/physicalCentersAttention",
      route: "atencion.physicalCentersAttention",
    },
  ];
  if (hits.length === 0) {
    return {
      kind: "none",
      text: sentences("No encontré una respuesta para eso en el portal", person),
      phone: { label: "Línea gratuita", number: ctx.settings.freeLine },
      links: help,
    };
  }
  // The best entry of each page (or news item), best first.
  const best = new Map<string, EntryHit>();
  for (const h of hits) {
    const id = h.entry.href ?? h.entry.k;
    if (!best.has(id)) best.set(id, h);
  }
  const pages = [...best.values()];
  const toLink = (e: IndexedEntry): AnswerLink => (e.href ? { title: e.h, path: e.href } : { title: e.route.title, path: e.route.path, route: e.k });
  const [first, second] = pages;
  if (first.score < SURE_SCORE || (second && first.score < second.score * SURE_MARGIN)) {
    return {
      kind: "unsure",
      text: sentences(
        `No estoy seguro de haber entendido. Quizás le sirva «${first.entry.route.title}»${second ? ` o «${second.entry.route.title}»` : ""}`,
        person,
      ),
      phone: { label: "Línea gratuita", number: ctx.settings.freeLine },
      links: [...pages.slice(0, 2).map((h) => toLink(h.entry)), ...help].filter((l, i, all) => all.findIndex((x) => x.path === l.path) === i),
    };
  }
  return { kind: "search", text: first.entry.t, links: pages.slice(0, 3).map((h) => toLink(h.entry)) };
}

/** "¿Hay corte en Belén?": the current cuts of the service asked about whose zones hold the barrio (accents and case ignored). */
function cutsAnswer(question: string, zone: string | null, services: readonly CutService[] | null, ctx: AssistantContext, base: AnswerLink[]): AssistantAnswer {
  if (ctx.cuts === null) {
    return { kind: "cuts", text: "No pude consultar los cortes en este momento. Puede verlos todos en la página de cortes programados.", links: base };
  }
  const of = services ? ` de ${services.map((s) => SERVICE_NAMES[s]).join(" o ")}` : "";
  const wanted = zone ? zone.replace(/^(barrio|vereda|sector|comuna) /, "") : null;
  const ofService = ctx.cuts.filter((c) => c.cut && (!services || services.includes(c.cut.service)));
  const matches = ofService.filter(
    (c) => !wanted || c.cut!.zones.some((z) => fold(z).includes(wanted) || wanted.includes(fold(z).replace(/^(barrio|vereda) /, ""))),
  );
  const cutLinks = matches.slice(0, 3).map((c) => ({ title: c.title, path: newsPath(c) }));
  if (!wanted) {
    const text =
      matches.length === 0
        ? `No hay cortes${of} programados en este momento.`
        : `Hay ${matches.length === 1 ? `un corte${of} programado o en curso` : `${matches.length} cortes${of} programados o en curso`}. Escriba su barrio (por ejemplo «¿hay corte en El Centro?») para saber si le afecta.`;
    return { kind: "cuts", text, links: [...base, ...cutLinks] };
  }
  const name = zoneName(
    wanted,
    question,
    matches.flatMap((c) => c.cut!.zones),
  );
  if (matches.length === 0) {
    // Another service's cut in that barrio is worth a mention, never a «Sí».
    const others = ctx.cuts.filter((c) => c.cut && !ofService.includes(c) && c.cut.zones.some((z) => fold(z).includes(wanted)));
    const also =
      others.length > 0 ? ` Sí hay ${others.length === 1 ? "un corte" : `${others.length} cortes`} de ${SERVICE_NAMES[others[0].cut!.service]} allí.` : "";
    return { kind: "cuts", text: `No hay cortes${of} programados para ${name} en este momento.${also}`, links: base };
  }
  const first = matches[0].cut!;
  return {
    kind: "cuts",
    text: sentences(
      `Sí: ${matches[0].title}`,
      `Empieza el ${when(first.startsAt)} y termina el ${when(first.endsAt)}`,
      matches.length > 1 && `Hay ${matches.length} cortes${of} para ${name}`,
    ),
    links: [...base, ...cutLinks],
  };
}
