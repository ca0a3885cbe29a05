import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Directorio de los servidores de {brand} que dirigen cada dependencia y de quienes atienden los temas que más consultan los ciudadanos, con su cargo, correo institucional y extensión, publicado según el artículo 9 de la Ley 1712 de 2014.",
  sections: [
    {
      heading: "Directivos y responsables de área",
      blocks: [
        {
          kind: "table",
          caption: "Directorio de servidores públicos, actualizado al 22 de octubre de 2026",
          columns: ["Nombre", "Cargo", "Dependencia", "Correo institucional", "Extensión"],
          rows: [
            ["Martha Lucía Restrepo Gómez", "Gerente general", "Gerencia General", "mrestrepo@emsp.example", "1001"],
            ["Carolina Duque Arango", "Secretaria general", "Secretaría General", "cduque@emsp.example", "1101"],
            ["Jorge Enrique Salazar Mejía", "Subgerente de energía", "Subgerencia de Energía", "jsalazar@emsp.example", "1201"],
            [
              "Luz Adriana Cardona Ríos",
              "Subgerente de acueducto y alcantarillado",
              "Subgerencia de Acueducto y Alcantarillado",
              "lcardona@emsp.example",
              "1301",
            ],
            ["Andrés Felipe Montoya Ospina", "Subgerente de telecomunicaciones", "Subgerencia de Telecomunicaciones", "amontoya@emsp.example", "1401"],
            ["Paula Andrea Giraldo Henao", "Subgerente comercial", "Subgerencia Comercial", "pgiraldo@emsp.example", "1501"],
            ["Hernán Darío Vélez Cano", "Subgerente financiero", "Subgerencia Financiera", "hvelez@emsp.example", "1601"],
            ["Sandra Milena Zapata Londoño", "Subgerente administrativa", "Subgerencia Administrativa", "szapata@emsp.example", "1701"],
            ["Juan Camilo Arango Betancur", "Jefe de control interno", "Oficina de Control Interno", "jarango@emsp.example", "1801"],
            ["Diana Marcela Ochoa Quintero", "Jefe jurídica", "Oficina Jurídica", "dochoa@emsp.example", "1901"],
            ["Ricardo Alonso Posada Gil", "Jefe de planeación", "Oficina de Planeación", "rposada@emsp.example", "1951"],
            ["Natalia Correa Muñoz", "Jefe de comunicaciones", "Oficina de Comunicaciones", "ncorrea@emsp.example", "1961"],
            ["Felipe Ramírez Toro", "Profesional especializado, oficial de protección de datos", "Secretaría General", "framirez@emsp.example", "1105"],
            ["Camilo Hoyos Restrepo", "Profesional especializado de contratación", "Secretaría General", "choyos@emsp.example", "1110"],
            ["Gloria Inés Marín Vargas", "Coordinadora de atención al usuario", "Subgerencia Comercial", "gmarin@emsp.example", "1520"],
          ],
          note: "Las extensiones se marcan después de llamar al conmutador {switchboard}.",
        },
      ],
    },
    {
      heading: "Escala salarial 2026",
      blocks: [
        {
          kind: "table",
          caption: "Asignación básica mensual por nivel, vigencia 2026",
          columns: ["Nivel", "Desde", "Hasta"],
          rows: [
            ["Directivo", "$ 15.200.000", "$ 24.850.000"],
            ["Asesor", "$ 10.900.000", "$ 13.400.000"],
            ["Profesional", "$ 5.600.000", "$ 10.400.000"],
            ["Técnico", "$ 3.400.000", "$ 4.600.000"],
            ["Asistencial y operativo", "$ 2.050.000", "$ 3.100.000"],
          ],
          numeric: [1, 2],
          note: "Valores en pesos colombianos, fijados por la junta directiva y la convención colectiva vigente, con el incremento salarial de 2026 incluido.",
        },
      ],
    },
    {
      heading: "Información de contratistas y formación",
      blocks: [
        {
          kind: "paragraph",
          text: "La ley también exige informar el objeto, el valor y la duración de los contratos de prestación de servicios. Esa información se publica para cada contratista en el SECOP II y en la relación de contratos suscritos de este portal. El archivo descargable incluye además la formación académica, la experiencia y la ciudad de nacimiento de cada directivo.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Directorio de servidores con formación y experiencia, octubre de 2026",
              file: "/docs/directory-servidores-2026.csv",
              format: "CSV",
              date: "2026-10-22",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Contratos suscritos", path: "/contracts" },
            { label: "Estructura organizacional", path: "/levels" },
          ],
        },
      ],
    },
    {
      heading: "Contacto general",
      blocks: [
        {
          kind: "paragraph",
          text: "Si no sabe a quién dirigir su solicitud, escriba al correo de atención o llame al conmutador; la recepción la remitirá a la dependencia que corresponda el mismo día.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Correo institucional", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
      ],
    },
  ],
};

export default content;
