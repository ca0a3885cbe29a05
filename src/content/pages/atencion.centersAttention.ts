import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Consulte dónde están las oficinas, los puntos de pago y los canales no presenciales de {brand} en el Municipio de San Rafael, en qué horario atienden y qué gestiones puede resolver en cada uno antes de desplazarse.",
  sections: [
    {
      heading: "Oficinas de la empresa",
      blocks: [
        {
          kind: "paragraph",
          text: "La red de atención está pensada para que ningún usuario recorra grandes distancias: la sede del centro concentra la totalidad de los trámites, la oficina del sector La Estación atiende también los sábados en la mañana y el punto del corregimiento El Alto acerca los servicios a la zona rural dos días por semana.",
        },
        {
          kind: "table",
          caption: "Oficinas de atención al usuario: dirección, horario y servicios",
          columns: ["Oficina", "Dirección", "Horario", "Servicios que ofrece"],
          rows: [
            ["Sede principal", "{officeAddress}", "{officeHours}", "Trámites completos, PQRS, ventanilla única de correspondencia, grandes clientes y caja"],
            [
              "Oficina La Estación",
              "Calle 30 # 45-20",
              "Lunes a viernes, 8:00 a. m. a 4:00 p. m.; sábados, 8:00 a. m. a 12:00 m.",
              "Trámites comerciales, PQRS, ventas de internet y televisión, caja",
            ],
            [
              "Punto de atención Corregimiento El Alto",
              "Calle Principal # 3-15",
              "Martes y jueves, 8:00 a. m. a 3:00 p. m.",
              "PQRS, duplicados, acuerdos de pago y recepción de documentos",
            ],
          ],
        },
      ],
    },
    {
      heading: "Cómo llegar",
      blocks: [
        {
          kind: "definitions",
          items: [
            {
              term: "Sede principal",
              description:
                "Frente al parque principal, en el primer piso del Centro Administrativo Municipal. Tiene rampa de acceso, baño accesible y parqueadero para bicicletas; las rutas urbanas 1, 3 y 5 paran a media cuadra.",
            },
            {
              term: "Oficina La Estación",
              description:
                "A una cuadra de la antigua estación del ferrocarril, junto al centro de salud del sector. Cuenta con ascensor y sala de espera con sillas preferenciales.",
            },
            {
              term: "Punto de atención El Alto",
              description:
                "En la casa comunal del corregimiento, a un costado de la iglesia. El bus veredal sale de la terminal a las 6:30 a. m. y a las 11:30 a. m.",
            },
          ],
        },
      ],
    },
    {
      heading: "Puntos de pago",
      blocks: [
        {
          kind: "paragraph",
          text: "Además de las cajas de nuestras oficinas, la factura puede pagarse en las sucursales de los bancos con convenio de recaudo y en más de 140 corresponsales bancarios ubicados en tiendas, droguerías y supermercados de los barrios y veredas. Solo se necesita presentar la factura o dictar el número de contrato.",
        },
        {
          kind: "links",
          items: [
            { label: "Medios de pago disponibles", path: "/paymentMethods" },
            { label: "Pagar ahora con PSE", path: "/pago-en-linea" },
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Directorio de oficinas, bancos y corresponsales de recaudo por sector (noviembre de 2026)",
              file: "/docs/centers-attention-puntos-2026.csv",
              format: "CSV",
              date: "2026-11-03",
            },
          ],
        },
      ],
    },
    {
      heading: "Canales sin desplazarse",
      blocks: [
        {
          kind: "paragraph",
          text: "Siete de cada diez gestiones que hoy se hacen en una ventanilla pueden resolverse por teléfono o internet. Antes de ir a una oficina revise si su caso puede atenderse por alguno de estos medios.",
        },
        {
          kind: "contacts",
          items: [
            { label: "Línea gratuita 24 horas", value: "{freeLine}", href: "tel:{freeLine}" },
            { label: "Emergencias y daños", value: "{emergencyEnergy}", href: "tel:{emergencyEnergy}" },
            { label: "WhatsApp de atención", value: "{whatsappLine}", href: "tel:{whatsappLine}" },
            { label: "Correo electrónico", value: "atencion@emsp.example", href: "mailto:atencion@emsp.example" },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Atención virtual", path: "/virtualAttention" },
            { label: "Reportar una falla", path: "/reporta-una-falla" },
          ],
        },
      ],
    },
    {
      heading: "Cambios de horario",
      blocks: [
        {
          kind: "notice",
          tone: "info",
          title: "Festivos y temporada de fin de año",
          text: "Las oficinas no atienden los días festivos. El 24 y el 31 de diciembre de 2026 la sede principal abrirá de 7:00 a. m. a 12:00 m. y las demás oficinas permanecerán cerradas; la línea gratuita y los canales virtuales funcionarán con normalidad.",
        },
        {
          kind: "links",
          items: [{ label: "Decisiones administrativas sobre horarios de atención", path: "/decisiones-admin-horarios-atencion" }],
        },
      ],
    },
  ],
};

export default content;
