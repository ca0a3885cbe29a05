import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Los comercializadores y demás agentes que usan las redes de {brand} deben respaldar con garantías el pago de los cargos por uso del sistema de distribución. Aquí se explican las garantías admitidas, cómo se calcula su valor y cómo se presentan.",
  sections: [
    {
      heading: "¿Quién debe constituir garantías?",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada comercializador que atienda usuarios conectados al sistema de distribución local de San Rafael paga a {brand}, como operador de red, los cargos por uso de ese sistema. La regulación de la CREG, en particular la Resolución 159 de 2011, permite al operador de red exigir garantías que cubran esos pagos, de modo que el incumplimiento de un agente no se traslade a los demás usuarios. Las garantías que cada agente otorga en el mercado mayorista las administra el ASIC y no se gestionan en esta página.",
        },
      ],
    },
    {
      heading: "Garantías admitidas",
      blocks: [
        {
          kind: "table",
          caption: "Instrumentos de garantía aceptados por la empresa",
          columns: ["Instrumento", "Emisor", "Condiciones mínimas"],
          rows: [
            ["Garantía bancaria a primer requerimiento", "Banco vigilado por la Superintendencia Financiera", "Calificación de deuda de largo plazo AAA o AA+"],
            ["Carta de crédito stand-by", "Banco nacional o del exterior", "Confirmada por un banco local y pagadera en Colombia"],
            ["Prepago", "El mismo comercializador", "Consignado antes del inicio del mes de consumo"],
            ["Depósito en encargo fiduciario", "Sociedad fiduciaria vigilada", "Con instrucción irrevocable a favor de la empresa"],
          ],
        },
      ],
    },
    {
      heading: "Valor y vigencia",
      blocks: [
        {
          kind: "list",
          items: [
            "El valor cubre los cargos por uso estimados de un período de facturación más el tiempo de cobro, calculados con la demanda de los últimos tres meses del agente y los cargos vigentes.",
            "La vigencia mínima es de doce meses, y la garantía debe renovarse al menos 15 días calendario antes de su vencimiento.",
            "El valor se revisa cada trimestre; si la demanda del agente crece más de 10 %, se pide un ajuste dentro de los cinco días hábiles siguientes al aviso.",
            "Si el agente no presenta o no renueva la garantía, la empresa informa al ASIC y puede aplicar el procedimiento de limitación de suministro previsto en la regulación.",
          ],
        },
      ],
    },
    {
      heading: "Presentación y contacto",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Solicite a la Subgerencia Comercial de Energía el cálculo del valor de la garantía para su demanda.",
            "Envíe el borrador del texto de la garantía para revisión jurídica previa; respondemos en tres días hábiles.",
            "Entregue el original firmado o la versión con firma digital verificable.",
          ],
        },
        {
          kind: "paragraph",
          text: "A noviembre de 2026 tenemos constituidas garantías de seis comercializadores, por un valor total de $ 4.870 millones.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Requisitos de las garantías por uso del sistema de distribución 2026",
              file: "/docs/guarantees-bank-requisitos-2026.pdf",
              format: "PDF",
              date: "2026-01-05",
            },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Correo institucional", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
        {
          kind: "links",
          items: [{ label: "Cambio de comercializador", path: "/energia/changeMarketer" }],
        },
      ],
    },
  ],
};

export default content;
