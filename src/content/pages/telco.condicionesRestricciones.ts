import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí se explican en lenguaje claro las condiciones de los planes de internet, televisión y telefonía de {brand}: qué se cobra, qué no, qué pasa con los equipos y cómo se le informan los cambios de tarifa.",
  sections: [
    {
      heading: "Permanencia mínima",
      blocks: [
        {
          kind: "paragraph",
          text: "Ningún plan tiene cláusula de permanencia mínima. Usted puede terminar el contrato cuando quiera, sin multa, por cualquier canal de atención; el servicio se desactiva al final del ciclo de facturación en curso, o antes si usted lo pide, y solo paga los días efectivamente usados.",
        },
      ],
    },
    {
      heading: "Cobros que puede encontrar en su factura",
      blocks: [
        {
          kind: "table",
          caption: "Cobros distintos del cargo mensual, vigencia 2026",
          columns: ["Concepto", "Cuándo se cobra", "Valor (IVA incluido)"],
          rows: [
            ["Instalación estándar", "Nunca en zonas con cobertura", "$ 0"],
            ["Traslado del servicio a otra dirección con cobertura", "Cuando usted lo pide", "$ 45.000"],
            ["Visita técnica por daño causado por el usuario", "Solo si el técnico comprueba que la falla es del cableado o equipos del usuario", "$ 38.000"],
            ["Reposición del router por pérdida o daño", "Si el equipo en comodato se pierde o se daña por mal uso", "$ 210.000"],
            ["Reposición del decodificador", "Si el equipo en comodato se pierde o se daña por mal uso", "$ 160.000"],
            ["Reconexión por mora", "Nunca", "$ 0"],
          ],
          numeric: [2],
        },
      ],
    },
    {
      heading: "Equipos en comodato",
      blocks: [
        {
          kind: "list",
          items: [
            "El router de fibra y el decodificador son propiedad de la empresa y se le entregan en préstamo gratuito mientras dure el contrato.",
            "Si el equipo falla por desgaste normal, se cambia sin costo.",
            "Al terminar el contrato tiene 30 días calendario para devolverlos en una oficina o para pedir que un técnico los recoja sin costo.",
            "Si no los devuelve en ese plazo, se cobra su valor de reposición en la última factura.",
          ],
        },
      ],
    },
    {
      heading: "Uso razonable y restricciones",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Internet",
              description:
                "Navegación ilimitada, sin tope de datos. Los planes residenciales no permiten revender la conexión ni montar servidores comerciales.",
            },
            { term: "Telefonía local ilimitada", description: "Para uso personal o familiar; no incluye centros de llamadas ni marcación automática masiva." },
            { term: "Televisión", description: "Un decodificador por plan; la señal no puede redistribuirse a otros inmuebles." },
            { term: "Velocidad garantizada", description: "El 80 % de la velocidad contratada, medida por cable en el router." },
          ],
        },
      ],
    },
    {
      heading: "Cambios de tarifa",
      blocks: [
        {
          kind: "paragraph",
          text: "Las tarifas se ajustan como máximo una vez al año. Cualquier ajuste se comunica al menos 30 días calendario antes, en la factura y por correo electrónico; si no está de acuerdo, puede terminar el contrato sin costo antes de que el nuevo valor empiece a regir.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Condiciones generales del contrato único de servicios 2026",
              file: "/docs/condiciones-restricciones-contrato-2026.pdf",
              format: "PDF",
              date: "2026-04-29",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Comparar planes", path: "/telco-marketplace" },
            { label: "Sus derechos como usuario", path: "/telco-informacion-usuarios" },
          ],
        },
      ],
    },
  ],
};

export default content;
