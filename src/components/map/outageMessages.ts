import { defineMessages, type MessageDescriptor } from "react-intl";
import { CUT_SERVICES, type CutService } from "../../shared/news";
import type { OutageStatus } from "./outageAreas";

/** The texts of the outage map and its list. */
export const om = defineMessages({
  listTitle: { id: "map.outages.listTitle", defaultMessage: "Zonas afectadas" },
  none: { id: "map.outages.none", defaultMessage: "No hay zonas afectadas por daños en este momento." },
  caption: {
    id: "map.outages.caption",
    defaultMessage:
      "Mapa de los barrios y veredas de San Rafael con las zonas afectadas, coloreadas por servicio. La lista «Zonas afectadas» da el mismo detalle.",
  },
  legend: { id: "map.outages.legend", defaultMessage: "Convenciones del mapa" },
  legendStatus: {
    id: "map.outages.legendStatus",
    defaultMessage: "Color tenue: reportado; más intenso: con cuadrilla o en reparación; borde punteado: restablecido.",
  },
  tiles: { id: "map.outages.tiles", defaultMessage: "Mapa base: {attribution}" },
  etr: { id: "map.outages.etr", defaultMessage: "Restablecimiento estimado: {time}" },
  noEtr: { id: "map.outages.noEtr", defaultMessage: "Sin hora estimada de restablecimiento." },
  restored: { id: "map.outages.restored", defaultMessage: "Hora de restablecimiento: {time}" },
  reference: { id: "map.outages.reference", defaultMessage: "Referencia {reference}" },
  reported: { id: "map.outages.status.reported", defaultMessage: "Reportado" },
  crewAssigned: { id: "map.outages.status.crewAssigned", defaultMessage: "Cuadrilla asignada" },
  working: { id: "map.outages.status.working", defaultMessage: "En reparación" },
  restoredStatus: { id: "map.outages.status.restored", defaultMessage: "Restablecido" },
  // The same ids and texts as the cuts' service names (news.service.*), already translated.
  svcEnergia: { id: "news.service.energia", defaultMessage: "Energía" },
  svcAcueducto: { id: "news.service.acueducto", defaultMessage: "Acueducto" },
  svcAlcantarillado: { id: "news.service.alcantarillado", defaultMessage: "Alcantarillado" },
  svcTelco: { id: "news.service.telco", defaultMessage: "Telecomunicaciones" },
});

export const STATUS_MESSAGES: Record<OutageStatus, MessageDescriptor> = {
  reported: om.reported,
  crew_assigned: om.crewAssigned,
  working: om.working,
  restored: om.restoredStatus,
};

/** The services the map has a colour and a name for (the programmed cuts' keys, src/shared/news.ts). */
export const SERVICE_MESSAGES: Record<CutService, MessageDescriptor> = {
  energia: om.svcEnergia,
  acueducto: om.svcAcueducto,
  alcantarillado: om.svcAlcantarillado,
  telco: om.svcTelco,
};

/** A service key the map knows (it has a colour and a name), or null. */
export function knownService(service: string): CutService | null {
  return (CUT_SERVICES as readonly string[]).includes(service) ? (service as CutService) : null;
}
