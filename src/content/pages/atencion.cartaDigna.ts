import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Esta es la carta de trato digno de {brand}: le explica los derechos que tiene cada vez que se comunica con la empresa, los medios que ponemos a su disposición y lo que puede hacer si no recibe una atención respetuosa.",
  sections: [
    {
      heading: "Nuestro compromiso",
      blocks: [
        {
          kind: "paragraph",
          text: "El artículo 7 de la Ley 1437 de 2011 obliga a las entidades que cumplen funciones públicas a expedir y divulgar una carta de trato digno. En cumplimiento de ese mandato, la gerencia general adoptó esta carta, que aplica por igual en oficinas, línea telefónica, chat, WhatsApp, correo y visitas técnicas a su predio, y también a los contratistas que atienden a los usuarios en nombre de la empresa.",
        },
      ],
    },
    {
      heading: "Sus derechos",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Presentar peticiones por cualquier medio",
              description:
                "De forma verbal, escrita o por medios electrónicos, sin necesidad de abogado, y recibir una respuesta de fondo dentro de los plazos de ley.",
            },
            {
              term: "Conocer el estado de su trámite",
              description:
                "Saber en cualquier momento en qué va su solicitud y obtener copias de los documentos del expediente, a su costa cuando se trate de copias físicas.",
            },
            {
              term: "Ser tratado con respeto",
              description:
                "Recibir un trato amable y considerado, sin discriminación por razones de edad, género, origen, discapacidad, creencias u orientación sexual.",
            },
            {
              term: "Atención prioritaria",
              description:
                "Las niñas, niños y adolescentes, las personas mayores, las mujeres gestantes, las personas con discapacidad y las víctimas del conflicto reciben atención especial y preferente.",
            },
            {
              term: "Aportar documentos y argumentos",
              description: "Presentar pruebas y alegatos antes de que se tome una decisión y que la empresa los tenga en cuenta al resolver.",
            },
            {
              term: "Exigir responsabilidades",
              description: "Pedir que se cumplan las obligaciones de los servidores y de los particulares que prestan servicios en nombre de la empresa.",
            },
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
            "Actuar de buena fe, sin dar información falsa ni usar maniobras para dilatar los trámites.",
            "Dirigirse con cortesía al personal propio y contratista que lo atiende.",
            "Permitir la lectura y revisión de los medidores y el acceso del personal identificado a las instalaciones.",
            "Hacer un uso adecuado de los servicios y no alterar las conexiones ni los equipos de medida.",
          ],
        },
      ],
    },
    {
      heading: "Medios de atención a su disposición",
      blocks: [
        {
          kind: "contacts",
          items: [
            { label: "Sede principal", value: "{officeAddress}. {officeHours}." },
            { label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "WhatsApp", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
            { label: "Correo", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
        {
          kind: "documents",
          items: [{ title: "Carta de trato digno al usuario, versión 2025", file: "/docs/carta-digna-usuario-2025.pdf", format: "PDF", date: "2025-10-15" }],
        },
      ],
    },
    {
      heading: "Si no recibió un trato digno",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Anote la fecha, la hora, el canal y, si es posible, el nombre del servidor o el número del turno.",
            "Radique una queja por la atención en el formulario de PQRS, eligiendo la opción Queja.",
            "La Oficina de Atención al Usuario la tramitará y le responderá en un máximo de quince días hábiles.",
            "Si la conducta puede constituir una falta disciplinaria, la queja se traslada a la Oficina de Control Interno Disciplinario.",
          ],
        },
        {
          kind: "paragraph",
          text: "En el tercer trimestre de 2026 las quejas relacionadas con la atención representaron el 9 % de las PQR recibidas. Cada una se analiza para corregir la causa y los resultados se presentan en el informe trimestral de PQR.",
        },
        {
          kind: "links",
          items: [
            { label: "Presentar una queja", path: "/newPQRS" },
            { label: "Informes de PQR", path: "/informes-pqr" },
            { label: "Carta de trato digno en el menú de transparencia", path: "/transparencia/indicadoresCalidadAtencion/CartaTratoDignoUsuario" },
          ],
        },
      ],
    },
  ],
};

export default content;
