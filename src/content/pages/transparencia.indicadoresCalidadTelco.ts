import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Resumen, para efectos del informe de transparencia, de cómo se comportaron en el tercer trimestre de 2026 los servicios de internet fijo por fibra óptica, televisión y telefonía de {brand} frente a los valores objetivo de calidad.",
  sections: [
    {
      heading: "Cumplimiento del tercer trimestre de 2026",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores de calidad de telecomunicaciones, julio a septiembre de 2026",
          columns: ["Indicador", "Resultado", "Valor objetivo", "¿Cumple?"],
          rows: [
            ["Disponibilidad de la red de acceso", "99,93 %", "Mínimo 99,90 %", "Sí"],
            ["Velocidad efectiva promedio frente a la contratada", "96,1 %", "Mínimo 90,0 %", "Sí"],
            ["PQR de telecomunicaciones con CUN", "1.104", "Sin valor objetivo", "No aplica"],
            ["PQR resueltas a favor del usuario", "31 %", "Sin valor objetivo", "No aplica"],
          ],
          numeric: [1],
          note: "Mediciones sobre 21.300 suscriptores de internet, televisión y telefonía. El valor objetivo de velocidad corresponde a la meta interna fijada sobre la referencia regulatoria.",
        },
        {
          kind: "paragraph",
          text: "Una disponibilidad de 99,93 % equivale a que, en promedio, cada usuario tuvo el servicio interrumpido cerca de 92 minutos en el trimestre completo, sumando fallas y mantenimientos programados.",
        },
      ],
    },
    {
      heading: "Qué exige la regulación",
      blocks: [
        {
          kind: "paragraph",
          text: "El régimen de calidad compilado en la Res. CRC 5050 de 2016 obliga a los proveedores de redes y servicios de telecomunicaciones a medir indicadores de disponibilidad y desempeño de su red, reportarlos a la Comisión de Regulación de Comunicaciones en los formatos establecidos y publicarlos para que los usuarios puedan comparar.",
        },
        {
          kind: "list",
          items: [
            "Internet fijo: disponibilidad de la red y velocidad efectiva de bajada y de subida medida en horas de mayor tráfico.",
            "Televisión por suscripción: continuidad de la señal y atención de fallas reportadas.",
            "Telefonía fija: disponibilidad del servicio y completación de llamadas.",
            "Atención al usuario: quejas tramitadas con código único numérico (CUN) y su resultado.",
          ],
        },
      ],
    },
    {
      heading: "Dónde ver el detalle",
      blocks: [
        {
          kind: "paragraph",
          text: "El equipo de telecomunicaciones publica las mediciones por servicio, por mes y por zona, así como la forma en que se hacen las pruebas de velocidad. Esta página se limita a las cifras consolidadas que hacen parte del reporte de transparencia.",
        },
        {
          kind: "links",
          items: [
            { label: "Calidad de internet, televisión y línea básica", path: "/telco-indicadores-calidad-calidad-internet-tv-lineabasica" },
            { label: "Indicadores de calidad de telecomunicaciones (sección telco)", path: "/telco-indicadores-calidad" },
            { label: "Serie histórica de calidad telco", path: "/qualityTelco" },
            { label: "Medidor de velocidad", path: "/telco-medidor-velocidad" },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Consolidado de calidad de telecomunicaciones para el informe de transparencia, julio a septiembre de 2026",
              file: "/docs/indicadores-calidad-telco-tercer-trimestre-2026.csv",
              format: "CSV",
              date: "2026-10-21",
            },
          ],
        },
      ],
    },
    {
      heading: "Si su servicio no cumple lo contratado",
      blocks: [
        {
          kind: "paragraph",
          text: "Haga una prueba con el medidor de velocidad conectado por cable y guarde el resultado. Si la velocidad está por debajo de lo ofrecido de forma repetida, presente una queja: recibirá un CUN y una respuesta en máximo 15 días hábiles, y si se confirma la falla usted tiene derecho a la compensación que señala el régimen de protección de usuarios.",
        },
        { kind: "contacts", items: [{ label: "Soporte de telecomunicaciones", value: "telco@emsp.example", href: "mailto:telco@emsp.example" }] },
      ],
    },
  ],
};

export default content;
