import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Descargue los formatos para pedir a {brand} la factibilidad del servicio, una conexión nueva, un aumento de carga, el cambio de nivel de tensión o el retiro de redes, y revise qué documentos debe adjuntar a cada uno.",
  sections: [
    {
      heading: "Formatos disponibles",
      blocks: [
        {
          kind: "table",
          caption: "Formatos de solicitud del servicio de energía",
          columns: ["Código", "Trámite", "Cuándo usarlo", "Plazo de respuesta (días hábiles)"],
          rows: [
            ["FR-EN-01", "Factibilidad de servicio", "Antes de diseñar o construir, para conocer el punto de conexión", "7"],
            ["FR-EN-02", "Conexión nueva", "Inmueble terminado que necesita cuenta y medidor", "7"],
            ["FR-EN-03", "Aumento o disminución de carga", "Cuando cambia la potencia instalada del inmueble", "10"],
            ["FR-EN-04", "Cambio de nivel de tensión", "Paso de baja tensión a 13,2 kV o a 44 kV, o al contrario", "15"],
            ["FR-EN-05", "Retiro o traslado de redes", "Obras que obligan a mover postes, redes o transformadores", "15"],
          ],
          numeric: [3],
          note: "El plazo corre desde que la solicitud está completa y no incluye el tiempo de obra a cargo del usuario.",
        },
        {
          kind: "paragraph",
          text: "Los procedimientos siguen el Reglamento de Distribución (Resolución CREG 070 de 1998) y las reglas de conexión de la Resolución CREG 075 de 2021. Para sistemas solares y otras fuentes de autogeneración existe un formato propio, y los proyectos con extensión de red se tramitan como proyecto eléctrico.",
        },
      ],
    },
    {
      heading: "Documentos que debe adjuntar",
      blocks: [
        {
          kind: "subsection",
          heading: "En cualquier trámite",
          blocks: [
            {
              kind: "list",
              items: [
                "Formato firmado por el propietario o por su apoderado.",
                "Documento de identidad, o certificado de existencia y representación legal si es una persona jurídica.",
                "Certificado de tradición y libertad del inmueble con expedición no mayor a 30 días.",
              ],
            },
          ],
        },
        {
          kind: "subsection",
          heading: "Documentos adicionales según el caso",
          blocks: [
            {
              kind: "list",
              items: [
                "Conexión nueva: declaración de cumplimiento RETIE del constructor de la instalación, certificado de estrato expedido por la Alcaldía y certificado de calibración del medidor si usted lo suministra.",
                "Aumento de carga: cuadro de cargas actualizado y, si pasa de 35 kVA, diseño firmado por ingeniero electricista.",
                "Cambio de nivel de tensión: diseño de la subestación particular y su certificado de conformidad RETIE.",
                "Retiro de redes: licencia de construcción o permiso de la obra y plano de la propuesta de nueva ubicación.",
              ],
            },
          ],
        },
      ],
    },
    {
      heading: "Dónde radicar",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Diligencie el formato en computador o a mano con letra legible, sin tachones.",
            "Escanee el formato y los anexos en un solo PDF y envíelo al correo atencion@emsp.example, o llévelo a la sede principal o a la Oficina La Estación.",
            "Anote el radicado que le asignamos y úselo para consultar el avance.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Formato FR-EN-01 Solicitud de factibilidad de servicio",
              file: "/docs/formats-request-factibilidad.pdf",
              format: "PDF",
              date: "2026-08-27",
            },
            {
              title: "Formatos FR-EN-02 a FR-EN-04: conexión nueva, carga y nivel de tensión",
              file: "/docs/formats-request-conexion-carga.pdf",
              format: "PDF",
              date: "2026-08-27",
            },
            { title: "Formato FR-EN-05 Retiro o traslado de redes", file: "/docs/formats-request-retiro-redes.pdf", format: "PDF", date: "2026-08-27" },
          ],
        },
      ],
    },
    {
      heading: "Otros trámites relacionados",
      blocks: [
        {
          kind: "links",
          items: [
            { label: "Conexión de autogeneradores", path: "/energia/formAutogenerators" },
            { label: "Presentación de proyectos eléctricos", path: "/energia/projectsElectrical" },
            { label: "Consulta de solicitudes", path: "/energia/consultRequest" },
            { label: "Formatos de trámites de la empresa", path: "/formatos-tramites" },
          ],
        },
      ],
    },
  ],
};

export default content;
