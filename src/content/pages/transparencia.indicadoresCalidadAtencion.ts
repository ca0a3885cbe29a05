import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí encuentra, en un solo lugar, el resumen trimestral de cómo atiende {brand} a sus usuarios de energía, acueducto, alcantarillado y telecomunicaciones, con el enlace al detalle de cada indicador que la regulación nos obliga a publicar.",
  sections: [
    {
      heading: "Para qué sirve esta sección",
      blocks: [
        {
          kind: "paragraph",
          text: "Los indicadores de calidad de la atención muestran si la empresa contesta a tiempo, si resuelve lo que se le pide y si las personas quedan satisfechas con el trato recibido. Se publican para que cualquier ciudadano, veedor o comité de desarrollo y control social pueda vigilar el servicio sin necesidad de presentar una solicitud.",
        },
        {
          kind: "paragraph",
          text: 'La información hace parte de la categoría 9 del menú de transparencia, "Obligación de reporte de información específica", y se actualiza dentro del mes siguiente al cierre de cada trimestre calendario.',
        },
      ],
    },
    {
      heading: "Resumen del tercer trimestre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores consolidados de atención, julio a septiembre de 2026",
          columns: ["Indicador", "Resultado", "Unidad"],
          rows: [
            ["Llamadas recibidas en la línea gratuita", "48.210", "llamadas"],
            ["Llamadas atendidas", "96,4 %", "porcentaje"],
            ["Tiempo promedio de espera en línea", "38", "segundos"],
            ["Tasa de abandono de llamadas", "3,6 %", "porcentaje"],
            ["Satisfacción general (escala 1 a 5)", "4,36", "puntos"],
            ["Usuarios satisfechos", "87,2 %", "porcentaje"],
            ["PQR recibidas (los cuatro servicios)", "3.912", "solicitudes"],
            ["PQR respondidas dentro del término legal", "97,8 %", "porcentaje"],
            ["Tiempo promedio de respuesta de PQR", "8,4", "días hábiles"],
            ["Visitas a oficinas presenciales", "27.640", "visitas"],
            ["Espera promedio en oficinas", "11", "minutos"],
          ],
          numeric: [1],
          note: "Fuente: sistema de gestión de PQR, plataforma telefónica y turnero de oficinas. Corte: 30 de septiembre de 2026.",
        },
      ],
    },
    {
      heading: "Obligaciones que dan origen a estos reportes",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Ley 1712 de 2014 y Res. MinTIC 1519 de 2020",
              description: "Exigen publicar de forma proactiva los informes de PQR y la información específica que cada sector debe reportar.",
            },
            {
              term: "Ley 142 de 1994 y Superintendencia de Servicios Públicos Domiciliarios (SSPD)",
              description:
                "Los datos de reclamos de energía, acueducto y alcantarillado se cargan en el Sistema Único de Información (SUI) con la periodicidad que fija la SSPD.",
            },
            {
              term: "Res. CRC 5050 de 2016",
              description:
                "Obliga a los proveedores de internet, televisión y telefonía a medir y reportar la atención de sus líneas, la calidad de la red y las quejas con código único numérico (CUN).",
            },
            {
              term: "Ley 1474 de 2011, artículo 76",
              description:
                "Ordena a la oficina de control interno vigilar que la atención de quejas y reclamos se preste conforme a la ley e informar cada semestre a la gerencia.",
            },
          ],
        },
      ],
    },
    {
      heading: "Consulte cada indicador",
      blocks: [
        {
          kind: "links",
          items: [
            { label: "Línea de atención gratuita", path: "/transparencia/indicadoresCalidadAtencion/lineaAtencionGratuita" },
            { label: "Satisfacción con la atención al usuario", path: "/transparencia/indicadoresCalidadAtencion/satisfacciónAtenciónUsuario" },
            { label: "Quejas más frecuentes", path: "/transparencia/indicadoresCalidadAtencion/quejasMasFrecuentes" },
            { label: "Indicadores de PQR", path: "/transparencia/indicadoresCalidadAtencion/pqrIndicators" },
            { label: "Indicadores de calidad de telecomunicaciones", path: "/transparencia/indicadoresCalidadAtencion/indicadoresCalidadTelco" },
            { label: "Certificación de la Circular Única de la SIC", path: "/transparencia/indicadoresCalidadAtencion/certificacionCircularSIC" },
            { label: "Contratos con agencias comerciales", path: "/transparencia/indicadoresCalidadAtencion/contratosAgenciasComerciales" },
            { label: "Carta de trato digno al usuario", path: "/transparencia/indicadoresCalidadAtencion/CartaTratoDignoUsuario" },
            { label: "Indicadores de atención presencial", path: "/indicadores-atencion-fisica" },
          ],
        },
        {
          kind: "paragraph",
          text: "Si necesita series de años anteriores, la sección de indicadores de gestión conserva el histórico trimestral desde 2023 en formato abierto.",
        },
      ],
    },
    {
      heading: "Descargas",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Tablero consolidado de indicadores de atención, tercer trimestre de 2026",
              file: "/docs/indicadores-calidad-atencion-tercer-trimestre-2026.csv",
              format: "CSV",
              date: "2026-10-15",
            },
          ],
        },
        {
          kind: "notice",
          tone: "info",
          title: "Próxima actualización",
          text: "Las cifras del cuarto trimestre de 2026 se publicarán a más tardar el 29 de enero de 2027, una vez cerrado el periodo y validados los datos por la oficina de control interno.",
        },
      ],
    },
  ],
};

export default content;
