import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Antes de ejecutar obras, cambiar tarifas o suspender un servicio de manera programada, {brand} informa aquí qué va a hacer, a quién afecta, desde cuándo y con qué fundamento, para que usted pueda prepararse y presentar observaciones.",
  sections: [
    {
      heading: "Por qué se publica esta información",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 8 de la Ley 1437 de 2011 obliga a las autoridades a informar al público sobre los proyectos y decisiones que lo afectan, y la Ley 1712 de 2014 exige publicar de forma proactiva la información sobre las decisiones y políticas adoptadas. En servicios públicos, la regulación de la CREG y de la CRA exige, además, avisar con anticipación las interrupciones programadas y publicar las tarifas antes de aplicarlas.",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Suspensión programada de energía",
              description: "Se anuncia con al menos 48 horas de anticipación por medios masivos, indicando circuitos, sectores y duración.",
            },
            {
              term: "Suspensión programada de agua",
              description: "Se anuncia con al menos 48 horas de anticipación y se acompaña de carrotanques cuando dura más de 12 horas.",
            },
            {
              term: "Cambio de tarifas",
              description:
                "Las tarifas de energía se publican cada mes antes de facturar; las de acueducto y alcantarillado, cuando se actualizan por el IPC o por un nuevo estudio de costos.",
            },
          ],
        },
      ],
    },
    {
      heading: "Decisiones publicadas en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Decisiones con impacto en usuarios y comunidades, enero a abril de 2026",
          columns: ["Fecha de publicación", "Decisión", "Usuarios o sectores afectados", "Fundamento"],
          rows: [
            [
              "2026-01-20",
              "Actualización de las tarifas de acueducto y alcantarillado al acumular una variación del IPC superior al 3 %, aplicada desde la facturación de febrero",
              "86.200 usuarios de acueducto y 84.900 de alcantarillado",
              "Ley 142 de 1994, artículo 125; Resolución CRA 688 de 2014",
            ],
            [
              "2026-02-09",
              "Cierre parcial de la carrera 48 durante cinco meses por la construcción del colector Quebrada Honda",
              "Barrios La Floresta y San Vicente",
              "Licencia de intervención del espacio público de la Alcaldía",
            ],
            [
              "2026-03-06",
              "Suspensión programada del agua el sábado 14 de marzo de 6:00 a. m. a 6:00 p. m. por mantenimiento de la Planta El Salto",
              "Comunas 4 y 5, unos 14.800 usuarios",
              "Contrato de condiciones uniformes, cláusula de interrupciones programadas",
            ],
            [
              "2026-03-16",
              "Piloto de medición inteligente de energía con el cambio de 2.400 medidores desde mayo",
              "Barrio Centro",
              "Resolución CREG 101 001 de 2022",
            ],
            [
              "2026-04-06",
              "Suspensión programada de energía el domingo 12 de abril de 7:00 a. m. a 2:00 p. m. en el circuito El Alto 2",
              "Corregimiento El Alto, 1.930 usuarios",
              "Resolución CREG 070 de 1998",
            ],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Decisiones que pueden afectar al público, enero a abril de 2026",
              file: "/docs/decisiones-que-afectan-publico-2026.csv",
              format: "CSV",
              date: "2026-04-06",
            },
          ],
        },
      ],
    },
    {
      heading: "Cómo opinar sobre una decisión",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Lea la decisión y su fundamento en la tabla o en el documento descargable.",
            "Envíe sus observaciones por el formulario de PQRS, indicando la fecha de publicación de la decisión.",
            "Si la decisión afecta a su comunidad, solicite una reunión de socialización a través de su junta de acción comunal o de su vocal de control.",
            "La empresa responde las observaciones en los términos del derecho de petición y publica las más frecuentes en la memoria del evento de socialización.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Cortes no programados",
          text: "Las fallas imprevistas no se publican en esta sección. Para reportar un daño o conocer el estado de una interrupción, comuníquese con la línea {emergencyEnergy}.",
        },
        {
          kind: "links",
          items: [
            { label: "Noticias de cortes y suspensiones", path: "/noticias-cortes" },
            { label: "Tarifas de energía", path: "/energia/ratesEnergy" },
            { label: "Tarifas de acueducto y alcantarillado", path: "/acueducto/ratesAqueduct" },
            { label: "Reportar una falla", path: "/reporta-una-falla" },
          ],
        },
      ],
    },
  ],
};

export default content;
