import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Si quiere producir su propia electricidad con paneles solares u otra fuente y conectarla a la red de {brand}, aquí encuentra las reglas de la Resolución CREG 174 de 2021, cómo se reconocen los excedentes y qué pasos debe seguir.",
  sections: [
    {
      heading: "Autogeneración a pequeña escala y generación distribuida",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Autogenerador a pequeña escala (AGPE)",
              description:
                "Hogar, comercio o industria que produce energía principalmente para su propio consumo, con una capacidad instalada de hasta 1 MW, y que puede entregar a la red la energía que le sobra.",
            },
            {
              term: "Generador distribuido (GD)",
              description:
                "Planta de hasta 1 MW conectada a la red de distribución cuyo fin es vender toda la energía que produce, sin un consumo propio asociado.",
            },
            {
              term: "Excedentes",
              description:
                "Energía que el sistema del usuario entrega a la red cuando produce más de lo que consume en ese momento; se registra con un medidor bidireccional.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "A octubre de 2026 la red de {brand} tiene 386 autogeneradores conectados, con 4,9 MW instalados, en su mayoría sistemas solares en techos de viviendas y locales comerciales, y dos generadores distribuidos que suman 0,8 MW.",
        },
      ],
    },
    {
      heading: "¿Cómo se paga la energía que entrega a la red?",
      blocks: [
        {
          kind: "table",
          caption: "Reconocimiento de excedentes según la Resolución CREG 174 de 2021",
          columns: ["Tipo de sistema", "Excedentes hasta lo que importa de la red", "Excedentes por encima de lo importado"],
          rows: [
            [
              "AGPE con fuentes renovables de hasta 0,1 MW",
              "Se cruzan kWh por kWh con su consumo; solo paga el costo de comercialización",
              "Se pagan al precio de bolsa",
            ],
            ["AGPE de más de 0,1 MW y hasta 1 MW", "Se venden al precio de bolsa", "Se venden al precio de bolsa"],
            ["Generador distribuido", "No aplica", "Se venden al precio de bolsa o por contrato"],
          ],
        },
        {
          kind: "paragraph",
          text: "El cruce y la liquidación se hacen en cada factura mensual. Además, la Ley 1715 de 2014, modificada por la Ley 2099 de 2021, otorga incentivos tributarios como la exclusión del IVA de los equipos y la deducción en el impuesto de renta, que se solicitan ante la UPME y no dependen de la empresa.",
        },
      ],
    },
    {
      heading: "Pasos para conectarse",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Consulte la disponibilidad de capacidad del circuito y del transformador que alimentan su predio.",
            "Contrate el diseño y la instalación con personal calificado, cumpliendo el RETIE y usando inversores certificados.",
            "Radique la solicitud con el formato de conexión simplificado y sus anexos; si el sistema supera 100 kW y entrega excedentes, agregue el estudio de conexión simplificado.",
            "Cuando reciba la aprobación, termine la obra y pida la visita de verificación; en sistemas de menos de 10 kW la empresa solo hace una inspección visual de parámetros, inversores y protecciones.",
            "Instalamos o verificamos el medidor bidireccional y el sistema entra en operación.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "No conecte antes de la aprobación",
          text: "Un sistema que entrega energía a la red sin aprobación pone en riesgo a los linieros que trabajan en ella. Si la empresa lo detecta, puede desconectarlo hasta que se surta el trámite.",
        },
      ],
    },
    {
      heading: "Guía, formulario y preguntas",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Necesito firmar un contrato de conexión?",
              answer:
                "Solo si usted pide que la empresa suministre los activos de conexión o si hay que ampliar la capacidad de la red. En los demás casos basta la aprobación.",
            },
            {
              question: "¿Puedo instalar baterías?",
              answer: "Sí. Deben declararse en la solicitud, porque cambian la potencia que el sistema puede entregar a la red.",
            },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Guía para autogeneradores según la Resolución CREG 174 de 2021",
              file: "/docs/autogenerators-guia-creg-174-2021.pdf",
              format: "PDF",
              date: "2026-09-01",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Solicitud de conexión de autogeneradores", path: "/energia/formAutogenerators" },
            { label: "Reglamento de instalaciones eléctricas (RETIE)", path: "/energia/regulationsInstallations" },
          ],
        },
      ],
    },
  ],
};

export default content;
