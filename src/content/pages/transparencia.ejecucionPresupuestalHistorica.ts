import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta serie muestra, año por año, cuánto presupuesto tuvo {brand}, cuánto recaudó, cuánto comprometió y cuánto pagó efectivamente, para que usted pueda comparar lo aprobado con lo ejecutado en cada vigencia.",
  sections: [
    {
      heading: "Cómo leer la serie",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Presupuesto definitivo", description: "El presupuesto inicial más las adiciones y menos las reducciones aprobadas durante el año." },
            { term: "Recaudo", description: "Dinero que efectivamente ingresó a la empresa por venta de servicios, recursos de capital y aportes." },
            { term: "Compromiso", description: "Valor de los contratos, nóminas y demás obligaciones adquiridas con cargo al presupuesto del año." },
            { term: "Pago", description: "Dinero que salió de las cuentas de la empresa para cumplir esos compromisos." },
          ],
        },
        {
          kind: "paragraph",
          text: "El porcentaje de ejecución de gastos se calcula dividiendo los compromisos entre el presupuesto definitivo total. Una ejecución cercana al 95 % indica buena planeación; los valores muy bajos suelen reflejar obras que no alcanzaron a contratarse.",
        },
      ],
    },
    {
      heading: "Ejecución de ingresos y gastos 2021-2025",
      blocks: [
        {
          kind: "table",
          caption: "Ejecución presupuestal por vigencia (millones de pesos corrientes)",
          columns: ["Vigencia", "Presupuesto definitivo", "Recaudo", "% recaudo", "Compromisos", "% ejecución de gastos", "Pagos"],
          rows: [
            ["2021", "$ 441.300", "$ 425.100", "96,3 %", "$ 404.700", "91,7 %", "$ 383.900"],
            ["2022", "$ 468.900", "$ 452.600", "96,5 %", "$ 432.800", "92,3 %", "$ 411.500"],
            ["2023", "$ 503.700", "$ 489.100", "97,1 %", "$ 470.400", "93,4 %", "$ 447.900"],
            ["2024", "$ 541.200", "$ 528.700", "97,7 %", "$ 502.800", "92,9 %", "$ 476.100"],
            ["2025", "$ 578.600", "$ 561.900", "97,1 %", "$ 544.460", "94,1 %", "$ 512.300"],
          ],
          numeric: [1, 2, 3, 4, 5, 6],
          note: "Fuente: cierres presupuestales reportados a la Contraloría y al Confis municipal. La vigencia 2025 se cerró el 31 de diciembre de 2025.",
        },
      ],
    },
    {
      heading: "Detalle del cierre de 2025",
      blocks: [
        {
          kind: "table",
          caption: "Ejecución de gastos de 2025 por agregado (millones de pesos)",
          columns: ["Agregado", "Definitivo", "Comprometido", "% ejecución"],
          rows: [
            ["Funcionamiento", "$ 91.200", "$ 86.900", "95,3 %"],
            ["Operación comercial", "$ 302.400", "$ 291.600", "96,4 %"],
            ["Servicio de la deuda", "$ 29.800", "$ 29.800", "100,0 %"],
            ["Inversión", "$ 144.100", "$ 136.160", "94,5 %"],
            ["Disponibilidad final", "$ 11.100", "No aplica", "No aplica"],
            ["Total", "$ 578.600", "$ 544.460", "94,1 %"],
          ],
          numeric: [1, 2, 3],
        },
        {
          kind: "paragraph",
          text: "La inversión comprometida en 2025 creció 9,6 % frente al año anterior, impulsada por el colector Quebrada Honda y la reposición de redes de acueducto. Los compromisos que quedaron sin pagar al cierre se constituyeron como cuentas por pagar y se atendieron en el primer trimestre de 2026.",
        },
        {
          kind: "notice",
          tone: "info",
          text: "La ejecución de la vigencia en curso se informa mes a mes en la sección de presupuesto general y en los informes de gestión; se incorpora a esta serie cuando se cierra el año.",
        },
      ],
    },
    {
      heading: "Descargas",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Serie histórica de ejecución presupuestal 2021-2025",
              file: "/docs/ejecucion-presupuestal-historica-2021-2025.csv",
              format: "CSV",
              date: "2026-02-13",
            },
            {
              title: "Informe de cierre presupuestal de la vigencia 2025",
              file: "/docs/ejecucion-presupuestal-historica-cierre-2025.pdf",
              format: "PDF",
              date: "2026-02-13",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Presupuesto general", path: "/presupuesto-general" },
            { label: "Modificaciones al presupuesto", path: "/redistribucion-presupuesto" },
            { label: "Estados financieros", path: "/estados-financieros" },
            { label: "Datos abiertos", path: "/openData" },
          ],
        },
      ],
    },
  ],
};

export default content;
