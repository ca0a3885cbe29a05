import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Este archivo reúne los contratos de agencia comercial que {brand} celebró en vigencias anteriores para vender sus servicios de telecomunicaciones, con la fecha de inicio, la terminación, la zona asignada a cada aliado y la forma en que terminó cada relación.",
  sections: [
    {
      heading: "Contratos terminados",
      blocks: [
        {
          kind: "table",
          caption: "Contratos de agencia comercial de vigencias anteriores, 2022 a 2026",
          columns: ["Contrato", "Agencia", "Zona", "Inicio", "Terminación", "Forma de terminación"],
          rows: [
            ["CA-2022-006", "Distribuciones Fibra Centro S.A.S.", "Centro", "01/03/2022", "29/02/2024", "Vencimiento del plazo"],
            ["CA-2022-009", "Conecta Estación Ltda.", "La Estación", "01/05/2022", "28/02/2025", "Vencimiento del plazo"],
            ["CA-2023-002", "Soluciones Digitales Las Palmas S.A.S.", "Las Palmas", "01/02/2023", "31/01/2025", "Vencimiento del plazo"],
            [
              "CA-2023-011",
              "Red Vecinal El Alto S.A.S.",
              "Corregimiento El Alto",
              "01/07/2023",
              "30/06/2025",
              "Vencimiento; la zona pasó al contrato CA-2025-019",
            ],
            ["CA-2024-001", "Punto Hogar Centro S.A.S.", "Centro", "01/03/2024", "14/04/2025", "Vencimiento; reemplazado por el contrato CA-2025-014"],
            ["CA-2024-008", "Televentas Hogar San Rafael S.A.S.", "Todo el municipio, venta telefónica", "01/06/2024", "31/05/2025", "Vencimiento del plazo"],
            ["CA-2024-012", "Comercializadora Villa Nueva S.A.S.", "Villa Nueva y Los Almendros", "01/09/2024", "31/12/2025", "Terminación por incumplimiento"],
            ["CA-2025-006", "Punto Digital Santa Inés S.A.S.", "Santa Inés", "01/04/2025", "31/03/2026", "Vencimiento del plazo"],
          ],
        },
        {
          kind: "paragraph",
          text: "El contrato CA-2024-012 se terminó de forma anticipada porque, en dos verificaciones consecutivas, más del 5 % de las ventas de la agencia no pudieron confirmarse con el titular. Los usuarios afectados conservaron su servicio o pudieron cancelarlo sin costo.",
        },
      ],
    },
    {
      heading: "Resultados de la red de agencias por trimestre",
      blocks: [
        {
          kind: "table",
          caption: "Agencias activas, ventas y quejas por información en la venta, cuarto trimestre de 2024 a tercer trimestre de 2026",
          columns: ["Trimestre", "Agencias activas al cierre", "Contratos de servicio vendidos", "Quejas por información en la venta"],
          rows: [
            ["2024 T4", "6", "1.092", "21"],
            ["2025 T1", "5", "1.048", "19"],
            ["2025 T2", "5", "1.115", "18"],
            ["2025 T3", "5", "1.126", "16"],
            ["2025 T4", "5", "1.174", "15"],
            ["2026 T1", "6", "1.203", "14"],
            ["2026 T2", "5", "1.288", "13"],
            ["2026 T3", "5", "1.379", "12"],
          ],
          numeric: [1, 2, 3],
        },
        {
          kind: "paragraph",
          text: "Las quejas por información incompleta o equivocada al momento de la venta bajaron de 21 a 12 por trimestre desde que, en 2025, se exigió una llamada de verificación antes de programar cada instalación.",
        },
      ],
    },
    {
      heading: "Cómo se seleccionan y controlan los aliados",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "La empresa publica la invitación a presentar propuestas de agencia comercial en SECOP II, según su manual de contratación.",
            "Las propuestas se evalúan por experiencia en venta de servicios, cobertura de la zona y capacidad de atención al usuario.",
            "El contrato fija una comisión por venta efectiva, metas de calidad y la obligación de cumplir el régimen de protección de usuarios de la CRC.",
            "Un supervisor verifica cada mes las ventas, las quejas y el trato de datos personales.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Archivo de contratos de agencia comercial 2022-2026",
              file: "/docs/comercial-contracts-archivo-2022-2026.csv",
              format: "CSV",
              date: "2026-04-10",
            },
            {
              title: "Resultados trimestrales de la red de agencias 2024-2026",
              file: "/docs/comercial-contracts-ventas-2024-2026.csv",
              format: "CSV",
              date: "2026-10-10",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Agencias comerciales vigentes", path: "/telco-indicadores-calidad-contrato-agencias-comerciales" },
            { label: "Contratos de agencias comerciales en transparencia", path: "/transparencia/indicadoresCalidadAtencion/contratosAgenciasComerciales" },
          ],
        },
      ],
    },
  ],
};

export default content;
