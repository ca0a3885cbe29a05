import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Desde este menú accede a los indicadores de calidad de los servicios de internet, televisión y telefonía de {brand}: atención presencial y telefónica, satisfacción, PQR, quejas, agencias comerciales y calidad técnica de la red, con las cifras del último trimestre reportado.",
  sections: [
    {
      heading: "Para qué sirven estos indicadores",
      blocks: [
        {
          kind: "paragraph",
          text: "La Res. CRC 5050 de 2016 obliga a los proveedores de redes y servicios a medir la calidad con metodologías definidas y a reportar los resultados a la CRC en los formatos de su Título de Reportes de Información. Publicarlos aquí le permite comparar el servicio que recibe con lo que la empresa promete y con la evolución de trimestres anteriores.",
        },
        {
          kind: "paragraph",
          text: "Las cifras se consolidan al cierre de cada trimestre y se publican durante el mes siguiente, después de que el área de Calidad las revisa contra los registros de los sistemas de atención y de gestión de red.",
        },
      ],
    },
    {
      heading: "Resumen del tercer trimestre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores de telecomunicaciones, julio a septiembre de 2026",
          columns: ["Indicador", "Resultado del trimestre", "Meta interna 2026"],
          rows: [
            ["Disponibilidad de la red de internet", "99,93 %", "99,90 %"],
            ["Velocidad efectiva promedio frente a la contratada", "96,1 %", "90,0 %"],
            ["Latencia promedio", "12,0 ms", "15,0 ms"],
            ["Llamadas de soporte telco atendidas por un asesor", "96,0 %", "95,0 %"],
            ["Satisfacción con la atención (escala 1 a 5)", "4,21", "4,30"],
            ["PQR registradas con CUN", "1.104", "No aplica"],
            ["PQR resueltas a favor del usuario", "31 %", "No aplica"],
            ["PQR respondidas dentro del término legal", "97,2 %", "100 %"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Cifras consolidadas de calidad de telecomunicaciones de julio a septiembre de 2026",
              file: "/docs/indicadores-calidad-resumen-2026-t3.csv",
              format: "CSV",
              date: "2026-10-14",
            },
          ],
        },
      ],
    },
    {
      heading: "Consulte cada indicador",
      blocks: [
        {
          kind: "links",
          items: [
            { label: "Atención presencial", path: "/telco-indicadores-calidad-atencion-fisica" },
            { label: "Líneas de atención gratuita", path: "/telco-indicadores-calidad-lineas-atencion-gratuita" },
            { label: "Satisfacción de los usuarios", path: "/telco-indicadores-calidad-satisfaccion-atencion-usuario" },
            { label: "Certificación ante la SIC", path: "/telco-indicadores-calidad-certificacion-sic" },
            { label: "Agencias comerciales", path: "/telco-indicadores-calidad-contrato-agencias-comerciales" },
            { label: "Calidad de internet, televisión y línea básica", path: "/telco-indicadores-calidad-calidad-internet-tv-lineabasica" },
            { label: "PQR de telecomunicaciones", path: "/telco-indicadores-calidad-pqr" },
            { label: "Causas de queja", path: "/telco-indicadores-calidad-quejas" },
            { label: "Serie histórica por trimestres", path: "/qualityTelco" },
          ],
        },
      ],
    },
    {
      heading: "Cómo leer las cifras",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Por qué se publica por trimestre y no en tiempo real?",
              answer:
                "Porque cada indicador se valida con una metodología y un periodo de medición fijos, lo que permite compararlo con otros proveedores y con la serie histórica.",
            },
            {
              question: "¿Qué hago si mi experiencia no coincide con el promedio?",
              answer:
                "Un promedio puede esconder casos puntuales. Si su servicio está por debajo de lo contratado, reporte la falla y pida el CUN: su caso se atiende de forma individual.",
            },
            {
              question: "¿Quién vigila que las cifras sean ciertas?",
              answer: "La CRC recibe los reportes y el Ministerio TIC y la SIC pueden verificarlos dentro de sus funciones de vigilancia y control.",
            },
          ],
        },
      ],
    },
  ],
};

export default content;
