import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí se publican el acta y los informes del empalme entre la gerencia que terminó en diciembre de 2023 y la actual gerente general de {brand}, con el estado en que se recibieron los recursos, los programas y los compromisos de la empresa.",
  sections: [
    {
      heading: "Qué es el empalme y qué norma lo exige",
      blocks: [
        {
          kind: "paragraph",
          text: "La Ley 951 de 2005 obliga a quien deja un cargo directivo en una entidad pública a entregar un acta de informe de gestión a su sucesor dentro de los quince días hábiles siguientes a su retiro. La Contraloría reglamentó el contenido mínimo del acta, que incluye recursos financieros, bienes, contratos, procesos judiciales y programas en curso.",
        },
        {
          kind: "paragraph",
          text: "El empalme se desarrolló del 4 de diciembre de 2023 al 9 de enero de 2024 entre el gerente saliente, Ing. Jorge Hernán Osorio Villa (2020–2023), y la Ing. Martha Lucía Restrepo Gómez, designada por la Junta Directiva y posesionada el 9 de enero de 2024.",
        },
      ],
    },
    {
      heading: "Estado de la empresa al recibirla",
      blocks: [
        {
          kind: "table",
          caption: "Cifras clave consignadas en el acta, corte 31 de diciembre de 2023",
          columns: ["Aspecto", "Situación recibida"],
          rows: [
            ["Ejecución del presupuesto de ingresos 2023", "91,3 %"],
            ["Presupuesto aprobado para 2024", "$ 548.900 millones"],
            ["Contratos en ejecución transferidos", "74 contratos por $ 96.280 millones"],
            ["Procesos judiciales en contra", "63 procesos; pretensiones por $ 21.470 millones"],
            ["Cartera de usuarios mayor a 90 días", "$ 18.640 millones"],
            ["Planes de mejoramiento con la Contraloría", "2 planes con 27 acciones, 19 cumplidas"],
            ["Índice de pérdidas de agua (IPUF)", "7,9 m³/suscriptor/mes"],
            ["Planta de personal", "622 empleos, 18 vacantes"],
          ],
          numeric: [1],
        },
      ],
    },
    {
      heading: "Asuntos críticos identificados",
      blocks: [
        {
          kind: "list",
          items: [
            "Atraso de seis meses en la fase I del colector sanitario Quebrada La Honda, con una reclamación del contratista por mayores cantidades de obra.",
            "Vencimiento en marzo de 2024 del contrato de lectura y reparto de facturas, sin proceso de selección iniciado.",
            "Migración incompleta del sistema comercial, que obligaba a conciliar manualmente los recaudos de dos plataformas.",
            "Compromisos con la comunidad de El Alto para la electrificación rural, sin recursos asignados en el presupuesto de 2024.",
          ],
        },
        {
          kind: "paragraph",
          text: "La nueva administración presentó en julio de 2024 un informe de seguimiento a estos asuntos: la reclamación del colector se resolvió por conciliación, el contrato de lectura se adjudicó en febrero de 2024 y la electrificación de El Alto se incluyó en el plan estratégico 2024–2027.",
        },
      ],
    },
    {
      heading: "Documentos del empalme",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Acta de informe de gestión y empalme de la Gerencia General",
              file: "/docs/informes-empalme-2024-acta.pdf",
              format: "PDF",
              date: "2024-01-12",
            },
            {
              title: "Inventario de asuntos entregados y su seguimiento a julio de 2024",
              file: "/docs/informes-empalme-2024-seguimiento.csv",
              format: "CSV",
              date: "2024-07-18",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Informes de gestión", path: "/informes-gestion" },
            { label: "Planes de mejoramiento", path: "/planes-mejoramiento" },
            { label: "Planeación", path: "/planning" },
          ],
        },
      ],
    },
  ],
};

export default content;
