import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte los contratos de mayor valor que {brand} ha firmado en 2026 y en la vigencia anterior, con su número, objeto, contratista, valor, plazo y estado de ejecución.",
  sections: [
    {
      heading: "Alcance de la relación",
      blocks: [
        {
          kind: "paragraph",
          text: "Esta relación responde al literal c) del artículo 11 de la Ley 1712 de 2014 y se actualiza cada mes con la información de la Dirección de Contratación. Entre el 1 de enero y el 31 de octubre de 2026 la empresa suscribió 412 contratos por $ 187.350 millones; la tabla muestra los principales y el archivo descargable incluye su detalle.",
        },
      ],
    },
    {
      heading: "Principales contratos suscritos en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Contratos de 2026 con valor superior a $ 1.000 millones",
          columns: ["Número", "Objeto", "Contratista", "Valor", "Plazo (días)", "Estado"],
          rows: [
            ["CT-2026-0027", "Colector sanitario Quebrada La Honda fase II", "Unión Temporal Colector La Honda", "$ 24.118.700.000", "420", "En ejecución"],
            [
              "CT-2026-0019",
              "Reposición de redes de acueducto en La Estación y El Progreso",
              "Consorcio Redes San Rafael 2026",
              "$ 19.482.300.000",
              "330",
              "En ejecución",
            ],
            [
              "CT-2026-0012",
              "Suministro de transformadores de distribución",
              "Transformadores del Occidente S.A.S.",
              "$ 14.215.400.000",
              "180",
              "En ejecución",
            ],
            [
              "CT-2026-0081",
              "Medidores inteligentes de energía con infraestructura AMI",
              "Consorcio Medición Inteligente 2026",
              "$ 12.037.500.000",
              "300",
              "En ejecución",
            ],
            ["CT-2026-0066", "Equipos OLT y ONT para la red FTTH", "Unión Temporal Fibra San Rafael", "$ 11.386.200.000", "270", "En ejecución"],
            ["CT-2026-0058", "Vigilancia y seguridad privada", "Seguridad Integral Cordillera Ltda.", "$ 6.241.900.000", "365", "En ejecución"],
            ["CT-2026-0102", "Programa de seguros generales y de vida grupo", "Unión Temporal Seguros EMSP 2026", "$ 5.846.300.000", "365", "En ejecución"],
            ["CT-2026-0040", "Soporte del sistema comercial y ERP", "Soluciones de Software Empresarial S.A.S.", "$ 3.124.000.000", "334", "En ejecución"],
            ["CT-2026-0031", "Sulfato de aluminio para potabilización", "Químicos de Proceso Andinos S.A.S.", "$ 2.986.400.000", "365", "En ejecución"],
            ["CT-2026-0146", "Actualización del catastro de redes de alcantarillado", "Municipio de San Rafael", "$ 1.240.000.000", "180", "Terminado"],
          ],
          numeric: [3, 4],
        },
      ],
    },
    {
      heading: "Contratos destacados de 2025",
      blocks: [
        {
          kind: "table",
          caption: "Contratos de obra y suministro de la vigencia 2025",
          columns: ["Número", "Objeto", "Valor", "Estado"],
          rows: [
            ["CT-2025-0016", "Optimización de filtros y sedimentadores de la Planta El Salto", "$ 11.940.500.000", "Liquidado"],
            ["CT-2025-0009", "Cable ACSR y herrajes para redes de media tensión", "$ 8.762.100.000", "Liquidado"],
            ["CT-2025-0038", "Lectura de medidores, reparto de facturas y gestión de cartera", "$ 8.104.700.000", "Liquidado"],
            ["CT-2025-0024", "Electrificación rural de El Alto, primera etapa", "$ 7.826.400.000", "Terminado"],
          ],
          numeric: [2],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Estados del contrato",
          text: "«En ejecución» significa que el plazo está corriendo; «Terminado», que el plazo venció y falta el acta de liquidación; «Liquidado», que las partes cerraron las cuentas del contrato.",
        },
      ],
    },
    {
      heading: "Descargas y consultas relacionadas",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Contratos suscritos en 2026, corte 31 de octubre", file: "/docs/contracts-2026.csv", format: "CSV", date: "2026-11-05" },
            { title: "Contratos suscritos en 2025", file: "/docs/contracts-2025.csv", format: "CSV", date: "2026-01-31" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Publicación de la información contractual", path: "/publicationInformation" },
            { label: "Proyectos de inversión", path: "/proyectos-inversion" },
          ],
        },
      ],
    },
  ],
};

export default content;
