import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La historia del acueducto de San Rafael es la de un pueblo que pasó de cargar agua desde las pilas de la plaza a recibirla potable en el 99,6 % de sus viviendas urbanas. Este recorrido resume las obras y las decisiones que lo hicieron posible.",
  sections: [
    {
      heading: "Las pilas públicas y el primer tanque",
      blocks: [
        {
          kind: "paragraph",
          text: "A finales del siglo XIX el agua llegaba al casco urbano por una acequia abierta desde la quebrada El Salto y se repartía en tres pilas públicas: la de la plaza principal, la del barrio La Estación y la del camino a El Alto. Los aguateros la llevaban en burros a las casas que podían pagar el servicio, y las demás familias hacían fila con sus múcuras al amanecer.",
        },
        {
          kind: "paragraph",
          text: "En 1921 el Concejo Municipal contrató la construcción del primer tanque de almacenamiento en la loma de Miraflores y de una red de tubería de hierro para el centro. Por primera vez unas 400 casas tuvieron una llave propia, aunque el agua no recibía ningún tratamiento.",
        },
      ],
    },
    {
      heading: "Línea de tiempo",
      blocks: [
        {
          kind: "table",
          caption: "Hitos del acueducto municipal",
          columns: ["Año", "Hecho"],
          rows: [
            ["1921", "Primer tanque de almacenamiento y red de hierro en el centro"],
            ["1948", "Se inicia la cloración del agua, después de un brote de fiebre tifoidea"],
            ["1964", "El Acuerdo Municipal 014 crea la empresa municipal que asume el acueducto, la energía y el alcantarillado"],
            ["1978", "Entra en operación la Planta La Esperanza, con toma en el río San Rafael"],
            ["1996", "El Acuerdo 022 transforma la empresa en E.S.P. conforme a la Ley 142 de 1994"],
            ["2009", "Se inaugura la Planta El Salto para abastecer el norte de la ciudad y el corregimiento El Alto"],
            ["2016", "Comienza a operar la planta de aguas residuales Los Guaduales"],
            ["2019", "Se instala el sistema de telemetría y se inicia la sectorización hidráulica"],
          ],
        },
      ],
    },
    {
      heading: "Cobertura a través de las décadas",
      blocks: [
        {
          kind: "table",
          caption: "Viviendas urbanas con conexión al acueducto",
          columns: ["Año", "Suscriptores aproximados", "Cobertura urbana"],
          numeric: [1, 2],
          rows: [
            ["1951", "2.300", "41 %"],
            ["1973", "11.800", "72 %"],
            ["1993", "38.500", "91 %"],
            ["2005", "58.900", "97,2 %"],
            ["2015", "74.600", "98,9 %"],
            ["2026", "86.200", "99,6 %"],
          ],
          note: "Cifras reconstruidas con los censos de población y los registros comerciales del archivo histórico de la empresa.",
        },
      ],
    },
    {
      heading: "La memoria que se conserva",
      blocks: [
        {
          kind: "paragraph",
          text: "La pila de la plaza principal fue restaurada en 2014 y es hoy un bien de interés cultural del municipio. El archivo central guarda los planos originales de 1921, las actas de la junta del acueducto y fotografías de la construcción de La Esperanza, que pueden consultar investigadores y colegios con cita previa.",
        },
        {
          kind: "paragraph",
          text: "Cada 22 de marzo, Día Mundial del Agua, la Planta La Esperanza abre sus puertas para visitas guiadas de familias y estudiantes, que recorren el proceso de potabilización y la sala de exposición histórica.",
        },
        {
          kind: "links",
          items: [
            { label: "Reseña histórica del alcantarillado", path: "/acueducto/reviewSewer" },
            { label: "Servicio de acueducto hoy", path: "/acueducto/homeAqueduct" },
            { label: "Quiénes somos", path: "/who-we-are" },
          ],
        },
      ],
    },
  ],
};

export default content;
