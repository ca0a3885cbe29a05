import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí se describen el objeto social de {brand}, las funciones que le asignan sus estatutos y los deberes que la ley le impone como prestadora de servicios públicos domiciliarios y de telecomunicaciones.",
  sections: [
    {
      heading: "Objeto social",
      blocks: [
        {
          kind: "paragraph",
          text: "Según sus estatutos, adoptados por el Acuerdo 022 de 1996 y actualizados por la junta directiva, la empresa tiene como objeto la prestación de los servicios públicos domiciliarios de energía eléctrica, acueducto y alcantarillado, y de sus actividades complementarias, así como la provisión de redes y servicios de telecomunicaciones. Puede desarrollar estas actividades dentro y fuera del municipio, directamente o asociada con otras entidades.",
        },
      ],
    },
    {
      heading: "Funciones",
      blocks: [
        {
          kind: "list",
          items: [
            "Captar, tratar y distribuir agua apta para el consumo humano, y recolectar y transportar las aguas residuales.",
            "Operar la red de distribución de energía como operador de red y comercializar energía a los usuarios regulados y no regulados.",
            "Construir, operar y mantener la red de fibra óptica y prestar servicios de internet, televisión y telefonía.",
            "Facturar y recaudar el valor de los servicios y aplicar los subsidios y contribuciones que ordena la ley.",
            "Planear y ejecutar las obras de expansión y reposición de las redes con base en planes de inversión aprobados.",
            "Proteger las cuencas abastecedoras y cumplir los permisos ambientales de captación y vertimiento.",
          ],
        },
      ],
    },
    {
      heading: "Deberes como prestadora de servicios",
      blocks: [
        {
          kind: "table",
          caption: "Principales deberes legales y su fundamento",
          columns: ["Deber", "Fundamento"],
          rows: [
            ["Asegurar que el servicio se preste en forma continua y eficiente, sin abuso de la posición dominante", "Ley 142 de 1994, artículo 11"],
            ["Cobrar tarifas calculadas con las fórmulas regulatorias de la CREG y la CRA", "Ley 142 de 1994, artículos 86 a 91"],
            ["Atender y resolver las peticiones, quejas y recursos de los usuarios en 15 días hábiles", "Ley 142 de 1994, artículos 152 a 159"],
            ["Informar a los usuarios sobre el uso eficiente de los servicios y sus derechos", "Ley 142 de 1994, artículo 11, numeral 11.1"],
            ["Proteger a los usuarios de telecomunicaciones y responder sus quejas con CUN", "Ley 1341 de 2009 y Res. CRC 5050 de 2016"],
            ["Publicar la información pública de manera proactiva", "Ley 1712 de 2014"],
            ["Reportar información al Sistema Único de Información (SUI)", "Ley 689 de 2001, artículo 14"],
          ],
        },
      ],
    },
    {
      heading: "Documentos relacionados",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Estatutos de la empresa, texto compilado a julio de 2025",
              file: "/docs/functions-duties-estatutos-2025.pdf",
              format: "PDF",
              date: "2025-07-21",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Normatividad", path: "/normativity" },
            { label: "Derechos y deberes de los usuarios de energía", path: "/energia/userRights" },
            { label: "Mapa de procesos", path: "/process" },
          ],
        },
      ],
    },
  ],
};

export default content;
