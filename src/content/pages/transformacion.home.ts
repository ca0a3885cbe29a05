import type { PageContent } from "../types";

const content: PageContent = {
  lead: "La transformación digital de {brand} busca que usted resuelva sus trámites sin filas, que la empresa detecte los daños antes de que usted los reporte y que cada decisión se tome con datos confiables. Aquí encuentra la hoja de ruta, los avances y lo que viene.",
  sections: [
    {
      heading: "El plan en pocas palabras",
      blocks: [
        {
          kind: "paragraph",
          text: "El Plan de Transformación Digital 2024-2028 fue aprobado por la junta directiva en febrero de 2024 con una inversión de $ 86.500 millones. Se apoya en la Política de Gobierno Digital del Decreto 767 de 2022 y en el plan estratégico de tecnologías de la información de la empresa, y se organiza en cinco frentes de trabajo.",
        },
        {
          kind: "definitions",
          items: [
            {
              term: "Servicios en línea",
              description: "Trámites, pagos y consultas disponibles en la oficina virtual y en el celular, con identificación segura.",
            },
            {
              term: "Medición inteligente",
              description:
                "Medidores de energía y agua que envían la lectura a distancia, avisan consumos anormales y permiten reconectar el servicio sin visitas.",
            },
            {
              term: "Automatización de procesos",
              description: "Robots de software que hacen tareas repetitivas de facturación, recaudo y radicación, para liberar tiempo de los servidores.",
            },
            {
              term: "Datos y analítica",
              description: "Una plataforma única de información que cruza consumos, daños y atención para planear mejor las inversiones.",
            },
            {
              term: "Ciberseguridad",
              description: "Protección de los sistemas que controlan plantas y subestaciones y de los datos personales de los usuarios.",
            },
          ],
        },
      ],
    },
    {
      heading: "Hoja de ruta",
      blocks: [
        {
          kind: "table",
          caption: "Hitos del Plan de Transformación Digital 2024-2028",
          columns: ["Año", "Hito", "Estado"],
          rows: [
            ["2024", "Nueva oficina virtual con registro único y pago por PSE", "Cumplido"],
            ["2024", "Inicio del despliegue de medidores inteligentes de energía", "Cumplido"],
            ["2025", "Factura digital, chat y asistente de WhatsApp", "Cumplido"],
            ["2025", "Automatización de la conciliación del recaudo bancario", "Cumplido"],
            ["2026", "5.800 medidores inteligentes con lectura y reconexión remotas", "En curso"],
            ["2027", "Modelo digital de la red de acueducto para detectar fugas", "Programado"],
            ["2027", "15.000 medidores inteligentes instalados", "Programado"],
            ["2028", "La totalidad de los trámites del catálogo disponibles en línea de principio a fin", "Programado"],
          ],
        },
        {
          kind: "documents",
          items: [
            {
              title: "Hoja de ruta de la transformación digital 2024-2028, actualización de septiembre de 2026",
              file: "/docs/home-transformacion-digital-hoja-de-ruta-2026.pdf",
              format: "PDF",
              date: "2026-09-10",
            },
          ],
        },
      ],
    },
    {
      heading: "Avances medidos",
      blocks: [
        {
          kind: "table",
          caption: "Indicadores de la transformación digital, línea base 2023 y avance a octubre de 2026",
          columns: ["Indicador", "Línea base 2023", "Octubre de 2026", "Meta 2028"],
          rows: [
            ["Trámites del catálogo disponibles en línea", "38 %", "81 %", "100 %"],
            ["Pagos hechos por canales digitales", "22 %", "47 %", "65 %"],
            ["Usuarios registrados en la oficina virtual", "14.600", "52.300", "80.000"],
            ["Medidores inteligentes de energía instalados", "0", "5.800", "15.000"],
            ["Facturas entregadas en formato digital", "0 %", "38,6 %", "60 %"],
            ["Horas de trabajo manual liberadas por automatización al mes", "0", "1.940", "4.000"],
          ],
          numeric: [1, 2, 3],
        },
        {
          kind: "paragraph",
          text: "En el centro, donde la medición inteligente ya cubre a la totalidad de los usuarios, la lectura remota permite avisar por mensaje de texto cuando el consumo diario se dispara; en 2026 esos avisos ayudaron a descubrir 640 fallas en instalaciones internas y electrodomésticos antes de que llegara una factura alta.",
        },
      ],
    },
    {
      heading: "Componentes de la transformación",
      blocks: [
        {
          kind: "links",
          items: [
            { label: "Factura digital", path: "/transformacion-{product}-factura-digital" },
            { label: "Transformación en telecomunicaciones", path: "/transformacion-{product}-telco" },
            { label: "Transformación sostenible", path: "/transformacion-{product}-sostenibilidad" },
            { label: "Atención virtual", path: "/virtualAttention" },
            { label: "Proyectos estratégicos", path: "/strategicProjects" },
          ],
        },
        {
          kind: "paragraph",
          text: "Nadie quedará por fuera: las oficinas presenciales y la línea gratuita seguirán funcionando, y los puntos de atención tienen asesores que ayudan a las personas mayores a crear su cuenta y a usar los servicios en línea.",
        },
      ],
    },
  ],
};

export default content;
