import { defineMessages } from "react-intl";

/** The chat widget's own words (the answers come from the assistant, in Spanish, from the pages). */
export const messages = defineMessages({
  open: { id: "chat.open", defaultMessage: "¿Necesita ayuda?" },
  thinking: { id: "chat.thinking", defaultMessage: "Buscando la respuesta…" },
});
