import { defineMessages } from "react-intl";

/** The texts of /admin/tarifas (issue 34 §2). */
export const adminTariffsMessages = defineMessages({
  title: { id: "admin.tariffs.title", defaultMessage: "Tarifas" },
  intro: {
    id: "admin.tariffs.intro",
    defaultMessage:
      "Publique la tarifa de cada mes: el costo unitario de energía por nivel de tensión y los cargos de acueducto y alcantarillado. Un mes publicado no se edita: una corrección es una versión nueva con su motivo, y ambas quedan en el historial.",
  },
  loadProblem: { id: "admin.tariffs.loadProblem", defaultMessage: "No fue posible cargar el historial de tarifas." },
  retry: { id: "admin.tariffs.retry", defaultMessage: "Intentar de nuevo" },
  loading: { id: "admin.tariffs.loading", defaultMessage: "Cargando las tarifas…" },
  formTitle: { id: "admin.tariffs.form.title", defaultMessage: "Publicar una tarifa" },
  mode: { id: "admin.tariffs.mode", defaultMessage: "¿Qué va a hacer?" },
  modeNew: { id: "admin.tariffs.mode.new", defaultMessage: "Publicar un mes nuevo" },
  modeCorrection: { id: "admin.tariffs.mode.correction", defaultMessage: "Corregir un mes publicado" },
  month: { id: "admin.tariffs.month", defaultMessage: "Mes de la tarifa" },
  monthToCorrect: { id: "admin.tariffs.monthToCorrect", defaultMessage: "Mes que corrige" },
  monthOption: { id: "admin.tariffs.monthOption", defaultMessage: "{month} (versión {version})" },
  prefilled: {
    id: "admin.tariffs.prefilled",
    defaultMessage: "Las cifras empiezan con las de {month}, versión {version}. Cambie las que publica.",
  },
  level: { id: "admin.tariffs.level", defaultMessage: "Energía, nivel de tensión {level} ($/kWh)" },
  water: { id: "admin.tariffs.water", defaultMessage: "Acueducto y alcantarillado (estrato 4, valores de referencia)" },
  cuHint: { id: "admin.tariffs.cuHint", defaultMessage: "El costo unitario (CU) es la suma de los seis componentes: el portal la calcula." },
  reason: { id: "admin.tariffs.reason", defaultMessage: "Motivo de la corrección" },
  reasonHint: { id: "admin.tariffs.reasonHint", defaultMessage: "Se publica junto a la versión nueva en las páginas de tarifas y en el historial." },
  review: { id: "admin.tariffs.review", defaultMessage: "Revisar cambios" },
  previewTitle: { id: "admin.tariffs.preview.title", defaultMessage: "Revise las cifras antes de publicar" },
  previewNew: { id: "admin.tariffs.preview.new", defaultMessage: "Tarifa de {month}, versión 1, comparada con {base}." },
  previewCorrection: {
    id: "admin.tariffs.preview.correction",
    defaultMessage: "Corrección de {month}: la versión {version} reemplaza a la {previous}. Motivo: {reason}",
  },
  previewCount: {
    id: "admin.tariffs.preview.count",
    defaultMessage: "{changed, plural, one {Cambia # cifra} other {Cambian # cifras}} de {total}; las que cambian están resaltadas.",
  },
  figure: { id: "admin.tariffs.figure", defaultMessage: "Cifra" },
  before: { id: "admin.tariffs.before", defaultMessage: "Antes" },
  after: { id: "admin.tariffs.after", defaultMessage: "Ahora" },
  changed: { id: "admin.tariffs.changed", defaultMessage: "cambia" },
  confirm: { id: "admin.tariffs.confirm", defaultMessage: "Confirmar y publicar" },
  back: { id: "admin.tariffs.back", defaultMessage: "Volver a editar" },
  saved: { id: "admin.tariffs.saved", defaultMessage: "Publicada la tarifa de {month}, versión {version}." },
  historyTitle: { id: "admin.tariffs.history.title", defaultMessage: "Historial" },
  historyItem: { id: "admin.tariffs.history.item", defaultMessage: "{month}, versión {version}" },
  historyMeta: { id: "admin.tariffs.history.meta", defaultMessage: "Publicada el {date} por {by}. CU nivel 1: $ {cu} por kWh." },
  historyReason: { id: "admin.tariffs.history.reason", defaultMessage: "Motivo: {reason}" },
  historyMore: {
    id: "admin.tariffs.history.more",
    defaultMessage: "Se muestran las {shown} versiones más recientes de {total}; el historial completo está en los archivos.",
  },
});
