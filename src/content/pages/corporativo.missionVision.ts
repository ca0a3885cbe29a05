import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La misión explica para qué existe {brand}; la visión, hacia dónde quiere llegar en 2030; y los valores y objetivos estratégicos, cómo se compromete a lograrlo en el trabajo de cada día.",
  sections: [
    {
      heading: "Misión",
      blocks: [
        {
          kind: "paragraph",
          text: "Prestamos los servicios de energía, acueducto, alcantarillado y telecomunicaciones a la población de San Rafael con calidad, continuidad y tarifas justas, cuidando el agua y el entorno, para mejorar la vida de las familias y contribuir al desarrollo del municipio, con una gestión pública transparente y eficiente.",
        },
      ],
    },
    {
      heading: "Visión 2030",
      blocks: [
        {
          kind: "paragraph",
          text: "En 2030 seremos reconocidos como la empresa pública de servicios de referencia en la región por la confianza de sus usuarios, con cobertura total de agua potable y saneamiento en la zona urbana y los corregimientos, una red eléctrica inteligente y conectividad de fibra óptica al alcance de cada estrato socioeconómico.",
        },
      ],
    },
    {
      heading: "Valores corporativos",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Honestidad", description: "Actuamos con rectitud y usamos los recursos públicos solo para el fin al que están destinados." },
            { term: "Respeto", description: "Tratamos a usuarios, compañeros y comunidades con dignidad, sin importar su condición." },
            { term: "Compromiso", description: "Entendemos que detrás de cada daño hay una familia esperando y respondemos con prontitud." },
            { term: "Diligencia", description: "Cumplimos nuestras tareas con cuidado, en el tiempo justo y con el mejor uso de los recursos." },
            { term: "Justicia", description: "Aplicamos las mismas reglas a cada persona y reconocemos a tiempo nuestros errores." },
            { term: "Cuidado del ambiente", description: "Protegemos las cuencas que abastecen el municipio y reducimos el impacto de nuestras operaciones." },
          ],
        },
      ],
    },
    {
      heading: "Objetivos estratégicos 2024–2027",
      blocks: [
        {
          kind: "table",
          caption: "Objetivos del plan estratégico y metas a 2027",
          columns: ["Objetivo", "Indicador", "Línea base 2023", "Meta 2027"],
          rows: [
            ["Asegurar agua de calidad y reducir pérdidas", "Índice de pérdidas por usuario facturado (m³/suscriptor/mes)", "7,9", "6,0"],
            ["Mejorar la continuidad del servicio de energía", "Horas promedio sin servicio por usuario al año", "14,2", "9,5"],
            ["Llevar fibra óptica a los estratos 1 y 2", "Hogares de estratos 1 y 2 conectados", "4.100", "9.000"],
            ["Aumentar la satisfacción de los usuarios", "Usuarios satisfechos con la atención", "83,5 %", "90,0 %"],
            ["Fortalecer la sostenibilidad financiera", "Ejecución presupuestal anual", "91,3 %", "95,0 %"],
          ],
          numeric: [2, 3],
        },
        {
          kind: "documents",
          items: [
            { title: "Plan estratégico corporativo 2024–2027", file: "/docs/mission-vision-plan-estrategico-2024-2027.pdf", format: "PDF", date: "2025-02-10" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Plan de acción integrado", path: "/plan-accion-integrado" },
            { label: "Indicadores de gestión", path: "/keyPerformanceIndicators" },
          ],
        },
      ],
    },
  ],
};

export default content;
