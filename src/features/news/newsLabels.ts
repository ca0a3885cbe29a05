import { defineMessages, type IntlShape, type MessageDescriptor } from "react-intl";
import { CUT_SERVICES, NEWS_CATEGORIES, type CutService, type CutState, type NewsCategory } from "../../shared/news";

/** The messages the news pages share (lists, cards, cut facts, sharing), and the admin's news screens. */
export const nm = defineMessages({
  loading: { id: "news.loading", defaultMessage: "Cargando…" },
  loadError: { id: "news.loadError", defaultMessage: "No fue posible cargar las noticias. Revise su conexión e intente de nuevo." },
  retry: { id: "news.retry", defaultMessage: "Intentar de nuevo" },
  readingTime: { id: "news.readingTime", defaultMessage: "Lectura de {minutes, plural, one {# minuto} other {# minutos}}" },
  previous: { id: "news.pagination.previous", defaultMessage: "Anterior" },
  next: { id: "news.pagination.next", defaultMessage: "Siguiente" },
  pageOf: { id: "news.pagination.pageOf", defaultMessage: "Página {page} de {pages}" },
  pagination: { id: "news.pagination.label", defaultMessage: "Páginas de resultados" },
  share: { id: "news.share.title", defaultMessage: "Compartir" },
  shareOn: { id: "news.share.on", defaultMessage: "Compartir en {network} (abre una ventana nueva)" },
  copyLink: { id: "news.share.copy", defaultMessage: "Copiar enlace" },
  copied: { id: "news.share.copied", defaultMessage: "Enlace copiado." },
  copyFailed: { id: "news.share.copyFailed", defaultMessage: "No fue posible copiar el enlace. Cópielo de la barra de direcciones." },
  zones: { id: "news.cut.zones", defaultMessage: "Zonas afectadas" },
  service: { id: "news.cut.service", defaultMessage: "Servicio" },
  window: { id: "news.cut.window", defaultMessage: "Horario" },
  reason: { id: "news.cut.reason", defaultMessage: "Motivo" },
  state: { id: "news.cut.state", defaultMessage: "Estado" },
  catGeneral: { id: "news.category.general", defaultMessage: "General" },
  catEnergia: { id: "news.category.energia", defaultMessage: "Energía" },
  catWater: { id: "news.category.water", defaultMessage: "Acueducto y alcantarillado" },
  catTelco: { id: "news.category.telco", defaultMessage: "Telecomunicaciones" },
  catCuts: { id: "news.category.cuts", defaultMessage: "Cortes programados" },
  svcEnergia: { id: "news.service.energia", defaultMessage: "Energía" },
  svcAcueducto: { id: "news.service.acueducto", defaultMessage: "Acueducto" },
  svcAlcantarillado: { id: "news.service.alcantarillado", defaultMessage: "Alcantarillado" },
  svcTelco: { id: "news.service.telco", defaultMessage: "Telecomunicaciones" },
  stateScheduled: { id: "news.cut.state.programado", defaultMessage: "Programado" },
  stateActive: { id: "news.cut.state.enCurso", defaultMessage: "En curso" },
  stateDone: { id: "news.cut.state.finalizado", defaultMessage: "Finalizado" },
});

export const CATEGORY_MESSAGES: Record<NewsCategory, MessageDescriptor> = {
  general: nm.catGeneral,
  energia: nm.catEnergia,
  "acueducto-alcantarillado": nm.catWater,
  telco: nm.catTelco,
  cortes: nm.catCuts,
};

export const SERVICE_MESSAGES: Record<CutService, MessageDescriptor> = {
  energia: nm.svcEnergia,
  acueducto: nm.svcAcueducto,
  alcantarillado: nm.svcAlcantarillado,
  telco: nm.svcTelco,
};

export const STATE_MESSAGES: Record<CutState, MessageDescriptor> = {
  programado: nm.stateScheduled,
  "en-curso": nm.stateActive,
  finalizado: nm.stateDone,
};

/** The categories as options of a select, in their order. */
export function categoryOptions(intl: IntlShape): { value: NewsCategory; label: string }[] {
  return NEWS_CATEGORIES.map((c) => ({ value: c, label: intl.formatMessage(CATEGORY_MESSAGES[c]) }));
}

/** The services a cut can affect, as options of a select. */
export function serviceOptions(intl: IntlShape): { value: CutService; label: string }[] {
  return CUT_SERVICES.map((s) => ({ value: s, label: intl.formatMessage(SERVICE_MESSAGES[s]) }));
}
