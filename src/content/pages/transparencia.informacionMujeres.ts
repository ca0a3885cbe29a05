import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta sección reúne los programas, las rutas de atención y las oportunidades de empleo y formación que {brand} ofrece con enfoque de género a usuarias, trabajadoras, contratistas y lideresas de las comunidades donde presta sus servicios.",
  sections: [
    {
      heading: "Compromiso institucional con la equidad",
      blocks: [
        {
          kind: "paragraph",
          text: "La política de equidad de género de la empresa fue adoptada por la junta directiva en 2025 y se apoya en la Ley 581 de 2000, sobre participación de la mujer en los niveles decisorios; la Ley 823 de 2003, sobre igualdad de oportunidades; la Ley 1257 de 2008, sobre prevención y sanción de las violencias contra las mujeres, y la Ley 1496 de 2011, que exige igualdad salarial por trabajo de igual valor.",
        },
        {
          kind: "table",
          caption: "Participación de las mujeres en la planta de personal (corte: 30 de septiembre de 2026)",
          columns: ["Nivel", "Total de cargos", "Mujeres", "Porcentaje"],
          rows: [
            ["Directivo", "13", "6", "46,2 %"],
            ["Profesional", "148", "71", "48,0 %"],
            ["Técnico", "246", "58", "23,6 %"],
            ["Operativo y asistencial", "233", "79", "33,9 %"],
            ["Total", "640", "214", "33,4 %"],
          ],
          numeric: [1, 2, 3],
          note: "La brecha salarial promedio entre hombres y mujeres del mismo cargo es de 0,8 %, según el estudio de equidad salarial de 2025.",
        },
      ],
    },
    {
      heading: "Programas de formación y empleo",
      blocks: [
        {
          kind: "subsection",
          heading: "Escuela de Mujeres Electricistas",
          blocks: [
            {
              kind: "paragraph",
              text: "Formación técnica de 880 horas en redes de distribución, en convenio con el SENA, para mujeres mayores de 18 años de estratos 1, 2 y 3. Las egresadas con mejor desempeño ingresan al banco de hojas de vida para cargos de liniera y técnica electricista. En 2026 se graduaron 26 mujeres y 11 ya trabajan con la empresa o sus contratistas.",
            },
          ],
        },
        {
          kind: "subsection",
          heading: "Lideresas del Agua",
          blocks: [
            {
              kind: "paragraph",
              text: "Red de 48 lideresas comunitarias que reciben capacitación en uso eficiente del agua, lectura de la factura y derechos de los usuarios, y que acompañan a sus vecinas en la presentación de peticiones y reclamos.",
            },
          ],
        },
        {
          kind: "subsection",
          heading: "Cláusula de género en la contratación",
          blocks: [
            {
              kind: "paragraph",
              text: "En los procesos de obra superiores a 500 salarios mínimos, la empresa otorga puntaje adicional a los proponentes que vinculen al menos un 20 % de mujeres en la mano de obra no calificada.",
            },
          ],
        },
      ],
    },
    {
      heading: "Rutas de atención frente a violencias y acoso",
      blocks: [
        {
          kind: "paragraph",
          text: "Si usted es trabajadora, contratista o usuaria y sufrió acoso sexual, acoso laboral o cualquier forma de violencia en relación con la empresa, puede acudir al protocolo interno, que garantiza confidencialidad, no revictimización y medidas de protección inmediatas.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Comunique el hecho al correo confidencial del Comité de Convivencia o a la línea anticorrupción, que también recibe denuncias de acoso.",
            "En un plazo máximo de tres días hábiles, una profesional del área de talento humano la contactará para escucharla y acordar medidas de protección.",
            "Si lo desea, la empresa la orienta para presentar la denuncia ante la Fiscalía, la Comisaría de Familia o la Inspección del Trabajo.",
            "La línea nacional 155 ofrece orientación gratuita a mujeres víctimas de violencia las 24 horas.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "En los puntos de atención, las mujeres gestantes, con niñas o niños en brazos o con discapacidad tienen turno preferencial, sin necesidad de solicitarlo.",
        },
      ],
    },
    {
      heading: "Documentos y contacto",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Indicadores de equidad de género 2024-2026", file: "/docs/informacion-mujeres-indicadores-2026.csv", format: "CSV", date: "2026-03-06" },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Equipo de equidad de género", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Línea anticorrupción y de denuncias", value: "{antiCorruptionLine}", href: "tel:{antiCorruptionLine}" },
            { label: "Orientación a mujeres víctimas de violencia", value: "Línea 155", href: "tel:155" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Información para grupos de interés", path: "/interestGroups" },
            { label: "Responsabilidad social", path: "/sostenibilidad/responsabilidadSocial" },
          ],
        },
      ],
    },
  ],
};

export default content;
