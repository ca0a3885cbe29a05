import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Siga la ejecución de los contratos de {brand} después de su firma: informes de supervisión e interventoría, pagos realizados, modificaciones, prórrogas, adiciones y actas de liquidación.",
  sections: [
    {
      heading: "Régimen y publicidad de la ejecución contractual",
      blocks: [
        {
          kind: "paragraph",
          text: "Como empresa de servicios públicos, {brand} contrata con las normas del derecho privado, según el artículo 31 de la Ley 142 de 1994, pero aplica los principios de la función administrativa y de la gestión fiscal que exige el artículo 13 de la Ley 1150 de 2007. La Ley 1712 de 2014 obliga a publicar la ejecución de los contratos, y la empresa lo hace en SECOP II y en esta página.",
        },
        {
          kind: "paragraph",
          text: "Cada contrato tiene un supervisor, que es un trabajador de la empresa, y los de obra de mayor cuantía cuentan además con interventoría externa, como lo exigen los artículos 83 y 84 de la Ley 1474 de 2011. El supervisor aprueba cada pago con un informe que verifica el cumplimiento técnico, administrativo, financiero y de seguridad social.",
        },
      ],
    },
    {
      heading: "Contratos relevantes en ejecución o liquidados",
      blocks: [
        {
          kind: "table",
          caption: "Estado de ejecución de contratos seleccionados (corte: 30 de octubre de 2026, pesos)",
          columns: ["Contrato", "Objeto", "Valor total", "Pagado", "Modificaciones", "Estado"],
          rows: [
            [
              "CT-2025-118",
              "Construcción del colector Quebrada Honda",
              "$ 20.950.000.000",
              "$ 14.980.000.000",
              "Adición de $ 2.310.000.000 y prórroga de 2 meses",
              "En ejecución, 78 % de avance",
            ],
            ["CT-2025-203", "Interventoría del colector Quebrada Honda", "$ 1.571.000.000", "$ 1.101.000.000", "Adición de $ 173.000.000", "En ejecución"],
            [
              "CT-2026-021",
              "Suministro de 2.400 medidores inteligentes de energía",
              "$ 1.872.000.000",
              "$ 1.872.000.000",
              "Ninguna",
              "Terminado, en liquidación",
            ],
            [
              "CT-2026-034",
              "Suministro de sulfato de aluminio y cloro para las plantas de tratamiento",
              "$ 2.140.500.000",
              "$ 1.605.400.000",
              "Ninguna",
              "En ejecución",
            ],
            [
              "CT-2026-055",
              "Tendido de red de fibra óptica FTTH, fase 3",
              "$ 5.120.000.000",
              "$ 1.536.000.000",
              "Reducción de alcance por $ 1.330.000.000",
              "En ejecución",
            ],
            [
              "CT-2024-167",
              "Mantenimiento de subestaciones de distribución",
              "$ 3.280.000.000",
              "$ 3.280.000.000",
              "Prórroga de 45 días",
              "Liquidado el 2026-06-18",
            ],
          ],
          numeric: [2, 3],
        },
        {
          kind: "paragraph",
          text: "Entre enero y octubre de 2026 la empresa suscribió 412 contratos por $ 96.480 millones. A 30 de octubre, 187 están en ejecución, 161 terminados y 64 liquidados. Los documentos completos de cada contrato están en su expediente de SECOP II.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Ejecución de contratos 2026: pagos, modificaciones y estado",
              file: "/docs/informacion-contractual-ejecucion-2026.csv",
              format: "CSV",
              date: "2026-10-30",
            },
            {
              title: "Informe de supervisión n.º 14 del contrato CT-2025-118",
              file: "/docs/informacion-contractual-supervision-ct-2025-118.pdf",
              format: "PDF",
              date: "2026-10-15",
            },
          ],
        },
      ],
    },
    {
      heading: "Cómo hacer seguimiento a un contrato",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Busque el número del contrato en la tabla o en el listado de contratos suscritos.",
            "En SECOP II consulte la pestaña de ejecución: allí se cargan los informes de supervisión, las facturas aprobadas y las modificaciones.",
            "Si un documento no está publicado, pídalo por correo a contratación; se entrega en un máximo de 10 días hábiles.",
            "Si advierte retrasos, sobrecostos o mala calidad, informe al supervisor o presente una denuncia por la línea anticorrupción.",
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Dirección de Contratación", value: "contratacion@emsp.example", href: "mailto:contratacion@emsp.example" },
            { label: "Línea anticorrupción", value: "{antiCorruptionLine}", href: "tel:{antiCorruptionLine}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Contratos suscritos", path: "/contracts" },
            { label: "Publicación de la información contractual", path: "/publicationInformation" },
            { label: "Control social y veedurías", path: "/control-social" },
          ],
        },
      ],
    },
  ],
};

export default content;
