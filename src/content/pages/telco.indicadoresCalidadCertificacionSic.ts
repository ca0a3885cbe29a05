import type { PageContent } from "../types";

const content: PageContent = {
  lead: "En esta página {brand} publica la certificación sobre el trámite de quejas de sus servicios de internet, televisión y telefonía y el seguimiento trimestral a los plazos que vigila la Superintendencia de Industria y Comercio (SIC), con los datos del tercer trimestre de 2026.",
  sections: [
    {
      heading: "Qué se certifica y quién lo firma",
      blocks: [
        {
          kind: "paragraph",
          text: "La SIC resuelve los recursos de apelación contra las decisiones de los proveedores de comunicaciones y vigila que las quejas se tramiten como ordena el régimen de protección de usuarios. Una vez al año, la gerente general y representante legal certifica, con base en la evaluación de la Oficina de Control Interno, que cada queja recibió su CUN, que se respondió a tiempo y que los recursos de apelación llegaron completos a la SIC.",
        },
        {
          kind: "paragraph",
          text: "La certificación de la vigencia 2025 se firmó el 16 de marzo de 2026 después de revisar 240 expedientes y registró un hallazgo, relacionado con el envío tardío de la copia del contrato en 14 casos de televisión, que está en seguimiento.",
        },
      ],
    },
    {
      heading: "Seguimiento del tercer trimestre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Cumplimiento en el trámite de PQR telco, julio a septiembre de 2026",
          columns: ["Indicador", "Julio", "Agosto", "Septiembre", "Trimestre"],
          rows: [
            ["PQR recibidas", "392", "368", "344", "1.104"],
            ["PQR con CUN asignado al radicar", "100 %", "100 %", "100 %", "100 %"],
            ["Respondidas dentro de 15 días hábiles", "96,9 %", "97,3 %", "97,4 %", "97,2 %"],
            ["Recursos de apelación enviados a la SIC", "7", "6", "5", "18"],
            ["Días hábiles promedio para enviar el expediente", "3,2", "2,9", "2,8", "3,0"],
            ["Silencio administrativo positivo reconocido", "3", "2", "2", "7"],
          ],
          numeric: [1, 2, 3, 4],
          note: "La empresa se fijó un plazo interno de cinco días hábiles para remitir a la SIC los expedientes de apelación.",
        },
        {
          kind: "paragraph",
          text: "Los siete casos de silencio administrativo positivo correspondieron a quejas de facturación respondidas después del día 15; en todos se aplicó lo pedido por el usuario sin que tuviera que reclamarlo de nuevo.",
        },
      ],
    },
    {
      heading: "Cómo se verifica la información",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "La Oficina de Atención al Usuario extrae del sistema de PQR todos los radicados del periodo con su CUN y sus fechas.",
            "Control Interno revisa una muestra de expedientes para confirmar fechas de radicación, respuesta y notificación.",
            "Las diferencias que encuentra se corrigen y se informan en el seguimiento siguiente.",
            "Al cierre del año, la representante legal firma la certificación con base en los cuatro seguimientos trimestrales.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Certificación anual de trámite de quejas telco, vigencia 2025",
              file: "/docs/indicadores-calidad-certificacion-sic-2025.pdf",
              format: "PDF",
              date: "2026-03-16",
            },
            {
              title: "Seguimiento al trámite de PQR telco, tercer trimestre de 2026",
              file: "/docs/indicadores-calidad-certificacion-sic-2026-t3.pdf",
              format: "PDF",
              date: "2026-10-15",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Reportes a la SIC de años anteriores", path: "/sic" },
            { label: "PQR de telecomunicaciones", path: "/telco-indicadores-calidad-pqr" },
          ],
        },
      ],
    },
  ],
};

export default content;
