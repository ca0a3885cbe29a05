import type { PageContent } from "../types";

const content: PageContent = {
  lead: "{brand} presta en San Rafael servicios de internet fijo por fibra óptica, televisión por suscripción y telefonía fija. Aquí encuentra los planes vigentes, los canales para pedir soporte y la información que la Comisión de Regulación de Comunicaciones (CRC) obliga a publicar a todo proveedor.",
  sections: [
    {
      heading: "Nuestros servicios de comunicaciones",
      blocks: [
        {
          kind: "paragraph",
          text: "La unidad de telecomunicaciones de {brandLong} atiende hoy cerca de 21.300 suscriptores con al menos un servicio activo. La red es de fibra hasta el hogar (FTTH), lo que permite ofrecer velocidades simétricas: usted sube archivos tan rápido como los descarga.",
        },
        {
          kind: "table",
          caption: "Servicios y precios de referencia, noviembre de 2026",
          columns: ["Servicio", "Característica principal", "Precio mensual (IVA incluido)"],
          rows: [
            ["Internet 300 Mbps", "Fibra óptica simétrica", "$ 79.900"],
            ["Internet 600 Mbps", "Fibra óptica simétrica", "$ 99.900"],
            ["Internet 900 Mbps", "Fibra óptica simétrica", "$ 129.900"],
            ["Telefonía fija", "Llamadas locales ilimitadas", "$ 18.900"],
            ["Televisión", "120 canales, 38 en alta definición", "$ 49.900"],
          ],
          numeric: [2],
          note: "Ningún plan tiene cláusula de permanencia. En internet fijo, los usuarios residenciales de estratos 1 y 2 no pagan IVA (Estatuto Tributario, art. 476).",
        },
      ],
    },
    {
      heading: "Cómo contratar o cambiar de plan",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Verifique que su dirección tenga red de fibra en la página de cobertura.",
            "Elija el plan o el combo en la tienda de planes y registre sus datos de contacto.",
            "Un asesor le confirma la solicitud por teléfono o WhatsApp y le envía el contrato único de servicios para su aceptación.",
            "Un técnico instala el servicio, deja funcionando los equipos en comodato y le explica su uso.",
          ],
        },
        {
          kind: "paragraph",
          text: "Para cambiar a un plan de mayor o menor velocidad no necesita visitar una oficina: basta con llamar a la línea gratuita, y el cambio se aplica desde el siguiente ciclo de facturación.",
        },
      ],
    },
    {
      heading: "Información que le protege como usuario",
      blocks: [
        {
          kind: "paragraph",
          text: "Como proveedor de redes y servicios, la empresa cumple el régimen de protección de los derechos de los usuarios de la Res. CRC 5050 de 2016, modificado por la Res. CRC 5111 de 2017. Cada petición, queja o recurso recibe un Código Único Numérico (CUN) con el que puede seguir su trámite y, si no queda conforme, acudir a la Superintendencia de Industria y Comercio (SIC).",
        },
        {
          kind: "links",
          items: [
            { label: "Derechos e información para usuarios", path: "/telco-informacion-usuarios" },
            { label: "Condiciones y restricciones de los planes", path: "/telco-condiciones-restricciones" },
            { label: "Indicadores de calidad del servicio", path: "/telco-indicadores-calidad" },
            { label: "Gestión de tráfico y neutralidad de red", path: "/telco-gestion-trafico" },
            { label: "Cobertura de la red de fibra", path: "/telco-cobertura" },
          ],
        },
      ],
    },
    {
      heading: "Soporte técnico y contacto",
      blocks: [
        {
          kind: "paragraph",
          text: "El soporte de internet, televisión y telefonía funciona las 24 horas por la línea gratuita. En el tercer trimestre de 2026 la red estuvo disponible el 99,93 % del tiempo y la velocidad efectiva promedio llegó al 96,1 % de la contratada.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Línea gratuita 24 horas (opción soporte telco)", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "WhatsApp", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
            { label: "Correo de telecomunicaciones", value: "telco@emsp.example", href: "mailto:telco@emsp.example" },
            { label: "Sede principal", value: "{officeAddress}, San Rafael" },
          ],
        },
      ],
    },
  ],
};

export default content;
