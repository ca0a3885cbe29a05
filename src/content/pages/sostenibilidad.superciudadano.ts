import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Superciudadano es el programa pedagógico de {brand} que reconoce a niños, jóvenes y adultos que cuidan los servicios públicos de San Rafael: los que ahorran, pagan a tiempo, protegen la infraestructura y avisan cuando ven un daño o un fraude.",
  sections: [
    {
      heading: "Qué es y cómo nació",
      blocks: [
        {
          kind: "paragraph",
          text: "El programa comenzó en abril de 2025 en doce colegios públicos y hoy llega a 64 instituciones y 38 juntas de acción comunal. Parte de una idea sencilla: los servicios funcionan mejor cuando la comunidad los siente propios. Por eso, en lugar de sancionar, destaca y premia los buenos ejemplos para que otros los imiten.",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Superguardián del agua",
              description: "Reduce el consumo de su hogar o de su colegio, repara fugas y promueve el uso del agua lluvia para aseo.",
            },
            {
              term: "Superguardián de la energía",
              description: "Ahorra energía, revisa la seguridad de las instalaciones y enseña a otros a evitar accidentes eléctricos.",
            },
            {
              term: "Supervecino",
              description: "Reporta daños, fugas, postes en riesgo o conexiones fraudulentas y acompaña a su barrio en el cuidado de la infraestructura.",
            },
            { term: "Superpagador", description: "Hogar o negocio que paga sus facturas a tiempo durante el año completo o cumple un acuerdo de pago." },
          ],
        },
      ],
    },
    {
      heading: "Cómo participar",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Inscríbase a través de su colegio, de su junta de acción comunal o directamente en cualquier oficina de atención.",
            "Reciba el pasaporte Superciudadano, con retos mensuales para cumplir en casa y en el barrio.",
            "Registre sus logros con la firma de un docente, un líder comunal o un familiar, y con fotos de las lecturas del medidor.",
            "Entregue el pasaporte antes del cierre de la convocatoria para que el comité evaluador revise sus resultados.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Convocatoria 2027",
          text: "Las inscripciones para la edición 2027 estarán abiertas del 1.º de febrero al 31 de marzo de 2027, según el calendario programado por la empresa.",
        },
      ],
    },
    {
      heading: "Resultados de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Participación y logros de la edición 2026",
          columns: ["Indicador", "Valor"],
          numeric: [1],
          rows: [
            ["Participantes inscritos", "9.840"],
            ["Pasaportes completos entregados", "6.115"],
            ["Reducción promedio de consumo de agua en hogares participantes", "8,7 %"],
            ["Reducción promedio de consumo de energía en hogares participantes", "6,2 %"],
            ["Daños y fraudes reportados por Supervecinos", "1.284"],
            ["Reconocidos en la ceremonia del 15 de octubre de 2026", "320"],
          ],
        },
        {
          kind: "paragraph",
          text: "Los reconocidos recibieron medallas, kits escolares, bonos de descuento en la factura para el hogar y, en el caso de los colegios ganadores, dotación de laboratorio y tanques de recolección de agua lluvia.",
        },
      ],
    },
    {
      heading: "Bases del programa y contacto",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Bases y reglamento del programa Superciudadano, edición 2026",
              file: "/docs/superciudadano-bases-2026.pdf",
              format: "PDF",
              date: "2026-01-26",
            },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Coordinación del programa", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "WhatsApp", value: "{whatsappLine}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Recursos educativos", path: "/sostenibilidad/recursosEducativos" },
            { label: "Reportar una falla", path: "/reporta-una-falla" },
          ],
        },
      ],
    },
  ],
};

export default content;
