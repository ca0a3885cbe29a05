import type { PageContent } from "../types";

const content: PageContent = {
  lead: "{brand} no reduce la velocidad de su internet por cantidad de consumo. Esta página explica los únicos casos en los que la velocidad puede limitarse, cómo y cuándo se le avisa y cómo se restablece el servicio.",
  sections: [
    {
      heading: "Principio general",
      blocks: [
        {
          kind: "paragraph",
          text: "Todos los planes de internet fijo son de navegación ilimitada: no existen topes de gigas ni políticas de uso justo que bajen la velocidad a quien más descarga. La velocidad solo se modifica en las situaciones descritas abajo, que están previstas en el contrato único de servicios y respetan el régimen de protección de usuarios de la Res. CRC 5050 de 2016.",
        },
      ],
    },
    {
      heading: "Casos en que puede limitarse la velocidad",
      blocks: [
        {
          kind: "table",
          caption: "Situaciones, medida aplicada y aviso previo",
          columns: ["Situación", "Medida", "Aviso al usuario", "Cómo se levanta"],
          rows: [
            [
              "Factura vencida sin pago",
              "Velocidad reducida a 10 Mbps durante 10 días calendario, antes de cualquier suspensión",
              "Mensaje de texto y correo 3 días antes de aplicarla",
              "Dentro de las 4 horas siguientes al registro del pago",
            ],
            [
              "Reventa no autorizada de la conexión a terceros",
              "Velocidad reducida a 50 Mbps mientras se aclara el caso",
              "Comunicación escrita con 5 días hábiles para presentar descargos",
              "Al cesar la conducta o al aclararse que no existió",
            ],
            [
              "Equipo del usuario que envía ataques o correo masivo",
              "Limitación del tráfico del equipo afectado",
              "Llamada y correo el mismo día",
              "Al limpiar o desconectar el equipo infectado",
            ],
            [
              "Solicitud voluntaria del titular",
              "Velocidad menor pedida por el usuario, por ejemplo para control de gastos",
              "No aplica",
              "Cuando el titular lo pida",
            ],
          ],
        },
      ],
    },
    {
      heading: "Mora en el pago: qué pasa y en qué orden",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Al día siguiente de la fecha límite de pago, la factura queda vencida.",
            "Se le envía un aviso de que, si no paga en tres días, la velocidad bajará a 10 Mbps.",
            "Durante los diez días de velocidad reducida usted conserva correo, mensajería y páginas de gobierno y de bancos.",
            "Si pasado ese plazo sigue sin pagar, el servicio puede suspenderse, con un nuevo aviso previo.",
            "Cuando paga, la velocidad vuelve a la contratada sin cobro de reconexión.",
          ],
        },
        {
          kind: "notice",
          tone: "warning",
          title: "Si tiene una queja abierta por la factura",
          text: "No se limita ni se suspende el servicio por el valor que usted haya reclamado dentro del plazo, mientras la queja esté en trámite; solo debe pagar la parte no reclamada.",
        },
      ],
    },
    {
      heading: "Si considera que se limitó su servicio sin razón",
      blocks: [
        {
          kind: "paragraph",
          text: "Presente una queja por cualquier canal: recibirá un CUN y una respuesta en máximo 15 días hábiles. Si se comprueba que la limitación fue indebida, la empresa descuenta de su factura el valor proporcional a los días afectados.",
        },
        {
          kind: "links",
          items: [
            { label: "Presentar una PQR", path: "/newPQRS" },
            { label: "Condiciones de los planes", path: "/telco-condiciones-restricciones" },
            { label: "Gestión de tráfico en la red", path: "/telco-gestion-trafico" },
          ],
        },
      ],
    },
  ],
};

export default content;
