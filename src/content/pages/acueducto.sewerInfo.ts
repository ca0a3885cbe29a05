import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Buena parte de los taponamientos y rebosamientos del alcantarillado empieza dentro de las casas. Aquí encuentra qué no debe arrojar por sifones y sanitarios, cómo cuidar las instalaciones de su inmueble y qué necesita para conectarlo a la red pública.",
  sections: [
    {
      heading: "Lo que nunca debe ir al sanitario o al sifón",
      blocks: [
        {
          kind: "list",
          items: [
            "Aceite de cocina usado y grasas: se solidifican en la tubería y forman tapones. Guárdelo en una botella cerrada y entréguelo en un punto de acopio.",
            "Toallas húmedas, pañales, toallas higiénicas, tapabocas y seda dental: no se deshacen en el agua como el papel higiénico.",
            "Pelo, residuos de comida y cunchos de café: use rejillas en lavaplatos y duchas.",
            "Pinturas, solventes, medicamentos y productos químicos: contaminan el agua y afectan el tratamiento en la planta Los Guaduales.",
            "Escombros, arena y cemento de obras: se sedimentan y reducen la capacidad de la red.",
          ],
        },
        {
          kind: "paragraph",
          text: "En 2025 las cuadrillas atendieron 2.140 taponamientos en la red pública; en siete de cada diez casos el origen fueron grasas y objetos que no debían estar allí.",
        },
      ],
    },
    {
      heading: "Cuide las instalaciones de su inmueble",
      blocks: [
        {
          kind: "list",
          items: [
            "No conecte las bajantes de agua lluvia del techo o del patio a la red sanitaria: en aguacero la sobrecargan y el agua residual puede devolverse a las casas más bajas.",
            "Instale trampa de grasas si tiene restaurante, panadería o cocina industrial, y límpiela al menos cada 15 días.",
            "Revise la caja de inspección de su predio una vez al año y manténgala accesible, sin baldosas encima.",
            "Si su vivienda está por debajo del nivel de la calle, instale una válvula de retención (cheque) en la salida.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Conexiones erradas",
          text: "Conectar aguas lluvias al alcantarillado sanitario o aguas residuales al pluvial está prohibido por el contrato de condiciones uniformes. Si una inspección lo detecta, el usuario debe corregirlo en el plazo que se le indique.",
        },
      ],
    },
    {
      heading: "Requisitos para conectar un inmueble a la red",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Verifique que exista red de alcantarillado frente al predio y que el inmueble ya tenga servicio de acueducto o lo solicite al mismo tiempo.",
            "Presente la solicitud con la cédula del propietario, el certificado de tradición y libertad de menos de tres meses y la licencia de construcción o el certificado de nomenclatura.",
            "Adjunte el plano de las instalaciones sanitarias internas con la ubicación de la caja de inspección, que debe quedar dentro del predio a menos de 1 m del lindero.",
            "Pague el valor de la acometida según la cotización; la empresa la construye en un plazo máximo de 15 días hábiles después del pago.",
            "Permita la visita de verificación que comprueba que no haya aguas lluvias conectadas a la red sanitaria.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Formatos de trámites", path: "/formatos-tramites" },
            { label: "Normas técnicas de acueducto", path: "/acueducto/standardsTechnicalAqueduct" },
          ],
        },
      ],
    },
    {
      heading: "Material para su comunidad",
      blocks: [
        {
          kind: "paragraph",
          text: "Juntas de acción comunal, conjuntos residenciales e instituciones educativas pueden pedir charlas sobre el buen uso del alcantarillado, dictadas por el equipo de gestión social sin costo.",
        },
        {
          kind: "documents",
          items: [{ title: "Cartilla del buen uso del alcantarillado", file: "/docs/sewer-info-cartilla-buen-uso.pdf", format: "PDF", date: "2025-11-17" }],
        },
        {
          kind: "links",
          items: [
            { label: "Recursos educativos", path: "/sostenibilidad/recursosEducativos" },
            { label: "Servicio de alcantarillado", path: "/acueducto/sewerHome" },
          ],
        },
      ],
    },
  ],
};

export default content;
