import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Publicamos los resultados de la encuesta que responden los usuarios justo después de ser atendidos, para que usted conozca cómo califican la atención de {brand} en cada canal y en cada servicio.",
  sections: [
    {
      heading: "Resultado general del tercer trimestre de 2026",
      blocks: [
        {
          kind: "paragraph",
          text: "Entre julio y septiembre de 2026 la calificación promedio fue de 4,36 sobre 5, y el 87,2 % de las personas encuestadas se declaró satisfecha o muy satisfecha con la atención. Se considera satisfecho a quien califica con 4 o 5 la pregunta general sobre su experiencia.",
        },
        {
          kind: "table",
          caption: "Satisfacción por canal de atención, julio a septiembre de 2026",
          columns: ["Canal", "Encuestas válidas", "Calificación promedio (1 a 5)", "Usuarios satisfechos"],
          rows: [
            ["Oficinas presenciales", "820", "4,41", "88,5 %"],
            ["Línea gratuita", "910", "4,32", "86,4 %"],
            ["WhatsApp", "390", "4,38", "87,9 %"],
            ["Portal web y correo electrónico", "330", "4,29", "85,2 %"],
            ["Total", "2.450", "4,36", "87,2 %"],
          ],
          numeric: [1, 2, 3],
          note: "Margen de error de ±2 puntos porcentuales con un nivel de confianza del 95 %.",
        },
      ],
    },
    {
      heading: "Resultados por servicio y por atributo",
      blocks: [
        {
          kind: "table",
          caption: "Calificación promedio según el servicio sobre el que se consultó",
          columns: ["Servicio", "Calificación promedio (1 a 5)", "Usuarios satisfechos"],
          rows: [
            ["Energía", "4,39", "88,0 %"],
            ["Acueducto y alcantarillado", "4,40", "88,3 %"],
            ["Telecomunicaciones", "4,21", "83,6 %"],
          ],
          numeric: [1, 2],
        },
        {
          kind: "paragraph",
          text: "Los atributos mejor valorados fueron la amabilidad del asesor (4,58) y la claridad de la información entregada (4,41). El atributo con menor puntaje fue la solución en el primer contacto (4,02), que sigue siendo la prioridad del plan de mejora de la atención para 2027.",
        },
      ],
    },
    {
      heading: "Cómo se hace la encuesta",
      blocks: [
        {
          kind: "list",
          items: [
            "Al terminar la llamada, el chat o la visita, el sistema invita a responder cinco preguntas cortas; participar es voluntario y anónimo.",
            "En las oficinas la encuesta se responde en una tableta a la salida del módulo de atención.",
            "Solo se cuentan encuestas completas, con una por persona y por atención, respondidas dentro de las 24 horas siguientes.",
            "Los resultados los consolida la Subgerencia Comercial y los revisa la oficina de control interno antes de publicarlos.",
          ],
        },
        {
          kind: "paragraph",
          text: "La medición de la percepción del usuario responde al modelo de servicio al ciudadano de la política de relación Estado-ciudadano del MIPG (Decreto 1499 de 2017) y, para telecomunicaciones, a las reglas de calidad en la atención de la Res. CRC 5050 de 2016.",
        },
      ],
    },
    {
      heading: "Documentos y evolución",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Resultados de la encuesta de satisfacción por canal y servicio, tercer trimestre de 2026",
              file: "/docs/satisfaccion-atencion-usuario-tercer-trimestre-2026.csv",
              format: "CSV",
              date: "2026-10-14",
            },
            {
              title: "Ficha técnica de la encuesta de satisfacción 2026",
              file: "/docs/satisfaccion-atencion-usuario-ficha-tecnica-2026.pdf",
              format: "PDF",
              date: "2026-01-22",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Evolución de la satisfacción del usuario", path: "/satisfactoryIndicator" },
            { label: "Satisfacción de usuarios de telecomunicaciones", path: "/telco-indicadores-calidad-satisfaccion-atencion-usuario" },
            { label: "Indicadores de calidad de la atención", path: "/transparencia/indicadoresCalidadAtencion" },
          ],
        },
      ],
    },
  ],
};

export default content;
