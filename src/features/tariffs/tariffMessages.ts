import { defineMessages } from "react-intl";

/** The texts of the published tariffs: the rate pages' downloads and the administrators' screen (issue 34 §2). */
export const tariffMessages = defineMessages({
  historyTitle: { id: "tariffs.history.title", defaultMessage: "Historial de tarifas publicadas" },
  historyIntro: {
    id: "tariffs.history.intro",
    defaultMessage: "Todos los meses publicados y cada corrección con su motivo, como datos abiertos.",
  },
  downloadCsv: { id: "tariffs.history.csv", defaultMessage: "Descargar historial (CSV)" },
  downloadJson: { id: "tariffs.history.json", defaultMessage: "Descargar historial (JSON)" },
  loading: { id: "tariffs.loading", defaultMessage: "Consultando la tarifa publicada más reciente…" },
  unavailable: {
    id: "tariffs.unavailable",
    defaultMessage:
      "En este momento no fue posible consultar la tarifa publicada más reciente. Esta página muestra las cifras de {month}; vuelva a intentarlo más tarde.",
  },
  retry: { id: "tariffs.retry", defaultMessage: "Intentar de nuevo" },
});
