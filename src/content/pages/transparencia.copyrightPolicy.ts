import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta política explica qué puede hacer usted con los textos, fotografías, logotipos, mapas y datos publicados en el portal de {brand}, y qué usos requieren autorización previa de la empresa.",
  sections: [
    {
      heading: "Fundamento legal",
      blocks: [
        {
          kind: "paragraph",
          text: "Los contenidos del portal están protegidos por la Ley 23 de 1982 sobre derechos de autor, la Decisión Andina 351 de 1993 y la Ley 1915 de 2018. El logotipo y la marca de {brandLong} son signos distintivos amparados por la Decisión Andina 486 de 2000.",
        },
        {
          kind: "paragraph",
          text: "Al mismo tiempo, la Ley 1712 de 2014 reconoce que la información pública debe poder consultarse y reutilizarse. Por eso la empresa distingue entre la información pública, de libre uso, y las obras que conservan derechos de terceros.",
        },
      ],
    },
    {
      heading: "Usos permitidos y restringidos",
      blocks: [
        {
          kind: "table",
          caption: "Condiciones de uso según el tipo de contenido",
          columns: ["Tipo de contenido", "Uso permitido sin autorización", "Condición"],
          rows: [
            [
              "Informes, tarifas, actos administrativos y noticias",
              "Reproducción, cita y difusión con cualquier fin",
              "Citar la fuente y la fecha de consulta",
            ],
            ["Conjuntos de datos abiertos", "Reutilización, transformación y uso comercial", "Licencia Creative Commons Atribución 4.0"],
            ["Fotografías y videos institucionales", "Uso periodístico, educativo o académico", "Mencionar el crédito del autor"],
            ["Logotipo, marca y piezas publicitarias", "Ninguno", "Requiere autorización escrita de la Gerencia"],
            ["Software, diseño y código del portal", "Ninguno", "Protegido como obra; no se permite copia ni ingeniería inversa"],
          ],
        },
        {
          kind: "paragraph",
          text: "Nadie puede usar la marca o la imagen de la empresa para cobrar servicios, ofrecer trabajos o solicitar datos personales. Si recibe una comunicación de ese tipo, repórtela a la línea anticorrupción.",
        },
      ],
    },
    {
      heading: "Cómo solicitar una autorización",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Envíe una solicitud a atencion@emsp.example indicando el contenido que desea usar, el medio de difusión y el propósito.",
            "La Oficina de Comunicaciones verifica si la empresa es titular de los derechos o si pertenecen a un tercero.",
            "Recibirá respuesta escrita dentro de los quince días hábiles que fija la Ley 1755 de 2015 para las peticiones.",
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Correo institucional", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Línea anticorrupción", value: "{antiCorruptionLine}", href: "tel:{antiCorruptionLine}" },
          ],
        },
      ],
    },
    {
      heading: "Documento de la política",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Política de derechos de autor y uso de contenidos del portal",
              file: "/docs/copyright-policy-2024.pdf",
              format: "PDF",
              date: "2024-09-30",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Términos y condiciones de uso", path: "/termsAndConditions" },
            { label: "Datos abiertos", path: "/openData" },
          ],
        },
      ],
    },
  ],
};

export default content;
