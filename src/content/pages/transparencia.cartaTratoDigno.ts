import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Con esta carta {brandLong} le informa cuáles son sus derechos cuando acude a nosotros, qué deberes tiene usted como usuario y qué medios ponemos a su disposición para que pueda ejercerlos, tal como lo ordena el numeral 5 del artículo 7 de la Ley 1437 de 2011.",
  sections: [
    {
      heading: "Nuestro compromiso",
      blocks: [
        {
          kind: "paragraph",
          text: "Toda persona que se comunique con {brand}, en una oficina, por teléfono, por WhatsApp o por el portal, será atendida con respeto, consideración y sin distinción alguna. Damos atención preferencial a personas mayores, mujeres gestantes, niñas y niños, personas con discapacidad, víctimas del conflicto y población en situación de vulnerabilidad.",
        },
        {
          kind: "paragraph",
          text: "Nuestros servidores se identifican con su nombre, le explican el trámite en lenguaje sencillo y no le piden documentos que la empresa ya tiene o que puede consultar en otras entidades públicas.",
        },
      ],
    },
    {
      heading: "Sus derechos",
      blocks: [
        {
          kind: "list",
          items: [
            "Presentar peticiones en cualquiera de sus modalidades, de manera verbal, escrita o por medios electrónicos, sin necesidad de apoderado.",
            "Conocer en cualquier momento el estado de su solicitud y obtener copias de los documentos respectivos, a su costa.",
            "Recibir una respuesta de fondo dentro de los plazos legales: 15 días hábiles para peticiones y reclamos, 10 para documentos e información y 30 para consultas.",
            "Recibir atención especial y preferente si es persona en situación de discapacidad, niña, niño, adolescente, mujer gestante, adulto mayor o veterano de la Fuerza Pública.",
            "Exigir el cumplimiento de las responsabilidades de los servidores y de los particulares que cumplen funciones de la empresa.",
            "Presentar alegaciones y aportar documentos o pruebas en cualquier actuación en la que sea parte, antes de que se tome la decisión.",
            "Interponer recurso de reposición y, en subsidio, de apelación contra las decisiones sobre facturación, suspensión, corte o terminación del contrato.",
          ],
        },
      ],
    },
    {
      heading: "Sus deberes como usuario",
      blocks: [
        {
          kind: "list",
          items: [
            "Actuar de buena fe, sin emplear maniobras dilatorias ni hacer afirmaciones temerarias.",
            "Dirigirse con cortesía a quienes lo atienden, sean servidores o contratistas.",
            "Pagar oportunamente la factura y dar aviso de cualquier cambio en el uso del inmueble o de los datos de contacto.",
            "Permitir la lectura y revisión de los medidores y cuidar las redes e instalaciones.",
          ],
        },
      ],
    },
    {
      heading: "Medios para ejercer sus derechos",
      blocks: [
        {
          kind: "contacts",
          items: [
            { label: "Sede principal", value: "{officeAddress}. {officeHours}." },
            { label: "Oficina La Estación", value: "Calle 30 # 45-20, lunes a viernes de 8:00 a. m. a 4:00 p. m. y sábados de 8:00 a. m. a 12:00 m." },
            { label: "Punto de atención El Alto", value: "Calle Principal # 3-15, martes y jueves de 8:00 a. m. a 3:00 p. m." },
            { label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
            { label: "Correo para PQRS", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Radicar una PQRS en línea", path: "/newPQRS" },
            { label: "Sus derechos en la atención", path: "/cartaDigna" },
          ],
        },
        {
          kind: "documents",
          items: [{ title: "Carta de trato digno al usuario, versión 2025", file: "/docs/carta-trato-digno-2025.pdf", format: "PDF", date: "2025-07-07" }],
        },
      ],
    },
  ],
};

export default content;
