import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cada trimestre {brand} publica cuántas peticiones, quejas, reclamos, sugerencias y denuncias recibió, en cuánto tiempo las respondió, cuántas trasladó a otra entidad y cuántas solicitudes de información negó y por qué.",
  sections: [
    {
      heading: "Qué incluye el informe",
      blocks: [
        {
          kind: "paragraph",
          text: "El informe responde al artículo 2.1.1.6.2 del Decreto 1081 de 2015, que exige publicar el número de solicitudes de acceso a la información recibidas, trasladadas y negadas y el tiempo de respuesta, y al artículo 76 de la Ley 1474 de 2011, que ordena vigilar la atención de las PQRSD. También recoge los términos de la Ley 1755 de 2015 y el régimen de reclamos del artículo 158 de la Ley 142 de 1994.",
        },
        {
          kind: "table",
          caption: "Términos de respuesta aplicables (días hábiles)",
          columns: ["Tipo de solicitud", "Plazo"],
          rows: [
            ["Petición general", "15"],
            ["Solicitud de información o de documentos", "10"],
            ["Consulta", "30"],
            ["Reclamo de servicios públicos (con silencio administrativo positivo)", "15"],
            ["Recurso de reposición (plazo para presentarlo después de la notificación)", "5"],
          ],
          numeric: [1],
        },
      ],
    },
    {
      heading: "Tercer trimestre de 2026 (julio a septiembre)",
      blocks: [
        {
          kind: "paragraph",
          text: "En el trimestre se recibieron 3.912 solicitudes. El 97,8 % se respondió dentro del término legal y el tiempo promedio de respuesta fue de 8,4 días hábiles. Ningún reclamo quedó sin respuesta al punto de generar silencio administrativo positivo.",
        },
        {
          kind: "table",
          caption: "Solicitudes recibidas por tipo, tercer trimestre de 2026",
          columns: ["Tipo", "Recibidas", "Participación"],
          rows: [
            ["Reclamos", "1.738", "44,4 %"],
            ["Peticiones", "1.486", "38,0 %"],
            ["Quejas", "402", "10,3 %"],
            ["Solicitudes de información", "162", "4,1 %"],
            ["Sugerencias", "96", "2,5 %"],
            ["Denuncias", "28", "0,7 %"],
            ["Total", "3.912", "100,0 %"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "table",
          caption: "Motivos más frecuentes de queja y reclamo",
          columns: ["Motivo", "Participación"],
          rows: [
            ["Alto consumo o errores de facturación", "41 %"],
            ["Calidad de la potencia (energía)", "18 %"],
            ["Presión baja o falta de agua", "14 %"],
            ["Velocidad de internet", "11 %"],
            ["Atención recibida", "9 %"],
            ["Otros", "7 %"],
          ],
          numeric: [1],
        },
      ],
    },
    {
      heading: "Solicitudes de acceso a la información",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Recibidas", description: "162 solicitudes de información pública en el trimestre." },
            {
              term: "Trasladadas",
              description:
                "7 solicitudes se enviaron a la entidad competente, como la Alcaldía o la Superintendencia, dentro de los cinco días siguientes a su recibo.",
            },
            { term: "Tiempo promedio de respuesta", description: "6,1 días hábiles." },
            {
              term: "Negadas",
              description:
                "2 solicitudes: una por contener datos personales de terceros, protegidos por la Ley 1581 de 2012, y otra por pedir planos de infraestructura crítica, reservados por razones de seguridad pública según el artículo 19 de la Ley 1712 de 2014.",
            },
          ],
        },
        {
          kind: "table",
          caption: "Evolución trimestral de 2026",
          columns: ["Trimestre", "Solicitudes recibidas", "Respondidas a tiempo", "Tiempo promedio (días hábiles)", "Recursos de reposición"],
          rows: [
            ["Primero", "3.640", "97,1 %", "8,9", "236"],
            ["Segundo", "3.785", "97,5 %", "8,6", "221"],
            ["Tercero", "3.912", "97,8 %", "8,4", "214"],
          ],
          numeric: [1, 2, 3, 4],
        },
        {
          kind: "documents",
          items: [
            { title: "Informe de PQRSD del tercer trimestre de 2026", file: "/docs/informes-pqr-tercer-trimestre-2026.pdf", format: "PDF", date: "2026-10-09" },
            { title: "Datos de PQRSD por tipo, canal y término, 2026", file: "/docs/informes-pqr-2026.csv", format: "CSV", date: "2026-10-09" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Radicar una PQRS", path: "/newPQRS" },
            { label: "Indicadores de PQR", path: "/transparencia/indicadoresCalidadAtencion/pqrIndicators" },
            { label: "Quejas más frecuentes", path: "/transparencia/indicadoresCalidadAtencion/quejasMasFrecuentes" },
          ],
        },
      ],
    },
  ],
};

export default content;
