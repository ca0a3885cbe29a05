import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Conozca cuáles fueron los motivos de queja y reclamo que más se repitieron en el último trimestre y qué está haciendo {brand} para corregir las causas que los originan.",
  sections: [
    {
      heading: "Motivos más repetidos entre julio y septiembre de 2026",
      blocks: [
        {
          kind: "paragraph",
          text: "En el tercer trimestre de 2026 se radicaron 3.912 peticiones, quejas y reclamos sumando los cuatro servicios. Cuatro de cada diez tuvieron que ver con consumos que el usuario consideró altos o con errores en la factura, muy por encima de cualquier otro motivo.",
        },
        {
          kind: "table",
          caption: "Distribución de las PQR del tercer trimestre de 2026 por motivo principal",
          columns: ["Puesto", "Motivo", "Casos", "Participación"],
          rows: [
            ["1", "Alto consumo o inconformidad con la facturación", "1.604", "41 %"],
            ["2", "Calidad de la potencia en energía (variaciones de tensión, microcortes)", "704", "18 %"],
            ["3", "Baja presión o falta de agua", "548", "14 %"],
            ["4", "Velocidad de internet inferior a la contratada", "430", "11 %"],
            ["5", "Atención recibida (demoras, trato, información incompleta)", "352", "9 %"],
            ["6", "Otros motivos (reconexiones, instalaciones, alumbrado, daños en vía)", "274", "7 %"],
            ["", "Total", "3.912", "100 %"],
          ],
          numeric: [0, 2, 3],
          note: "Cada solicitud se clasifica por su motivo principal según la tipología de causales del SUI de la SSPD y, en telecomunicaciones, según la tipificación de la CRC.",
        },
      ],
    },
    {
      heading: "Acciones de mejora en curso",
      blocks: [
        {
          kind: "table",
          caption: "Acciones adoptadas frente a los tres motivos principales",
          columns: ["Motivo", "Acción", "Responsable", "Fecha de cierre prevista"],
          rows: [
            [
              "Alto consumo o facturación",
              "Revisión previa de lecturas con desviación superior al 35 % frente al promedio de los últimos seis meses, antes de expedir la factura",
              "Subgerencia Comercial",
              "31/12/2026",
            ],
            [
              "Calidad de la potencia",
              "Cambio de 46 transformadores sobrecargados en los circuitos La Estación 3 y El Alto 1",
              "Subgerencia de Energía",
              "31/03/2027",
            ],
            [
              "Presión o falta de agua",
              "Sectorización hidráulica del barrio Las Brisas e instalación de 12 válvulas reguladoras de presión",
              "Subgerencia de Acueducto y Alcantarillado",
              "28/02/2027",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "Para la velocidad de internet se ampliaron los enlaces de salida internacional en 20 Gbps en agosto de 2026, y para las quejas por la atención se reforzó la formación de 64 asesores en lenguaje claro y solución en el primer contacto.",
        },
      ],
    },
    {
      heading: "Antes de reclamar por alto consumo",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Compare la lectura impresa en la factura con la que marca hoy su medidor.",
            "Cierre todas las llaves y observe si el medidor de agua sigue girando; si lo hace, puede existir una fuga interna.",
            "Revise si hubo más personas en la vivienda o equipos nuevos durante el periodo facturado.",
            "Si la diferencia persiste, presente su reclamo antes de la fecha de pago oportuno: la empresa debe revisar el medidor y responderle en 15 días hábiles.",
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Mientras se resuelve el reclamo",
          text: "Usted solo está obligado a pagar el promedio de consumo de los últimos seis meses sobre la parte reclamada, según el artículo 155 de la Ley 142 de 1994; la empresa no puede suspenderle el servicio por el valor en discusión.",
        },
      ],
    },
    {
      heading: "Descargas y enlaces",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Quejas y reclamos por motivo, tercer trimestre de 2026",
              file: "/docs/quejas-mas-frecuentes-tercer-trimestre-2026.csv",
              format: "CSV",
              date: "2026-10-16",
            },
            {
              title: "Plan de acciones de mejora frente a las quejas frecuentes 2026",
              file: "/docs/quejas-mas-frecuentes-plan-mejora-2026.pdf",
              format: "PDF",
              date: "2026-10-20",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Histórico de quejas frecuentes", path: "/frequentComplaints" },
            { label: "Radicar una PQRS", path: "/newPQRS" },
            { label: "Quejas de telecomunicaciones", path: "/telco-indicadores-calidad-quejas" },
          ],
        },
      ],
    },
  ],
};

export default content;
