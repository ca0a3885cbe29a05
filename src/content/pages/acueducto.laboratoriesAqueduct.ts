import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El Laboratorio de Calidad de Aguas de {brand} analiza a diario el agua cruda, el agua tratada y la de la red de distribución, y presta servicios de análisis a personas, empresas y entidades que necesitan resultados confiables.",
  sections: [
    {
      heading: "Qué hace el laboratorio",
      blocks: [
        {
          kind: "paragraph",
          text: "El laboratorio funciona en la Planta La Esperanza, cuenta con 11 profesionales y técnicos y opera bajo un sistema de gestión conforme a la norma NTC-ISO/IEC 17025:2017, con ensayos acreditados por el IDEAM. Sus resultados sirven para controlar el proceso de potabilización, calcular el IRCA de control que exige la Resolución 2115 de 2007 y verificar los vertimientos que llegan al alcantarillado.",
        },
        {
          kind: "list",
          items: [
            "Parámetros físicos: turbiedad, color aparente, conductividad, sólidos totales y temperatura.",
            "Parámetros químicos: pH, cloro residual libre, alcalinidad, dureza, hierro, aluminio residual, nitritos, nitratos, sulfatos y cloruros.",
            "Parámetros microbiológicos: coliformes totales y Escherichia coli por sustrato enzimático y filtración por membrana.",
            "Aguas residuales: DBO5, DQO, sólidos suspendidos, grasas y aceites, y pH para la verificación de la Resolución 631 de 2015.",
          ],
        },
        {
          kind: "table",
          caption: "Muestras analizadas por el laboratorio",
          columns: ["Año", "Agua cruda", "Agua tratada en planta", "Red de distribución", "Aguas residuales"],
          numeric: [1, 2, 3, 4],
          rows: [
            ["2024", "1.460", "4.380", "2.912", "618"],
            ["2025", "1.464", "4.392", "3.048", "702"],
            ["2026 (enero a octubre)", "1.216", "3.648", "2.560", "594"],
          ],
        },
      ],
    },
    {
      heading: "Análisis para terceros",
      blocks: [
        {
          kind: "paragraph",
          text: "Conjuntos residenciales, colegios, industrias de alimentos, acueductos comunitarios y usuarios particulares pueden contratar análisis de agua potable, agua de tanques, agua de pozo o aguas residuales. Cada informe de resultados se entrega firmado por el profesional responsable, con la incertidumbre de medición y la comparación contra la norma aplicable.",
        },
        {
          kind: "table",
          caption: "Valores de los análisis más solicitados, vigencia 2026 (IVA incluido)",
          columns: ["Análisis", "Técnica", "Valor", "Entrega"],
          numeric: [2],
          rows: [
            ["pH", "Electrométrico", "$ 18.500", "2 días hábiles"],
            ["Turbiedad", "Nefelométrico", "$ 17.900", "2 días hábiles"],
            ["Cloro residual libre", "Colorimétrico DPD", "$ 16.200", "2 días hábiles"],
            ["Coliformes totales y E. coli", "Sustrato enzimático", "$ 58.400", "3 días hábiles"],
            ["Paquete básico de agua potable (6 parámetros)", "Varios", "$ 164.000", "4 días hábiles"],
            ["DBO5 en agua residual", "Incubación 5 días", "$ 96.300", "8 días hábiles"],
            ["DQO en agua residual", "Reflujo cerrado", "$ 71.800", "5 días hábiles"],
          ],
        },
      ],
    },
    {
      heading: "Cómo solicitar un análisis",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Escriba a atencion@emsp.example o llame al conmutador para pedir la cotización; indique el tipo de agua y los parámetros que necesita.",
            "Reciba los frascos estériles y las instrucciones de toma de muestra, o solicite que nuestro personal la tome en el sitio con un recargo de desplazamiento.",
            "Entregue la muestra refrigerada en el laboratorio, de lunes a jueves entre 7:00 a. m. y 11:00 a. m., antes de que transcurran 24 horas desde la toma.",
            "Pague la factura por los medios habituales y reciba el informe de resultados en el correo que registró.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "Las muestras microbiológicas no se reciben los viernes porque el cultivo requiere lectura a las 24 horas. Así se evita que el resultado pierda validez.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Portafolio de análisis del laboratorio, 2026",
              file: "/docs/laboratories-aqueduct-portafolio-2026.pdf",
              format: "PDF",
              date: "2026-02-12",
            },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Correo para cotizaciones", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Dirección", value: "Laboratorio de Calidad de Aguas, Planta La Esperanza" },
          ],
        },
      ],
    },
  ],
};

export default content;
