import { defineMessages } from "react-intl";

/** The speed test of /telco-medidor-velocidad (issue 33 §3). */
export const speedTestMessages = defineMessages({
  title: { id: "speedTest.title", defaultMessage: "Mida su conexión con el portal" },
  note: {
    id: "speedTest.note",
    defaultMessage:
      "Esta prueba mide la conexión entre su equipo y el servidor del portal de {brand}: velocidad de descarga, velocidad de carga y latencia. No mide su acceso a todo internet, y el resultado depende también de su wifi, de su equipo y de lo que esté usando la red en ese momento. Descarga unos 4 MB y envía unos 2 MB.",
  },
  start: { id: "speedTest.start", defaultMessage: "Iniciar la prueba" },
  again: { id: "speedTest.again", defaultMessage: "Repetir la prueba" },
  phaseLatency: { id: "speedTest.phase.latency", defaultMessage: "Midiendo la latencia…" },
  phaseDownload: { id: "speedTest.phase.download", defaultMessage: "Midiendo la descarga…" },
  phaseUpload: { id: "speedTest.phase.upload", defaultMessage: "Midiendo la carga…" },
  done: {
    id: "speedTest.done",
    defaultMessage: "Prueba terminada: descarga {download} Mbps, carga {upload} Mbps y latencia {latency} ms.",
  },
  resultsCaption: { id: "speedTest.results", defaultMessage: "Resultado de la prueba" },
  download: { id: "speedTest.download", defaultMessage: "Descarga" },
  upload: { id: "speedTest.upload", defaultMessage: "Carga" },
  latency: { id: "speedTest.latency", defaultMessage: "Latencia" },
  mbpsValue: { id: "speedTest.mbpsValue", defaultMessage: "{value} Mbps" },
  msValue: { id: "speedTest.msValue", defaultMessage: "{value} ms" },
  rateLimited: {
    id: "speedTest.rateLimited",
    defaultMessage: "Hizo muchas pruebas seguidas desde esta conexión. Espere unos minutos e intente de nuevo.",
  },
  failed: { id: "speedTest.failed", defaultMessage: "No fue posible completar la prueba. Revise su conexión e intente de nuevo." },
});
