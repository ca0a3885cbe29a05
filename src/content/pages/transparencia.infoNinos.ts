import type { PageContent } from "../types";

const content: PageContent = {
  lead: "¡Hola! Este es tu espacio para descubrir cómo llegan el agua, la luz e internet a tu casa, y qué puedes hacer tú, con tu familia, para cuidarlos cada día.",
  sections: [
    {
      heading: "¿De dónde viene el agua que sale por la llave?",
      blocks: [
        {
          kind: "paragraph",
          text: "El agua nace en las montañas que rodean a San Rafael y baja por quebradas y ríos. En las plantas La Esperanza y El Salto la limpiamos: primero le quitamos la tierra, después la filtramos con arena y al final le ponemos un poquito de cloro para que no tenga microbios.",
        },
        {
          kind: "paragraph",
          text: "Entre las dos plantas limpian 600 litros de agua cada segundo, ¡como llenar tres tinas de baño en un abrir y cerrar de ojos! Luego el agua viaja por tubos enterrados bajo las calles hasta tu casa.",
        },
      ],
    },
    {
      heading: "¿Cómo llega la energía a tu bombillo?",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Las centrales producen la energía con la fuerza del agua, del sol o del viento.",
            "Unos cables muy largos y altos, las líneas de transmisión, la llevan hasta las subestaciones.",
            "En la subestación un transformador baja la fuerza de la energía para que sea segura.",
            "Por los cables de los postes llega a tu barrio y, a través del medidor, entra a tu casa.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "¡Cuidado!",
          text: "Nunca toques un cable caído ni eleves cometas cerca de los postes. Si ves un cable suelto, aléjate y pídele a un adulto que llame al {emergencyEnergy}.",
        },
      ],
    },
    {
      heading: "Retos para ser guardián del agua y la energía",
      blocks: [
        {
          kind: "table",
          caption: "¿Cuánta agua se ahorra con pequeños cambios?",
          columns: ["Si haces esto…", "Gastas", "En vez de"],
          rows: [
            ["Te cepillas los dientes con un vaso de agua", "0,25 litros", "12 litros con la llave abierta"],
            ["Te bañas en 5 minutos", "45 litros", "90 litros en 10 minutos"],
            ["Lavas la bicicleta con un balde", "10 litros", "80 litros con manguera"],
          ],
          numeric: [1],
        },
        {
          kind: "list",
          items: [
            "Apaga la luz cuando salgas de una habitación.",
            "Desconecta el cargador cuando la tableta ya tenga batería.",
            "Avisa a un adulto si ves una llave goteando o una fuga en la calle.",
            "Usa internet con un adulto cerca y nunca compartas tus datos con desconocidos.",
          ],
        },
      ],
    },
    {
      heading: "Para jugar y aprender",
      blocks: [
        {
          kind: "paragraph",
          text: "Descarga la cartilla, imprímela y resuelve con tu familia la sopa de letras, el laberinto del agua y el crucigrama de la energía. Los colegios de San Rafael pueden pedir una visita guiada a la Planta La Esperanza para grupos de hasta 35 estudiantes.",
        },
        {
          kind: "documents",
          items: [
            { title: "Cartilla «Guardianes del agua y la energía»", file: "/docs/info-ninos-cartilla-guardianes.pdf", format: "PDF", date: "2025-04-28" },
            {
              title: "Pasatiempos: laberinto del agua y crucigrama de la energía",
              file: "/docs/info-ninos-pasatiempos.pdf",
              format: "PDF",
              date: "2025-04-28",
            },
          ],
        },
        { kind: "contacts", items: [{ label: "Visitas guiadas para colegios", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" }] },
        {
          kind: "links",
          items: [
            { label: "Recursos educativos", path: "/sostenibilidad/recursosEducativos" },
            { label: "Superciudadano", path: "/sostenibilidad/superciudadano" },
          ],
        },
      ],
    },
  ],
};

export default content;
