import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Reunimos las leyes, decretos y resoluciones que rigen la distribución y la comercialización de energía que presta {brand}, con una breve explicación de lo que regula cada norma y el enlace al normograma descargable.",
  sections: [
    {
      heading: "Leyes y decretos",
      blocks: [
        {
          kind: "table",
          caption: "Leyes y decretos principales del servicio de energía",
          columns: ["Norma", "Tema"],
          rows: [
            ["Ley 142 de 1994", "Régimen de los servicios públicos domiciliarios: derechos de los usuarios, contrato, facturación y recursos"],
            ["Ley 143 de 1994", "Régimen eléctrico: generación, transmisión, distribución y comercialización"],
            ["Ley 1117 de 2006 y Ley 1428 de 2010", "Subsidios a los estratos 1 y 2 y límites a sus incrementos"],
            ["Ley 1715 de 2014", "Integración de fuentes no convencionales de energía renovable e incentivos"],
            ["Ley 2099 de 2021", "Transición energética y modificaciones a la Ley 1715 de 2014"],
            ["Decreto 1073 de 2015", "Decreto Único Reglamentario del Sector Administrativo de Minas y Energía"],
          ],
        },
      ],
    },
    {
      heading: "Resoluciones de la CREG",
      blocks: [
        {
          kind: "paragraph",
          text: "La Comisión de Regulación de Energía y Gas fija las fórmulas tarifarias, los estándares de calidad y las reglas de conexión. Estas son las resoluciones que más inciden en la relación entre la empresa y sus usuarios.",
        },
        {
          kind: "table",
          caption: "Resoluciones CREG aplicadas por la empresa",
          columns: ["Resolución", "Tema"],
          rows: [
            ["CREG 108 de 1997", "Protección de los derechos de los usuarios y contrato de condiciones uniformes"],
            ["CREG 070 de 1998", "Reglamento de Distribución de energía eléctrica"],
            ["CREG 119 de 2007", "Fórmula tarifaria general del costo unitario para el mercado regulado"],
            ["CREG 156 de 2011", "Reglamento de Comercialización"],
            ["CREG 038 de 2014", "Código de Medida"],
            ["CREG 015 de 2018", "Reglas de remuneración de la distribución, calidad y planes de inversión"],
            ["CREG 130 de 2019", "Compra de energía para el mercado regulado y SICEP"],
            ["CREG 174 de 2021", "Autogeneración a pequeña escala y generación distribuida"],
          ],
        },
      ],
    },
    {
      heading: "Reglamentos técnicos del Ministerio de Minas y Energía",
      blocks: [
        {
          kind: "list",
          items: [
            "RETIE, Reglamento Técnico de Instalaciones Eléctricas, adoptado en su versión vigente por la Resolución 40117 de 2024.",
            "RETILAP, Reglamento Técnico de Iluminación y Alumbrado Público, Resolución 180540 de 2010 y sus modificaciones.",
            "Resoluciones de la UPME sobre consumo de subsistencia por altitud, que para San Rafael fijan 130 kWh al mes.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "La vigilancia y el control de la prestación del servicio corresponden a la Superintendencia de Servicios Públicos Domiciliarios; la regulación, a la CREG; y la política sectorial, al Ministerio de Minas y Energía.",
        },
      ],
    },
    {
      heading: "Normograma y normas internas",
      blocks: [
        {
          kind: "paragraph",
          text: "El normograma del proceso de energía se revisa cada semestre. La última actualización, de mayo de 2026, incorporó las resoluciones expedidas por la CREG en el primer semestre y retiró las normas derogadas. Las normas propias de la empresa, como el contrato de condiciones uniformes y las normas de construcción de redes, están en sus páginas respectivas.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Normograma del servicio de energía, actualización 2026",
              file: "/docs/energy-normativity-normograma-2026.csv",
              format: "CSV",
              date: "2026-05-25",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Normograma institucional", path: "/normograma" },
            { label: "Normatividad general de la empresa", path: "/normativity" },
            { label: "Normas técnicas de energía", path: "/energia/standardsTechnical" },
          ],
        },
      ],
    },
  ],
};

export default content;
