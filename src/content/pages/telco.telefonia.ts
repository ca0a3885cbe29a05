import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La telefonía fija de {brand} funciona sobre la red de fibra óptica y le permite hablar sin límite con números locales, además de llamar a otras ciudades y a celulares con bolsas de minutos a su medida.",
  sections: [
    {
      heading: "Planes de voz",
      blocks: [
        {
          kind: "table",
          caption: "Planes de telefonía fija residencial, noviembre de 2026",
          columns: ["Plan", "Minutos incluidos", "Precio mensual (IVA incluido)", "Permanencia"],
          rows: [
            ["Local ilimitado", "Llamadas locales sin límite", "$ 18.900", "Ninguna"],
            ["Local ilimitado + Nacional 300", "Locales sin límite y 300 minutos a fijos de otras ciudades y a celulares", "$ 27.900", "Ninguna"],
            ["Local ilimitado + Nacional 600", "Locales sin límite y 600 minutos a fijos de otras ciudades y a celulares", "$ 34.900", "Ninguna"],
          ],
          numeric: [2],
          note: "En estratos 1 y 2, los primeros 325 minutos locales del mes están excluidos de IVA (Estatuto Tributario, art. 476).",
        },
        {
          kind: "table",
          caption: "Tarifas por minuto fuera de la bolsa",
          columns: ["Destino", "Valor por minuto (IVA incluido)"],
          rows: [
            ["Fijo en otra ciudad de Colombia", "$ 89"],
            ["Celular en Colombia", "$ 119"],
            ["Estados Unidos y Canadá", "$ 240"],
            ["Resto del mundo", "$ 690"],
          ],
          numeric: [1],
        },
      ],
    },
    {
      heading: "Funciones incluidas sin costo",
      blocks: [
        {
          kind: "definitions",
          items: [
            { term: "Identificador de llamadas", description: "Muestra el número que le llama en teléfonos compatibles." },
            { term: "Llamada en espera", description: "Le avisa con un tono que entra otra llamada y le permite alternar entre ambas." },
            { term: "Desvío de llamadas", description: "Envía las llamadas a otro número fijo o celular cuando usted no está en casa." },
            { term: "Bloqueo de destinos", description: "Impide llamadas a celulares o internacionales desde su línea; se activa con un código personal." },
            { term: "Números de emergencia", description: "Las llamadas al 123 y a las demás líneas de emergencia son gratuitas y siempre están habilitadas." },
          ],
        },
      ],
    },
    {
      heading: "Conservar su número y solicitar la línea",
      blocks: [
        {
          kind: "paragraph",
          text: "Si hoy tiene una línea fija con otro operador en San Rafael, puede pedir el traslado y conservar su número siempre que la numeración pertenezca al mismo municipio; el trámite tarda en promedio cinco días hábiles y no tiene costo.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Solicite la línea en la tienda de planes, en la línea gratuita o en una oficina de atención.",
            "Indique si desea un número nuevo o conservar el que ya tiene.",
            "El técnico conecta el teléfono al puerto de voz del equipo de fibra instalado en su casa.",
            "Revise en la primera factura que el plan y los minutos coincidan con lo contratado.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Tenga en cuenta en cortes de energía",
          text: "Como la línea depende del equipo de fibra, deja de funcionar si se va la energía en su casa. Si en el hogar vive una persona que necesita comunicación permanente, pida una batería de respaldo para el equipo.",
        },
      ],
    },
    {
      heading: "Reportar daños",
      blocks: [
        {
          kind: "paragraph",
          text: "Los daños de la línea se reportan las 24 horas. En el tercer trimestre de 2026 se registraron 0,38 reportes de daño por cada 100 líneas en promedio mensual, y la mayoría se resolvieron el mismo día.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "WhatsApp", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
          ],
        },
        {
          kind: "links",
          items: [{ label: "Calidad de internet, televisión y línea básica", path: "/telco-indicadores-calidad-calidad-internet-tv-lineabasica" }],
        },
      ],
    },
  ],
};

export default content;
