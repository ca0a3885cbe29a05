import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cuando la Contraloría o la auditoría interna encuentran fallas en la gestión de {brand}, la empresa suscribe un plan de mejoramiento con acciones correctivas, responsables y plazos. Aquí se publican esos planes y su grado de cumplimiento.",
  sections: [
    {
      heading: "Qué es un plan de mejoramiento",
      blocks: [
        {
          kind: "paragraph",
          text: "Es el compromiso formal de corregir las causas de los hallazgos de una auditoría. El plan derivado de la Contraloría se suscribe dentro del plazo que fija el órgano de control y se reporta en su aplicativo; los planes internos nacen de las auditorías de la Oficina de Control Interno y se aprueban en el Comité Institucional de Coordinación de Control Interno.",
        },
        {
          kind: "paragraph",
          text: "La base legal está en el artículo 267 de la Constitución Política y el Decreto Ley 403 de 2020, que regulan el control fiscal, y en la Ley 87 de 1993, sobre el sistema de control interno. Una acción se considera cumplida solo cuando la evidencia demuestra que la causa del hallazgo desapareció.",
        },
      ],
    },
    {
      heading: "Plan suscrito con la Contraloría Municipal",
      blocks: [
        {
          kind: "paragraph",
          text: "La auditoría financiera y de gestión sobre la vigencia 2024 terminó con informe final del 12 de septiembre de 2025. Dejó 14 hallazgos administrativos, de los cuales 3 tienen presunta incidencia disciplinaria y 1 presunta incidencia fiscal por $ 186 millones, trasladado para el proceso de responsabilidad fiscal. La empresa suscribió el plan el 3 de octubre de 2025, con 22 acciones.",
        },
        {
          kind: "table",
          caption: "Avance del plan de mejoramiento con la Contraloría (seguimiento al 15 de junio de 2026)",
          columns: ["Hallazgo", "Acción correctiva", "Responsable", "Plazo", "Avance"],
          rows: [
            [
              "H1. Cartera de difícil cobro sin depuración",
              "Depurar la cartera mayor a 360 días con el comité de sostenibilidad contable",
              "Dirección Financiera",
              "2026-03-31",
              "100 %",
            ],
            [
              "H4. Supervisión sin informes mensuales completos",
              "Implementar el formato único de informe de supervisión en SECOP II",
              "Dirección de Contratación",
              "2026-02-28",
              "100 %",
            ],
            [
              "H7. Inventario de medidores sin conciliar",
              "Conciliar el inventario físico con el contable en los dos almacenes",
              "Dirección Logística",
              "2026-06-30",
              "85 %",
            ],
            [
              "H9. Mayor valor pagado en contrato de obra (fiscal)",
              "Recuperar el valor y ajustar el procedimiento de actas de medición",
              "Dirección de Proyectos",
              "2026-09-30",
              "60 %",
            ],
            ["H12. Atención de PQR fuera de término", "Alertas automáticas a los tres días del vencimiento", "Dirección Comercial", "2026-04-30", "100 %"],
          ],
          numeric: [4],
        },
        {
          kind: "paragraph",
          text: "Al corte del 15 de junio de 2026, 17 de las 22 acciones estaban cumplidas, 4 avanzaban dentro del plazo y 1 presentaba retraso, lo que equivale a un cumplimiento ponderado del 86 %.",
        },
      ],
    },
    {
      heading: "Planes derivados de auditorías internas",
      blocks: [
        {
          kind: "table",
          caption: "Planes de mejoramiento internos vigentes en 2026",
          columns: ["Auditoría", "Fecha del informe", "Hallazgos", "Acciones", "Cumplidas"],
          rows: [
            ["Proceso de facturación", "2025-11-20", "4", "7", "6"],
            ["Seguridad de la información", "2026-02-16", "3", "5", "3"],
            ["Gestión ambiental de plantas", "2026-04-27", "2", "3", "1"],
          ],
          numeric: [2, 3, 4],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Plan de mejoramiento con la Contraloría y seguimiento de acciones",
              file: "/docs/planes-mejoramiento-contraloria-2025.csv",
              format: "CSV",
              date: "2026-06-15",
            },
            {
              title: "Informe de seguimiento de la Oficina de Control Interno, junio de 2026",
              file: "/docs/planes-mejoramiento-seguimiento-junio-2026.pdf",
              format: "PDF",
              date: "2026-06-15",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Informes pormenorizados de control interno", path: "/informes-pormenorizados" },
            { label: "Reporte de información a entes de control", path: "/informationReport" },
          ],
        },
      ],
    },
  ],
};

export default content;
