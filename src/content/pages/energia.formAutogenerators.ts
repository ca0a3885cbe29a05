import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Presente ante {brand} la solicitud de conexión de su sistema de autogeneración o generación distribuida, después de revisar la capacidad disponible en su circuito. Aquí están los formatos, los anexos y los plazos del trámite.",
  sections: [
    {
      heading: "Antes de radicar: disponibilidad de red",
      blocks: [
        {
          kind: "paragraph",
          text: "La Resolución CREG 174 de 2021 obliga al operador de red a publicar la capacidad disponible para conectar autogeneradores en cada circuito y transformador. Nuestro archivo de disponibilidad se actualiza el primer día hábil de cada mes e indica, para los 38 circuitos, cuántos kilovatios quedan disponibles para nuevos sistemas con entrega de excedentes.",
        },
        {
          kind: "table",
          caption: "Disponibilidad de los circuitos con mayor número de solicitudes, noviembre de 2026",
          columns: ["Circuito", "Subestación", "Capacidad instalada de autogeneración (kW)", "Disponible (kW)"],
          rows: [
            ["SR-CE-02", "San Rafael Centro", "612", "1.038"],
            ["SR-CE-05", "San Rafael Centro", "948", "402"],
            ["ES-03", "La Estación", "455", "1.195"],
            ["IS-01", "Industrial Sur", "1.320", "980"],
            ["LP-04", "Las Palmas", "276", "1.374"],
          ],
          numeric: [2, 3],
          note: "Para conocer el transformador que alimenta su predio, busque el código que aparece en su factura de energía.",
        },
      ],
    },
    {
      heading: "Cómo presentar la solicitud",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Descargue y diligencie el formato de conexión simplificado; está basado en el modelo del Consejo Nacional de Operación publicado por la CREG.",
            "Reúna los anexos de la lista siguiente en archivos PDF legibles.",
            "Envíe los documentos al correo atencion@emsp.example con el asunto «Conexión autogenerador» o radíquelo en la oficina de la sede principal.",
            "Recibirá un número de radicado que empieza por AG (por ejemplo, AG-2026-000418), con el que puede seguir el estado del trámite.",
          ],
        },
        {
          kind: "subsection",
          heading: "Anexos requeridos",
          blocks: [
            {
              kind: "list",
              items: [
                "Documento de identidad del titular o certificado de existencia y representación legal con vigencia no mayor a 30 días.",
                "Certificado de tradición del inmueble o autorización escrita del propietario.",
                "Diagrama unifilar del sistema y planos de localización de paneles, inversores y tablero.",
                "Fichas técnicas y certificados de conformidad de módulos e inversores, incluida la protección contra operación en isla.",
                "Estudio de conexión simplificado, solo para sistemas de más de 100 kW con entrega de excedentes.",
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "Plazos del trámite",
      blocks: [
        {
          kind: "table",
          caption: "Tiempos máximos que aplica {brand} en cada etapa",
          columns: ["Etapa", "Plazo (días hábiles)"],
          rows: [
            ["Revisión de completitud de la solicitud", "5"],
            ["Respuesta cuando no se requiere estudio de conexión", "10"],
            ["Respuesta cuando se presenta estudio de conexión simplificado", "15"],
            ["Firma del contrato de conexión, cuando aplica", "15"],
            ["Visita de verificación después de terminada la obra", "5"],
          ],
          numeric: [1],
        },
        {
          kind: "paragraph",
          text: "Si falta algún documento le avisamos una sola vez, con la lista completa de lo que debe corregir. En 2026, hasta octubre, recibimos 142 solicitudes y aprobamos 118; el tiempo medio de respuesta fue de 7,6 días hábiles.",
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
              title: "Formato de conexión simplificado para AGPE y GD",
              file: "/docs/form-autogenerators-formato-conexion.pdf",
              format: "PDF",
              date: "2026-06-08",
            },
            {
              title: "Capacidad disponible por circuito, noviembre de 2026",
              file: "/docs/form-autogenerators-disponibilidad-red-2026.csv",
              format: "CSV",
              date: "2026-11-03",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Reglas de autogeneración y excedentes", path: "/energia/autogenerators" },
            { label: "Seguimiento con el número de radicado", path: "/energia/consultRequest" },
          ],
        },
      ],
    },
  ],
};

export default content;
