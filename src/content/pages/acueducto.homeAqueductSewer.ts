import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta es la entrada a la información sobre el agua potable y el saneamiento en San Rafael: servicios, tarifas, calidad, indicadores, normas para constructores y avisos de suspensiones programadas.",
  sections: [
    {
      heading: "Dos servicios, un mismo ciclo del agua",
      blocks: [
        {
          kind: "paragraph",
          text: "{brandLong} presta el acueducto a unos 86.200 suscriptores y el alcantarillado a unos 84.900. El agua que usted recibe tratada vuelve, ya usada, a los colectores que la llevan a la planta de tratamiento de aguas residuales Los Guaduales antes de devolverla al río San Rafael. Por eso la factura incluye ambos servicios y la tarifa de alcantarillado se calcula sobre el consumo de agua.",
        },
        {
          kind: "table",
          caption: "Resumen de los dos sistemas en 2026",
          columns: ["Componente", "Acueducto", "Alcantarillado"],
          numeric: [1, 2],
          rows: [
            ["Suscriptores", "86.200", "84.900"],
            ["Longitud de redes", "612 km", "548 km"],
            ["Plantas de tratamiento", "2 (600 l/s)", "1 (310 l/s)"],
            ["Cobertura urbana", "99,6 %", "97,8 %"],
          ],
        },
      ],
    },
    {
      heading: "Información del servicio",
      blocks: [
        {
          kind: "links",
          items: [
            { label: "Servicio de acueducto", path: "/acueducto/homeAqueduct" },
            { label: "Servicio de alcantarillado", path: "/acueducto/sewerHome" },
            { label: "Buen uso del alcantarillado", path: "/acueducto/sewerInfo" },
            { label: "Tarifas por estrato y uso", path: "/acueducto/ratesAqueduct" },
            { label: "Infraestructura y tecnología", path: "/acueducto/technologyInfrastructure" },
            { label: "Plan de recuperación de agua", path: "/acueducto/planWaterRecovery" },
          ],
        },
      ],
    },
    {
      heading: "Calidad del agua e indicadores",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada mes publicamos el IRCA de las plantas La Esperanza y El Salto, los valores recientes de turbiedad, color, cloro y pH, y los indicadores de continuidad, cobertura y reclamos que reportamos a la Superintendencia de Servicios Públicos Domiciliarios a través del SUI.",
        },
        {
          kind: "links",
          items: [
            { label: "Informes de calidad del agua por planta", path: "/acueducto/reportQualityPlants" },
            { label: "Calidad del agua en plantas", path: "/acueducto/calidad-agua-plantas" },
            { label: "Laboratorio de calidad del agua", path: "/acueducto/laboratoriesAqueduct" },
            { label: "Informes e indicadores", path: "/acueducto/reportsIndicators" },
            { label: "Gestión ambiental del acueducto", path: "/acueducto/gestionAmbiental" },
          ],
        },
      ],
    },
    {
      heading: "Para urbanizadores, constructores e industrias",
      blocks: [
        {
          kind: "paragraph",
          text: "Los proyectos que se conectan a nuestras redes deben cumplir las normas técnicas de la empresa y el reglamento técnico del sector (RAS). Los usuarios no domésticos que descargan aguas residuales deben caracterizar sus vertimientos cada año.",
        },
        {
          kind: "links",
          items: [
            { label: "Normas técnicas de acueducto", path: "/acueducto/standardsTechnicalAqueduct" },
            { label: "Normas SINET vigentes", path: "/acueducto/standardsSINET" },
            { label: "Normas SINET, edición 1999", path: "/acueducto/standardsSINET1999" },
            { label: "Caracterización de vertimientos", path: "/acueducto/caracterizacion-de-vertimientos-al-alcantarillado" },
          ],
        },
      ],
    },
    {
      heading: "Suspensiones, noticias y memoria",
      blocks: [
        {
          kind: "notice",
          tone: "warning",
          title: "Cortes programados",
          text: "Los trabajos de mantenimiento que obligan a suspender el agua se anuncian con al menos 48 horas de anticipación. Consulte los sectores afectados antes de planear el almacenamiento en su casa.",
        },
        {
          kind: "links",
          items: [
            { label: "Cortes y suspensiones programadas", path: "/noticias-cortes" },
            { label: "Noticias de acueducto y alcantarillado", path: "/noticias-acueducto-alcantarillado" },
            { label: "Reseña histórica del acueducto", path: "/acueducto/reviewHistoric" },
            { label: "Reseña histórica del alcantarillado", path: "/acueducto/reviewSewer" },
          ],
        },
      ],
    },
  ],
};

export default content;
