import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Estas son las agencias y puntos de venta autorizados por {brand} para ofrecer sus planes de internet, televisión y telefonía, con su ubicación, el contrato que los vincula y los resultados de su gestión en el tercer trimestre de 2026.",
  sections: [
    {
      heading: "Agencias autorizadas",
      blocks: [
        {
          kind: "paragraph",
          text: "Solo las agencias de esta lista pueden vender planes a nombre de la empresa. Todo asesor autorizado porta un carné con foto y código; los de televenta solo llaman a quienes autorizaron ser contactados, y ninguno le pedirá pagos en efectivo por la instalación ni por los equipos.",
        },
        {
          kind: "table",
          caption: "Agencias comerciales vigentes a noviembre de 2026",
          columns: ["Agencia", "Modalidad y zona", "Contrato", "Vigencia"],
          rows: [
            ["Conexiones Sanrafaelinas S.A.S.", "Venta puerta a puerta, comunas 1 a 4", "CA-2025-011", "1 mar. 2025 a 28 feb. 2027"],
            ["Servicios Integrales El Mirador S.A.S.", "Punto de venta en centro comercial del Centro", "CA-2025-014", "15 abr. 2025 a 14 abr. 2027"],
            ["Red Comunitaria Vereda Activa", "Corregimiento El Alto y veredas", "CA-2025-019", "1 jul. 2025 a 30 jun. 2027"],
            ["Contacto Directo Soluciones S.A.S.", "Televenta en todo el municipio", "CA-2026-003", "1 feb. 2026 a 31 ene. 2028"],
            ["Instalaciones y Redes del Oriente S.A.S.", "Venta empresarial, zona industrial y Centro", "CA-2026-007", "2 mar. 2026 a 1 mar. 2028"],
          ],
        },
      ],
    },
    {
      heading: "Resultados mes a mes",
      blocks: [
        {
          kind: "table",
          caption: "Contratos de servicio vendidos por agencia, julio a septiembre de 2026",
          columns: ["Agencia", "Julio", "Agosto", "Septiembre", "Trimestre"],
          rows: [
            ["Conexiones Sanrafaelinas", "148", "152", "139", "439"],
            ["Servicios Integrales El Mirador", "121", "118", "126", "365"],
            ["Red Comunitaria Vereda Activa", "34", "31", "37", "102"],
            ["Contacto Directo Soluciones", "96", "101", "94", "291"],
            ["Instalaciones y Redes del Oriente", "58", "63", "61", "182"],
            ["Total", "457", "465", "457", "1.379"],
          ],
          numeric: [1, 2, 3, 4],
        },
        {
          kind: "table",
          caption: "Calidad de la venta, julio a septiembre de 2026",
          columns: ["Indicador", "Julio", "Agosto", "Septiembre"],
          rows: [
            ["Quejas por información incompleta en la venta", "5", "4", "3"],
            ["Ventas verificadas por llamada de calidad", "100 %", "100 %", "100 %"],
            ["Contratos anulados por inconsistencias", "1,3 %", "1,1 %", "0,9 %"],
          ],
          numeric: [1, 2, 3],
        },
      ],
    },
    {
      heading: "Obligaciones de las agencias",
      blocks: [
        {
          kind: "list",
          items: [
            "Informar el precio total, la velocidad, la ausencia de permanencia y el derecho de retracto antes de la firma.",
            "Entregar al usuario copia del contrato único de servicios.",
            "Recibir PQR y trasladarlas a la empresa el mismo día, con el CUN asignado.",
            "Proteger los datos personales de los usuarios según la Ley 1581 de 2012.",
          ],
        },
        {
          kind: "paragraph",
          text: "Cada venta se confirma con una llamada de calidad antes de programar la instalación. Si un asesor le dio información falsa, repórtelo a la línea gratuita {freeLine}: la empresa responde por lo que ofrecen sus agencias.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Agencias comerciales y ventas por mes, tercer trimestre de 2026",
              file: "/docs/indicadores-calidad-agencias-comerciales-2026-t3.csv",
              format: "CSV",
              date: "2026-10-10",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Archivo de contratos comerciales anteriores", path: "/comercialContracts" },
            { label: "Menú de indicadores de calidad", path: "/telco-indicadores-calidad" },
          ],
        },
      ],
    },
  ],
};

export default content;
