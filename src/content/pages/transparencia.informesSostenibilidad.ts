import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Cada año {brand} publica un informe de sostenibilidad que muestra, con los estándares de la Global Reporting Initiative (GRI), cómo la operación de energía, agua y telecomunicaciones afecta la economía, la comunidad y el ambiente de San Rafael.",
  sections: [
    {
      heading: "Qué contiene el informe",
      blocks: [
        {
          kind: "paragraph",
          text: "El informe reúne en un solo documento los resultados económicos, sociales y ambientales del año, los temas materiales identificados con los grupos de interés y el avance de las metas de sostenibilidad. Se elabora con los Estándares GRI 2021, opción «con referencia», y se relaciona con los Objetivos de Desarrollo Sostenible 6 (agua limpia), 7 (energía asequible), 9 (infraestructura) y 13 (acción por el clima).",
        },
        {
          kind: "list",
          items: [
            "Perfil de la organización, gobierno corporativo y ética.",
            "Desempeño económico: ingresos, inversión, valor económico distribuido y compras locales.",
            "Desempeño social: empleo, seguridad y salud en el trabajo, equidad de género, atención al usuario y programas comunitarios.",
            "Desempeño ambiental: agua captada y tratada, vertimientos, energía consumida, emisiones de gases de efecto invernadero y residuos.",
          ],
        },
      ],
    },
    {
      heading: "Indicadores destacados 2024 y 2025",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores GRI seleccionados del informe de sostenibilidad",
          columns: ["Indicador", "Estándar GRI", "2024", "2025"],
          rows: [
            ["Valor económico generado (millones de pesos)", "201-1", "$ 514.700", "$ 551.800"],
            ["Compras a proveedores locales", "204-1", "38,2 %", "41,5 %"],
            ["Agua tratada en plantas (millones de m³)", "303-3", "17,9", "18,3"],
            ["Emisiones de alcance 1 y 2 (t CO₂e)", "305-1, 305-2", "9.860", "9.310"],
            ["Residuos aprovechados", "306-4", "52,0 %", "58,7 %"],
            ["Trabajadores directos", "2-7", "628", "640"],
            ["Tasa de accidentalidad laboral (por cada 100 trabajadores)", "403-9", "3,1", "2,6"],
            ["Horas de formación por trabajador", "404-1", "34", "39"],
          ],
          numeric: [2, 3],
          note: "Las cifras económicas provienen de los estados financieros; las ambientales, de los informes presentados a la autoridad ambiental.",
        },
      ],
    },
    {
      heading: "Metas de sostenibilidad y resultados",
      blocks: [
        {
          kind: "paragraph",
          text: "En 2024 la empresa fijó metas para 2030. El informe de 2025 muestra que cuatro de las seis metas avanzan según lo previsto, una va adelantada y otra requiere ajustes por el retraso en la sustitución de la flota de vehículos.",
        },
        {
          kind: "table",
          caption: "Avance de las metas 2030 al cierre de 2025",
          columns: ["Meta 2030", "Línea base 2023", "Resultado 2025", "Estado"],
          rows: [
            ["Reducir 30 % las emisiones de alcance 1 y 2", "10.240 t", "9.310 t", "En curso"],
            ["IPUF menor a 6,0 m³/suscriptor/mes", "7,4", "6,8", "En curso"],
            ["Aprovechar el 70 % de los residuos", "47,0 %", "58,7 %", "Adelantada"],
            ["40 % de mujeres en la planta de personal", "31,0 %", "33,4 %", "En curso"],
            ["Flota liviana 50 % eléctrica", "4 %", "9 %", "Con retraso"],
            ["Tratar el 80 % de las aguas residuales urbanas", "46 %", "55 %", "En curso"],
          ],
          numeric: [1, 2],
        },
      ],
    },
    {
      heading: "Descarga y consulta",
      blocks: [
        {
          kind: "paragraph",
          text: "El informe de 2025 fue presentado a la junta directiva el 18 de junio de 2026. Las ediciones anteriores permanecen disponibles para comparar la evolución de cada indicador. Si encuentra una cifra que no coincide con otra publicación, escríbanos para revisarla.",
        },
        {
          kind: "documents",
          items: [
            { title: "Informe de sostenibilidad 2025 (resumen ejecutivo)", file: "/docs/informes-sostenibilidad-2025.pdf", format: "PDF", date: "2026-06-22" },
            {
              title: "Índice de contenidos GRI e indicadores 2024-2025",
              file: "/docs/informes-sostenibilidad-indicadores-gri-2025.csv",
              format: "CSV",
              date: "2026-06-22",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Sostenibilidad", path: "/sostenibilidad" },
            { label: "Gestión ambiental", path: "/sostenibilidad/gestionAmbiental" },
            { label: "Informes de gestión", path: "/informes-gestion" },
          ],
        },
      ],
    },
  ],
};

export default content;
