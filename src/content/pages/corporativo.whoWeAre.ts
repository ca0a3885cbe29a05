import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Somos {brandLong}, la empresa pública de San Rafael que desde 1964 lleva energía, agua potable y alcantarillado a los hogares, comercios e industrias del municipio, y que desde hace algunos años también conecta a las familias con internet, televisión y telefonía.",
  sections: [
    {
      heading: "Nuestra historia",
      blocks: [
        {
          kind: "table",
          caption: "Hitos de la empresa",
          columns: ["Año", "Hito"],
          rows: [
            ["1964", "El Concejo Municipal crea la empresa mediante el Acuerdo 014 para administrar el acueducto y la planta eléctrica del municipio."],
            ["1978", "Entra en operación la Planta de tratamiento La Esperanza, hoy con capacidad de 420 litros por segundo."],
            ["1996", "El Acuerdo 022 la transforma en empresa de servicios públicos domiciliarios, conforme a la Ley 142 de 1994."],
            ["2009", "Se inaugura la Planta El Salto (180 l/s), que asegura el abastecimiento de la zona norte."],
            ["2019", "Se inicia el despliegue de la red de fibra óptica hasta el hogar (FTTH)."],
            ["2025", "La red de fibra supera los 21.000 suscriptores y la empresa completa la medición inteligente en el centro."],
          ],
        },
      ],
    },
    {
      heading: "A quiénes servimos",
      blocks: [
        {
          kind: "paragraph",
          text: "Atendemos a cerca de 98.400 usuarios de energía, 86.200 de acueducto, 84.900 de alcantarillado y 21.300 suscriptores de telecomunicaciones, en la zona urbana, situada a 1.450 metros sobre el nivel del mar, y en los corregimientos. El agua que entregamos obtuvo en 2025 un índice de riesgo de calidad (IRCA) de 0,4 %, lo que significa agua sin riesgo para la salud.",
        },
        {
          kind: "paragraph",
          text: "Más de 640 personas trabajan en la empresa, la mayoría en la operación de redes, plantas y atención a los usuarios. Cada peso de utilidad se reinvierte en el municipio o se transfiere a la administración municipal para inversión social.",
        },
      ],
    },
    {
      heading: "Lo que nos distingue",
      blocks: [
        {
          kind: "list",
          items: [
            "Propiedad cien por ciento pública, con una junta directiva que incluye miembros independientes y un vocal de control elegido por los usuarios.",
            "Cuatro servicios en una sola factura y una sola red de atención.",
            "Tarifas reguladas por la CREG y la CRA, con subsidios para los estratos 1, 2 y 3.",
            "Un programa de reducción de pérdidas de agua que llevó el índice a 6,8 m³ por suscriptor al mes en 2025, cada vez más cerca del estándar de 6 m³ fijado por la CRA.",
          ],
        },
      ],
    },
    {
      heading: "Conozca más",
      blocks: [
        {
          kind: "documents",
          items: [{ title: "Presentación corporativa 2025", file: "/docs/who-we-are-presentacion-corporativa-2025.pdf", format: "PDF", date: "2025-09-08" }],
        },
        {
          kind: "links",
          items: [
            { label: "Misión y visión", path: "/mission-vision" },
            { label: "Estructura organizacional", path: "/levels" },
            { label: "Informes de sostenibilidad", path: "/informes-sostenibilidad" },
            { label: "Reseña histórica del servicio de energía", path: "/energia/historicalOverview" },
          ],
        },
      ],
    },
  ],
};

export default content;
