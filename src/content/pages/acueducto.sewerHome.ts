import type { PageContent } from "../types";

const content: PageContent = {
  lead: "El alcantarillado recoge las aguas residuales de su vivienda o negocio y las aguas lluvias de las calles, y las conduce lejos de las casas para tratarlas. {brand} presta este servicio a unos 84.900 suscriptores de San Rafael.",
  sections: [
    {
      heading: "Cómo funciona el sistema",
      blocks: [
        {
          kind: "paragraph",
          text: "Las aguas de sanitarios, lavaplatos y duchas salen del inmueble por la acometida domiciliaria hasta la red sanitaria de la calle. Las redes menores entregan a colectores y estos a interceptores que siguen el curso de las quebradas hasta la planta de tratamiento de aguas residuales Los Guaduales. Por separado, los sumideros de las vías recogen el agua de lluvia y la llevan a las quebradas por el alcantarillado pluvial.",
        },
        {
          kind: "table",
          caption: "El alcantarillado en cifras, 2026",
          columns: ["Componente", "Valor"],
          numeric: [1],
          rows: [
            ["Suscriptores", "84.900"],
            ["Red sanitaria y pluvial", "548 km"],
            ["Colectores e interceptores", "41 km"],
            ["Pozos de inspección", "12.350"],
            ["Sumideros de aguas lluvias", "6.800"],
            ["Cobertura urbana", "97,8 %"],
          ],
        },
      ],
    },
    {
      heading: "Mantenimiento de redes",
      blocks: [
        {
          kind: "paragraph",
          text: "Dos equipos de succión-presión y cuatro cuadrillas limpian las redes y los sumideros con un programa preventivo que se intensifica antes de las temporadas de lluvias de marzo a mayo y de septiembre a noviembre. Las tuberías críticas se inspeccionan con cámara de circuito cerrado para detectar raíces, grietas o conexiones erradas.",
        },
        {
          kind: "table",
          caption: "Actividades de mantenimiento, enero a octubre de 2026",
          columns: ["Actividad", "Meta anual", "Ejecutado"],
          numeric: [1, 2],
          rows: [
            ["Limpieza de redes (km)", "160", "137"],
            ["Limpieza de sumideros", "13.600", "11.920"],
            ["Inspección con cámara (km)", "24", "21,5"],
            ["Reposición de tramos colapsados", "85", "71"],
          ],
        },
      ],
    },
    {
      heading: "Reporte de daños y rebosamientos",
      blocks: [
        {
          kind: "paragraph",
          text: "Avise a la empresa si ve una tapa de pozo levantada o faltante, agua residual que sale a la calle, malos olores persistentes, un hundimiento del pavimento sobre una tubería o un sumidero tapado antes de una lluvia fuerte. El tiempo objetivo de atención de un rebosamiento es de 4 horas en la zona urbana.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Llame al {emergencyWater} o a la línea gratuita e indique la dirección o un punto de referencia.",
            "Describa lo que ve: rebose, tapa, olor, hundimiento o inundación.",
            "Anote el número de radicado para hacer seguimiento.",
            "Si el problema está dentro de su predio, la empresa le orienta, pero la reparación corresponde al propietario.",
          ],
        },
        {
          kind: "contacts",
          items: [
            { label: "Daños y emergencias", value: "{emergencyWater}", href: "tel:{emergencyWater}" },
            { label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "WhatsApp", value: "{whatsappLine}" },
          ],
        },
      ],
    },
    {
      heading: "Tarifa y trámites",
      blocks: [
        {
          kind: "paragraph",
          text: "El servicio se cobra con un cargo fijo mensual y un cargo por vertimiento sobre los metros cúbicos de agua consumidos. Las conexiones nuevas, la revisión de acometidas y la inscripción de usuarios no domésticos en el control de vertimientos se tramitan en las oficinas de atención.",
        },
        {
          kind: "links",
          items: [
            { label: "Tarifas de acueducto y alcantarillado", path: "/acueducto/ratesAqueduct" },
            { label: "Buen uso del alcantarillado y requisitos de conexión", path: "/acueducto/sewerInfo" },
            { label: "Caracterización de vertimientos", path: "/acueducto/caracterizacion-de-vertimientos-al-alcantarillado" },
            { label: "Reportar una falla", path: "/reporta-una-falla" },
          ],
        },
      ],
    },
  ],
};

export default content;
