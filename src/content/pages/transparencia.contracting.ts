import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Desde esta página usted accede a toda la información contractual de {brand}: lo que la empresa planea comprar, los procesos abiertos, los contratos firmados y las reglas internas con las que selecciona a sus contratistas.",
  sections: [
    {
      heading: "Régimen de contratación de la empresa",
      blocks: [
        {
          kind: "paragraph",
          text: "Por ser una empresa industrial y comercial del Estado prestadora de servicios públicos, {brand} contrata bajo el derecho privado, como lo disponen los artículos 31 y 32 de la Ley 142 de 1994 y el artículo 14 de la Ley 1150 de 2007. Aun así, debe aplicar los principios de la función administrativa y de la gestión fiscal, y publicar su actividad contractual según el artículo 10 de la Ley 1712 de 2014.",
        },
        {
          kind: "paragraph",
          text: "La Secretaría General, a través de la Dirección de Contratación, coordina los procesos; la Oficina de Control Interno y la Contraloría Municipal de San Rafael vigilan su ejecución.",
        },
      ],
    },
    {
      heading: "Contratación de la vigencia 2026 en cifras",
      blocks: [
        {
          kind: "table",
          caption: "Contratos suscritos por modalidad entre el 1 de enero y el 31 de octubre de 2026",
          columns: ["Modalidad", "Contratos", "Valor total", "Participación en el valor"],
          rows: [
            ["Contratación directa", "318", "$ 42.860 millones", "22,9 %"],
            ["Invitación privada", "61", "$ 38.920 millones", "20,8 %"],
            ["Invitación pública", "24", "$ 98.740 millones", "52,7 %"],
            ["Convenios interadministrativos", "9", "$ 6.830 millones", "3,6 %"],
            ["Total", "412", "$ 187.350 millones", "100,0 %"],
          ],
          numeric: [1, 2, 3],
          note: "Fuente: Dirección de Contratación. La contratación directa incluye prestación de servicios profesionales, arrendamientos y contratos con proveedor exclusivo.",
        },
      ],
    },
    {
      heading: "Qué encuentra en cada subsección",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Plan anual de adquisiciones",
              description: "Bienes, obras y servicios que la empresa proyecta comprar en el año, con valor y fecha estimados.",
            },
            { term: "Contratación en línea", description: "Invitaciones abiertas, pliegos, adendas, cronogramas y respuestas a observaciones." },
            { term: "Contratos suscritos", description: "Relación de contratos firmados con su objeto, contratista, valor, plazo y estado." },
            {
              term: "Publicación de la información contractual",
              description: "Reglas y plazos con los que se publica cada documento en el SECOP II y en este portal.",
            },
            { term: "Manual de contratación", description: "Principios, modalidades de selección, cuantías y etapas que rigen los procesos." },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Plan anual de adquisiciones", path: "/annualPlan" },
            { label: "Contratación en línea", path: "/contratacion-en-linea" },
            { label: "Contratos suscritos", path: "/contracts" },
            { label: "Publicación de la información contractual", path: "/publicationInformation" },
            { label: "Manual de contratación", path: "/manualContracting" },
            { label: "Formatos y pliegos tipo", path: "/formatos-modelos-contratacion-pliegos-tipo" },
          ],
        },
      ],
    },
    {
      heading: "Datos de contacto y descargas",
      blocks: [
        {
          kind: "paragraph",
          text: "Si usted es proveedor y quiere participar en los procesos, inscríbase en el registro de proveedores; las preguntas sobre un proceso específico se formulan por escrito dentro de los plazos de su cronograma.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Dirección de Contratación", value: "contratacion@emsp.example", href: "mailto:contratacion@emsp.example" },
            { label: "Registro de proveedores", value: "proveedores@emsp.example", href: "mailto:proveedores@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Resumen de contratación por modalidad, corte 31 de octubre de 2026",
              file: "/docs/contracting-resumen-2026.csv",
              format: "CSV",
              date: "2026-11-05",
            },
          ],
        },
      ],
    },
  ],
};

export default content;
