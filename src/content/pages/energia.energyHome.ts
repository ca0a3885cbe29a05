// The CU comes from the published tariffs the bill also reads (issue 21).
import { formatNumber } from "../../shared/tariffs/energy";
import { FALLBACK_CURRENT, monthLabel, type TariffCurrent } from "../../shared/tariffs/published";
import type { PageContent } from "../types";

/** The page with the CU in force (issue 34 §2: published data; see energia.ratesEnergy.ts). */
export function build(src: TariffCurrent): PageContent {
  return {
    lead: "{brand} distribuye y comercializa la energía eléctrica de San Rafael y su zona rural. Desde esta sección usted accede a las tarifas, los trámites de conexión, la autogeneración con paneles solares, las normas técnicas y sus derechos como usuario.",
    sections: [
      {
        heading: "El servicio en cifras",
        blocks: [
          {
            kind: "paragraph",
            text: "Somos el operador de red del sistema de distribución local del municipio y, al mismo tiempo, el comercializador que compra la energía en el mercado mayorista y la factura a cada hogar y empresa. Eso significa que respondemos tanto por el estado de postes, redes y transformadores como por la lectura del medidor y la atención de sus reclamos.",
          },
          {
            kind: "table",
            caption: "Datos principales del servicio de energía de {brand}",
            columns: ["Indicador", "Valor"],
            rows: [
              ["Usuarios atendidos (noviembre de 2026)", "98.400"],
              ["Subestaciones de 44/13,2 kV", "5"],
              ["Circuitos de distribución de 13,2 kV", "38"],
              ["Energía entregada en 2025", "412,6 GWh"],
              ["Pérdidas totales de energía en 2025", "8,9 %"],
              [`Costo unitario de ${monthLabel(src.current.month)}, nivel 1`, `$ ${formatNumber(src.current.energy["1"].cu, 2)} por kWh`],
            ],
            numeric: [1],
          },
        ],
      },
      {
        heading: "Tarifas y compras de energía",
        blocks: [
          {
            kind: "paragraph",
            text: "La tarifa se calcula con la fórmula de la CREG y cambia cada mes según el precio de compra de la energía y los demás componentes. Los estratos 1, 2 y 3 reciben subsidio sobre los primeros 130 kWh, y la energía que vendemos al mercado regulado se compra mediante convocatorias públicas registradas en el SICEP.",
          },
          {
            kind: "links",
            items: [
              { label: "Tarifas de energía por estrato", path: "/energia/ratesEnergy" },
              { label: "Componentes del costo unitario", path: "/energia/ratesRegulatedMarket" },
              { label: "Servicios conexos: reconexión, revisiones y cambio de medidor", path: "/energia/ratesServices" },
              { label: "Convocatorias SICEP", path: "/energia/convocatorias-sicep" },
            ],
          },
        ],
      },
      {
        heading: "Trámites más solicitados",
        blocks: [
          {
            kind: "list",
            items: [
              "Conexión de un inmueble nuevo, aumento de carga o cambio de nivel de tensión, con los formatos de solicitud descargables.",
              "Revisión de la instalación, traslado de acometida, cambio de medidor o reconexión del servicio.",
              "Conexión de paneles solares u otros sistemas de autogeneración según la Resolución CREG 174 de 2021.",
              "Presentación y recibo de proyectos eléctricos de urbanizaciones y edificios.",
              "Calibración de medidores en nuestro laboratorio acreditado por el ONAC.",
            ],
          },
          {
            kind: "links",
            items: [
              { label: "Formatos de solicitud", path: "/energia/formatsRequest" },
              { label: "Solicitud de servicios de energía", path: "/energia/formService" },
              { label: "Autogeneración y generación distribuida", path: "/energia/autogenerators" },
              { label: "Consultar el estado de una solicitud", path: "/energia/consultRequest" },
              { label: "Laboratorio de medidores", path: "/energia/laboratoriesEnergy" },
            ],
          },
        ],
      },
      {
        heading: "Información técnica y normativa",
        blocks: [
          {
            kind: "paragraph",
            text: "Diseñadores, constructores e instaladores encuentran en esta sección el reglamento de instalaciones, las normas de construcción de redes, el plan de inversiones aprobado por la CREG y los informes de calidad del servicio con los indicadores SAIDI y SAIFI.",
          },
          {
            kind: "links",
            items: [
              { label: "Normatividad del servicio", path: "/energia/energyNormativity" },
              { label: "Normas técnicas de energía", path: "/energia/standardsTechnical" },
              { label: "Plan de inversiones", path: "/energia/planInvestors" },
              { label: "Estudios, informes y planes", path: "/energia/studyReportsPlans" },
              { label: "Derechos y deberes de los usuarios", path: "/energia/userRights" },
            ],
          },
        ],
      },
      {
        heading: "Emergencias y contacto",
        blocks: [
          {
            kind: "notice",
            tone: "warning",
            title: "Cables caídos o chispas en la red",
            text: "No se acerque ni intente retirar cables o ramas en contacto con la red. Llame de inmediato a la línea {emergencyEnergy} o a la línea gratuita; nuestras cuadrillas atienden las 24 horas.",
          },
          {
            kind: "contacts",
            items: [
              { label: "Daños y emergencias", value: "{emergencyEnergy}", href: "tel:{emergencyEnergy}" },
              { label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
              { label: "WhatsApp", value: "{whatsappLine}" },
              { label: "Correo de atención", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
            ],
          },
        ],
      },
    ],
  };
}

export default build(FALLBACK_CURRENT);
