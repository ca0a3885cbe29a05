import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Conozca quiénes dirigen {brandLong}: los siete integrantes de la junta directiva, la gerente general y el equipo directivo, las decisiones más importantes de la junta en 2026 y los resultados de su evaluación anual.",
  sections: [
    {
      heading: "Junta directiva",
      blocks: [
        {
          kind: "paragraph",
          text: "La junta directiva es el máximo órgano de dirección de la empresa, según sus estatutos adoptados por el Concejo Municipal. La preside el alcalde de San Rafael y la completan tres delegados del alcalde, dos miembros independientes escogidos por su perfil técnico y un vocal de control elegido por los comités de desarrollo y control social de los servicios públicos, que lleva a la junta la voz de los usuarios (Ley 689 de 2001).",
        },
        {
          kind: "table",
          caption: "Integrantes de la junta directiva, periodo 2024-2027",
          columns: ["Integrante", "Calidad", "Perfil"],
          rows: [
            ["Alcalde municipal de San Rafael", "Presidente, miembro por derecho propio", "Representa al municipio, único propietario de la empresa"],
            ["Jorge Eliécer Montoya Vélez", "Delegado del alcalde", "Ingeniero electricista, 25 años en distribución de energía"],
            ["Claudia Patricia Arango Ríos", "Delegada del alcalde", "Contadora pública, especialista en finanzas públicas"],
            ["Luis Fernando Cardona Zapata", "Delegado del alcalde", "Ingeniero sanitario, exdirector de acueductos regionales"],
            [
              "Ana María Quintero Betancur",
              "Miembro independiente, preside el comité de auditoría y riesgos",
              "Abogada, experta en regulación y gobierno corporativo",
            ],
            ["Germán Alberto Restrepo Ochoa", "Miembro independiente", "Economista, exconsultor en tarifas de servicios públicos"],
            ["Rosa Elena Gallego Muñoz", "Vocal de control social", "Líder comunitaria del corregimiento El Alto"],
          ],
        },
      ],
    },
    {
      heading: "Alta dirección",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Gerente general: Ing. Martha Lucía Restrepo Gómez",
              description:
                "Ingeniera civil con maestría en gestión de recursos hídricos. Está al frente de la empresa desde 2024, designada por el alcalde, y ejerce su representación legal.",
            },
            {
              term: "Subgerente de Energía: Jorge Enrique Salazar Mejía",
              description: "Responde por la operación de las cinco subestaciones y la red eléctrica, la compra de energía y la atención de grandes clientes.",
            },
            {
              term: "Subgerente de Acueducto y Alcantarillado: Luz Adriana Cardona Ríos",
              description: "Dirige las plantas La Esperanza y El Salto, las redes de agua y el sistema de saneamiento.",
            },
            {
              term: "Subgerente de Telecomunicaciones: Andrés Felipe Montoya Ospina",
              description: "A cargo de la red de fibra óptica y de los servicios de internet, televisión y telefonía.",
            },
            {
              term: "Subgerente Comercial: Paula Andrea Giraldo Henao",
              description: "Lidera la facturación, el recaudo, la atención al usuario y el trámite de las PQR.",
            },
            {
              term: "Subgerente Financiero: Hernán Darío Vélez Cano",
              description: "Administra el presupuesto, la contabilidad, la tesorería y los estudios tarifarios.",
            },
            {
              term: "Subgerente Administrativa: Sandra Milena Zapata Londoño",
              description: "Gestiona el talento humano, la tecnología, la logística y el archivo.",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Hojas de vida de los directivos", path: "/cvs" },
            { label: "Directorio de servidores", path: "/directory" },
            { label: "Estructura organizacional", path: "/levels" },
          ],
        },
      ],
    },
    {
      heading: "Principales decisiones de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Decisiones relevantes de la junta directiva en 2026",
          columns: ["Fecha de la sesión", "Acto o acta", "Decisión"],
          rows: [
            ["2026-03-19", "Acta 003 de 2026", "Aprobación de los estados financieros de 2025, con dictamen sin salvedades del revisor fiscal"],
            ["2026-03-26", "Acuerdo de Junta 003 de 2026", "Adición de $ 9.800 millones de recursos del balance para el colector de la Quebrada La Honda"],
            ["2026-05-28", "Acuerdo de Junta 006 de 2026", "Traslado de $ 2.100 millones para reparar la aducción de la Planta El Salto"],
            [
              "2026-06-25",
              "Acuerdo de Junta 007 de 2026",
              "Adición del convenio de electrificación rural de El Alto y ajuste del crédito de la subestación Norte",
            ],
            ["2026-09-30", "Acta 009 de 2026", "Adopción de la política de gestión de riesgos de corrupción y de lavado de activos"],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Relación de decisiones de la junta directiva 2026",
              file: "/docs/corporate-government-decisiones-2026.csv",
              format: "CSV",
              date: "2026-10-05",
            },
          ],
        },
      ],
    },
    {
      heading: "Evaluación de la junta",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada año la junta evalúa su propio desempeño mediante una autoevaluación de sus miembros y una revisión externa de las prácticas de gobierno corporativo. En la evaluación de 2025 obtuvo 4,4 sobre 5: la asistencia promedio a las sesiones fue del 93 % y se recomendó fortalecer el comité de auditoría con un experto en tecnologías de la información.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Informe de evaluación de la junta directiva, vigencia 2025",
              file: "/docs/corporate-government-evaluacion-junta-2025.pdf",
              format: "PDF",
              date: "2026-03-19",
            },
          ],
        },
        {
          kind: "links",
          items: [{ label: "Gobierno corporativo en el menú de transparencia", path: "/transparencia/gobiernoCoorporativo" }],
        },
      ],
    },
  ],
};

export default content;
