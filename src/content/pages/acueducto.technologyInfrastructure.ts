import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Conozca la infraestructura con la que {brand} produce, almacena y distribuye el agua potable y recoge y trata las aguas residuales de San Rafael, y las tecnologías de monitoreo que permiten operarla en tiempo real.",
  sections: [
    {
      heading: "Activos principales",
      blocks: [
        {
          kind: "table",
          caption: "Inventario resumido de infraestructura de acueducto y alcantarillado, 2026",
          columns: ["Activo", "Cantidad", "Capacidad o longitud"],
          numeric: [1, 2],
          rows: [
            ["Plantas potabilizadoras", "2", "600 l/s"],
            ["Planta de tratamiento de aguas residuales Los Guaduales", "1", "310 l/s"],
            ["Tanques de almacenamiento de agua potable", "14", "38.500 m³"],
            ["Estaciones de bombeo de agua potable", "7", "165 l/s"],
            ["Estaciones de bombeo de aguas residuales", "2", "185 l/s"],
            ["Redes de acueducto", "—", "612 km"],
            ["Redes de alcantarillado sanitario y pluvial", "—", "548 km"],
            ["Colectores e interceptores", "—", "41 km"],
          ],
        },
        {
          kind: "paragraph",
          text: "La capacidad de almacenamiento equivale a unas 18 horas del consumo medio de la ciudad, lo que permite mantener el servicio durante la mayoría de los mantenimientos programados de las plantas sin suspender el suministro a los usuarios.",
        },
      ],
    },
    {
      heading: "Telemetría y centro de control",
      blocks: [
        {
          kind: "paragraph",
          text: "Desde 2019 la empresa opera un sistema SCADA que recibe cada minuto los datos de 118 macromedidores, los niveles de los 14 tanques, las presiones de 46 distritos hidrométricos y el estado de las bombas. El centro de control funciona las 24 horas en la Planta La Esperanza y puede arrancar o detener bombas y abrir válvulas motorizadas a distancia.",
        },
        {
          kind: "list",
          items: [
            "Sensores en línea de turbiedad, cloro residual y pH a la salida de las dos plantas.",
            "Alarmas automáticas por bajo nivel en tanques, caída de presión o consumo nocturno anormal en un sector.",
            "Sistema de información geográfica con el catastro de redes, acometidas y válvulas, actualizado con cada obra recibida.",
            "Modelo hidráulico calibrado que se usa para planear expansiones y simular cortes antes de ejecutarlos.",
          ],
        },
      ],
    },
    {
      heading: "Sectorización hidráulica",
      blocks: [
        {
          kind: "paragraph",
          text: "La red se dividió en 46 distritos hidrométricos, cada uno con una sola entrada medida. Comparar el agua que entra a un sector con la que facturan sus usuarios permite ubicar dónde se pierde el agua y dirigir allí las cuadrillas de detección de fugas. La sectorización también reduce el número de usuarios afectados cuando hay que cerrar una válvula para reparar un daño.",
        },
        {
          kind: "table",
          caption: "Avance de la sectorización",
          columns: ["Año", "Distritos hidrométricos operando", "Usuarios dentro de sectores medidos"],
          numeric: [1, 2],
          rows: [
            ["2023", "31", "68 %"],
            ["2024", "37", "79 %"],
            ["2025", "43", "91 %"],
            ["2026 (octubre)", "46", "97 %"],
          ],
        },
      ],
    },
    {
      heading: "Inversiones en curso",
      blocks: [
        {
          kind: "list",
          items: [
            "Ampliación de la Planta El Salto de 180 a 260 l/s con filtros de lecho mixto, con terminación programada para 2027.",
            "Reposición de 14,8 km de tuberías de asbesto cemento en los barrios del centro durante 2026.",
            "Instalación de 6.000 medidores con lectura remota en grandes consumidores y sectores con alta pérdida.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Inventario de infraestructura de acueducto y alcantarillado, 2026",
              file: "/docs/technology-infrastructure-inventario-2026.csv",
              format: "CSV",
              date: "2026-06-10",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Plan de recuperación de agua", path: "/acueducto/planWaterRecovery" },
            { label: "Proyectos de inversión", path: "/proyectos-inversion" },
          ],
        },
      ],
    },
  ],
};

export default content;
