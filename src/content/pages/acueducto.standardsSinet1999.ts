import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La edición de 1999 de las normas SINET ya no se aplica a proyectos nuevos, pero se conserva aquí como referencia para revisar, ampliar o recibir obras que fueron diseñadas y aprobadas mientras estuvo vigente.",
  sections: [
    {
      heading: "Vigencia y alcance",
      blocks: [
        {
          kind: "paragraph",
          text: "La edición de 1999 se adoptó después de la expedición del primer Reglamento Técnico del Sector (Resolución 1096 de 2000, cuyo borrador ya circulaba) y rigió los diseños de acueducto y alcantarillado del municipio durante más de dos décadas. Dejó de aplicarse a los proyectos radicados a partir del 28 de abril de 2026, cuando entró en vigor la versión 2026 armonizada con la Resolución 0330 de 2017.",
        },
        {
          kind: "table",
          caption: "Cuándo se usa cada edición",
          columns: ["Situación del proyecto", "Edición aplicable"],
          rows: [
            ["Diseño aprobado antes del 28/04/2026 y obra en ejecución", "SINET 1999, hasta el recibo de la obra"],
            ["Diseño aprobado antes del 28/04/2026 sin iniciar obra por más de dos años", "SINET 2026; el diseño debe actualizarse"],
            ["Proyecto radicado desde el 28/04/2026", "SINET 2026"],
            ["Reparación o reposición de redes existentes", "SINET 2026 para materiales; SINET 1999 como referencia de lo construido"],
          ],
        },
      ],
    },
    {
      heading: "Diferencias que conviene tener en cuenta",
      blocks: [
        {
          kind: "list",
          items: [
            "El periodo de diseño de redes era de 20 años; hoy es de 25.",
            "Se admitían alcantarillados combinados en zonas consolidadas; la norma actual exige sistemas separados en urbanizaciones nuevas.",
            "La presión mínima de servicio era de 10 metros de columna de agua; la actual es de 15.",
            "Se aceptaban tuberías de asbesto cemento, que hoy están prohibidas por la Ley 1968 de 2019.",
            "Los planos se entregaban en papel; ahora el catastro de redes debe ser digital y georreferenciado.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Solo como referencia",
          text: "No radique proyectos nuevos con los criterios de 1999: serán devueltos sin estudio. Use esta edición únicamente para entender cómo se diseñaron las redes existentes o para terminar obras ya aprobadas.",
        },
      ],
    },
    {
      heading: "Consulta del documento histórico",
      blocks: [
        {
          kind: "paragraph",
          text: "El documento se digitalizó a partir del ejemplar original firmado, que reposa en el archivo central de la empresa. Algunos planos tipo pueden verse con baja resolución; si necesita una copia certificada de un plano o de una norma específica, solicítela como petición de documentos, con respuesta en 10 días hábiles.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Normas SINET, edición 1999 (copia digitalizada de referencia)",
              file: "/docs/standards-sinet1999-edicion-historica.pdf",
              format: "PDF",
              date: "2024-11-18",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Normas SINET vigentes, versión 2026", path: "/acueducto/standardsSINET" },
            { label: "Solicitud de información y documentos", path: "/information-request" },
          ],
        },
      ],
    },
  ],
};

export default content;
