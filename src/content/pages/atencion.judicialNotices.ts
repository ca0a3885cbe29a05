import type { PageContent } from "../types";

const content: PageContent = {
  lead: "En esta sección {brand} publica los emplazamientos, edictos y avisos de los procesos judiciales y de cobro coactivo en los que es parte, para que las personas interesadas conozcan las actuaciones y puedan ejercer su derecho de defensa.",
  sections: [
    {
      heading: "Por qué se publican estos avisos",
      blocks: [
        {
          kind: "paragraph",
          text: "Cuando no es posible ubicar a una persona en su dirección, la ley permite comunicarle las actuaciones por medio de publicaciones. El artículo 10 de la Ley 2213 de 2022 dispone que los emplazamientos se hagan en el Registro Nacional de Personas Emplazadas, y el artículo 826 del Estatuto Tributario, aplicable al cobro coactivo por la Ley 1066 de 2006, autoriza la notificación del mandamiento de pago por aviso cuando la citación no surte efecto.",
        },
        {
          kind: "paragraph",
          text: "La publicación en esta página complementa esos mecanismos legales y no los reemplaza. Los términos de cada actuación corren según lo indicado en el respectivo aviso.",
        },
      ],
    },
    {
      heading: "Avisos vigentes",
      blocks: [
        {
          kind: "table",
          caption: "Emplazamientos, edictos y avisos publicados entre agosto y noviembre de 2026",
          columns: ["Fecha de publicación", "Tipo", "Proceso o expediente", "Despacho o dependencia", "Dirigido a"],
          rows: [
            [
              "2026-11-12",
              "Aviso de mandamiento de pago",
              "CC-2026-0418",
              "Oficina de Jurisdicción Coactiva",
              "Propietario del predio con matrícula 018-45211",
            ],
            [
              "2026-11-05",
              "Emplazamiento",
              "Rad. 2026-00231",
              "Juzgado Segundo Civil Municipal de San Rafael",
              "Herederos indeterminados de un suscriptor fallecido",
            ],
            [
              "2026-10-22",
              "Aviso de mandamiento de pago",
              "CC-2026-0397",
              "Oficina de Jurisdicción Coactiva",
              "Sociedad comercial deudora del contrato 7003154",
            ],
            ["2026-10-09", "Edicto de resolución de excepciones", "CC-2025-0872", "Oficina de Jurisdicción Coactiva", "Ejecutado del contrato 5120987"],
            [
              "2026-09-24",
              "Emplazamiento",
              "Rad. 2026-00187",
              "Juzgado Primero Civil del Circuito",
              "Personas indeterminadas en proceso de servidumbre eléctrica",
            ],
            ["2026-09-03", "Aviso de embargo", "CC-2026-0305", "Oficina de Jurisdicción Coactiva", "Titular del contrato 6001428"],
          ],
          note: "Por protección de datos personales se omiten los nombres de las personas naturales; el interesado puede identificar su caso con el número de expediente o de contrato.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Relación de avisos judiciales y de cobro coactivo publicados en 2026",
              file: "/docs/judicial-notices-relacion-2026.csv",
              format: "CSV",
              date: "2026-11-12",
            },
          ],
        },
      ],
    },
    {
      heading: "Qué hacer si un aviso le concierne",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Anote el número del expediente y la fecha de publicación, desde la cual se cuentan los términos.",
            "Comuníquese con la dependencia indicada para conocer el estado del proceso y el valor adeudado.",
            "Si está de acuerdo con la deuda, puede pagarla o solicitar una facilidad de pago, lo que suspende las medidas cautelares.",
            "Si no está de acuerdo, presente las excepciones dentro de los quince días hábiles siguientes a la notificación del mandamiento de pago, como lo prevé el artículo 830 del Estatuto Tributario.",
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Oficina de Jurisdicción Coactiva", value: "Sede principal, {officeAddress}, segundo piso" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Notificaciones judiciales", value: "notificacionesjudiciales@emsp.example", href: "mailto:notificacionesjudiciales@emsp.example" },
          ],
        },
      ],
    },
    {
      heading: "Notificaciones a la empresa",
      blocks: [
        {
          kind: "paragraph",
          text: "Los jueces, la Fiscalía y las demás autoridades que necesiten notificar a la empresa deben hacerlo en el buzón de notificaciones judiciales o en la ventanilla única de la sede principal. Las respuestas a PQR que no pudieron entregarse a los usuarios se publican en una página distinta.",
        },
        {
          kind: "links",
          items: [
            { label: "Notificación de respuestas a PQR", path: "/administrativeNotification" },
            { label: "Ventanilla única de correspondencia", path: "/singleWindow" },
            {
              label: "Informes de defensa pública y prevención del daño antijurídico",
              path: "/informes-sobre-defensa-publica-y-prevencion-del-dano-antijuridico",
            },
          ],
        },
      ],
    },
  ],
};

export default content;
