import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Los programas de responsabilidad social de {brand} buscan que ninguna familia de San Rafael quede por fuera de los servicios públicos por su condición económica o por vivir en un asentamiento informal, y que la empresa sea un buen vecino en cada barrio donde trabaja.",
  sections: [
    {
      heading: "Programas y resultados",
      blocks: [
        {
          kind: "table",
          caption: "Principales programas sociales y sus resultados de 2025",
          columns: ["Programa", "Qué hace", "Beneficiarios 2025", "Inversión 2025"],
          numeric: [2, 3],
          rows: [
            ["Conexión Segura", "Normaliza conexiones de energía y agua en asentamientos y barrios sin legalizar", "1.860 viviendas", "$ 4.212 millones"],
            [
              "Bienvenida al Servicio",
              "Acompaña a los nuevos usuarios en la lectura de la factura, el uso eficiente y sus derechos",
              "3.420 hogares",
              "$ 286 millones",
            ],
            ["Pago a Tu Medida", "Acuerdos de pago y energía prepagada para familias con deudas o ingresos irregulares", "2.915 cuentas", "$ 148 millones"],
            ["Vecinos de la Obra", "Información y atención a comunidades cerca de obras de redes y plantas", "41 obras", "$ 203 millones"],
            [
              "Voluntariado Manos que Sirven",
              "Trabajadores que donan su tiempo en colegios, hogares comunitarios y jornadas ambientales",
              "6.800 personas atendidas",
              "$ 97 millones",
            ],
          ],
        },
      ],
    },
    {
      heading: "Normalización de conexiones",
      blocks: [
        {
          kind: "paragraph",
          text: "Las conexiones improvisadas ponen en riesgo la vida de las familias: cables expuestos, mangueras que contaminan el agua y sobrecargas que dañan los electrodomésticos de la cuadra entera. Conexión Segura instala redes, acometidas y medidores que cumplen la norma, y cuando el asentamiento no está legalizado trabaja con la Alcaldía y la comunidad bajo el esquema diferencial que permite el Decreto 1077 de 2015.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "La junta de acción comunal o un grupo de vecinos solicita la visita de diagnóstico.",
            "La empresa censa las viviendas, verifica los riesgos y presenta el proyecto a la comunidad en asamblea.",
            "Se construyen las redes y se firma con cada hogar el contrato de servicio y, si lo necesita, un acuerdo de pago de la conexión a 36 meses.",
            "Durante los seis meses siguientes un gestor social visita a las familias para resolver dudas sobre consumo y facturación.",
          ],
        },
      ],
    },
    {
      heading: "Voluntariado de los trabajadores",
      blocks: [
        {
          kind: "paragraph",
          text: "En 2025 participaron 212 trabajadores que aportaron 3.180 horas: revisaron gratuitamente las instalaciones eléctricas de 26 hogares comunitarios, pintaron y arreglaron baterías sanitarias en 9 escuelas rurales y sembraron árboles en la cuenca del río San Rafael. La empresa concede a cada trabajador hasta 16 horas laborales al año para estas actividades.",
        },
        {
          kind: "notice",
          tone: "info",
          title: "Postule a su comunidad",
          text: "Las organizaciones comunitarias pueden proponer actividades de voluntariado para 2027 hasta el 15 de diciembre de 2026, con una carta que describa la necesidad y el número de personas que se beneficiarían.",
        },
      ],
    },
    {
      heading: "Documentos y contacto",
      blocks: [
        {
          kind: "documents",
          items: [{ title: "Balance social 2025", file: "/docs/responsabilidad-social-balance-2025.pdf", format: "PDF", date: "2026-05-26" }],
        },
        {
          kind: "contacts",
          items: [
            { label: "Gestión social", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            { label: "Línea gratuita", value: "{freeLine}", href: "tel:{freeLine}" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Sostenibilidad", path: "/sostenibilidad" },
            { label: "Medios de pago y acuerdos", path: "/paymentMethods" },
          ],
        },
      ],
    },
  ],
};

export default content;
