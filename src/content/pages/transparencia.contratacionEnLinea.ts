import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Siga aquí los procesos de selección que {brand} tiene en curso: descargue los términos de referencia y las adendas, revise el cronograma y presente sus observaciones u ofertas dentro de los plazos.",
  sections: [
    {
      heading: "Procesos abiertos en noviembre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Invitaciones públicas y privadas en curso",
          columns: ["Proceso", "Objeto", "Presupuesto oficial", "Cierre de ofertas", "Etapa"],
          rows: [
            [
              "IP-2026-021",
              "Obras de reposición de redes de alcantarillado en el barrio San José",
              "$ 8.740.000.000",
              "02/12/2026, 10:00 a. m.",
              "Observaciones a los términos",
            ],
            ["IP-2026-022", "Suministro de postes de concreto de 12 y 14 metros", "$ 3.215.000.000", "27/11/2026, 10:00 a. m.", "Recepción de ofertas"],
            [
              "IPR-2026-047",
              "Mantenimiento de equipos de bombeo de las plantas La Esperanza y El Salto",
              "$ 1.486.000.000",
              "25/11/2026, 3:00 p. m.",
              "Recepción de ofertas",
            ],
            [
              "IPR-2026-049",
              "Dotación de ropa de trabajo y elementos de protección personal",
              "$ 742.000.000",
              "04/12/2026, 3:00 p. m.",
              "Publicación de la invitación",
            ],
            ["IP-2026-019", "Interventoría de la modernización de la subestación Norte", "$ 1.920.000.000", "06/11/2026", "Evaluación de ofertas"],
          ],
          numeric: [2],
          note: "IP: invitación pública. IPR: invitación privada. Los cierres posteriores al 21 de noviembre de 2026 son fechas programadas en el cronograma de cada proceso.",
        },
      ],
    },
    {
      heading: "Cómo participar en un proceso",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Descargue los términos de referencia y sus anexos desde el expediente del proceso en el SECOP II.",
            "Formule sus preguntas por escrito dentro del plazo de observaciones; las respuestas se publican para cualquier interesado.",
            "Revise las adendas: pueden cambiar requisitos, fechas o cantidades.",
            "Presente su oferta en la plataforma antes de la hora exacta de cierre; la empresa no recibe ofertas por correo.",
            "Consulte el informe de evaluación y, si no está de acuerdo, presente observaciones dentro del término fijado en el cronograma.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Hora legal",
          text: "La hora de cierre se rige por la hora legal colombiana que publica el Instituto Nacional de Metrología; una oferta cargada un minuto tarde se considera extemporánea.",
        },
      ],
    },
    {
      heading: "Procesos cerrados recientemente",
      blocks: [
        {
          kind: "table",
          caption: "Resultados de procesos adjudicados en octubre de 2026",
          columns: ["Proceso", "Ofertas recibidas", "Adjudicatario", "Valor adjudicado"],
          rows: [
            ["IP-2026-017", "6", "Consorcio Redes Eléctricas San Rafael", "$ 4.386.200.000"],
            ["IPR-2026-043", "4", "Laboratorios Ambientales del Centro S.A.S.", "$ 612.900.000"],
            ["IPR-2026-044", "3", "Suministros Hidráulicos La Cordillera S.A.S.", "$ 958.400.000"],
          ],
          numeric: [1, 3],
        },
      ],
    },
    {
      heading: "Descargas y contacto",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Procesos de selección en curso y cronogramas, noviembre de 2026",
              file: "/docs/contratacion-en-linea-procesos-2026.csv",
              format: "CSV",
              date: "2026-11-02",
            },
          ],
        },
        { kind: "contacts", items: [{ label: "Consultas sobre procesos", value: "contratacion@emsp.example", href: "mailto:contratacion@emsp.example" }] },
        {
          kind: "links",
          items: [
            { label: "Contratación", path: "/contracting" },
            { label: "Registro de proveedores", path: "/supplierRegistration" },
            { label: "Manual de contratación", path: "/manualContracting" },
          ],
        },
      ],
    },
  ],
};

export default content;
