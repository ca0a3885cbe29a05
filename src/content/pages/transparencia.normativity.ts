import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí encuentra las leyes, decretos y resoluciones de las comisiones de regulación que definen cómo {brand} presta los servicios de energía, acueducto, alcantarillado y telecomunicaciones, junto con los actos internos que los desarrollan.",
  sections: [
    {
      heading: "Para qué sirve esta sección",
      blocks: [
        {
          kind: "paragraph",
          text: "La Ley 1712 de 2014, en su artículo 9, obliga a los sujetos obligados a publicar las normas generales y reglamentarias que rigen su actividad. La Resolución MinTIC 1519 de 2020 ubica esta información en la categoría 2 del menú de transparencia, llamada Normativa.",
        },
        {
          kind: "paragraph",
          text: "Con esta consulta usted puede conocer qué regla se aplica a su factura, a una conexión nueva, a un corte o a una reclamación, y verificar que las decisiones de la empresa tengan respaldo legal. El listado completo, clasificado por proceso, está en el normograma institucional.",
        },
      ],
    },
    {
      heading: "Marco legal de los servicios públicos domiciliarios",
      blocks: [
        {
          kind: "table",
          caption: "Normas principales por servicio",
          columns: ["Norma", "Tema", "Servicio"],
          rows: [
            [
              "Ley 142 de 1994",
              "Régimen general de los servicios públicos domiciliarios, derechos de los usuarios y régimen tarifario",
              "Los cuatro servicios",
            ],
            ["Ley 143 de 1994", "Régimen de generación, transmisión, distribución y comercialización de electricidad", "Energía"],
            ["Resolución CREG 119 de 2007", "Fórmula tarifaria general del costo unitario de prestación para usuarios regulados", "Energía"],
            ["Resolución CREG 015 de 2018", "Reglas de remuneración de la actividad de distribución", "Energía"],
            [
              "Resolución CRA 688 de 2014 y CRA 735 de 2015",
              "Marco tarifario de acueducto y alcantarillado para más de 5.000 suscriptores",
              "Acueducto y alcantarillado",
            ],
            ["Decreto 1077 de 2015", "Decreto único del sector vivienda, ciudad y territorio (agua potable y saneamiento)", "Acueducto y alcantarillado"],
            ["Ley 1341 de 2009 y Ley 1978 de 2019", "Marco de las tecnologías de la información y las comunicaciones", "Telecomunicaciones"],
            ["Resolución CRC 5050 de 2016", "Régimen de protección de los derechos de los usuarios de servicios de comunicaciones", "Telecomunicaciones"],
          ],
        },
      ],
    },
    {
      heading: "Normas de transparencia, atención y gestión pública",
      blocks: [
        {
          kind: "list",
          items: [
            "Ley 1712 de 2014 y Decreto 1081 de 2015: transparencia y acceso a la información pública.",
            "Ley 1437 de 2011 y Ley 1755 de 2015: procedimiento administrativo y derecho de petición.",
            "Ley 1581 de 2012: protección de datos personales de los usuarios.",
            "Ley 1474 de 2011 y Ley 2195 de 2022: prevención de la corrupción y lenguaje claro.",
            "Decreto 1499 de 2017: Modelo Integrado de Planeación y Gestión (MIPG).",
          ],
        },
        {
          kind: "paragraph",
          text: "Las normas internas más consultadas son los estatutos de la empresa (Acuerdo Municipal 022 de 1996), el manual de contratación aprobado por la Junta Directiva y los contratos de condiciones uniformes de cada servicio.",
        },
      ],
    },
    {
      heading: "Documentos y consultas",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Listado de normas aplicables a la empresa (corte agosto de 2025)",
              file: "/docs/normativity-marco-legal-2025.csv",
              format: "CSV",
              date: "2025-08-19",
            },
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "¿Encontró una norma desactualizada?",
          text: "Si advierte que una norma fue derogada o modificada, avise a la Secretaría General por correo a transparencia@emsp.example; la corrección se revisa dentro de los diez días hábiles siguientes.",
        },
        {
          kind: "links",
          items: [
            { label: "Normograma por procesos", path: "/normograma" },
            { label: "Normatividad del servicio de energía", path: "/energia/energyNormativity" },
            { label: "Proyectos normativos para comentarios", path: "/projectComments" },
          ],
        },
      ],
    },
  ],
};

export default content;
