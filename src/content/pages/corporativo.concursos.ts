import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Resultados de las convocatorias y concursos de méritos que {brand} abrió durante 2025 para proveer empleos de su planta y para invitar a estudiantes y emprendedores a participar en sus iniciativas, con las bases, las etapas y los resultados definitivos.",
  sections: [
    {
      heading: "Cómo se seleccionó al personal en 2025",
      blocks: [
        {
          kind: "paragraph",
          text: "La mayoría de los empleos de la empresa corresponden a trabajadores oficiales, según el artículo 41 de la Ley 142 de 1994, por lo que no hacen parte de la carrera administrativa que administra la Comisión Nacional del Servicio Civil. Aun así, la empresa los provee por concurso abierto de méritos, conforme a su reglamento interno de selección adoptado por la junta directiva, para garantizar igualdad de oportunidades y transparencia.",
        },
        {
          kind: "table",
          caption: "Ponderación de las pruebas de los concursos de 2025",
          columns: ["Prueba", "Carácter", "Peso"],
          rows: [
            ["Conocimientos técnicos", "Eliminatoria, puntaje mínimo de 65 sobre 100", "50 %"],
            ["Competencias comportamentales", "Clasificatoria", "20 %"],
            ["Valoración de estudios y experiencia adicionales", "Clasificatoria", "20 %"],
            ["Entrevista ante comité evaluador", "Clasificatoria", "10 %"],
          ],
          numeric: [2],
          note: "Las pruebas escritas fueron diseñadas y aplicadas por una universidad pública acreditada contratada para el efecto.",
        },
      ],
    },
    {
      heading: "Convocatorias de empleo 2025",
      blocks: [
        {
          kind: "table",
          caption: "Concursos de méritos realizados en 2025",
          columns: ["Convocatoria", "Cargo", "Vacantes", "Inscritos", "Admitidos", "Resultados definitivos"],
          rows: [
            ["01-2025", "Técnico electricista de redes de distribución", "12", "184", "131", "14/05/2025"],
            ["02-2025", "Operario de planta de tratamiento de agua", "6", "97", "72", "18/06/2025"],
            ["03-2025", "Profesional de atención al usuario", "4", "156", "109", "29/08/2025"],
            ["04-2025", "Técnico de redes de fibra óptica", "8", "121", "88", "10/10/2025"],
            ["05-2025", "Auxiliar de laboratorio de calidad del agua", "2", "63", "41", "28/11/2025"],
          ],
          numeric: [2, 3, 4],
        },
        {
          kind: "paragraph",
          text: "Las 32 vacantes se proveyeron en su totalidad con quienes ocuparon los primeros lugares de cada lista de elegibles. Las listas permanecen vigentes durante un año desde su publicación y se usan para cubrir nuevas vacantes del mismo cargo.",
        },
      ],
    },
    {
      heading: "Concursos para la comunidad",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Guardianes del Agua 2025",
              description:
                "Concurso de dibujo y cuento para estudiantes de primaria de las instituciones educativas del municipio; participaron 1.240 niñas y niños de 38 sedes, y los ganadores fueron premiados el 12 de diciembre de 2025.",
            },
            {
              term: "Reto de innovación abierta 2025",
              description:
                "Convocatoria para que universidades y emprendimientos propusieran soluciones para detectar fugas en las redes de acueducto; se recibieron 27 propuestas y 3 pasaron a piloto durante 2026.",
            },
          ],
        },
      ],
    },
    {
      heading: "Documentos de los concursos",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Resultados consolidados de los concursos de méritos 2025",
              file: "/docs/concursos-2025-resultados.csv",
              format: "CSV",
              date: "2025-12-12",
            },
            {
              title: "Bases generales de las convocatorias de empleo 2025",
              file: "/docs/concursos-2025-bases-generales.pdf",
              format: "PDF",
              date: "2025-01-20",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Las reclamaciones contra las listas de admitidos y los resultados se presentaron dentro de los dos días hábiles siguientes a cada publicación; en 2025 se recibieron 46 y todas fueron respondidas antes de publicar la lista de elegibles.",
        },
        {
          kind: "links",
          items: [
            { label: "Hojas de vida de aspirantes", path: "/cvs" },
            { label: "Colaboración e innovación abierta", path: "/colaboracion-innovacion" },
          ],
        },
      ],
    },
  ],
};

export default content;
