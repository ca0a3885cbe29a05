import type { PageContent } from "../types";

const content: PageContent = {
  lead: "{brand} capta, potabiliza y distribuye el agua que llega a unas 86.200 cuentas del municipio de San Rafael. En esta página conoce cómo funciona el sistema, de dónde viene el agua y cómo hacer los trámites del servicio.",
  sections: [
    {
      heading: "Del río a su llave",
      blocks: [
        {
          kind: "paragraph",
          text: "El agua cruda se toma del río San Rafael y de la quebrada El Salto mediante bocatomas de fondo autorizadas por la Corporación Autónoma Regional con jurisdicción en el municipio. Desde allí viaja por conducciones hasta dos plantas potabilizadoras, donde pasa por coagulación, floculación, sedimentación, filtración y desinfección con cloro antes de entrar a la red.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Captación en las bocatomas y desarenadores, que retiran arena y material grueso.",
            "Tratamiento en las plantas La Esperanza (420 l/s) y El Salto (180 l/s).",
            "Almacenamiento en 14 tanques que regulan la presión y guardan reserva para las horas de mayor demanda.",
            "Distribución por 612 km de tuberías hasta la acometida y el medidor de cada inmueble.",
          ],
        },
      ],
    },
    {
      heading: "El servicio en cifras",
      blocks: [
        {
          kind: "table",
          caption: "Principales datos del servicio de acueducto, corte a septiembre de 2026",
          columns: ["Indicador", "Valor"],
          numeric: [1],
          rows: [
            ["Suscriptores de acueducto", "86.200"],
            ["Capacidad instalada de tratamiento", "600 l/s"],
            ["Cobertura en la zona urbana", "99,6 %"],
            ["Continuidad promedio", "23,8 horas al día"],
            ["IRCA promedio 2025", "0,4 % (sin riesgo)"],
            ["Pérdidas por suscriptor (IPUF) 2025", "6,8 m³/suscriptor/mes"],
          ],
          note: "Fuente: Subgerencia de Acueducto y Alcantarillado, reportes al Sistema Único de Información (SUI).",
        },
        {
          kind: "paragraph",
          text: "Con un índice de riesgo de la calidad del agua de 0,4 %, el agua que entrega la empresa se clasifica como apta para consumo humano según la Resolución 2115 de 2007; puede tomarla directamente de la llave.",
        },
      ],
    },
    {
      heading: "Trámites más solicitados",
      blocks: [
        {
          kind: "list",
          items: [
            "Nueva conexión o independización de cuentas: radique la solicitud con el certificado de tradición, la licencia de construcción o el certificado de uso del suelo y el plano de la instalación interna.",
            "Revisión por alto consumo: pida la visita técnica, que verifica el medidor y busca fugas internas sin costo para el usuario.",
            "Cambio o reposición del medidor: la empresa le informa los requisitos metrológicos y usted puede comprarlo donde prefiera, siempre que cumpla la norma técnica.",
            "Suspensión temporal del servicio a solicitud del propietario, por ejemplo cuando la vivienda quedará desocupada.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Trámites y servicios", path: "/proceduresServices" },
            { label: "Formatos de trámites", path: "/formatos-tramites" },
            { label: "Tarifas de acueducto y alcantarillado", path: "/acueducto/ratesAqueduct" },
            { label: "Calidad del agua en plantas", path: "/acueducto/calidad-agua-plantas" },
            { label: "Cortes programados", path: "/noticias-cortes" },
          ],
        },
      ],
    },
    {
      heading: "Reporte de daños y fugas",
      blocks: [
        {
          kind: "paragraph",
          text: "Si ve una tubería rota en la vía, agua que brota del andén o una baja de presión en el sector completo, repórtelo de inmediato con la dirección más cercana. Las cuadrillas atienden los daños en la red pública las 24 horas; las fugas dentro del predio, después del medidor, son responsabilidad del propietario.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Daños y emergencias", value: "{emergencyWater}", href: "tel:{emergencyWater}" },
            { label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "WhatsApp", value: "{whatsappLine}" },
          ],
        },
      ],
    },
  ],
};

export default content;
