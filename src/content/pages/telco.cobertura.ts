import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí puede consultar los barrios y veredas de San Rafael donde la red de fibra óptica de {brand} ya está disponible, el avance de cobertura en cada uno y las zonas incluidas en el plan de expansión.",
  sections: [
    {
      heading: "Zonas con servicio disponible",
      blocks: [
        {
          kind: "paragraph",
          text: "A octubre de 2026 la red pasa frente a 46.800 viviendas y locales, lo que equivale al 78 % de los cerca de 60.000 predios de los sectores donde opera la empresa. En los barrios con cobertura total puede contratar de inmediato; en los de cobertura parcial, el sistema de la tienda de planes confirma si su cuadra ya tiene red.",
        },
        {
          kind: "table",
          caption: "Cobertura de fibra óptica por barrio o sector, octubre de 2026",
          columns: ["Barrio o sector", "Predios pasados por la red", "Cobertura del sector", "Estado"],
          rows: [
            ["Centro", "7.940", "100 %", "Disponible"],
            ["La Estación", "6.120", "100 %", "Disponible"],
            ["Las Palmas", "5.380", "96 %", "Disponible"],
            ["San José", "4.870", "92 %", "Disponible"],
            ["El Prado", "4.260", "88 %", "Disponible"],
            ["Villa Nueva", "5.710", "81 %", "Cobertura parcial"],
            ["Los Almendros", "4.150", "74 %", "Cobertura parcial"],
            ["Santa Inés", "3.860", "63 %", "Cobertura parcial"],
            ["Corregimiento El Alto", "2.940", "45 %", "Cobertura parcial"],
            ["Vereda La Esperanza", "1.570", "22 %", "En expansión"],
            ["Total", "46.800", "78 %", "Sectores con red"],
          ],
          numeric: [1, 2],
        },
      ],
    },
    {
      heading: "Plan de expansión programado",
      blocks: [
        {
          kind: "paragraph",
          text: "La expansión se financia con recursos propios aprobados en el presupuesto de la vigencia 2026 y se construye aprovechando los postes de la red de energía de la empresa, lo que reduce costos y tiempos de obra.",
        },
        {
          kind: "table",
          caption: "Obras de expansión de la red de fibra (programadas)",
          columns: ["Sector", "Predios nuevos", "Fecha prevista de habilitación", "Estado de la obra"],
          rows: [
            ["Villa Nueva, etapa 3", "1.120", "Diciembre de 2026", "Obra en ejecución"],
            ["Santa Inés, sector alto", "1.480", "Marzo de 2027", "Diseño aprobado"],
            ["Corregimiento El Alto, vía principal", "1.650", "Junio de 2027", "Diseño aprobado"],
            ["Vereda La Esperanza", "1.050", "Septiembre de 2027", "En estudio"],
          ],
          numeric: [1],
        },
      ],
    },
    {
      heading: "Si su dirección no tiene cobertura",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Registre su interés en la tienda de planes o en la línea gratuita indicando la dirección completa.",
            "La solicitud queda en la lista de demanda del sector, que sirve para priorizar las obras.",
            "Cuando la red llegue a su cuadra, recibirá un mensaje de texto o un correo para agendar la instalación.",
          ],
        },
        {
          kind: "paragraph",
          text: "En conjuntos residenciales o edificios sin red interna, la administración puede pedir una visita de factibilidad gratuita para diseñar el cableado del inmueble.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Cobertura por barrio y sector, octubre de 2026 (datos abiertos)",
              file: "/docs/cobertura-barrios-octubre-2026.csv",
              format: "CSV",
              date: "2026-10-31",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Tienda de planes", path: "/telco-marketplace" },
            { label: "Internet hogar", path: "/telco-internet" },
          ],
        },
      ],
    },
  ],
};

export default content;
