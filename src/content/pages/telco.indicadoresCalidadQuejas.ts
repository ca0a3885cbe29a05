import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Aquí se muestran las principales causas por las que los usuarios de internet, televisión y telefonía de {brand} presentaron quejas en el tercer trimestre de 2026, su participación porcentual y las acciones tomadas para reducirlas.",
  sections: [
    {
      heading: "Causas de queja por mes",
      blocks: [
        {
          kind: "table",
          caption: "Quejas de telecomunicaciones por causa, julio a septiembre de 2026",
          columns: ["Causa", "Julio", "Agosto", "Septiembre", "Trimestre", "Participación"],
          rows: [
            ["Velocidad inferior a la contratada o intermitencia del internet", "64", "58", "54", "176", "35,3 %"],
            ["Cobros no reconocidos o errores en la factura", "40", "37", "35", "112", "22,5 %"],
            ["Fallas de señal de televisión o del decodificador", "26", "25", "23", "74", "14,9 %"],
            ["Demora en la instalación o el traslado", "19", "17", "16", "52", "10,4 %"],
            ["Fallas de la línea telefónica", "13", "13", "12", "38", "7,6 %"],
            ["Atención del personal", "10", "9", "8", "27", "5,4 %"],
            ["Otras causas", "6", "7", "6", "19", "3,8 %"],
            ["Total", "178", "166", "154", "498", "100 %"],
          ],
          numeric: [1, 2, 3, 4, 5],
          note: "Solo incluye quejas; las peticiones y los recursos se informan en la página de PQR. Las participaciones suman 99,9 % por redondeo.",
        },
      ],
    },
    {
      heading: "Cómo se clasifican las quejas",
      blocks: [
        {
          kind: "paragraph",
          text: "Cada queja se clasifica al radicarse según el motivo principal que expresa el usuario, siguiendo las tipologías de los formatos de reporte de la CRC. Si una queja tiene dos motivos, se cuenta en el que originó la solicitud; por ejemplo, un cobro por días sin servicio se clasifica como falla técnica.",
        },
      ],
    },
    {
      heading: "Acciones para reducir las quejas",
      blocks: [
        {
          kind: "table",
          caption: "Plan de acción por causa principal, segundo semestre de 2026",
          columns: ["Causa", "Acción", "Avance a septiembre"],
          rows: [
            ["Velocidad e intermitencia", "Cambio de 1.400 routers de primera generación por equipos wifi 6", "62 %"],
            ["Cobros no reconocidos", "Factura con detalle de prorrateos por cambios de plan a mitad de ciclo", "100 %"],
            ["Fallas de televisión", "Actualización del software de los decodificadores a distancia", "85 %"],
            ["Demora en la instalación", "Dos cuadrillas adicionales para barrios de cobertura nueva", "100 %"],
          ],
          numeric: [2],
        },
        {
          kind: "paragraph",
          text: "Las quejas por velocidad bajaron de 64 en julio a 54 en septiembre, a medida que avanzó el cambio de routers. En el consolidado de la empresa, que incluye energía y agua, la velocidad de internet sumó 430 casos, el 11 % de todas las PQR del trimestre: esa cifra agrupa peticiones de revisión, quejas y recursos, mientras que esta tabla cuenta solo las 176 quejas formales.",
        },
        {
          kind: "documents",
          items: [
            {
              title: "Quejas telco por causa y por mes, tercer trimestre de 2026",
              file: "/docs/indicadores-calidad-quejas-2026-t3.csv",
              format: "CSV",
              date: "2026-10-08",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Histórico de quejas frecuentes", path: "/frequentComplaints" },
            { label: "PQR de telecomunicaciones", path: "/telco-indicadores-calidad-pqr" },
          ],
        },
      ],
    },
  ],
};

export default content;
