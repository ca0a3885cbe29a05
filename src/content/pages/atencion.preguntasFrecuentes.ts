import type { PageContent } from "../types";

const content: PageContent = {
  lead: "Reunimos las preguntas que más nos hacen los usuarios de energía, acueducto, alcantarillado e internet de {brand}, con respuestas cortas y el enlace al trámite o formulario que resuelve cada caso.",
  sections: [
    {
      heading: "Factura y consumo",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Por qué llegó alta mi factura?",
              answer:
                "Las causas más comunes son más días facturados en el periodo, más personas en la vivienda, un electrodoméstico averiado o una fuga interna de agua. Compare la lectura de su medidor con la impresa en la factura y revise el histórico de seis meses que aparece en ella. Si el aumento no tiene explicación, presente un reclamo: la empresa debe investigar las desviaciones significativas de consumo antes de facturar, según el artículo 149 de la Ley 142 de 1994.",
            },
            {
              question: "¿Cómo sé si tengo una fuga de agua dentro de la casa?",
              answer:
                "Cierre todas las llaves, no use sanitarios ni lavadora y observe el medidor durante 15 minutos. Si el registro avanza, hay una fuga. Las fugas internas son responsabilidad del usuario, pero si la encuentra y la repara, puede pedir que se revise el consumo facturado presentando la constancia de la reparación.",
            },
            {
              question: "¿Tengo que pagar la factura mientras reclamo?",
              answer:
                "No tiene que pagar la parte que está reclamando, pero sí el promedio de consumo de los últimos cinco periodos, como lo dispone el artículo 155 de la Ley 142 de 1994. Así evita que le suspendan el servicio mientras se resuelve el caso.",
            },
            {
              question: "¿Qué es el consumo de subsistencia y el consumo básico?",
              answer:
                "Son las cantidades mínimas que cubren las necesidades de un hogar y sobre las cuales se aplican los subsidios de los estratos 1, 2 y 3. En San Rafael, por su altitud de 1.450 m s. n. m., el consumo de subsistencia de energía es de 130 kWh al mes y el consumo básico de agua es de 13 m³ al mes.",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Tarifas de energía", path: "/energia/ratesEnergy" },
            { label: "Tarifas de acueducto y alcantarillado", path: "/acueducto/ratesAqueduct" },
            { label: "Solicitar la revisión de la factura", path: "/revision-factura" },
          ],
        },
      ],
    },
    {
      heading: "Contrato y titularidad",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Cómo cambio el titular del contrato?",
              answer:
                "El nuevo propietario lo solicita con su documento de identidad y una prueba de la propiedad, como el certificado de tradición; también puede pedirlo el arrendatario presentando el contrato de arrendamiento. El trámite es gratuito, se hace en la oficina virtual o en cualquier oficina con el formato FT-02 y se resuelve en un máximo de diez días hábiles. Las deudas anteriores siguen asociadas al inmueble, así que conviene pedir el paz y salvo antes de comprar.",
            },
            {
              question: "Soy arrendatario, ¿puedo presentar reclamos?",
              answer:
                "Sí. El artículo 130 de la Ley 142 de 1994 considera partes del contrato al propietario y a quienes usan el inmueble, de modo que el arrendatario puede reclamar, pedir revisiones y solicitar duplicados sin autorización del dueño.",
            },
            {
              question: "¿Cómo cambio el estrato de mi vivienda?",
              answer:
                "La estratificación no la asigna la empresa sino la Alcaldía. Solicite la revisión en la Secretaría de Planeación Municipal y, cuando le entreguen el certificado, radíquelo ante nosotros; el nuevo estrato se aplica desde la siguiente factura.",
            },
          ],
        },
      ],
    },
    {
      heading: "Fallas y cortes del servicio",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Qué hago si no tengo agua?",
              answer:
                "Revise primero si hay un corte programado en la sección de noticias de cortes. Si no lo hay, verifique que la llave de paso junto al medidor esté abierta y pregunte a sus vecinos. Si el sector completo está sin agua, llame al {emergencyWater} o repórtelo en el formulario de fallas indicando la dirección exacta.",
            },
            {
              question: "Se fue la luz solo en mi casa, ¿a quién llamo?",
              answer:
                "Revise los tacos o interruptores del tablero. Si están bien y los vecinos sí tienen servicio, el daño puede estar en la acometida: repórtelo al {emergencyEnergy} o a la línea gratuita {freeLine}. No manipule cables ni suba a los postes.",
            },
            {
              question: "¿Me pagan los electrodomésticos dañados por una falla de energía?",
              answer:
                "Si el daño fue causado por una falla en la red de la empresa, usted puede reclamar la reparación o el reconocimiento del aparato. Radique el reclamo tan pronto como sea posible, con la descripción del daño, la fecha del evento y el diagnóstico de un técnico.",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Reportar una falla", path: "/reporta-una-falla" },
            { label: "Cortes programados", path: "/noticias-cortes" },
          ],
        },
      ],
    },
    {
      heading: "Internet y televisión",
      blocks: [
        {
          kind: "faq",
          items: [
            {
              question: "¿Cómo compruebo que recibo la velocidad de internet contratada?",
              answer:
                "Conecte el computador al router con cable y use el medidor de velocidad del portal. En el tercer trimestre de 2026 la velocidad efectiva promedio de la red fue el 96,1 % de la contratada; si la suya es mucho menor de forma repetida, presente una queja y recibirá un código único numérico (CUN).",
            },
            {
              question: "¿Puedo cancelar el servicio de internet cuando quiera?",
              answer:
                "Sí. Los planes de la empresa no exigen permanencia mínima ni cobran multa por retiro. Puede pedir la terminación por cualquier canal y se hará efectiva en el siguiente corte de facturación, como lo establece el régimen de protección de usuarios de la CRC.",
            },
          ],
        },
        {
          kind: "links",
          items: [
            { label: "Medidor de velocidad", path: "/telco-medidor-velocidad" },
            { label: "Planes de internet", path: "/telco-internet" },
          ],
        },
      ],
    },
    {
      heading: "¿No encontró su respuesta?",
      blocks: [
        {
          kind: "paragraph",
          text: "Escríbanos o llámenos y un asesor le responderá. Si su inquietud es un reclamo formal, radíquelo como PQRS para que quede constancia y empiece a correr el término de respuesta.",
        },
        {
          kind: "links",
          items: [
            { label: "Radicar una PQRS", path: "/newPQRS" },
            { label: "Canales de atención al cliente", path: "/homeCustomerService" },
          ],
        },
      ],
    },
  ],
};

export default content;
