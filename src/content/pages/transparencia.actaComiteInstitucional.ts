import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Publicamos las actas del Comité Institucional de Gestión y Desempeño de {brand}, la instancia que orienta la implementación del Modelo Integrado de Planeación y Gestión (MIPG) y revisa el avance de los planes de la empresa.",
  sections: [
    {
      heading: "Qué hace el comité",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 2.2.22.3.8 del Decreto 1083 de 2015, modificado por el Decreto 1499 de 2017, ordena que cada entidad tenga un comité institucional de gestión y desempeño. En la empresa lo reglamentó la Resolución de Gerencia 0412 de 2018, actualizada en 2024.",
        },
        {
          kind: "definitions",
          items: [
            { term: "Preside", description: "La gerente general, Ing. Martha Lucía Restrepo Gómez." },
            { term: "Secretaría técnica", description: "Jefe de la Oficina Asesora de Planeación." },
            {
              term: "Integrantes",
              description:
                "Gerentes de Energía, Agua, Telecomunicaciones, Comercial y Financiera, Secretaría General y Dirección de Talento Humano; la jefe de Control Interno asiste con voz y sin voto.",
            },
            { term: "Sesiones", description: "Ordinarias cada trimestre y extraordinarias cuando la presidencia lo convoque." },
          ],
        },
      ],
    },
    {
      heading: "Sesiones de 2025",
      blocks: [
        {
          kind: "table",
          caption: "Actas del comité, vigencia 2025",
          columns: ["Acta", "Fecha", "Tipo", "Decisiones principales"],
          rows: [
            ["01-2025", "30/01/2025", "Ordinaria", "Aprobación del plan de acción integrado y del programa de transparencia 2025"],
            ["02-2025", "24/04/2025", "Ordinaria", "Resultados del FURAG 2024 (índice de desempeño de 82,6) y plan de mejora"],
            ["03-2025", "12/06/2025", "Extraordinaria", "Aval al proyecto de manual de contratación para la Junta Directiva"],
            ["04-2025", "28/08/2025", "Ordinaria", "Aprobación de la matriz ITA antes de su envío a la Procuraduría"],
            ["05-2025", "20/11/2025", "Ordinaria", "Seguimiento al tercer trimestre y actualización del mapa de riesgos"],
            ["06-2025", "16/12/2025", "Ordinaria", "Aprobación de la agenda regulatoria 2026 y del cronograma de planes"],
          ],
        },
        {
          kind: "paragraph",
          text: "Las actas se publican una vez firmadas por la presidencia y la secretaría técnica, normalmente dentro de los diez días hábiles siguientes a cada sesión. Los anexos con información reservada, como los riesgos de seguridad digital, se omiten según el artículo 19 de la Ley 1712 de 2014.",
        },
      ],
    },
    {
      heading: "Resultados de desempeño institucional",
      blocks: [
        {
          kind: "table",
          caption: "Índice de desempeño institucional medido por el FURAG",
          columns: ["Vigencia evaluada", "Índice", "Política con mejor resultado", "Política por fortalecer"],
          rows: [
            ["2023", "78,9", "Gestión presupuestal", "Gestión del conocimiento"],
            ["2024", "82,6", "Transparencia y acceso a la información", "Participación ciudadana"],
          ],
          numeric: [1],
        },
        {
          kind: "documents",
          items: [
            { title: "Acta 05-2025 del 20 de noviembre de 2025", file: "/docs/acta-comite-institucional-2025-05.pdf", format: "PDF", date: "2025-11-20" },
            { title: "Acta 06-2025 del 16 de diciembre de 2025", file: "/docs/acta-comite-institucional-2025-06.pdf", format: "PDF", date: "2025-12-16" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Plan de acción integrado", path: "/plan-accion-integrado" },
            { label: "Agenda regulatoria", path: "/regulatoryAgenda" },
          ],
        },
      ],
    },
  ],
};

export default content;
