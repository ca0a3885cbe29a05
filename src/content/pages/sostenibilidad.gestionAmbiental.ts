import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La gestión ambiental de {brand} abarca todas sus operaciones de energía, agua y telecomunicaciones. Aquí encuentra la política ambiental corporativa, la huella de carbono, el manejo de residuos y las metas de reducción de impactos hasta 2030.",
  sections: [
    {
      heading: "Política ambiental",
      blocks: [
        {
          kind: "paragraph",
          text: "La política ambiental, actualizada por la Junta Directiva en marzo de 2025, compromete a la empresa a cumplir la normativa ambiental, prevenir la contaminación, usar de forma eficiente el agua y la energía, y reducir sus emisiones de gases de efecto invernadero. El sistema de gestión ambiental está certificado con la norma ISO 14001:2015 para las plantas de tratamiento, las subestaciones eléctricas y la sede principal.",
        },
        {
          kind: "list",
          items: [
            "Identificar y controlar los aspectos ambientales de cada proceso, desde la poda de árboles bajo las redes hasta el manejo de lodos de las plantas.",
            "Medir y publicar cada año la huella de carbono corporativa.",
            "Exigir criterios ambientales a contratistas y proveedores en los pliegos de contratación.",
            "Rendir cuentas a la comunidad y a las autoridades ambientales sobre el cumplimiento de permisos y licencias.",
          ],
        },
      ],
    },
    {
      heading: "Huella de carbono",
      blocks: [
        {
          kind: "table",
          caption: "Emisiones de gases de efecto invernadero (toneladas de CO2 equivalente)",
          columns: ["Alcance", "Fuentes principales", "2023", "2024", "2025"],
          numeric: [2, 3, 4],
          rows: [
            [
              "Alcance 1",
              "Combustible de vehículos y plantas de emergencia, gas SF6 de subestaciones, metano de la planta de aguas residuales",
              "3.560",
              "3.420",
              "3.210",
            ],
            ["Alcance 2", "Energía eléctrica consumida en bombeos, plantas y sedes", "6.680", "6.440", "6.100"],
            ["Alcance 3", "Transporte de insumos, contratistas y residuos", "4.640", "4.590", "4.560"],
            ["Total", "—", "14.880", "14.450", "13.870"],
          ],
          note: "Cálculo con la norma NTC-ISO 14064-1 y factores de emisión del Sistema Interconectado Nacional publicados por la UPME. Verificación externa del inventario 2025.",
        },
        {
          kind: "paragraph",
          text: "La meta es reducir un 30 % las emisiones de alcances 1 y 2 en 2030 frente a 2023, cuando sumaron 10.240 t; en 2025 fueron 9.310 t, un 9,1 % menos. Las acciones con mayor efecto son la renovación de bombas por equipos de alta eficiencia, el aprovechamiento del biogás de la planta Los Guaduales y la incorporación de vehículos eléctricos en la flota.",
        },
      ],
    },
    {
      heading: "Residuos y eficiencia energética",
      blocks: [
        {
          kind: "table",
          caption: "Gestión de residuos de la operación, 2025",
          columns: ["Tipo de residuo", "Cantidad (t)", "Destino"],
          numeric: [1],
          rows: [
            ["Lodos de plantas potabilizadoras", "1.970", "Deshidratación y disposición en celda autorizada"],
            ["Biosólidos de la planta Los Guaduales", "2.580", "Compostaje autorizado (aprovechado)"],
            ["Chatarra de cables, medidores y transformadores", "386", "Venta para reciclaje (aprovechado)"],
            ["Residuos peligrosos (aceites dieléctricos, baterías, luminarias)", "42", "Gestores con licencia ambiental"],
            ["Material reciclable de sedes", "64", "Asociación de recicladores de oficio (aprovechado)"],
            ["Residuos ordinarios de sedes", "118", "Relleno sanitario"],
          ],
        },
        {
          kind: "paragraph",
          text: "En 2025 el consumo propio de energía bajó 4,8 % gracias al cambio de 38 motores de bombeo, la iluminación LED en sedes y el ajuste de horarios de bombeo fuera de las horas pico. La instalación solar de 180 kWp en la sede principal cubre el 22 % de su consumo.",
        },
      ],
    },
    {
      heading: "Documentos",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Inventario de emisiones de gases de efecto invernadero 2025",
              file: "/docs/gestion-ambiental-huella-carbono-2025.pdf",
              format: "PDF",
              date: "2026-04-08",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Gestión ambiental del acueducto: cuencas y PSMV", path: "/acueducto/gestionAmbiental" },
            { label: "Informes de sostenibilidad", path: "/informes-sostenibilidad" },
            { label: "Sostenibilidad", path: "/sostenibilidad" },
          ],
        },
      ],
    },
  ],
};

export default content;
