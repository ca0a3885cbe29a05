import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La Oficina de Control Interno de {brand} revisa cada cuatro meses cuánto ha avanzado el Plan Anticorrupción y de Atención al Ciudadano (PAAC) y cómo se comportan los riesgos de corrupción, y publica aquí el resultado.",
  sections: [
    {
      heading: "Marco legal y fechas de corte",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 73 de la Ley 1474 de 2011 obliga a las entidades públicas a elaborar cada año una estrategia de lucha contra la corrupción y de atención al ciudadano. El Decreto 124 de 2016 fijó los lineamientos para elaborarlo y dispuso que la Oficina de Control Interno haga su seguimiento tres veces al año. El artículo 31 de la Ley 2195 de 2022 transformó este plan en el Programa de Transparencia y Ética Pública, y la empresa incorporó sus nuevos elementos en el plan de 2026.",
        },
        {
          kind: "table",
          caption: "Cortes del seguimiento y plazos de publicación",
          columns: ["Cuatrimestre", "Corte", "Publicación del informe"],
          rows: [
            ["Primero", "30 de abril", "Dentro de los 10 primeros días hábiles de mayo"],
            ["Segundo", "31 de agosto", "Dentro de los 10 primeros días hábiles de septiembre"],
            ["Tercero", "31 de diciembre", "Dentro de los 10 primeros días hábiles de enero"],
          ],
        },
      ],
    },
    {
      heading: "Avance al 31 de agosto de 2026",
      blocks: [
        {
          kind: "paragraph",
          text: "El segundo seguimiento de 2026 se publicó el 14 de septiembre. De las 35 actividades programadas hasta esa fecha se cumplieron 33, es decir, el 94,3 %; respecto del total del plan del año, el avance es del 68,8 %.",
        },
        {
          kind: "table",
          caption: "Avance por componente del PAAC 2026, segundo cuatrimestre",
          columns: ["Componente", "Actividades del año", "Programadas al corte", "Cumplidas", "Cumplimiento al corte"],
          rows: [
            ["1. Gestión del riesgo de corrupción", "8", "6", "6", "100,0 %"],
            ["2. Racionalización de trámites", "5", "3", "3", "100,0 %"],
            ["3. Rendición de cuentas", "9", "7", "7", "100,0 %"],
            ["4. Mecanismos para mejorar la atención al ciudadano", "12", "9", "8", "88,9 %"],
            ["5. Transparencia y acceso a la información", "10", "7", "6", "85,7 %"],
            ["6. Iniciativas adicionales de integridad", "4", "3", "3", "100,0 %"],
            ["Total", "48", "35", "33", "94,3 %"],
          ],
          numeric: [1, 2, 3, 4],
        },
        {
          kind: "paragraph",
          text: "Las dos actividades pendientes son la instalación del sistema de turnos con lectura en voz alta en la Oficina La Estación, retrasada por la entrega del proveedor, y la publicación en datos abiertos del inventario de activos de información, que se reprogramó para noviembre.",
        },
      ],
    },
    {
      heading: "Mapa de riesgos de corrupción",
      blocks: [
        {
          kind: "paragraph",
          text: "El mapa de 2026 identifica 11 riesgos de corrupción en procesos como contratación, facturación, lectura de medidores, conexiones nuevas y gestión de cartera. En el seguimiento se verificaron 27 controles; 25 resultaron eficaces y 2 requieren ajustes de diseño. No se materializó ningún riesgo durante el cuatrimestre.",
        },
        {
          kind: "list",
          items: [
            "Riesgo de mayor calificación: alteración de lecturas para favorecer a un usuario a cambio de un pago.",
            "Control principal: críticas automáticas de consumo y relecturas aleatorias por un equipo distinto al lector.",
            "Ajuste recomendado: rotar las rutas de lectura cada tres meses en lugar de cada seis.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Informe de seguimiento al PAAC, segundo cuatrimestre de 2026",
              file: "/docs/informes-seguimiento-paac-segundo-cuatrimestre-2026.pdf",
              format: "PDF",
              date: "2026-09-14",
            },
            {
              title: "Matriz de seguimiento de actividades del PAAC 2026",
              file: "/docs/informes-seguimiento-paac-2026.csv",
              format: "CSV",
              date: "2026-09-14",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Denunciar posibles actos de corrupción", path: "/corruptionsAllegations" },
            { label: "Informes pormenorizados de control interno", path: "/informes-pormenorizados" },
            { label: "Planeación", path: "/planning" },
          ],
        },
      ],
    },
  ],
};

export default content;
