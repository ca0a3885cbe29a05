import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí se publican las resoluciones de gerencia, los acuerdos de la junta directiva y las circulares de carácter general que expide {brand}, es decir, las decisiones que no se dirigen a una persona en particular sino al conjunto de usuarios, proveedores o servidores.",
  sections: [
    {
      heading: "Qué es un acto de carácter general",
      blocks: [
        {
          kind: "paragraph",
          text: "Un acto administrativo general fija reglas para un grupo indeterminado de personas: por ejemplo, el contrato de condiciones uniformes, el reglamento de atención de PQR o las tarifas de servicios conexos. Según el artículo 65 de la Ley 1437 de 2011, estos actos solo son obligatorios después de su publicación, y la Ley 1712 de 2014 exige mantenerlos disponibles en el sitio web.",
        },
        {
          kind: "paragraph",
          text: "Las decisiones particulares, como la respuesta a un reclamo, no se publican aquí: se notifican a su destinatario y, cuando no es posible ubicarlo, se publican en la sección de notificaciones por aviso.",
        },
      ],
    },
    {
      heading: "Actos expedidos en 2026",
      blocks: [
        {
          kind: "table",
          caption: "Resoluciones, acuerdos y circulares de carácter general, vigencia 2026",
          columns: ["Tipo y número", "Fecha", "Asunto"],
          rows: [
            ["Acuerdo de Junta Directiva 001", "29/01/2026", "Aprueba el plan de acción integrado y el plan anual de adquisiciones de 2026"],
            ["Resolución de Gerencia 0148", "16/02/2026", "Actualiza las tarifas de servicios conexos de energía, acueducto y alcantarillado"],
            ["Circular 004", "10/03/2026", "Fija el calendario de cortes programados de mantenimiento del primer semestre"],
            ["Resolución de Gerencia 0392", "22/05/2026", "Adopta la versión 4 del manual de contratación"],
            ["Acuerdo de Junta Directiva 006", "25/06/2026", "Modifica el presupuesto de inversión para la reposición de redes de acueducto"],
            ["Resolución de Gerencia 0611", "14/08/2026", "Actualiza el reglamento interno para el trámite de peticiones, quejas, reclamos y denuncias"],
            ["Circular 019", "18/09/2026", "Establece el horario de atención durante las elecciones y los días festivos del segundo semestre"],
          ],
        },
      ],
    },
    {
      heading: "Actos principales de 2025",
      blocks: [
        {
          kind: "table",
          caption: "Selección de actos generales expedidos en 2025",
          columns: ["Tipo y número", "Fecha", "Asunto"],
          rows: [
            ["Acuerdo de Junta Directiva 003", "27/03/2025", "Actualiza el código de buen gobierno corporativo"],
            ["Resolución de Gerencia 0287", "09/05/2025", "Adopta la política de tratamiento de datos personales"],
            ["Resolución de Gerencia 0533", "21/08/2025", "Modifica el contrato de condiciones uniformes de acueducto y alcantarillado"],
            ["Acuerdo de Junta Directiva 011", "11/12/2025", "Aprueba el presupuesto de la vigencia 2026 por $ 612.400 millones"],
          ],
        },
      ],
    },
    {
      heading: "Descargas y consulta",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Índice de actos administrativos de carácter general 2025–2026",
              file: "/docs/actos-administrativos-generales-2025-2026.csv",
              format: "CSV",
              date: "2026-09-21",
            },
            {
              title: "Resolución de Gerencia 0611 de 2026 (reglamento de PQRSD)",
              file: "/docs/actos-administrativos-generales-resolucion-0611-2026.pdf",
              format: "PDF",
              date: "2026-08-14",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Si necesita un acto de años anteriores o una copia auténtica, escriba al correo de atención indicando el número y la fecha; la Secretaría General lo enviará en un máximo de diez días hábiles sin costo cuando sea en formato digital.",
        },
        {
          kind: "links",
          items: [
            { label: "Normograma", path: "/normograma" },
            { label: "Notificación por aviso en la página web", path: "/notificaciones-actos-administrativos-por-pagina-web" },
            { label: "Proyectos normativos para comentarios", path: "/projectComments" },
          ],
        },
      ],
    },
  ],
};

export default content;
