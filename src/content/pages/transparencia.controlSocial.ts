import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Los usuarios de los servicios públicos domiciliarios pueden organizarse en Comités de Desarrollo y Control Social para vigilar la prestación del servicio. Aquí se explica cómo se conforman, cómo se elige al vocal de control y qué comités están inscritos ante {brand}.",
  sections: [
    {
      heading: "Fundamento legal",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 62 de la Ley 142 de 1994 ordena que en cada municipio existan Comités de Desarrollo y Control Social de los servicios públicos domiciliarios, integrados por usuarios, suscriptores o suscriptores potenciales. Los artículos 63 a 66 fijan sus funciones y las del vocal de control, y el Decreto 1429 de 1995 reglamenta su funcionamiento.",
        },
        {
          kind: "paragraph",
          text: "La Superintendencia de Servicios Públicos Domiciliarios apoya a los comités con capacitación y recibe los informes de los vocales. La Alcaldía municipal lleva el registro de los comités constituidos en San Rafael.",
        },
      ],
    },
    {
      heading: "Cómo se conforma un comité",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Convoque una asamblea abierta de usuarios del servicio o de los servicios que se quieren vigilar.",
            "Reúna el número mínimo de integrantes que exige la ley: el resultado de dividir la población del municipio por 10.000, sin que sea inferior a 50 personas.",
            "Elaboren el acta de constitución con la lista de miembros, su firma, su dirección y el número de cuenta o contrato de cada uno.",
            "Elijan en la misma asamblea al vocal de control, por un periodo de dos años, y a su suplente.",
            "Inscriban el comité y el vocal ante la Alcaldía municipal, que lo reconoce mediante acto administrativo.",
            "Presenten copia del reconocimiento a {brand} para que la empresa registre al vocal y lo convoque a las reuniones periódicas.",
          ],
        },
      ],
    },
    {
      heading: "Funciones del vocal de control",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Informar a los usuarios", description: "Sobre sus derechos y deberes, el régimen tarifario y los subsidios y contribuciones." },
            { term: "Proponer mejoras", description: "Presentar a la empresa planes y programas para resolver las deficiencias del servicio." },
            { term: "Estratificación", description: "Solicitar al alcalde la revisión de la estratificación de un inmueble o de un sector." },
            {
              term: "Subsidios",
              description: "Vigilar que los subsidios lleguen a los usuarios de los estratos 1, 2 y 3 y solicitar la revisión de su asignación.",
            },
            { term: "Rendir cuentas", description: "Informar al comité y a la asamblea de usuarios sobre su gestión, al menos cada seis meses." },
          ],
        },
      ],
    },
    {
      heading: "Comités inscritos ante la empresa",
      blocks: [
        {
          kind: "table",
          caption: "Comités de Desarrollo y Control Social registrados (corte: agosto de 2025)",
          columns: ["Comité", "Servicios", "Miembros", "Vocal de control", "Periodo"],
          rows: [
            ["CDCS Centro y La Estación", "Energía, acueducto y alcantarillado", "86", "Gloria Inés Marulanda", "2025-2027"],
            ["CDCS Comunas Nororientales", "Acueducto y alcantarillado", "112", "Jhon Fredy Castaño", "2024-2026"],
            ["CDCS Energía San Rafael", "Energía", "74", "Rubén Darío Zapata", "2025-2027"],
            ["CDCS Corregimiento El Alto", "Energía y acueducto", "58", "María Eugenia Arango", "2024-2026"],
          ],
          numeric: [2],
        },
        {
          kind: "paragraph",
          text: "La empresa se reúne con los vocales cada trimestre para revisar reclamos recurrentes, obras en curso y cambios tarifarios. En 2025 se celebraron cuatro reuniones, y de ellas salieron 19 compromisos, de los cuales 16 estaban cumplidos al cierre del año.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Registro de comités, vocales y compromisos de las reuniones trimestrales",
              file: "/docs/control-social-comites-2025.csv",
              format: "CSV",
              date: "2025-08-11",
            },
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Coordinación de participación ciudadana", value: "transparencia@emsp.example", href: "mailto:transparencia@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Control social y veedurías ciudadanas", path: "/control-social" },
            { label: "Participación ciudadana", path: "/ParticipacionCiudadana" },
          ],
        },
      ],
    },
  ],
};

export default content;
