import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Para {brandLong}, sostenibilidad significa prestar energía, agua y telecomunicaciones hoy sin comprometer los ríos, el clima ni la confianza de las comunidades de mañana. Aquí encuentra cómo se organiza ese compromiso y dónde consultar sus resultados.",
  sections: [
    {
      heading: "Nuestro enfoque",
      blocks: [
        {
          kind: "paragraph",
          text: "La estrategia de sostenibilidad 2024–2027, aprobada por la Junta Directiva en febrero de 2024, se apoya en tres pilares que atraviesan cada uno de los negocios. Cada pilar tiene metas anuales, un responsable en la alta dirección y un informe público de avance, de modo que los compromisos se puedan verificar con cifras y no solo con intenciones.",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Responsabilidad social",
              description:
                "Acceso a los servicios para las familias más vulnerables, relación con las comunidades vecinas de nuestras obras y voluntariado de los trabajadores.",
            },
            {
              term: "Gestión ambiental",
              description:
                "Protección de cuencas, tratamiento de aguas residuales, reducción de la huella de carbono, manejo de residuos y eficiencia en el uso de energía.",
            },
            {
              term: "Educación ciudadana",
              description:
                "Formación a colegios y comunidades en uso eficiente, seguridad eléctrica, cuidado de la infraestructura y participación en la vigilancia de lo público.",
            },
          ],
        },
      ],
    },
    {
      heading: "Contribución a los Objetivos de Desarrollo Sostenible",
      blocks: [
        {
          kind: "table",
          caption: "Objetivos de Desarrollo Sostenible priorizados y un resultado de 2025 para cada uno",
          columns: ["ODS", "Relación con la empresa", "Resultado 2025"],
          rows: [
            ["6. Agua limpia y saneamiento", "Potabilización y tratamiento de aguas residuales", "55 % de las aguas residuales urbanas fueron tratadas"],
            [
              "7. Energía asequible y no contaminante",
              "Distribución de energía y subsidios a estratos 1, 2 y 3",
              "1.860 viviendas normalizadas con conexión legal y segura",
            ],
            ["9. Industria, innovación e infraestructura", "Redes de fibra óptica y telemetría", "21.300 suscriptores de servicios de telecomunicaciones"],
            ["12. Producción y consumo responsables", "Gestión de residuos de la operación", "58,7 % de los residuos aprovechados o reciclados"],
            ["13. Acción por el clima", "Medición y reducción de emisiones", "Huella de carbono de 13.870 t CO2e, 6,8 % menos que en 2023"],
          ],
        },
      ],
    },
    {
      heading: "Explore cada línea de trabajo",
      blocks: [
        {
          kind: "links",
          items: [
            { label: "Responsabilidad social", path: "/sostenibilidad/responsabilidadSocial" },
            { label: "Gestión ambiental corporativa", path: "/sostenibilidad/gestionAmbiental" },
            { label: "Recursos educativos", path: "/sostenibilidad/recursosEducativos" },
            { label: "Programa Superciudadano", path: "/sostenibilidad/superciudadano" },
            { label: "Ruta de la gobernanza", path: "/sostenibilidad/recursosEducativos/rutaDeLaGobernanza" },
            { label: "Informes de sostenibilidad", path: "/informes-sostenibilidad" },
          ],
        },
      ],
    },
    {
      heading: "Cómo rendimos cuentas",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada año publicamos un informe de sostenibilidad elaborado con los Estándares GRI, que presenta los temas materiales identificados con usuarios, trabajadores, proveedores, autoridades y comunidades. El informe de la vigencia 2025 se publicó en abril de 2026 y sus cifras ambientales fueron verificadas por un tercero independiente.",
        },
        {
          kind: "paragraph",
          text: "Si su organización quiere proponer un proyecto conjunto, hacer una pregunta sobre el informe o participar en la próxima consulta de materialidad, escriba al correo institucional indicando el tema de interés.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo institucional", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
          ],
        },
      ],
    },
  ],
};

export default content;
