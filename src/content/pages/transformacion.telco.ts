import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La red de fibra óptica de {brand} se ha convertido en la columna vertebral de la conectividad de San Rafael: lleva internet de alta velocidad a hogares y negocios, conecta colegios públicos y sostiene las zonas wifi gratuitas de parques y corregimientos.",
  sections: [
    {
      heading: "Una red pública al servicio del municipio",
      blocks: [
        {
          kind: "paragraph",
          text: "Desde 2019 la empresa tiende fibra hasta el hogar (FTTH) sobre su propia infraestructura de postes y ductos, lo que redujo los costos y los tiempos de despliegue. Hoy presta internet, telefonía fija y televisión a 21.300 suscriptores, con planes desde $ 79.900 al mes, y vigila la calidad del servicio según el régimen de protección de usuarios de la Resolución CRC 5111 de 2017.",
        },
        {
          kind: "table",
          caption: "Crecimiento de la red de fibra óptica, 2023 a 2026",
          columns: ["Año", "Viviendas y locales pasados por la red", "Suscriptores", "Kilómetros de fibra"],
          rows: [
            ["2023", "31.900", "16.400", "410"],
            ["2024", "37.400", "19.200", "505"],
            ["2025", "42.600", "21.050", "612"],
            ["2026 (octubre)", "46.800", "21.300", "688"],
          ],
          numeric: [1, 2, 3],
        },
        {
          kind: "paragraph",
          text: "En el tercer trimestre de 2026 la red estuvo disponible el 99,93 % del tiempo y la velocidad efectiva promedio alcanzó el 96,1 % de la contratada por los usuarios.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Indicadores de expansión de la red de fibra y conectividad social, 2023 a 2026",
              file: "/docs/telco-transformacion-conectividad-2026.csv",
              format: "CSV",
              date: "2026-08-26",
            },
          ],
        },
      ],
    },
    {
      heading: "Zonas wifi gratuitas",
      blocks: [
        {
          kind: "paragraph",
          text: "En convenio con la Alcaldía, la empresa opera 24 zonas wifi gratuitas en parques, plazas de mercado, bibliotecas y las cabeceras de los corregimientos. Cada zona ofrece hasta 50 Mbps por usuario, sin registro previo, entre las 6:00 a. m. y las 11:00 p. m. En septiembre de 2026 se conectaron 9.400 personas distintas.",
        },
      ],
    },
    {
      heading: "Colegios conectados",
      blocks: [
        {
          kind: "paragraph",
          text: "Las 37 sedes educativas oficiales del municipio cuentan con conexión simétrica de 200 Mbps, incluidas 14 sedes rurales que hasta 2024 dependían de enlaces satelitales lentos. La Secretaría de Educación municipal paga el servicio con recursos de calidad educativa y la empresa garantiza soporte técnico en menos de cuatro horas durante la jornada escolar.",
        },
      ],
    },
    {
      heading: "Servicios digitales para negocios",
      blocks: [
        {
          kind: "list",
          items: [
            "Planes empresariales con dirección IP fija y acuerdo de nivel de servicio, contratados por 1.150 comercios y pequeñas industrias.",
            "Enlaces dedicados para clínicas, notarías y entidades financieras que requieren alta disponibilidad.",
            "Alojamiento de servidores en el centro de datos de la empresa, con respaldo eléctrico y vigilancia permanente.",
            "Talleres gratuitos de comercio electrónico y pagos digitales, a los que asistieron 640 emprendedores en 2025 y 2026.",
          ],
        },
      ],
    },
    {
      heading: "Lo que viene",
      blocks: [
        {
          kind: "table",
          caption: "Próximas etapas de la expansión de conectividad",
          columns: ["Etapa", "Alcance", "Fecha prevista"],
          rows: [
            ["Villa Nueva, etapa 3", "Completar la cobertura del barrio", "Diciembre de 2026"],
            ["Santa Inés, sector alto", "Barrios de estratos 1 y 2 sin fibra", "Marzo de 2027"],
            ["Corregimiento El Alto", "Vía principal y centro poblado", "Junio de 2027"],
            ["Vereda La Esperanza", "Primera red rural de fibra", "Septiembre de 2027"],
            ["Nuevas zonas wifi", "Ocho zonas adicionales en veredas", "Programadas para 2027"],
          ],
        },
        {
          kind: "paragraph",
          text: "El proyecto de inversión de 2026 suma 6.500 hogares a la red hasta 2027, con prioridad para los estratos 1 y 2: hoy hay 4.100 hogares de esos estratos conectados y la meta institucional es llegar a 9.000.",
        },
        {
          kind: "links",
          items: [
            { label: "Planes de internet por fibra óptica", path: "/telco-internet" },
            { label: "Mapa de cobertura", path: "/telco-cobertura" },
            { label: "Indicadores de calidad de telecomunicaciones", path: "/telco-indicadores-calidad" },
            { label: "Hoja de ruta de la transformación digital", path: "/transformacion-{product}" },
          ],
        },
      ],
    },
  ],
};

export default content;
