import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Antes de energizar una instalación nueva o reformada, {brand} debe verificar que cumple el Reglamento Técnico de Instalaciones Eléctricas (RETIE). Aquí se explica qué exige el reglamento y qué documentos debe entregar.",
  sections: [
    {
      heading: "Qué es el RETIE y a quién obliga",
      blocks: [
        {
          kind: "paragraph",
          text: "El RETIE es el reglamento técnico expedido por el Ministerio de Minas y Energía para prevenir incendios, electrocuciones y otros riesgos de origen eléctrico. La versión vigente fue adoptada por la Resolución 40117 de 2024. Obliga a diseñadores, constructores, fabricantes e importadores de productos eléctricos, operadores de red y propietarios de las instalaciones.",
        },
        {
          kind: "paragraph",
          text: "Se aplica a las instalaciones nuevas, a las ampliaciones y a las remodelaciones que cambien la carga o el tablero. La instalación interna de su casa es responsabilidad suya, pero la empresa no puede conectar una instalación que no demuestre su conformidad.",
        },
      ],
    },
    {
      heading: "Certificación de conformidad",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Declaración de cumplimiento",
              description:
                "Documento firmado por el profesional competente que construyó la instalación, con su matrícula profesional, en el que certifica que la obra cumple el reglamento.",
            },
            {
              term: "Dictamen de inspección",
              description:
                "Concepto emitido por un organismo de inspección acreditado por el ONAC después de revisar la instalación en sitio. Se exige en los casos que el RETIE señala, según el uso y la capacidad de la instalación.",
            },
            {
              term: "Certificado de producto",
              description: "Constancia de que los cables, interruptores, tomas, tableros y demás productos usados cumplen los requisitos del reglamento.",
            },
          ],
        },
        {
          kind: "notice",
          tone: "info",
          text: "Para las instalaciones básicas que el RETIE define, basta la declaración de cumplimiento; las demás requieren también el dictamen de inspección. Si tiene dudas sobre su caso, consulte al área técnica antes de contratar la inspección.",
        },
      ],
    },
    {
      heading: "Requisitos que más se revisan",
      blocks: [
        {
          kind: "list",
          items: [
            "Sistema de puesta a tierra con electrodo y conductor del calibre exigido, medido y registrado.",
            "Interruptores diferenciales en baños, cocinas, zonas exteriores y circuitos de tomas cercanas a agua.",
            "Tablero con circuitos identificados, protecciones coordinadas y espacio de reserva.",
            "Conductores con el calibre adecuado a la carga y canalizaciones sin empalmes dentro de tubería.",
            "Distancias de seguridad a las redes de la empresa: no se puede construir balcones ni terrazas bajo o junto a las líneas de media tensión.",
          ],
        },
        {
          kind: "paragraph",
          text: "En 2025 recibimos 3.412 certificaciones de instalaciones y devolvimos el 6,4 % por inconsistencias, principalmente falta de firma, datos del inmueble errados o ausencia del registro de la medición de puesta a tierra.",
        },
      ],
    },
    {
      heading: "Entrega de documentos",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Adjunte la declaración de cumplimiento y, si aplica, el dictamen de inspección a la solicitud de conexión nueva o de aumento de carga.",
            "El área técnica revisa los documentos y programa la instalación del medidor.",
            "Si la revisión en sitio encuentra incumplimientos, se deja un acta con las correcciones y la conexión queda pendiente hasta subsanarlas.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Lista de chequeo RETIE para la energización de instalaciones",
              file: "/docs/regulations-installations-lista-chequeo-retie.pdf",
              format: "PDF",
              date: "2026-08-10",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Formatos de solicitud de conexión", path: "/energia/formatsRequest" },
            { label: "Normas técnicas de la empresa", path: "/energia/standardsTechnical" },
          ],
        },
      ],
    },
  ],
};

export default content;
