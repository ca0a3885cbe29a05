import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Si su establecimiento no es una vivienda y descarga aguas residuales al alcantarillado público, debe conocer cuándo y cómo presentar la caracterización de sus vertimientos ante {brand} y qué límites debe cumplir.",
  sections: [
    {
      heading: "Quiénes deben presentarla",
      blocks: [
        {
          kind: "paragraph",
          text: "La obligación recae en los usuarios no domésticos: industrias, talleres, lavaderos de vehículos, restaurantes, hospitales y clínicas, laboratorios, plantas de alimentos, estaciones de servicio y, en general, actividades comerciales o de servicios cuyas aguas residuales contengan sustancias distintas a las de una vivienda. El Decreto 1076 de 2015 obliga al prestador a exigir esta información y a informar a la autoridad ambiental sobre los usuarios que incumplen.",
        },
        {
          kind: "paragraph",
          text: "En 2026 hay 412 usuarios no domésticos inscritos en el programa de control de vertimientos de la empresa; 371 entregaron su caracterización dentro del plazo del año anterior.",
        },
      ],
    },
    {
      heading: "Parámetros y límites de la Resolución 631 de 2015",
      blocks: [
        {
          kind: "paragraph",
          text: "La Resolución 631 de 2015 del Ministerio de Ambiente fija los valores máximos permisibles según la actividad económica. Para las descargas al alcantarillado público los límites son 1,5 veces los valores fijados para vertimientos a cuerpos de agua superficiales. La siguiente tabla muestra algunos de los parámetros más frecuentes.",
        },
        {
          kind: "table",
          caption: "Parámetros que se analizan con más frecuencia",
          columns: ["Parámetro", "Unidad", "Ejemplo de límite al alcantarillado (restaurantes y servicios)"],
          numeric: [2],
          rows: [
            ["pH", "Unidades de pH", "5,00 a 9,00"],
            ["Demanda química de oxígeno (DQO)", "mg/L O2", "270,00"],
            ["Demanda bioquímica de oxígeno (DBO5)", "mg/L O2", "135,00"],
            ["Sólidos suspendidos totales", "mg/L", "135,00"],
            ["Grasas y aceites", "mg/L", "30,00"],
            ["Sólidos sedimentables", "mL/L", "3,00"],
            ["Temperatura", "°C", "40,00"],
          ],
          note: "Los límites exactos dependen del capítulo de la Resolución 631 de 2015 que corresponda a su actividad; el laboratorio los indica en el informe.",
        },
      ],
    },
    {
      heading: "Cómo presentar la caracterización",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Contrate el muestreo y el análisis con un laboratorio acreditado por el IDEAM para los parámetros exigidos.",
            "Tome una muestra compuesta durante una jornada representativa de la actividad, con alícuotas cada hora o según el régimen de descarga.",
            "Diligencie el formato de reporte de caracterización con los datos del establecimiento, el caudal medido y los resultados.",
            "Radique el formato y el informe del laboratorio en el correo atencion@emsp.example o en cualquier oficina de atención.",
            "Si algún parámetro supera el límite, adjunte el plan de acción con las obras o ajustes que realizará y su cronograma.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Plazo de 2026",
          text: "La caracterización anual debe presentarse a más tardar el 30 de junio. Los usuarios que la omitan o superen los límites de forma reiterada son reportados a la autoridad ambiental y pueden recibir la suspensión del servicio por incumplir el contrato de condiciones uniformes.",
        },
      ],
    },
    {
      heading: "Formatos y apoyo",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Formato de reporte de caracterización de vertimientos, 2026",
              file: "/docs/caracterizacion-vertimientos-formato-2026.pdf",
              format: "PDF",
              date: "2026-03-16",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "El laboratorio de la empresa también realiza estos análisis para terceros. Las visitas de verificación en sitio son gratuitas y se programan con los inspectores del programa de vertimientos.",
        },
        {
          kind: "links",
          items: [
            { label: "Laboratorio de calidad del agua", path: "/acueducto/laboratoriesAqueduct" },
            { label: "Buen uso del alcantarillado", path: "/acueducto/sewerInfo" },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Programa de control de vertimientos", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
          ],
        },
      ],
    },
  ],
};

export default content;
