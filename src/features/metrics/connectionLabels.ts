import { defineMessages } from "react-intl";

/** How a service answered, in words (the connection test's badges and its announcement). */
export const CHECK_STATE = defineMessages({
  ok: { id: "metrics.connection.ok", defaultMessage: "Disponible" },
  failing: { id: "metrics.connection.failing", defaultMessage: "Con fallas" },
  down: { id: "metrics.connection.down", defaultMessage: "Sin respuesta" },
  checking: { id: "metrics.connection.checking", defaultMessage: "Comprobando…" },
});
