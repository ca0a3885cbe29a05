import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La historia de la electricidad en San Rafael empieza con una pequeña planta sobre una quebrada y llega hoy a un sistema que atiende a 98.400 usuarios. Este recorrido resume los hechos que marcaron el servicio de energía que presta {brand}.",
  sections: [
    {
      heading: "Los primeros años",
      blocks: [
        {
          kind: "paragraph",
          text: "En 1926 la Junta de Fomento del municipio instaló una planta hidráulica de 80 kW sobre la quebrada La Chorrera. Alumbraba la plaza principal, la iglesia y unas 300 casas, y solo funcionaba de seis de la tarde a once de la noche. La demanda creció con los talleres y trilladoras de café, y en 1948 entró en servicio la central Los Guaduales, de 1.200 kW, construida con aportes del municipio y de los comerciantes.",
        },
        {
          kind: "paragraph",
          text: "El Acuerdo Municipal 014 de 1964 creó la {brandLong} para reunir en una sola entidad la energía, el acueducto y el alcantarillado. La nueva empresa asumió las dos plantas y empezó a extender redes hacia los barrios que crecían al otro lado del río.",
        },
      ],
    },
    {
      heading: "Hitos del servicio",
      blocks: [
        {
          kind: "table",
          caption: "Cronología del servicio de energía",
          columns: ["Año", "Hecho"],
          rows: [
            ["1926", "Primera planta hidráulica en la quebrada La Chorrera"],
            ["1948", "Entra en operación la central Los Guaduales"],
            ["1964", "Creación de la empresa municipal por el Acuerdo 014"],
            ["1971", "Conexión a la red regional de 44 kV y, con ella, al sistema interconectado"],
            ["1985", "Llega la energía al corregimiento El Alto"],
            ["1996", "Transformación en empresa de servicios públicos por el Acuerdo 022, en el marco de la Ley 142 de 1994"],
            ["2003", "Se construye la subestación Industrial Sur"],
            ["2011", "Inicia labores el laboratorio de medidores"],
            ["2014", "Se inaugura el centro de control con supervisión remota de subestaciones"],
            ["2019", "Acreditación del laboratorio ante el ONAC y primer sistema solar residencial conectado a la red"],
            ["2024", "Comienza el plan de inversiones 2024-2028 aprobado por la CREG"],
          ],
        },
      ],
    },
    {
      heading: "De la planta municipal al mercado eléctrico",
      blocks: [
        {
          kind: "paragraph",
          text: "La conexión al sistema interconectado en 1971 cambió la escala del servicio: los racionamientos por verano dejaron de depender del caudal de la quebrada y la industria pudo instalarse en el sur. Con las Leyes 142 y 143 de 1994 la empresa se separó contablemente por actividades, empezó a comprar energía en el mercado mayorista y quedó bajo la regulación de la CREG y la vigilancia de la Superintendencia de Servicios Públicos.",
        },
        {
          kind: "paragraph",
          text: "La central Los Guaduales dejó de generar en 2002, cuando su costo de mantenimiento superó al de comprar energía en el mercado. Su casa de máquinas se conserva y recibe visitas escolares programadas con el área de gestión social.",
        },
      ],
    },
    {
      heading: "El presente",
      blocks: [
        {
          kind: "paragraph",
          text: "Hoy la empresa opera cinco subestaciones, 38 circuitos y más de 3.600 km de redes, y trabaja en la medición inteligente y la integración de paneles solares en techos. La memoria institucional se sigue construyendo con fotografías y testimonios de extrabajadores, que los ciudadanos pueden aportar en la sede principal.",
        },
        {
          kind: "links",
          items: [
            { label: "Quiénes somos", path: "/who-we-are" },
            { label: "Información del sistema de energía hoy", path: "/energia/informationEnergy" },
            { label: "Plan de inversiones", path: "/energia/planInvestors" },
          ],
        },
      ],
    },
  ],
};

export default content;
