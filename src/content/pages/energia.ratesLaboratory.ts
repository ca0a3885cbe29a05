import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte los precios de 2026 para calibrar y ensayar medidores de energía y transformadores de medida en el laboratorio de {brand}, acreditado por el ONAC, y los descuentos que aplican según la cantidad de equipos.",
  sections: [
    {
      heading: "¿Quién puede usar el laboratorio?",
      blocks: [
        {
          kind: "paragraph",
          text: "El servicio está abierto a usuarios residenciales, constructoras, instaladores, comercializadores y otras empresas de energía. El Código de Medida (Resolución CREG 038 de 2014) exige que cada medidor nuevo o reparado se calibre en un laboratorio acreditado antes de instalarse, y que el usuario pueda escoger libremente el laboratorio; por eso nuestro certificado es válido ante cualquier operador de red del país.",
        },
      ],
    },
    {
      heading: "Lista de precios vigente",
      blocks: [
        {
          kind: "table",
          caption: "Precios de calibración y ensayo por unidad, vigencia 2026",
          columns: ["Servicio", "Clase de exactitud", "Precio por unidad (antes de IVA)"],
          rows: [
            ["Calibración de medidor monofásico de energía activa", "1 y 2", "$ 86.400"],
            ["Calibración de medidor bifásico", "1 y 2", "$ 104.700"],
            ["Calibración de medidor trifásico de conexión directa", "1 y 2", "$ 128.900"],
            ["Calibración de medidor trifásico semidirecto o indirecto", "0,5S", "$ 196.300"],
            ["Calibración de medidor trifásico de alta exactitud", "0,2S", "$ 248.500"],
            ["Ensayo de transformador de corriente", "0,5S y 0,2S", "$ 142.800"],
            ["Ensayo de transformador de tensión", "0,5 y 0,2", "$ 167.200"],
            ["Verificación en sitio de medida semidirecta o indirecta", "Todas", "$ 318.600"],
          ],
          numeric: [2],
          note: "A los precios se suma el IVA del 19 %. Incluyen el certificado de calibración y la etiqueta con el sello del laboratorio.",
        },
      ],
    },
    {
      heading: "Descuentos por cantidad y plazos",
      blocks: [
        {
          kind: "table",
          caption: "Descuento según el número de equipos de una misma orden",
          columns: ["Cantidad de equipos", "Descuento", "Plazo de entrega"],
          rows: [
            ["1 a 9", "0 %", "3 días hábiles"],
            ["10 a 49", "5 %", "5 días hábiles"],
            ["50 a 199", "10 %", "8 días hábiles"],
            ["200 o más", "15 %", "Según programación acordada"],
          ],
          numeric: [1],
        },
        {
          kind: "paragraph",
          text: "El plazo se cuenta desde el día en que los equipos se reciben completos y con la orden pagada. Si un medidor no supera el ensayo, se entrega con un informe de no conformidad y no lleva sello; el precio se cobra igual, porque el trabajo técnico ya se hizo.",
        },
      ],
    },
    {
      heading: "Casos en que no se cobra",
      blocks: [
        {
          kind: "list",
          items: [
            "Cuando la empresa retira su medidor para revisarlo dentro de una investigación por desviación significativa de consumo.",
            "Cuando el medidor instalado por {brand} presenta falla dentro del período de garantía.",
            "Cuando la Superintendencia de Servicios Públicos ordena una prueba y el resultado demuestra un error del equipo en contra del usuario.",
          ],
        },
        {
          kind: "documents",
          items: [{ title: "Lista de precios del laboratorio de medidores 2026", file: "/docs/rates-laboratory-2026.pdf", format: "PDF", date: "2025-12-15" }],
        },
        {
          kind: "links",
          items: [
            { label: "Alcance de la acreditación del laboratorio", path: "/energia/laboratoriesEnergy" },
            { label: "Medios de pago", path: "/paymentMethods" },
          ],
        },
      ],
    },
  ],
};

export default content;
