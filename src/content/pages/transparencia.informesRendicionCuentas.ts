import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Archivo histórico de los informes de rendición de cuentas de {brand} de vigencias anteriores, con el acta de cada audiencia pública y el resultado de las evaluaciones que diligenciaron los asistentes.",
  sections: [
    {
      heading: "Para qué sirve este archivo",
      blocks: [
        {
          kind: "paragraph",
          text: "Conservar los informes de años anteriores permite comparar los compromisos que la empresa anunció con los resultados que reportó después. La Ley 1757 de 2015 exige que la información de la rendición de cuentas permanezca disponible, y la Ley 594 de 2000, Ley General de Archivos, regula su conservación según las tablas de retención documental.",
        },
        {
          kind: "paragraph",
          text: "El informe de la vigencia más reciente y la convocatoria a la próxima audiencia se publican en la página de rendición de cuentas. Cuando se realiza una nueva audiencia, el informe anterior pasa a este archivo junto con su acta.",
        },
      ],
    },
    {
      heading: "Audiencias públicas realizadas",
      blocks: [
        {
          kind: "table",
          caption: "Histórico de audiencias de rendición de cuentas, vigencias 2021 a 2024",
          columns: [
            "Vigencia informada",
            "Fecha de la audiencia",
            "Modalidad",
            "Asistentes presenciales",
            "Conexiones virtuales",
            "Preguntas",
            "Evaluación favorable",
          ],
          rows: [
            ["2021", "2022-03-30", "Virtual con aforo reducido", "186", "940", "31", "84 %"],
            ["2022", "2023-03-29", "Presencial y transmisión", "254", "1.120", "42", "86 %"],
            ["2023", "2024-03-21", "Presencial y transmisión", "331", "1.480", "49", "88 %"],
            ["2024", "2025-03-27", "Presencial y transmisión", "378", "1.690", "57", "89 %"],
          ],
          numeric: [3, 4, 5, 6],
          note: "La evaluación favorable es el porcentaje de encuestados que calificó la audiencia como buena o muy buena.",
        },
      ],
    },
    {
      heading: "Compromisos adquiridos en las audiencias",
      blocks: [
        {
          kind: "paragraph",
          text: "En cada audiencia la gerencia asume compromisos públicos. Su cumplimiento se revisa en la audiencia siguiente y se deja constancia en el acta.",
        },
        {
          kind: "table",
          caption: "Compromisos de las audiencias anteriores y su cumplimiento",
          columns: ["Audiencia", "Compromiso", "Resultado"],
          rows: [
            ["2023", "Instalar un punto de atención en el corregimiento El Alto", "Cumplido: abierto en agosto de 2023"],
            ["2024", "Reducir el IPUF por debajo de 7,5 m³/suscriptor/mes", "Cumplido: 7,2 al cierre de 2024"],
            ["2024", "Publicar las tarifas del servicio de telecomunicaciones en la factura", "Cumplido desde junio de 2024"],
            ["2025", "Iniciar la construcción del colector Quebrada Honda", "Cumplido: obra iniciada en noviembre de 2025"],
            ["2025", "Ampliar el horario de atención por WhatsApp", "Cumplido en marzo de 2026"],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Histórico de audiencias, asistencia y evaluaciones 2021-2024",
              file: "/docs/informes-rendicion-cuentas-historico-2021-2024.csv",
              format: "CSV",
              date: "2026-02-02",
            },
            {
              title: "Acta de la audiencia pública del 27 de marzo de 2025 (vigencia 2024)",
              file: "/docs/informes-rendicion-cuentas-acta-2025.pdf",
              format: "PDF",
              date: "2025-04-10",
            },
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "Los informes de vigencias anteriores a 2021 se conservan en el archivo central y pueden solicitarse por correo o en la sede principal.",
        },
        {
          kind: "links",
          items: [
            { label: "Rendición de cuentas de la vigencia más reciente", path: "/informe-rendicion-cuentas" },
            { label: "Memorias de eventos", path: "/memorias-de-cada-evento" },
            { label: "Informes de empalme", path: "/informes-empalme" },
          ],
        },
      ],
    },
  ],
};

export default content;
