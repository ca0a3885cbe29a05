import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta página informa cuántas peticiones, quejas y recursos presentaron los usuarios de internet, televisión y telefonía de {brand} en el tercer trimestre de 2026, en cuánto tiempo se respondieron, cuántas se resolvieron a favor del usuario y cuántos casos pasaron a la SIC.",
  sections: [
    {
      heading: "PQR por tipo y por mes",
      blocks: [
        {
          kind: "table",
          caption: "PQR de telecomunicaciones con CUN, julio a septiembre de 2026",
          columns: ["Tipo", "Julio", "Agosto", "Septiembre", "Trimestre"],
          rows: [
            ["Peticiones", "195", "185", "174", "554"],
            ["Quejas", "178", "166", "154", "498"],
            ["Recursos de reposición", "19", "17", "16", "52"],
            ["Total", "392", "368", "344", "1.104"],
          ],
          numeric: [1, 2, 3, 4],
        },
      ],
    },
    {
      heading: "Oportunidad y resultado de las respuestas",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores de respuesta, julio a septiembre de 2026",
          columns: ["Indicador", "Julio", "Agosto", "Septiembre", "Trimestre"],
          rows: [
            ["Tiempo promedio de respuesta (días hábiles)", "9,2", "8,9", "8,6", "8,9"],
            ["Respondidas dentro del término de 15 días hábiles", "96,9 %", "97,3 %", "97,4 %", "97,2 %"],
            ["Resueltas a favor del usuario (cantidad)", "124", "113", "105", "342"],
            ["Resueltas a favor del usuario (porcentaje)", "31,6 %", "30,7 %", "30,5 %", "31,0 %"],
            ["Recursos de apelación trasladados a la SIC", "7", "6", "5", "18"],
          ],
          numeric: [1, 2, 3, 4],
        },
        {
          kind: "paragraph",
          text: "Una PQR se cuenta como resuelta a favor cuando la empresa accede total o parcialmente a lo pedido, por ejemplo al ajustar un cobro o al reconocer un descuento por falla. Los recursos trasladados a la SIC son los casos en los que el usuario no quedó conforme con la respuesta a su recurso de reposición.",
        },
      ],
    },
    {
      heading: "Canales por los que llegan las PQR",
      blocks: [
        {
          kind: "table",
          caption: "Distribución de las PQR telco por canal, tercer trimestre de 2026",
          columns: ["Canal", "PQR", "Participación"],
          rows: [
            ["Línea gratuita", "574", "52,0 %"],
            ["Oficinas de atención", "199", "18,0 %"],
            ["WhatsApp", "155", "14,0 %"],
            ["Portal web y correo electrónico", "176", "15,9 %"],
            ["Total", "1.104", "100 %"],
          ],
          numeric: [1, 2],
        },
      ],
    },
    {
      heading: "Cómo presentar y seguir su PQR",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Radique su PQR por el canal que prefiera y guarde el CUN que le entregan.",
            "Consulte el estado con el CUN en la línea gratuita o en el portal.",
            "Revise la respuesta: debe explicar los motivos y, si le niegan lo pedido, indicarle cómo presentar recursos.",
            "Si no está de acuerdo, presente recurso de reposición y en subsidio de apelación dentro de los 10 días hábiles siguientes.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "PQR de telecomunicaciones por mes, tipo y canal, tercer trimestre de 2026",
              file: "/docs/indicadores-calidad-pqr-2026-t3.csv",
              format: "CSV",
              date: "2026-10-08",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Radicar una PQR", path: "/newPQRS" },
            { label: "Causas de queja más frecuentes", path: "/telco-indicadores-calidad-quejas" },
          ],
        },
      ],
    },
  ],
};

export default content;
