import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Docentes, líderes comunitarios y familias encuentran aquí material gratuito de {brand} para enseñar a ahorrar agua y energía, prevenir accidentes eléctricos y usar internet de forma responsable.",
  sections: [
    {
      heading: "Catálogo de materiales",
      blocks: [
        {
          kind: "table",
          caption: "Recursos disponibles en 2026",
          columns: ["Recurso", "Público", "Formato", "Duración o extensión"],
          rows: [
            ["Cartilla El agua que nos une", "Primaria (grados 3.º a 5.º)", "PDF descargable e impreso", "24 páginas"],
            ["Cartilla Energía con cuidado", "Primaria y secundaria", "PDF descargable e impreso", "20 páginas"],
            ["Guía En la red con confianza", "Secundaria y familias", "PDF descargable", "16 páginas"],
            ["Videos Gotita y Chispa", "Primera infancia", "Video animado, 6 capítulos", "4 minutos cada uno"],
            ["Taller Mi factura habla", "Adultos y juntas de acción comunal", "Presencial con presentación", "90 minutos"],
            ["Ruta de la gobernanza", "Grados 9.º a 11.º y universitarios", "Módulo con actividades", "4 sesiones"],
          ],
        },
        {
          kind: "paragraph",
          text: "Las cartillas impresas se entregan sin costo a instituciones educativas del municipio, hasta 40 ejemplares por grupo. Los videos se proyectan en los talleres y se entregan en memoria USB a los colegios que los solicitan para su biblioteca.",
        },
      ],
    },
    {
      heading: "Qué aprenden los estudiantes",
      blocks: [
        {
          kind: "list",
          items: [
            "Reconocer de dónde viene el agua de su casa, cómo se potabiliza y por qué el consumo básico es de 13 m³ al mes en San Rafael.",
            "Leer el medidor de agua y el de energía, y calcular cuánto consume cada electrodoméstico.",
            "Identificar riesgos eléctricos: cometas cerca de las redes, conexiones improvisadas, tomacorrientes sobrecargados.",
            "Proteger sus datos personales, reconocer el ciberacoso y usar con sentido los planes de internet del hogar.",
          ],
        },
        {
          kind: "paragraph",
          text: "Cada material trae una guía para el docente con objetivos, actividades y preguntas de evaluación alineadas con los estándares de competencias en ciencias naturales y ciudadanas del Ministerio de Educación Nacional.",
        },
      ],
    },
    {
      heading: "Descargas",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Cartilla El agua que nos une", file: "/docs/recursos-educativos-cartilla-agua.pdf", format: "PDF", date: "2026-02-18" },
            { title: "Cartilla Energía con cuidado", file: "/docs/recursos-educativos-cartilla-energia.pdf", format: "PDF", date: "2026-02-18" },
            { title: "Guía En la red con confianza", file: "/docs/recursos-educativos-guia-internet.pdf", format: "PDF", date: "2025-08-12" },
          ],
        },
      ],
    },
    {
      heading: "Solicite un taller para su institución",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Escriba al correo institucional con el nombre de la institución, los grados, el número de estudiantes y dos fechas posibles.",
            "El equipo pedagógico le confirma la visita en un máximo de diez días hábiles.",
            "El día del taller, disponga de un espacio con toma eléctrica; la empresa lleva los equipos y el material.",
            "Al finalizar, los docentes diligencian una evaluación corta que sirve para mejorar los contenidos.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Agenda 2027",
          text: "La programación de talleres para el primer semestre de 2027 se abre el 1.º de diciembre de 2026. En 2026 se atendieron 118 instituciones y 14.260 estudiantes.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Equipo pedagógico", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Programa Superciudadano", path: "/sostenibilidad/superciudadano" },
            { label: "Información para niños, niñas y adolescentes", path: "/info-niños" },
          ],
        },
      ],
    },
  ],
};

export default content;
