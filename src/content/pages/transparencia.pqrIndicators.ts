import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Indicadores trimestrales de las peticiones, quejas, reclamos y recursos que recibe {brand}: cuántas llegan por cada 1.000 usuarios, cuántas se contestan a tiempo, cuántas se resuelven a favor del usuario y cuántas terminan en segunda instancia.",
  sections: [
    {
      heading: "Resultados por servicio, julio a septiembre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "PQR recibidas y tasa por cada 1.000 usuarios, tercer trimestre de 2026",
          columns: ["Servicio", "PQR recibidas", "Usuarios", "PQR por cada 1.000 usuarios", "Respondidas en término", "Días hábiles promedio"],
          rows: [
            ["Energía", "1.485", "98.400", "15,1", "98,1 %", "8,1"],
            ["Acueducto y alcantarillado", "1.323", "86.200", "15,3", "98,0 %", "8,3"],
            ["Telecomunicaciones", "1.104", "21.300", "51,8", "97,2 %", "8,9"],
            ["Total", "3.912", "205.900", "19,0", "97,8 %", "8,4"],
          ],
          numeric: [1, 2, 3, 4, 5],
          note: "Para acueducto y alcantarillado se usa como base el número de usuarios de acueducto, porque casi la totalidad recibe ambos servicios en la misma factura.",
        },
        {
          kind: "table",
          caption: "Resultado de las decisiones y recursos del tercer trimestre de 2026",
          columns: [
            "Servicio",
            "Resueltas a favor del usuario",
            "Recursos de reposición",
            "Apelaciones enviadas a segunda instancia",
            "Autoridad de segunda instancia",
          ],
          rows: [
            ["Energía", "38 %", "96", "41", "SSPD"],
            ["Acueducto y alcantarillado", "41 %", "78", "33", "SSPD"],
            ["Telecomunicaciones", "31 %", "52", "18", "SIC"],
          ],
          numeric: [1, 2, 3],
        },
      ],
    },
    {
      heading: "Cómo leer estas cifras",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "PQR por cada 1.000 usuarios",
              description:
                "Número de solicitudes del trimestre dividido entre los usuarios del servicio y multiplicado por mil; permite comparar servicios de distinto tamaño.",
            },
            {
              term: "Respondidas en término",
              description:
                "Porcentaje de solicitudes contestadas dentro del plazo legal: 15 días hábiles para peticiones y reclamos, 10 para solicitudes de información o documentos y 30 para consultas.",
            },
            {
              term: "Resueltas a favor del usuario",
              description:
                "Decisiones en las que la empresa reconoció total o parcialmente lo pedido, por ejemplo una corrección de la factura o una compensación.",
            },
            {
              term: "Apelación",
              description:
                "Recurso que se presenta como subsidiario del de reposición, dentro de los 5 días hábiles siguientes a la notificación, para que la superintendencia revise la decisión.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "En el trimestre 86 respuestas se entregaron fuera de plazo. De ellas, 31 eran reclamos de servicios públicos domiciliarios, en los que se reconoció el silencio administrativo positivo conforme al artículo 158 de la Ley 142 de 1994, es decir, se tuvo por aceptado lo pedido por el usuario.",
        },
      ],
    },
    {
      heading: "Fuente y obligación de reporte",
      blocks: [
        {
          kind: "paragraph",
          text: "Los reclamos de energía, acueducto y alcantarillado se reportan a la Superintendencia de Servicios Públicos Domiciliarios a través del SUI, y los de telecomunicaciones se reportan a la CRC con su código único numérico. La oficina de control interno verifica una muestra de expedientes antes de la publicación.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Indicadores de PQR por servicio, tercer trimestre de 2026",
              file: "/docs/pqr-indicators-tercer-trimestre-2026.csv",
              format: "CSV",
              date: "2026-10-17",
            },
          ],
        },
      ],
    },
    {
      heading: "Presente o consulte su solicitud",
      blocks: [
        {
          kind: "links",
          items: [
            { label: "Radicar una petición, queja o reclamo", path: "/newPQRS" },
            { label: "Consultar el estado de una PQR", path: "/pqr" },
            { label: "Informes de PQRSD", path: "/informes-pqr" },
            { label: "PQR de telecomunicaciones", path: "/telco-indicadores-calidad-pqr" },
          ],
        },
      ],
    },
  ],
};

export default content;
