import type { PageContent } from "../types";

const content: PageContent = {
  lead: "{brand} acompaña a industrias, comercios de gran tamaño, clínicas, centros educativos y usuarios no regulados con un ejecutivo de cuenta, ofertas de suministro a la medida y servicios técnicos de medición y calidad de potencia.",
  sections: [
    {
      heading: "¿Quién es gran cliente?",
      blocks: [
        {
          kind: "paragraph",
          text: "Se atienden por este canal los usuarios con consumo mensual superior a 20 MWh o con carga instalada mayor de 150 kVA, así como la totalidad de los usuarios no regulados. De acuerdo con la Resolución CREG 131 de 1998, puede contratar su energía en el mercado no regulado quien tenga una demanda máxima superior a 0,1 MW o un consumo mensual mínimo de 55 MWh, y en ese caso negocia libremente el precio con el comercializador.",
        },
        {
          kind: "table",
          caption: "Grandes clientes atendidos por la Subgerencia de Energía, octubre de 2026",
          columns: ["Segmento", "Clientes", "Consumo mensual promedio (MWh)"],
          rows: [
            ["Usuarios no regulados", "38", "4.926"],
            ["Industriales regulados de más de 20 MWh", "121", "3.812"],
            ["Comerciales y de servicios de más de 20 MWh", "164", "4.275"],
            ["Oficiales (hospitales, colegios, sedes públicas)", "57", "1.538"],
          ],
          numeric: [1, 2],
        },
      ],
    },
    {
      heading: "Servicios para grandes clientes",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Ejecutivo de cuenta",
              description: "Un profesional asignado que conoce su operación, atiende sus solicitudes en un solo punto y coordina las visitas técnicas.",
            },
            {
              term: "Ofertas de suministro",
              description:
                "Contratos de energía para el mercado no regulado a uno, dos o tres años, con precio fijo o indexado al IPP y opciones de energía de fuentes renovables con certificado de origen.",
            },
            {
              term: "Medición y telemedida",
              description:
                "Instalación y verificación de medidores semidirectos e indirectos, con lectura remota cada 15 minutos y acceso a las curvas de carga.",
            },
            {
              term: "Calidad de potencia",
              description:
                "Estudios de armónicos, variaciones de tensión y factor de potencia con analizadores de red, y recomendaciones para reducir el cobro de energía reactiva.",
            },
            {
              term: "Conexión de cargas",
              description: "Asesoría en los estudios de conexión ante el operador de red para nuevas cargas o ampliaciones en niveles de tensión 2 y 3.",
            },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Portafolio de servicios para grandes clientes de energía 2026",
              file: "/docs/attention-to-large-energy-customers-portafolio-2026.pdf",
              format: "PDF",
              date: "2026-04-22",
            },
          ],
        },
      ],
    },
    {
      heading: "Cómo pasar al mercado no regulado",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Solicite a su ejecutivo de cuenta el análisis de su consumo de los últimos seis meses para confirmar que cumple el umbral.",
            "Reciba la oferta de suministro y compárela con otras del mercado; la decisión es libre.",
            "Firme el contrato y adecúe la frontera comercial con medición de las características exigidas por el Código de Medida de la CREG.",
            "El registro de la frontera ante el administrador del mercado toma alrededor de 20 días hábiles desde que la medición está lista.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Cambio de comercializador", path: "/energia/changeMarketer" },
            { label: "Tarifas del mercado regulado", path: "/energia/ratesRegulatedMarket" },
            { label: "Autogeneradores y generación distribuida", path: "/energia/autogenerators" },
          ],
        },
      ],
    },
    {
      heading: "Contacto",
      blocks: [
        {
          kind: "paragraph",
          text: "El equipo de grandes clientes atiende en la sede principal en su horario ({officeHours}). Las fallas que afecten procesos productivos se reportan las 24 horas en la línea de emergencias y se escalan de inmediato al ejecutivo de cuenta.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Subgerencia de Energía, equipo de grandes clientes", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Correo de solicitudes", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Emergencias", value: "{emergencyEnergy}", href: "tel:{emergencyEnergy}" },
          ],
        },
      ],
    },
  ],
};

export default content;
