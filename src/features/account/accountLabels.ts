import { defineMessages, useIntl } from "react-intl";
import type { BillingService, ContractUse } from "../../shared/billing";

/** The names of the services and of the uses of a property, shown on the account screens. */
const labels = defineMessages({
  energia: { id: "billing.parts.service.energia", defaultMessage: "Energía" },
  acueducto: { id: "billing.parts.service.acueducto", defaultMessage: "Acueducto" },
  alcantarillado: { id: "billing.parts.service.alcantarillado", defaultMessage: "Alcantarillado" },
  telecomunicaciones: { id: "billing.parts.service.telecomunicaciones", defaultMessage: "Telecomunicaciones" },
  residencial: { id: "billing.parts.use.residencial", defaultMessage: "Residencial" },
  comercial: { id: "billing.parts.use.comercial", defaultMessage: "Comercial" },
  industrial: { id: "billing.parts.use.industrial", defaultMessage: "Industrial" },
  oficial: { id: "billing.parts.use.oficial", defaultMessage: "Oficial" },
});

/** A service's name in the reader's language ("Energía"). */
export function useServiceLabel(): (service: BillingService) => string {
  const intl = useIntl();
  return (service) => intl.formatMessage(labels[service]);
}

/** A contract use's name in the reader's language ("Residencial"). */
export function useUseLabel(): (use: ContractUse) => string {
  const intl = useIntl();
  return (use) => intl.formatMessage(labels[use]);
}
