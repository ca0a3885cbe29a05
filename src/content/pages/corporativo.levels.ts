import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Conozca cómo está organizada {brand}: las dependencias que la conforman, a quién responde cada una y cuántas personas trabajan en cada nivel de empleo.",
  sections: [
    {
      heading: "Organigrama",
      blocks: [
        {
          kind: "paragraph",
          text: "La máxima autoridad es la junta directiva, presidida por el alcalde municipal. De ella depende la gerencia general, que cuenta con cuatro oficinas asesoras y con la Secretaría General. La operación se reparte en seis subgerencias: tres técnicas, una por cada línea de servicio, y tres transversales que dan soporte a todas.",
        },
        {
          kind: "table",
          caption: "Dependencias de la estructura orgánica vigente (Acuerdo de Junta Directiva 009 de 2025)",
          columns: ["Dependencia", "Depende de", "Responsabilidad principal"],
          rows: [
            ["Gerencia General", "Junta Directiva", "Dirección y representación legal de la empresa"],
            ["Oficina de Control Interno", "Gerencia General", "Evaluación independiente de la gestión y del control"],
            ["Oficina Jurídica", "Gerencia General", "Defensa judicial y asesoría legal"],
            ["Oficina de Planeación", "Gerencia General", "Planeación estratégica, proyectos, riesgos y sistema integrado de gestión"],
            ["Oficina de Comunicaciones", "Gerencia General", "Información a usuarios, prensa y relacionamiento con comunidades"],
            ["Secretaría General", "Gerencia General", "Contratación, transparencia, actos administrativos y protección de datos"],
            ["Subgerencia de Energía", "Gerencia General", "Operación y mantenimiento de la red eléctrica y compra de energía"],
            ["Subgerencia de Acueducto y Alcantarillado", "Gerencia General", "Plantas de tratamiento, redes de agua y saneamiento"],
            ["Subgerencia de Telecomunicaciones", "Gerencia General", "Red de fibra óptica y servicios de internet, televisión y telefonía"],
            ["Subgerencia Comercial", "Gerencia General", "Facturación, recaudo, atención al usuario y PQR"],
            ["Subgerencia Financiera", "Gerencia General", "Presupuesto, contabilidad, tesorería y tarifas"],
            ["Subgerencia Administrativa", "Gerencia General", "Talento humano, tecnología, logística y gestión documental"],
          ],
        },
      ],
    },
    {
      heading: "Niveles de empleo",
      blocks: [
        {
          kind: "table",
          caption: "Planta de personal por nivel jerárquico, 30 de septiembre de 2026",
          columns: ["Nivel", "Ejemplos de cargos", "Personas"],
          rows: [
            ["Directivo", "Gerente, subgerentes, secretaria general, jefes de oficina", "14"],
            ["Asesor", "Asesores de gerencia en regulación, riesgos y proyectos", "9"],
            ["Profesional", "Ingenieros, abogados, contadores, profesionales de atención", "148"],
            ["Técnico", "Técnicos electricistas, de redes, de laboratorio y de sistemas", "221"],
            ["Asistencial y operativo", "Operarios, lectores, auxiliares administrativos, conductores", "248"],
            ["Total", "", "640"],
          ],
          numeric: [2],
          note: "La mayoría de los servidores son trabajadores oficiales, según el artículo 41 de la Ley 142 de 1994; los cargos de dirección y confianza son empleados públicos de libre nombramiento y remoción.",
        },
      ],
    },
    {
      heading: "Documentos y consulta",
      blocks: [
        {
          kind: "documents",
          items: [
            { title: "Organigrama de la empresa, 2026", file: "/docs/levels-organigrama-2026.pdf", format: "PDF", date: "2026-01-28" },
            { title: "Planta de personal por dependencia y nivel", file: "/docs/levels-planta-personal-2026.csv", format: "CSV", date: "2026-10-01" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Directorio de servidores", path: "/directory" },
            { label: "Mapa de procesos", path: "/process" },
            { label: "Junta directiva y alta dirección", path: "/corporateGovernment" },
          ],
        },
      ],
    },
  ],
};

export default content;
