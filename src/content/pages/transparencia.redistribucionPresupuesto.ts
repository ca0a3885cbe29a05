import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Durante el año el presupuesto puede cambiar: se adicionan recursos que no estaban previstos, se reducen los que no llegarán o se trasladan entre rubros. Aquí se publican los actos que modificaron el presupuesto de 2026 de {brand} y su efecto en cada agregado.",
  sections: [
    {
      heading: "Quién aprueba cada modificación",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Adición",
              description:
                "Aumenta el presupuesto total con recursos nuevos, como excedentes del año anterior o convenios. Requiere concepto del Confis municipal y acuerdo de la junta directiva.",
            },
            { term: "Reducción", description: "Disminuye el presupuesto total cuando un ingreso no se recibirá. Sigue el mismo trámite de la adición." },
            {
              term: "Traslado entre agregados",
              description: "Mueve recursos entre funcionamiento, operación, deuda e inversión sin cambiar el total. Lo aprueba la junta directiva.",
            },
            {
              term: "Traslado dentro de un agregado",
              description: "Ajusta rubros de un mismo agregado. Lo aprueba el gerente mediante resolución, con certificado de disponibilidad.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Estas reglas provienen del Decreto 115 de 1996 y del Estatuto Orgánico de Presupuesto del Municipio de San Rafael. Cada modificación cuenta con un certificado de la Dirección Financiera que acredita que los recursos existen o que el rubro que cede tiene saldo libre.",
        },
      ],
    },
    {
      heading: "Modificaciones aprobadas en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Actos de modificación del presupuesto de la vigencia 2026 (millones de pesos)",
          columns: ["Acto", "Fecha", "Tipo", "Valor", "Destino y motivo"],
          rows: [
            [
              "Resolución Confis 008 y Acuerdo de Junta 003",
              "2026-03-26",
              "Adición",
              "$ 9.800",
              "Recursos del balance de 2025 para el colector Quebrada Honda",
            ],
            ["Acuerdo de Junta 004", "2026-04-29", "Traslado", "$ 3.200", "De intereses de la deuda, por menores tasas, a compras de energía"],
            [
              "Acuerdo de Junta 006",
              "2026-05-28",
              "Traslado",
              "$ 2.100",
              "De inversión en fibra óptica, por ajuste de alcance, a la reparación de la aducción de la Planta El Salto",
            ],
            [
              "Resolución Confis 019 y Acuerdo de Junta 007",
              "2026-06-25",
              "Adición",
              "$ 4.450",
              "Convenio con el Municipio para electrificación rural en El Alto",
            ],
            ["Resolución Confis 019 y Acuerdo de Junta 007", "2026-06-25", "Reducción", "$ 2.500", "Menor desembolso del crédito para la subestación Norte"],
          ],
          numeric: [3],
        },
        {
          kind: "table",
          caption: "Efecto de las modificaciones sobre los agregados de gasto (millones de pesos)",
          columns: ["Agregado", "Inicial", "Modificaciones", "Definitivo"],
          rows: [
            ["Funcionamiento", "$ 96.300", "$ 0", "$ 96.300"],
            ["Operación comercial", "$ 318.700", "$ 3.200", "$ 321.900"],
            ["Servicio de la deuda", "$ 27.900", "-$ 3.200", "$ 24.700"],
            ["Inversión", "$ 156.200", "$ 11.750", "$ 167.950"],
            ["Disponibilidad final", "$ 13.300", "$ 0", "$ 13.300"],
            ["Total", "$ 612.400", "$ 11.750", "$ 624.150"],
          ],
          numeric: [1, 2, 3],
          note: "El traslado de $ 2.100 millones se hizo dentro del agregado de inversión, por lo que no cambia su total.",
        },
      ],
    },
    {
      heading: "Consulta de los actos",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada acuerdo de la junta directiva se publica completo, con la exposición de motivos y el certificado de la Dirección Financiera. La Contraloría verifica estas modificaciones en la auditoría financiera anual, y usted puede pedir copia de cualquier soporte mediante una solicitud de información.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Relación de modificaciones presupuestales de 2026",
              file: "/docs/redistribucion-presupuesto-2026.csv",
              format: "CSV",
              date: "2026-07-06",
            },
            {
              title: "Acuerdo de Junta Directiva 007 de 2026 (adición y reducción)",
              file: "/docs/redistribucion-presupuesto-acuerdo-007-2026.pdf",
              format: "PDF",
              date: "2026-06-25",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Presupuesto general 2026", path: "/presupuesto-general" },
            { label: "Ejecución presupuestal histórica", path: "/ejecucion-presupuestal-historica" },
            { label: "Solicitar información", path: "/information-request" },
          ],
        },
      ],
    },
  ],
};

export default content;
