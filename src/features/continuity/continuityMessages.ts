import { defineMessages } from "react-intl";

/** The texts of the continuity indicators on the service-quality pages (issue 36 §5). */
export const continuityMessages = defineMessages({
  energyTitle: { id: "continuity.energy.title", defaultMessage: "Continuidad del servicio de energía: SAIDI y SAIFI" },
  energyIntro: {
    id: "continuity.energy.intro",
    defaultMessage:
      "SAIDI es el tiempo promedio, en horas, que cada usuario estuvo sin energía en el mes: la suma, para cada interrupción, de los usuarios afectados por las horas que duró, dividida por los usuarios atendidos. SAIFI es el número promedio de interrupciones por usuario: la suma de los usuarios afectados dividida por los usuarios atendidos. Entre más bajos, mejor.",
  },
  waterTitle: { id: "continuity.water.title", defaultMessage: "Continuidad del servicio de acueducto y alcantarillado" },
  waterIntro: {
    id: "continuity.water.intro",
    defaultMessage:
      "Las horas sin servicio por usuario son el tiempo promedio que cada usuario estuvo sin el servicio en el mes: la suma, para cada interrupción, de los usuarios afectados por las horas que duró, dividida por los usuarios atendidos. Entre más bajas, mejor.",
  },
  method: {
    id: "continuity.method",
    defaultMessage:
      "Cálculo propio del portal con los daños no programados registrados aquí (los cortes programados no se cuentan) y los contratos de cada servicio; una interrupción que pasa de un mes a otro cuenta en ambos, con sus horas en cada uno, y el mes en curso se cuenta hasta hoy. No reemplaza los indicadores oficiales que la empresa reporta a la CREG y al SUI.",
  },
  caption: { id: "continuity.caption", defaultMessage: "{service}: indicadores de continuidad de los últimos 12 meses" },
  month: { id: "continuity.col.month", defaultMessage: "Mes" },
  usersServed: { id: "continuity.col.usersServed", defaultMessage: "Usuarios atendidos" },
  interruptions: { id: "continuity.col.interruptions", defaultMessage: "Interrupciones" },
  usersAffected: { id: "continuity.col.usersAffected", defaultMessage: "Usuarios afectados" },
  saidi: { id: "continuity.col.saidi", defaultMessage: "SAIDI (horas por usuario)" },
  saifi: { id: "continuity.col.saifi", defaultMessage: "SAIFI (interrupciones por usuario)" },
  hours: { id: "continuity.col.hours", defaultMessage: "Horas sin servicio por usuario" },
  noFigure: { id: "continuity.noFigure", defaultMessage: "Sin dato" },
  empty: {
    id: "continuity.empty",
    defaultMessage: "Todavía no hay indicadores de {service} para los últimos 12 meses: se calculan cuando hay usuarios del servicio o daños registrados.",
  },
  downloads: { id: "continuity.downloads", defaultMessage: "Descargas de {service}" },
  downloadCsv: { id: "continuity.csv", defaultMessage: "{service}, últimos 12 meses (CSV)" },
  downloadJson: { id: "continuity.json", defaultMessage: "{service}, últimos 12 meses (JSON)" },
  openData: { id: "continuity.openData", defaultMessage: "Historial completo en datos abiertos" },
  loading: { id: "continuity.loading", defaultMessage: "Consultando los indicadores de continuidad…" },
  failed: { id: "continuity.failed", defaultMessage: "En este momento no fue posible consultar los indicadores de continuidad." },
  retry: { id: "continuity.retry", defaultMessage: "Intentar de nuevo" },
});
