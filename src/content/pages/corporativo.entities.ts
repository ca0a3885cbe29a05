import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Relación de las entidades públicas, autoridades y agremiaciones con las que {brand} se relaciona en la prestación de sus servicios, con la función de cada una, para que usted sepa a quién acudir según su necesidad.",
  sections: [
    {
      heading: "Autoridades de regulación y vigilancia",
      blocks: [
        {
          kind: "table",
          caption: "Entidades que regulan, vigilan o controlan los servicios que presta la empresa",
          columns: ["Entidad", "Sector", "Para qué puede acudir a ella"],
          rows: [
            [
              "Superintendencia de Servicios Públicos Domiciliarios (SSPD)",
              "Energía, acueducto y alcantarillado",
              "Resolver apelaciones de reclamos, denunciar fallas en la calidad o irregularidades del prestador",
            ],
            ["Comisión de Regulación de Energía y Gas (CREG)", "Energía", "Conocer las reglas tarifarias y los estándares de calidad del servicio eléctrico"],
            [
              "Comisión de Regulación de Agua Potable y Saneamiento Básico (CRA)",
              "Acueducto y alcantarillado",
              "Consultar las reglas de cálculo de tarifas y del contrato de condiciones uniformes",
            ],
            [
              "Comisión de Regulación de Comunicaciones (CRC)",
              "Telecomunicaciones",
              "Conocer el régimen de protección de usuarios y los indicadores de calidad",
            ],
            [
              "Superintendencia de Industria y Comercio (SIC)",
              "Telecomunicaciones y datos personales",
              "Apelaciones de quejas de internet, televisión y telefonía; protección de datos personales",
            ],
            ["Contraloría Municipal", "Control fiscal", "Denunciar el mal uso de los recursos de la empresa"],
            ["Procuraduría General de la Nación", "Control disciplinario", "Denunciar conductas irregulares de servidores públicos"],
          ],
        },
      ],
    },
    {
      heading: "Entidades de política sectorial y del orden territorial",
      blocks: [
        {
          kind: "list",
          items: [
            "Ministerio de Minas y Energía y Unidad de Planeación Minero Energética (UPME): política energética, subsidios al consumo de subsistencia y planes de expansión.",
            "Ministerio de Vivienda, Ciudad y Territorio: política de agua potable y saneamiento básico y giro de los recursos del Sistema General de Participaciones.",
            "Ministerio de Tecnologías de la Información y las Comunicaciones (MinTIC): registro de proveedores de redes y servicios y lineamientos de gobierno digital.",
            "Alcaldía de San Rafael: propietaria de la empresa; define la estratificación socioeconómica y transfiere los recursos del fondo de solidaridad para subsidios.",
            "Concejo Municipal y Personería Municipal: control político y defensa de los derechos de los usuarios.",
            "Autoridad ambiental regional: otorga las concesiones de agua y los permisos de vertimiento.",
          ],
        },
      ],
    },
    {
      heading: "Agremiaciones y redes de cooperación",
      blocks: [
        {
          kind: "paragraph",
          text: "La empresa participa en las agremiaciones nacionales de empresas de servicios públicos domiciliarios, de acueducto y saneamiento y de distribuidores de energía, donde comparte buenas prácticas técnicas y participa en la discusión de los proyectos regulatorios. También hace parte del comité departamental de desarrollo y control social, junto con los vocales de control de los usuarios.",
        },
        {
          kind: "notice",
          tone: "info",
          title: "Antes de acudir a una superintendencia",
          text: "Las superintendencias solo revisan un caso después de que usted ha presentado su reclamo ante la empresa y ha interpuesto los recursos. Conserve el número de radicado o el CUN de su solicitud.",
        },
      ],
    },
    {
      heading: "Documentos y enlaces",
      blocks: [
        {
          kind: "documents",
          items: [
            {
              title: "Directorio de entidades y agremiaciones del sector, diciembre de 2025",
              file: "/docs/entities-directorio-sector-2025.csv",
              format: "CSV",
              date: "2025-12-29",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Información de la entidad", path: "/entity-info" },
            { label: "Control social y veedurías", path: "/control-social" },
            { label: "Mecanismos de protección al usuario", path: "/energia/mechanismsProtection" },
          ],
        },
      ],
    },
  ],
};

export default content;
