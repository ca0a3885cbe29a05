import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Si prefiere que lo atienda una persona frente a frente, aquí tiene las direcciones y horarios de las oficinas de {brand}, la forma de pedir un turno virtual para no hacer fila y las reglas de atención preferencial.",
  sections: [
    {
      heading: "Direcciones y horarios",
      blocks: [
        {
          kind: "table",
          caption: "Oficinas presenciales vigentes en noviembre de 2026",
          columns: ["Oficina", "Dirección", "Horario", "Servicios"],
          rows: [
            [
              "Sede principal",
              "{officeAddress}, San Rafael",
              "{officeHours}",
              "Trámites de energía, agua, alcantarillado y telecomunicaciones, PQRS, radicación de correspondencia, caja y asesoría a grandes clientes",
            ],
            [
              "Oficina La Estación",
              "Calle 30 # 45-20, San Rafael",
              "Lunes a viernes de 8:00 a. m. a 4:00 p. m. y sábados de 8:00 a. m. a 12:00 m.",
              "Conexiones, cambios de titular, PQRS, contratación de internet y televisión, caja",
            ],
            [
              "Punto de atención Corregimiento El Alto",
              "Calle Principal # 3-15, El Alto",
              "Martes y jueves de 8:00 a. m. a 3:00 p. m.",
              "Reclamos, duplicados de factura, financiación de deudas y recibo de documentos",
            ],
          ],
        },
        {
          kind: "paragraph",
          text: "En el tercer trimestre de 2026 las oficinas recibieron 27.640 visitas y el tiempo promedio de espera fue de 11 minutos. Las horas de mayor afluencia son los lunes y los días posteriores al vencimiento de la factura, entre las 9:00 a. m. y las 11:00 a. m.",
        },
      ],
    },
    {
      heading: "Pida su turno virtual",
      blocks: [
        {
          kind: "paragraph",
          text: "El turno virtual le reserva un lugar en la fila antes de salir de casa, de modo que solo tiene que llegar unos minutos antes de la hora asignada.",
        },
        {
          kind: "list",
          ordered: true,
          items: [
            "Escriba la palabra TURNO al WhatsApp {whatsappLine} o solicítelo en la oficina virtual.",
            "Indique la oficina, el servicio y el tipo de gestión que va a realizar.",
            "Reciba un código con la hora aproximada en que será llamado.",
            "Preséntese con su documento de identidad al menos diez minutos antes; si llega tarde, el turno se reasigna al final de la fila del día.",
          ],
        },
      ],
    },
    {
      heading: "Atención preferencial",
      blocks: [
        {
          kind: "paragraph",
          text: "Tienen prioridad, sin turno previo, las personas mayores de 60 años, las mujeres gestantes, las personas con discapacidad, quienes van con niños de brazos y los veteranos de la Fuerza Pública, como lo ordenan el artículo 13 de la Ley 1437 de 2011, la Ley 1171 de 2007 y la Ley 1618 de 2013.",
        },
        {
          kind: "list",
          items: [
            "Módulo preferencial señalizado en cada oficina, con silla de ruedas disponible en préstamo.",
            "Atención en lengua de señas colombiana mediante videollamada con intérprete en la sede principal y en La Estación.",
            "Formularios en letra grande y lectura asistida de documentos para personas con baja visión.",
            "Acompañamiento de un asesor hasta la caja cuando el usuario lo solicite.",
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Protocolo de atención preferencial e incluyente en oficinas",
              file: "/docs/physical-centers-attention-protocolo-preferencial-2026.pdf",
              format: "PDF",
              date: "2026-04-01",
            },
          ],
        },
      ],
    },
    {
      heading: "Qué llevar a la oficina",
      blocks: [
        {
          kind: "list",
          items: [
            "Documento de identidad original del titular o de quien actúa en su nombre.",
            "La última factura o el número de contrato.",
            "Si no es el titular, una autorización simple firmada y copia de la cédula de quien autoriza.",
            "Los soportes del caso: fotografías, certificados o facturas anteriores, si tiene un reclamo.",
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Mapa de centros y puntos de pago", path: "/centersAttention" },
            { label: "Indicadores de la atención presencial", path: "/indicadores-atencion-fisica" },
          ],
        },
      ],
    },
  ],
};

export default content;
