import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El plan anual de adquisiciones (PAA) de 2026 anuncia los bienes, obras y servicios que {brand} prevé contratar durante el año, con su valor estimado, la modalidad de selección y el mes en que espera iniciar cada proceso.",
  sections: [
    {
      heading: "Para qué sirve el plan",
      blocks: [
        {
          kind: "paragraph",
          text: "El PAA permite a los proveedores preparar sus ofertas con anticipación y a la ciudadanía comparar lo planeado con lo contratado. Su publicación es obligatoria según el literal e) del artículo 9 de la Ley 1712 de 2014, y la empresa lo carga también en el SECOP II antes del 31 de enero de cada año.",
        },
        {
          kind: "paragraph",
          text: "El plan es una guía y no obliga a la empresa a realizar todas las compras anunciadas. Cada modificación se aprueba en el Comité de Contratación y se publica con la fecha de la versión.",
        },
      ],
    },
    {
      heading: "Resumen del plan 2026",
      blocks: [
        {
          kind: "table",
          caption: "Líneas del PAA 2026 por modalidad de selección",
          columns: ["Modalidad", "Líneas", "Valor estimado"],
          rows: [
            ["Invitación pública", "10", "$ 117.050 millones"],
            ["Invitación privada", "6", "$ 12.740 millones"],
            ["Contratación directa", "2", "$ 3.820 millones"],
            ["Total", "18", "$ 133.610 millones"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "table",
          caption: "Valor estimado por dependencia responsable",
          columns: ["Dependencia", "Líneas", "Valor estimado"],
          rows: [
            ["Gerencia de Agua", "5", "$ 53.940 millones"],
            ["Gerencia de Energía", "3", "$ 36.840 millones"],
            ["Gerencia de Telecomunicaciones", "1", "$ 11.740 millones"],
            ["Dirección Administrativa", "3", "$ 10.390 millones"],
            ["Gerencia Comercial", "1", "$ 8.460 millones"],
            ["Secretaría General", "2", "$ 6.440 millones"],
            ["Dirección de Tecnología", "2", "$ 5.160 millones"],
            ["Dirección de Talento Humano", "1", "$ 640 millones"],
          ],
          numeric: [1, 2],
          note: "Versión 3 del plan, aprobada el 15 de julio de 2026. Valores en pesos corrientes, IVA incluido.",
        },
      ],
    },
    {
      heading: "Versiones y modificaciones",
      blocks: [
        {
          kind: "table",
          caption: "Historial de versiones del PAA 2026",
          columns: ["Versión", "Fecha", "Cambio principal"],
          rows: [
            ["1", "30/01/2026", "Publicación inicial del plan"],
            ["2", "21/04/2026", "Se incluye la renovación de equipos de cómputo y se ajusta el valor de los medidores AMI"],
            ["3", "15/07/2026", "Se reprograma para junio el programa de seguros y se incorpora la auditoría externa de gestión"],
          ],
          numeric: [0],
        },
        {
          kind: "notice",
          tone: "info",
          text: "Los códigos de cada línea siguen el Clasificador de Bienes y Servicios de las Naciones Unidas (UNSPSC) que usa Colombia Compra Eficiente, de modo que usted puede filtrar por su actividad económica.",
        },
      ],
    },
    {
      heading: "Descargas",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Plan anual de adquisiciones 2026, versión 3 (datos abiertos)", file: "/docs/annual-plan-2026.csv", format: "CSV", date: "2026-07-15" },
            { title: "Resumen ejecutivo del plan anual de adquisiciones 2026", file: "/docs/annual-plan-2026-resumen.pdf", format: "PDF", date: "2026-07-15" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Contratación en línea", path: "/contratacion-en-linea" },
            { label: "Registro de proveedores", path: "/suppliers" },
          ],
        },
      ],
    },
  ],
};

export default content;
