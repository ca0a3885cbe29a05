import type { PageContent } from "../types";

const content: PageContent = {
  lead: "{brand} pone a disposición de otros proveedores de redes y servicios de telecomunicaciones su oferta de acceso e interconexión y las condiciones para usar su infraestructura de postes y ductos en San Rafael.",
  sections: [
    {
      heading: "A quién va dirigida esta oferta",
      blocks: [
        {
          kind: "paragraph",
          text: "La oferta está dirigida a operadores inscritos en el Registro TIC del Ministerio TIC que necesiten interconectar sus redes con la red de telefonía fija de la empresa, o tender cables de fibra o de cobre sobre la red de postes de energía y por la canalización subterránea. La compartición de infraestructura se rige por la Res. CRC 5050 de 2016, que compila las reglas de acceso a la infraestructura del sector eléctrico.",
        },
      ],
    },
    {
      heading: "Remuneración por uso de infraestructura",
      blocks: [
        {
          kind: "table",
          caption: "Valores mensuales de compartición de infraestructura, vigencia 2026 (antes de IVA)",
          columns: ["Elemento", "Unidad", "Valor mensual"],
          rows: [
            ["Poste de baja tensión de 8 o 9 metros", "Por cable y por poste", "$ 2.847"],
            ["Poste de media tensión de 10 a 12 metros", "Por cable y por poste", "$ 3.412"],
            ["Poste de 14 metros o más", "Por cable y por poste", "$ 4.105"],
            ["Ducto subterráneo", "Por metro lineal y por subducto", "$ 186"],
            ["Espacio en cuarto técnico", "Por unidad de bastidor", "$ 238.000"],
          ],
          numeric: [2],
          note: "Valores calculados con la metodología de topes tarifarios de la regulación de la CRC y actualizados con el IPC al 1 de enero de 2026.",
        },
      ],
    },
    {
      heading: "Procedimiento para solicitar acceso",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Envíe la solicitud a telco@emsp.example con el certificado de inscripción en el Registro TIC, el trazado propuesto y el tipo y peso de los cables.",
            "La empresa revisa la viabilidad técnica y responde en un plazo máximo de 15 días hábiles.",
            "Si la solicitud es viable, las partes firman el acuerdo de acceso, con base en la oferta publicada.",
            "El proveedor instala con personal certificado en trabajo en alturas y respeta las distancias de seguridad del Reglamento Técnico de Instalaciones Eléctricas (RETIE).",
            "Un interventor de la empresa recibe la obra y habilita la facturación mensual.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Cables sin autorización",
          text: "Los cables instalados sin acuerdo vigente ponen en riesgo a los linieros y a la comunidad. La empresa los reporta a la CRC y puede retirarlos después de requerir al propietario.",
        },
      ],
    },
    {
      heading: "Interconexión y controversias",
      blocks: [
        {
          kind: "paragraph",
          text: "La interconexión de voz se hace en el nodo principal de la sede {officeAddress}. Si las partes no llegan a un acuerdo en 30 días calendario, cualquiera de ellas puede pedir a la CRC que resuelva la controversia. Hoy hay cuatro proveedores con acuerdos vigentes de uso de postes y dos acuerdos de interconexión.",
        },
        {
          kind: "documents",
          items: [{ title: "Oferta de acceso e interconexión 2026", file: "/docs/proveedores-oferta-acceso-2026.pdf", format: "PDF", date: "2026-06-03" }],
        },
        {
          kind: "contacts",
          items: [
            { label: "Coordinación de infraestructura telco", value: "telco@emsp.example", href: "mailto:telco@emsp.example" },
            { label: "Conmutador", value: "{switchboard}", href: "tel:{switchboard}" },
          ],
        },
      ],
    },
  ],
};

export default content;
