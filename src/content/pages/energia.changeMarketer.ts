import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cualquier usuario de energía puede escoger la empresa que le vende la energía. En esta página le explicamos qué requisitos fija la CREG para cambiar de comercializador, qué papel cumple {brand} en el trámite y cuánto tarda.",
  sections: [
    {
      heading: "Libre elección del comercializador",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 9 de la Ley 142 de 1994 reconoce a los usuarios el derecho a elegir libremente a su prestador, y el Reglamento de Comercialización de la CREG (Resolución 156 de 2011) define cómo se hace el cambio. Cambiar de comercializador no modifica la red que le llega: {brand} sigue siendo el operador de red, mantiene postes y transformadores y atiende las emergencias en su zona, aunque otra empresa le facture el consumo.",
        },
        {
          kind: "paragraph",
          text: "Los usuarios regulados conservan la tarifa calculada con la fórmula de la CREG, cualquiera que sea su comercializador. Los usuarios no regulados, cuya demanda supera 0,1 MW de potencia o 55 MWh al mes, pueden además pactar libremente el precio.",
        },
      ],
    },
    {
      heading: "Requisitos",
      blocks: [
        {
          kind: "list",
          items: [
            "Haber permanecido al menos doce meses con el comercializador actual, salvo las excepciones previstas en la regulación.",
            "Estar a paz y salvo por cualquier concepto con el comercializador que deja, o haber firmado un acuerdo de pago para la deuda pendiente.",
            "Contar con un sistema de medida que cumpla el Código de Medida (Resolución CREG 038 de 2014), con medidor calibrado por un laboratorio acreditado.",
            "Que el nuevo comercializador registre la frontera comercial ante el Administrador del Sistema de Intercambios Comerciales (ASIC), operado por XM.",
          ],
        },
      ],
    },
    {
      heading: "Pasos y plazos del trámite",
      blocks: [
        {
          kind: "table",
          caption: "Etapas del cambio de comercializador cuando {brand} es el comercializador saliente",
          columns: ["Etapa", "Responsable", "Plazo"],
          rows: [
            ["Solicitud de paz y salvo", "Nuevo comercializador, con autorización del usuario", "Cualquier día hábil"],
            ["Expedición del paz y salvo", "{brand}", "5 días hábiles"],
            ["Revisión del sistema de medida", "{brand} como operador de red", "8 días hábiles"],
            ["Registro de la frontera ante el ASIC", "Nuevo comercializador", "Según calendario de XM"],
            ["Lectura final y última factura", "{brand}", "Fecha de entrada en vigor del registro"],
          ],
          numeric: [2],
        },
        {
          kind: "paragraph",
          text: "Si la revisión encuentra que el medidor o los transformadores de medida no cumplen, le informamos por escrito qué debe corregir; el trámite continúa cuando se demuestra el ajuste. Mientras dura el proceso el servicio no se interrumpe.",
        },
      ],
    },
    {
      heading: "Si desea volver a {brand}",
      blocks: [
        {
          kind: "paragraph",
          text: "El procedimiento es el mismo en sentido contrario: la solicitud la presenta usted en cualquiera de nuestras oficinas o por correo, y nosotros gestionamos el paz y salvo con su comercializador actual y el registro de la frontera. En 2025 atendimos 47 solicitudes de cambio, 29 de ellas de usuarios que regresaron.",
        },
        {
          kind: "documents",
          items: [
            { title: "Guía del trámite de cambio de comercializador", file: "/docs/change-marketer-guia-tramite.pdf", format: "PDF", date: "2025-11-03" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Atención a grandes clientes de energía", path: "/attentionToLargeEnergyCustomers" },
            { label: "Garantías de comercializadores", path: "/energia/guaranteesBank" },
          ],
        },
      ],
    },
  ],
};

export default content;
