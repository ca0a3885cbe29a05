import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El modelo de abastecimiento estratégico organiza las compras de {brand} por categorías, para conseguir mejores condiciones de costo, calidad y oportunidad, y para que más empresas de San Rafael y la región puedan ser proveedoras.",
  sections: [
    {
      heading: "En qué consiste el modelo",
      blocks: [
        {
          kind: "paragraph",
          text: "En lugar de comprar cada necesidad por separado, la empresa agrupa lo que adquiere en categorías con características de mercado similares. Cada categoría tiene un responsable que estudia a los proveedores, planea las compras de dos o tres años y define si conviene un acuerdo marco, una compra conjunta con otras entidades del Municipio o un proceso individual.",
        },
        {
          kind: "paragraph",
          text: "Las categorías se clasifican según su impacto en la operación y el riesgo de abastecimiento: estratégicas, de apalancamiento, cuello de botella y rutinarias. Esa clasificación orienta el tipo de proceso y la relación con los proveedores, siempre dentro del Manual de Contratación y con publicación en SECOP II.",
        },
      ],
    },
    {
      heading: "Categorías de compra y gasto de 2025",
      blocks: [
        {
          kind: "table",
          caption: "Gasto contratado por categoría en 2025 (millones de pesos)",
          columns: ["Categoría", "Clasificación", "Valor contratado", "Proveedores", "Compras locales"],
          rows: [
            ["Obras civiles de redes y plantas", "Apalancamiento", "$ 42.300", "36", "58 %"],
            ["Equipos eléctricos: transformadores, cables y medidores", "Estratégica", "$ 24.800", "14", "12 %"],
            ["Tubería, válvulas y accesorios", "Apalancamiento", "$ 11.900", "9", "30 %"],
            ["Químicos para el tratamiento del agua", "Cuello de botella", "$ 4.600", "3", "0 %"],
            ["Equipos y servicios de red de telecomunicaciones", "Estratégica", "$ 10.200", "7", "15 %"],
            ["Tecnología de información y software", "Cuello de botella", "$ 8.700", "21", "35 %"],
            ["Flota, combustibles y mantenimiento de vehículos", "Apalancamiento", "$ 6.400", "12", "74 %"],
            ["Servicios generales: aseo, vigilancia y cafetería", "Rutinaria", "$ 9.700", "18", "91 %"],
            ["Total", "", "$ 118.600", "120", "41,5 %"],
          ],
          numeric: [2, 3, 4],
          note: "No incluye las compras de energía en bloque, que se rigen por la regulación de la CREG y se adjudican mediante convocatorias públicas.",
        },
      ],
    },
    {
      heading: "Resultados y metas",
      blocks: [
        {
          kind: "list",
          items: [
            "Ahorros de $ 3.940 millones en 2025, equivalentes al 3,3 % del gasto gestionado, por acuerdos marco de medidores y de tubería.",
            "Meta de compras locales para 2027: 45 % del valor contratado.",
            "Reducción del tiempo promedio de compra de materiales de 74 a 52 días.",
            "Evaluación semestral del desempeño de cada proveedor en calidad, cumplimiento, seguridad y gestión ambiental.",
          ],
        },
        {
          kind: "subsection",
          heading: "Desarrollo de proveedores locales",
          blocks: [
            {
              kind: "paragraph",
              text: "Con la cámara de comercio de la jurisdicción, la empresa ofrece talleres gratuitos sobre inscripción en SECOP II, preparación de propuestas y requisitos de seguridad y salud en el trabajo. En 2026 participaron 64 empresas, y 9 de ellas resultaron adjudicatarias de contratos.",
            },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Categorías de compra, clasificación y gasto 2025",
              file: "/docs/abastecimiento-estrategico-categorias-2025.csv",
              format: "CSV",
              date: "2026-08-03",
            },
            {
              title: "Modelo de abastecimiento estratégico, versión 2026",
              file: "/docs/abastecimiento-estrategico-modelo-2026.pdf",
              format: "PDF",
              date: "2026-02-24",
            },
          ],
        },
        {
          kind: "contacts",
          items: [{ label: "Registro y desarrollo de proveedores", value: "proveedores@emsp.example", href: "mailto:proveedores@emsp.example" }],
        },
        {
          kind: "links",
          items: [
            { label: "Proveedores", path: "/suppliers" },
            { label: "Registro de proveedores", path: "/supplierRegistration" },
            { label: "Plan anual de adquisiciones", path: "/annualPlan" },
            { label: "Convocatorias de compra de energía", path: "/energia/convocatorias-sicep" },
          ],
        },
      ],
    },
  ],
};

export default content;
