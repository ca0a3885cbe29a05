import { defineMessages } from "react-intl";

/** The words every billing screen shares (account and payments): loading, a failed load, retry. */
export const bm = defineMessages({
  loading: { id: "billing.loading", defaultMessage: "Cargando…" },
  loadError: { id: "billing.loadError", defaultMessage: "No fue posible consultar su información. Revise su conexión e intente de nuevo." },
  retry: { id: "billing.retry", defaultMessage: "Intentar de nuevo" },
});
