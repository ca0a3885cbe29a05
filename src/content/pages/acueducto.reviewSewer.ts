import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Del caño abierto al tratamiento de las aguas residuales: así ha cambiado la forma en que San Rafael se deshace de sus aguas usadas y de las lluvias, y cómo esa evolución mejoró la salud de sus habitantes y de sus ríos.",
  sections: [
    {
      heading: "Los primeros desagües",
      blocks: [
        {
          kind: "paragraph",
          text: "Hasta la década de 1930 las aguas usadas de las casas corrían por cunetas en piedra hacia las quebradas La Honda y Las Vegas, y los patios tenían letrinas o pozos sépticos. En 1936 se construyó el primer tramo de alcantarillado en ladrillo bajo la calle del Comercio, un sistema combinado que recogía en el mismo tubo las aguas residuales y las de lluvia.",
        },
        {
          kind: "paragraph",
          text: "Con la creación de la empresa municipal en 1964 el alcantarillado se extendió a los barrios que crecían alrededor de la estación del ferrocarril. Aquellas redes descargaban directamente a las quebradas urbanas, que se convirtieron en canales de aguas negras y en una fuente frecuente de enfermedades diarreicas.",
        },
      ],
    },
    {
      heading: "Del alcantarillado combinado a los sistemas separados",
      blocks: [
        {
          kind: "table",
          caption: "Etapas del sistema de alcantarillado",
          columns: ["Periodo", "Qué cambió"],
          rows: [
            ["1936 a 1963", "Redes combinadas en ladrillo y concreto en el centro tradicional"],
            ["1964 a 1989", "Expansión a los nuevos barrios con descargas directas a quebradas"],
            ["1990 a 2007", "Las urbanizaciones nuevas deben construir redes sanitarias y pluviales separadas"],
            ["1998", "Se construye el primer interceptor paralelo a la quebrada La Honda"],
            ["2008", "La autoridad ambiental aprueba el primer plan de saneamiento y manejo de vertimientos (PSMV)"],
            ["2016", "Entra en operación la planta de tratamiento de aguas residuales Los Guaduales"],
            ["2018", "Actualización del PSMV con metas hasta 2028"],
          ],
        },
      ],
    },
    {
      heading: "La planta Los Guaduales",
      blocks: [
        {
          kind: "paragraph",
          text: "La planta Los Guaduales, con capacidad de 310 l/s, trata las aguas residuales con un proceso de lodos activados y devuelve el agua al río San Rafael aguas abajo del casco urbano. Su construcción tomó cuatro años y fue financiada con recursos de la empresa, del municipio y de la Nación. En 2025 trató el 55 % de las aguas residuales urbanas y removió el 84 % de la carga orgánica medida como DBO5.",
        },
        {
          kind: "table",
          caption: "Crecimiento de la red de alcantarillado",
          columns: ["Año", "Kilómetros de red", "Suscriptores", "Cobertura urbana"],
          numeric: [1, 2, 3],
          rows: [
            ["1964", "38", "6.100", "44 %"],
            ["1990", "214", "31.700", "83 %"],
            ["2008", "401", "62.400", "93,5 %"],
            ["2016", "489", "75.300", "96,4 %"],
            ["2026", "548", "84.900", "97,8 %"],
          ],
        },
      ],
    },
    {
      heading: "Lo que falta por hacer",
      blocks: [
        {
          kind: "paragraph",
          text: "Aún quedan nueve puntos de descarga directa a quebradas en barrios de ladera, que se eliminarán con los interceptores programados hasta 2028. También se avanza en la separación de las redes combinadas del centro, para que las lluvias intensas no sobrecarguen la planta ni provoquen rebosamientos en las calles.",
        },
        {
          kind: "links",
          items: [
            { label: "Servicio de alcantarillado", path: "/acueducto/sewerHome" },
            { label: "Gestión ambiental del acueducto y PSMV", path: "/acueducto/gestionAmbiental" },
            { label: "Reseña histórica del acueducto", path: "/acueducto/reviewHistoric" },
          ],
        },
      ],
    },
  ],
};

export default content;
