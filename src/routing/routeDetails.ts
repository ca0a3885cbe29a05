import type { RouteDetails } from "./types";

/**
 * Description, keywords and dates of every route (search, site map, meta tags, content pages),
 * keyed by route key, with `{brand}` where the company's short name goes (BRAND_NAME, DESIGN §1:
 * every brand string comes from configuration). Read it through brandRouteDetails(). Loaded on
 * demand, after the first paint.
 */
export const routeDetails: Readonly<Record<string, RouteDetails>> = {
  "transparencia.normativity": {
    description:
      "Consulte las leyes, decretos, resoluciones de la CREG y la CRA y demás normas que rigen la prestación de los servicios públicos domiciliarios a cargo de {brand}",
    keywords: ["normatividad", "ley 142 de 1994", "resoluciones creg", "resoluciones cra", "marco legal"],
    publicationDate: "2024-02-05",
    lastModified: "2025-08-19",
  },
  "transparencia.copyrightPolicy": {
    description:
      "Condiciones de uso de los textos, imágenes, logotipos y demás contenidos del portal de {brand}, protegidos por la Ley 23 de 1982 y las normas de propiedad intelectual.",
    keywords: ["derechos de autor", "propiedad intelectual", "ley 23 de 1982", "uso de contenidos", "licencia"],
    publicationDate: "2024-01-22",
    lastModified: "2024-09-30",
  },
  "transparencia.regulatoryAgenda": {
    description:
      "Conozca los proyectos de actos administrativos de carácter general que {brand} prevé expedir durante la vigencia, con su objeto, cronograma y dependencia responsable.",
    keywords: ["agenda regulatoria", "proyectos normativos", "actos administrativos", "cronograma regulatorio", "vigencia"],
    publicationDate: "2024-12-16",
    lastModified: "2025-12-18",
  },
  "transparencia.projectComments": {
    description:
      "Lea los borradores de resoluciones y reglamentos publicados por la empresa y envíe sus observaciones dentro del plazo fijado; cada comentario recibe respuesta motivada.",
    keywords: ["proyectos de norma", "comentarios ciudadanos", "participación normativa", "borradores", "observaciones"],
    publicationDate: "2024-03-11",
    lastModified: "2026-07-20",
  },
  "transparencia.contracting": {
    description:
      "Punto de acceso a la información contractual de {brand}: plan de adquisiciones, procesos en curso, contratos suscritos, manual de contratación y formatos tipo.",
    keywords: ["contratación", "procesos de selección", "adquisiciones", "proveedores", "información contractual"],
    publicationDate: "2024-01-18",
    lastModified: "2026-06-04",
  },
  "transparencia.annualPlan": {
    description:
      "Descargue el plan anual de adquisiciones de la vigencia con los bienes, obras y servicios que la empresa proyecta contratar, sus valores estimados y fechas previstas.",
    keywords: ["plan anual de adquisiciones", "paa", "compras públicas", "necesidades de contratación", "vigencia"],
    publicationDate: "2025-01-30",
    lastModified: "2026-07-15",
  },
  "transparencia.publicationInformation": {
    description:
      "Conozca dónde y cómo publica {brand} la información de sus procesos contractuales, incluidos los enlaces al SECOP y el registro de la ejecución de cada contrato.",
    keywords: ["publicación contractual", "secop", "ejecución de contratos", "ley 1712 de 2014", "transparencia"],
    publicationDate: "2024-04-08",
    lastModified: "2025-10-02",
  },
  "transparencia.contracts": {
    description:
      "Relación de los contratos celebrados por la empresa con su número, objeto, contratista, valor, plazo y estado, organizada por vigencia y modalidad de selección.",
    keywords: ["contratos suscritos", "contratistas", "valor del contrato", "modalidad de selección", "relación contractual"],
    publicationDate: "2024-02-19",
    lastModified: "2026-09-08",
  },
  "transparencia.manualContracting": {
    description:
      "Como empresa de servicios públicos sujeta al derecho privado según la Ley 142 de 1994, {brand} aplica este manual con sus principios, modalidades y etapas contractuales.",
    keywords: ["manual de contratación", "régimen privado", "ley 142 de 1994", "modalidades de contratación", "supervisión"],
    publicationDate: "2024-05-06",
    lastModified: "2025-06-27",
  },
  "transparencia.planning": {
    description:
      "Reúne el plan estratégico, los planes de acción, los indicadores de gestión y los instrumentos de planeación con los que {brand} orienta sus metas institucionales.",
    keywords: ["planeación estratégica", "plan de acción", "metas institucionales", "indicadores de gestión", "mipg"],
    publicationDate: "2024-01-25",
    lastModified: "2026-03-17",
  },
  "transparencia.participate": {
    description:
      "Espacios y canales para que la ciudadanía intervenga en el diagnóstico, la planeación, la rendición de cuentas y el control de la gestión de la empresa.",
    keywords: ["participación ciudadana", "participa", "diagnóstico participativo", "incidencia ciudadana", "espacios de diálogo"],
    publicationDate: "2024-06-10",
    lastModified: "2026-04-21",
  },
  "transparencia.openData": {
    description:
      "Descargue en formatos abiertos y reutilizables los conjuntos de datos de {brand} sobre usuarios, consumos y calidad del servicio, también publicados en datos.gov.co.",
    keywords: ["datos abiertos", "datos.gov.co", "conjuntos de datos", "reutilización", "formatos abiertos"],
    publicationDate: "2024-03-04",
    lastModified: "2026-08-12",
  },
  "transparencia.interestGroups": {
    description:
      "Contenidos pensados para usuarios residenciales, comerciales e industriales, proveedores, comunidades y autoridades, con la información que cada grupo necesita de la empresa.",
    keywords: ["grupos de interés", "usuarios", "proveedores", "comunidades", "partes interesadas"],
    publicationDate: "2024-07-01",
    lastModified: "2025-11-24",
  },
  "transparencia.informationReport": {
    description:
      "Evidencias del reporte periódico de información de {brand} al SUI de la Superservicios, a la Contraloría y a los demás organismos que vigilan su gestión.",
    keywords: ["sui", "superservicios", "reporte de información", "entes de control", "cargue de información"],
    publicationDate: "2024-08-13",
    lastModified: "2026-05-29",
  },
  "transparencia.taxInformation": {
    description:
      "Certificados de retención en la fuente y de ICA, calendario tributario y datos fiscales de la empresa que proveedores y contratistas necesitan para sus declaraciones.",
    keywords: ["información tributaria", "certificado de retención", "ica", "calendario tributario", "rut"],
    publicationDate: "2024-02-26",
    lastModified: "2026-01-20",
  },
  "transparencia.herramientaEvaluacion": {
    description:
      "Resultados del diligenciamiento de la matriz del Índice de Transparencia y Acceso a la Información (ITA) ante la Procuraduría y avance de la empresa en cada criterio.",
    keywords: ["índice de transparencia", "ita", "procuraduría", "autodiagnóstico", "matriz de cumplimiento"],
    publicationDate: "2024-09-09",
    lastModified: "2025-09-15",
  },
  "transparencia.proyectosInversion": {
    description:
      "Ficha de cada proyecto de inversión en redes de energía, acueducto, alcantarillado y telecomunicaciones: objetivo, presupuesto asignado, avance físico y financiero.",
    keywords: ["proyectos de inversión", "avance físico", "ejecución financiera", "infraestructura", "banco de proyectos"],
    publicationDate: "2024-04-22",
    lastModified: "2026-10-06",
  },
  "transparencia.calendarioActividades": {
    description:
      "Agenda de audiencias públicas, jornadas de atención en barrios, capacitaciones y demás eventos que la empresa programa con la comunidad a lo largo del año.",
    keywords: ["calendario", "eventos", "audiencias públicas", "jornadas comunitarias", "agenda institucional"],
    publicationDate: "2025-01-13",
    lastModified: "2026-10-01",
  },
  "transparencia.indicadoresAtencionFisica": {
    description:
      "Tiempos promedio de espera y de atención, turnos atendidos y ocupación de las oficinas de servicio al cliente de energía y acueducto, medidos cada mes.",
    keywords: ["atención presencial", "tiempo de espera", "oficinas", "turnos", "servicio al cliente"],
    publicationDate: "2024-05-20",
    lastModified: "2026-10-15",
  },
  "transparencia.planAccionIntegrado": {
    description:
      "Plan de acción anual que integra los planes institucionales exigidos por el Decreto 612 de 2018, con metas, responsables y reportes de seguimiento trimestral.",
    keywords: ["plan de acción integrado", "decreto 612 de 2018", "planes institucionales", "seguimiento trimestral", "metas"],
    publicationDate: "2025-01-31",
    lastModified: "2026-04-15",
  },
  "transparencia.actaComiteInstitucional": {
    description:
      "Actas de las sesiones del Comité Institucional de Gestión y Desempeño, donde se aprueban y siguen las políticas del Modelo Integrado de Planeación y Gestión (MIPG).",
    keywords: ["comité institucional", "gestión y desempeño", "mipg", "actas", "sesiones"],
    publicationDate: "2024-03-18",
    lastModified: "2025-12-01",
  },
  "transparencia.normograma": {
    description:
      "Matriz actualizada de las normas internas y externas aplicables a cada proceso de {brand}, con su tipo, fecha de expedición, vigencia y enlace al texto oficial.",
    keywords: ["normograma", "matriz normativa", "normas por proceso", "vigencia normativa", "marco jurídico"],
    publicationDate: "2024-02-12",
    lastModified: "2026-10-20",
  },
  "transparencia.contratacionEnLinea": {
    description:
      "Siga en línea las convocatorias y procesos de selección abiertos: descargue pliegos y adendas, consulte cronogramas y presente observaciones dentro de los plazos.",
    keywords: ["contratación en línea", "convocatorias", "pliegos de condiciones", "adendas", "licitaciones"],
    publicationDate: "2024-06-24",
    lastModified: "2026-11-02",
  },
  "transparencia.notificaciones": {
    description:
      "Citaciones para notificación personal, comunicaciones a terceros interesados y demás avisos que la empresa publica para dar a conocer sus decisiones administrativas.",
    keywords: ["notificaciones", "citaciones", "comunicaciones", "terceros interesados", "cpaca"],
    publicationDate: "2024-01-29",
    lastModified: "2026-08-24",
  },
  "transparencia.informesEmpalme": {
    description:
      "Actas e informes de empalme entre la gerencia saliente y la entrante, con el estado de los asuntos, recursos, programas y compromisos al cambio de administración.",
    keywords: ["informe de empalme", "cambio de administración", "gerencia", "entrega del cargo", "ley 951 de 2005"],
    publicationDate: "2024-01-15",
    lastModified: "2024-07-18",
  },
  "transparencia.formatosTramites": {
    description:
      "Formularios descargables para solicitar conexiones, cambios de titular, revisión de medidores y demás trámites inscritos en el SUIT, con instrucciones para diligenciarlos.",
    keywords: ["formatos", "trámites", "suit", "formularios", "solicitudes"],
    publicationDate: "2024-03-25",
    lastModified: "2026-03-09",
  },
  "transparencia.infoNinos": {
    description:
      "Juegos, cuentos y actividades para que niñas y niños aprendan de dónde viene el agua, cómo llega la energía a su casa y por qué es importante cuidarlas.",
    keywords: ["niños", "niñas", "aprendizaje", "uso responsable", "juegos educativos"],
    publicationDate: "2024-10-07",
    lastModified: "2025-04-28",
  },
  "transparencia.colaboracionInnovacion": {
    description:
      "Retos abiertos en los que ciudadanos, universidades y emprendedores proponen soluciones a problemas reales de los servicios de energía, agua y telecomunicaciones.",
    keywords: ["innovación abierta", "colaboración", "retos", "cocreación", "emprendimiento"],
    publicationDate: "2025-02-17",
    lastModified: "2026-07-27",
  },
  "transparencia.informeRendicionCuentas": {
    description:
      "Informe de la vigencia más reciente, convocatoria a la audiencia pública y formulario para inscribir preguntas antes de la jornada de rendición de cuentas de la empresa.",
    keywords: ["rendición de cuentas", "audiencia pública", "preguntas ciudadanas", "informe de la vigencia", "diálogo"],
    publicationDate: "2025-03-03",
    lastModified: "2026-03-30",
  },
  "transparencia.controlSocialVeedurias": {
    description:
      "Guía para conformar veedurías ciudadanas según la Ley 850 de 2003 y ejercer control social sobre obras, contratos y calidad de los servicios que presta la empresa.",
    keywords: ["control social", "veedurías ciudadanas", "ley 850 de 2003", "vigilancia ciudadana", "obras públicas"],
    publicationDate: "2024-05-13",
    lastModified: "2025-10-27",
  },
  "transparencia.informesSostenibilidad": {
    description:
      "Reportes anuales de desempeño económico, social y ambiental de {brand}, elaborados con estándares GRI, con sus metas de sostenibilidad y resultados alcanzados.",
    keywords: ["informe de sostenibilidad", "gri", "desempeño ambiental", "desempeño social", "reporte anual"],
    publicationDate: "2024-06-17",
    lastModified: "2026-06-22",
  },
  "transparencia.notificacionesPorAvisoWeb": {
    description:
      "Avisos publicados durante cinco días, según el artículo 69 de la Ley 1437 de 2011, cuando se desconoce la dirección del destinatario de un acto administrativo.",
    keywords: ["notificación por aviso", "ley 1437 de 2011", "artículo 69", "actos administrativos", "destinatario desconocido"],
    publicationDate: "2024-02-05",
    lastModified: "2026-10-13",
  },
  "transparencia.informacionMujeres": {
    description:
      "Programas, rutas de atención y oportunidades de empleo y formación con enfoque de género que {brand} ofrece a usuarias, trabajadoras y lideresas comunitarias.",
    keywords: ["mujeres", "enfoque de género", "equidad", "rutas de atención", "lideresas"],
    publicationDate: "2025-03-10",
    lastModified: "2026-03-06",
  },
  "transparencia.controlSocial": {
    description:
      "Conozca cómo funcionan los Comités de Desarrollo y Control Social de los servicios públicos previstos en el artículo 62 de la Ley 142 de 1994 y cómo se elige a su vocal.",
    keywords: ["comités de desarrollo y control social", "vocal de control", "ley 142 de 1994", "usuarios", "fiscalización"],
    publicationDate: "2024-04-01",
    lastModified: "2025-08-11",
  },
  "transparencia.participacionCiudadana": {
    description:
      "Política y estrategia de participación ciudadana de la empresa según la Ley 1757 de 2015, con los canales para proponer, opinar y hacer seguimiento a la gestión.",
    keywords: ["participación ciudadana", "ley 1757 de 2015", "estrategia de participación", "canales", "política institucional"],
    publicationDate: "2024-07-08",
    lastModified: "2026-02-09",
  },
  "transparencia.repartoFacturas": {
    description:
      "Consulte el calendario de lectura y entrega de la factura según su ciclo y barrio, y qué hacer si no la recibe a tiempo antes de la fecha de pago oportuno.",
    keywords: ["reparto de facturas", "ciclo de facturación", "entrega de factura", "fecha de pago", "lectura de medidores"],
    publicationDate: "2024-01-16",
    lastModified: "2026-09-14",
  },
  "transparencia.presupuestoParticipativo": {
    description:
      "Mesas en las que la comunidad prioriza parte de las inversiones de la empresa en su sector, con los resultados de cada jornada y el avance de los proyectos elegidos.",
    keywords: ["presupuesto participativo", "priorización", "inversión comunitaria", "mesas de trabajo", "planeación participativa"],
    publicationDate: "2024-08-26",
    lastModified: "2026-05-11",
  },
  "transparencia.memoriasEventos": {
    description:
      "Presentaciones, listas de asistencia, fotografías y respuestas a las inquietudes planteadas en cada espacio de participación y diálogo realizado por la empresa.",
    keywords: ["memorias", "eventos", "espacios de diálogo", "asistencia", "respuestas ciudadanas"],
    publicationDate: "2024-11-04",
    lastModified: "2026-08-31",
  },
  "transparencia.consultaCiudadana": {
    description:
      "Responda las encuestas y consultas abiertas sobre proyectos, cambios en la atención y nuevos servicios, y revise los resultados de las consultas ya cerradas.",
    keywords: ["consulta ciudadana", "encuestas", "opinión", "resultados de consulta", "participación digital"],
    publicationDate: "2025-04-14",
    lastModified: "2026-10-26",
  },
  "transparencia.decisionesHorariosAtencion": {
    description:
      "Resoluciones y circulares que fijan o modifican los horarios de atención al público, las jornadas especiales y los cierres temporales de oficinas, con su fecha de vigencia.",
    keywords: ["horarios de atención", "decisiones administrativas", "circulares", "jornadas especiales", "oficinas"],
    publicationDate: "2024-12-02",
    lastModified: "2025-12-22",
  },
  "transparencia.decisionesQueAfectanPublico": {
    description:
      "Información previa sobre decisiones que pueden impactar a usuarios y comunidades, como obras, cambios tarifarios o suspensiones programadas, y sus fundamentos.",
    keywords: ["decisiones", "impacto ciudadano", "obras", "suspensiones programadas", "fundamentos"],
    publicationDate: "2024-09-23",
    lastModified: "2026-04-06",
  },
  "transparencia.estadosFinancieros": {
    description:
      "Estado de situación financiera, estado de resultados, flujos de efectivo y notas de cada periodo, con el dictamen del revisor fiscal y su aprobación por la junta.",
    keywords: ["estados financieros", "situación financiera", "estado de resultados", "revisor fiscal", "niif"],
    publicationDate: "2024-03-28",
    lastModified: "2026-03-27",
  },
  "transparencia.informacionContractual": {
    description:
      "Consulte la ejecución de cada contrato de la empresa: informes de supervisión, pagos realizados, modificaciones, prórrogas, adiciones y actas de liquidación.",
    keywords: ["ejecución contractual", "supervisión", "pagos", "adiciones", "liquidación de contratos"],
    publicationDate: "2024-05-27",
    lastModified: "2026-10-30",
  },
  "transparencia.ejecucionPresupuestalHistorica": {
    description:
      "Serie histórica de la ejecución del presupuesto de ingresos y gastos de {brand} por vigencia, para comparar lo aprobado, lo comprometido y lo pagado.",
    keywords: ["ejecución presupuestal", "histórico", "ingresos", "gastos", "vigencias anteriores"],
    publicationDate: "2024-02-08",
    lastModified: "2026-02-16",
  },
  "transparencia.redistribucionPresupuesto": {
    description:
      "Actos de adición, reducción y traslado de recursos entre rubros del presupuesto vigente, aprobados por la junta directiva o el Confis municipal según corresponda.",
    keywords: ["modificación presupuestal", "traslados", "adiciones", "reducciones", "junta directiva"],
    publicationDate: "2024-07-22",
    lastModified: "2026-07-06",
  },
  "transparencia.presupuestoGeneral": {
    description:
      "Presupuesto de ingresos, gastos e inversiones aprobado para la vigencia, con el acto administrativo que lo adopta y su desagregación por servicio y por rubro.",
    keywords: ["presupuesto general", "presupuesto aprobado", "rubros", "inversión", "vigencia fiscal"],
    publicationDate: "2025-01-08",
    lastModified: "2025-12-22",
  },
  "transparencia.pliegosTipo": {
    description:
      "Modelos de contratos, minutas, formatos de propuesta y pliegos tipo que la empresa usa en sus procesos, para que los oferentes preparen documentos completos.",
    keywords: ["pliegos tipo", "minutas", "formatos de contratación", "oferentes", "modelos de contrato"],
    publicationDate: "2024-04-15",
    lastModified: "2025-11-10",
  },
  "transparencia.informesRendicionCuentas": {
    description:
      "Histórico de los informes de rendición de cuentas de vigencias anteriores, con las actas de cada audiencia y las evaluaciones diligenciadas por los asistentes.",
    keywords: ["archivo histórico", "rendición de cuentas", "actas de audiencia", "evaluación ciudadana", "informes anteriores"],
    publicationDate: "2024-01-19",
    lastModified: "2026-02-02",
  },
  "transparencia.informesGestion": {
    description:
      "Informes anuales y semestrales de gestión presentados a la junta directiva y al concejo municipal sobre los resultados operativos, comerciales y financieros.",
    keywords: ["informe de gestión", "junta directiva", "concejo municipal", "resultados operativos", "gestión anual"],
    publicationDate: "2024-03-04",
    lastModified: "2026-04-27",
  },
  "transparencia.planesMejoramiento": {
    description:
      "Planes de mejoramiento suscritos ante la Contraloría y derivados de auditorías internas, con las acciones correctivas, sus responsables y el avance en su cumplimiento.",
    keywords: ["planes de mejoramiento", "contraloría", "hallazgos", "acciones correctivas", "auditoría"],
    publicationDate: "2024-06-03",
    lastModified: "2026-06-15",
  },
  "transparencia.informesPormenorizados": {
    description:
      "Informes semestrales de la oficina de control interno sobre el estado del sistema de control interno, elaborados según el artículo 9 de la Ley 1474 de 2011.",
    keywords: ["control interno", "informe pormenorizado", "ley 1474 de 2011", "mipg", "evaluación independiente"],
    publicationDate: "2024-07-15",
    lastModified: "2026-07-20",
  },
  "transparencia.informesSeguimientoPaac": {
    description:
      "Informes cuatrimestrales de seguimiento al Plan Anticorrupción y de Atención al Ciudadano (PAAC), con el avance de cada componente y el mapa de riesgos de corrupción.",
    keywords: ["paac", "plan anticorrupción", "seguimiento cuatrimestral", "riesgos de corrupción", "atención al ciudadano"],
    publicationDate: "2024-05-15",
    lastModified: "2026-09-15",
  },
  "transparencia.otrosInformes": {
    description:
      "Informes de austeridad del gasto, evaluación del control interno contable, uso de software legal y demás reportes de ley que no tienen una sección propia.",
    keywords: ["austeridad del gasto", "control interno contable", "software legal", "informes de ley", "reportes"],
    publicationDate: "2024-08-05",
    lastModified: "2026-01-26",
  },
  "transparencia.defensaJuridica": {
    description:
      "Informes sobre los procesos judiciales a favor y en contra de la empresa, su cuantía y estado, y la política de prevención del daño antijurídico del comité de conciliación.",
    keywords: ["defensa jurídica", "daño antijurídico", "comité de conciliación", "procesos judiciales", "litigios"],
    publicationDate: "2024-10-14",
    lastModified: "2026-05-04",
  },
  "transparencia.abastecimientoEstrategico": {
    description:
      "Modelo de abastecimiento con el que la empresa planea sus compras por categorías, desarrolla proveedores locales y busca mejores condiciones de costo y calidad.",
    keywords: ["abastecimiento estratégico", "categorías de compra", "proveedores locales", "cadena de suministro", "compras"],
    publicationDate: "2025-02-24",
    lastModified: "2026-08-03",
  },
  "transparencia.informesPqr": {
    description:
      "Informes trimestrales de peticiones, quejas, reclamos, sugerencias y denuncias recibidas, con tiempos de respuesta, traslados y solicitudes de información negadas.",
    keywords: ["informe pqrsd", "peticiones", "quejas", "reclamos", "tiempos de respuesta", "solicitudes de información"],
    publicationDate: "2024-04-10",
    lastModified: "2026-10-20",
  },
  "transparencia.datosAbiertos": {
    description: "Tarifas, cortes programados, estadísticas de PQRS, visitas al portal e inventario de documentos en CSV y JSON, con su diccionario de datos.",
    keywords: ["datos abiertos", "csv", "json", "data.json"],
  },
  "transparencia.indicadoresCalidadAtencion": {
    description:
      "Índice de los indicadores de atención al usuario que la empresa publica por obligación regulatoria: líneas gratuitas, satisfacción, quejas frecuentes y PQR.",
    keywords: ["indicadores de calidad", "atención al usuario", "obligación regulatoria", "crc", "superservicios"],
    publicationDate: "2024-02-15",
    lastModified: "2026-10-20",
  },
  "transparencia.lineaAtencionGratuita": {
    description:
      "Reporte trimestral del nivel de servicio de la línea gratuita: llamadas atendidas, abandonadas y tiempo de espera para hablar con un asesor, según la Res. CRC 5050 de 2016.",
    keywords: ["línea gratuita", "nivel de servicio", "llamadas atendidas", "tiempo de espera", "res. crc 5050 de 2016"],
    publicationDate: "2024-04-03",
    lastModified: "2026-10-20",
  },
  "transparencia.satisfaccionAtencionUsuario": {
    description:
      "Resultados vigentes de la encuesta de satisfacción aplicada a usuarios de energía, agua y telecomunicaciones después de ser atendidos, desagregados por canal.",
    keywords: ["satisfacción del usuario", "encuesta", "canales de atención", "percepción", "calificación"],
    publicationDate: "2024-06-12",
    lastModified: "2026-10-20",
  },
  "transparencia.quejasMasFrecuentes": {
    description:
      "Listado de los motivos de queja más repetidos en el último trimestre, como facturación, fallas del servicio o instalación, y las acciones de mejora adoptadas.",
    keywords: ["quejas frecuentes", "motivos de queja", "facturación", "acciones de mejora", "último trimestre"],
    publicationDate: "2024-04-29",
    lastModified: "2026-10-20",
  },
  "transparencia.certificacionCircularSic": {
    description:
      "Certificación anual de cumplimiento de la Circular Única de la Superintendencia de Industria y Comercio (SIC), firmada por el representante legal de la empresa.",
    keywords: ["sic", "circular única", "certificación", "representante legal", "protección al consumidor"],
    publicationDate: "2024-03-14",
    lastModified: "2026-03-20",
  },
  "transparencia.contratosAgenciasComerciales": {
    description:
      "Relación de las agencias y aliados comerciales autorizados para vender y atender servicios de la empresa, con el objeto y la vigencia de cada contrato.",
    keywords: ["agencias comerciales", "aliados", "canales de venta", "contratos de agencia", "distribuidores autorizados"],
    publicationDate: "2024-09-02",
    lastModified: "2026-10-20",
  },
  "transparencia.indicadoresCalidadTelco": {
    description:
      "Resumen del cumplimiento de los valores objetivo de calidad fijados por la CRC para internet fijo, televisión y telefonía en el periodo más reciente reportado.",
    keywords: ["calidad telco", "valores objetivo", "crc", "internet fijo", "cumplimiento"],
    publicationDate: "2025-01-20",
    lastModified: "2026-10-20",
  },
  "transparencia.pqrIndicators": {
    description:
      "Número de peticiones, quejas y recursos recibidos por cada 1.000 usuarios, porcentaje resuelto a favor del usuario y recursos escalados a la Superservicios.",
    keywords: ["indicadores pqr", "recursos de apelación", "superservicios", "resolución a favor", "usuarios"],
    publicationDate: "2024-05-08",
    lastModified: "2026-10-20",
  },
  "transparencia.cartaTratoDigno": {
    description:
      "Texto oficial de la carta de trato digno, en la que {brand} enumera los derechos de los usuarios y sus compromisos de atención, según el artículo 7 de la Ley 1437 de 2011.",
    keywords: ["carta de trato digno", "derechos del usuario", "ley 1437 de 2011", "compromisos", "atención"],
    publicationDate: "2024-01-26",
    lastModified: "2025-07-07",
  },
  "transparencia.actosAdministrativosGenerales": {
    description:
      "Resoluciones, acuerdos de junta directiva y circulares de carácter general expedidos por la empresa, ordenados por año y con el texto completo para descargar.",
    keywords: ["actos administrativos", "resoluciones", "acuerdos de junta", "circulares", "carácter general"],
    publicationDate: "2024-02-22",
    lastModified: "2026-09-21",
  },
  "transparencia.proteccionDatosPersonales": {
    description:
      "Política de tratamiento de datos personales de {brand} conforme a la Ley 1581 de 2012: finalidades, derechos de los titulares y responsable del tratamiento.",
    keywords: ["protección de datos", "ley 1581 de 2012", "política de tratamiento", "titulares", "política de privacidad"],
    publicationDate: "2024-01-15",
    lastModified: "2025-05-19",
  },
  "transparencia.terminosCondicionesUso": {
    description:
      "Reglas que aceptan los visitantes al navegar en el portal: uso permitido de los contenidos, enlaces a terceros, responsabilidad por la información y ley aplicable.",
    keywords: ["términos de uso", "condiciones", "portal web", "responsabilidad", "enlaces externos"],
    publicationDate: "2024-02-01",
    lastModified: "2025-08-04",
  },
  "transparencia.terminosFacturaDigital": {
    description:
      "Condiciones para recibir la factura por correo electrónico en lugar de la impresa: inscripción, validez, fecha de entrega y cómo volver a la factura física.",
    keywords: ["factura digital", "factura por correo", "validez", "inscripción", "factura física"],
    publicationDate: "2024-10-21",
    lastModified: "2026-02-16",
  },
  "transparencia.gobiernoCorporativo": {
    description:
      "Código de buen gobierno, estatutos sociales y reglas que ordenan la relación entre la empresa, su junta directiva y el municipio como propietario.",
    keywords: ["gobierno corporativo", "código de buen gobierno", "estatutos", "propiedad pública", "ética empresarial"],
    publicationDate: "2024-03-06",
    lastModified: "2026-01-12",
  },
  "transparencia.home": {
    description:
      "Menú de transparencia organizado según el Anexo 2 de la Res. MinTIC 1519 de 2020 con la información que {brand} publica en cumplimiento de la Ley 1712 de 2014.",
    keywords: ["transparencia", "acceso a la información", "ley 1712 de 2014", "res. mintic 1519 de 2020", "información pública"],
    publicationDate: "2024-01-17",
    lastModified: "2026-11-03",
  },
  "energia.energyHome": {
    description:
      "Todo sobre el servicio de energía eléctrica de {brand}: tarifas, trámites, autogeneración, normas técnicas, proyectos de la red y derechos de los usuarios.",
    keywords: ["energía eléctrica", "servicio de energía", "comercialización", "distribución", "usuarios"],
    publicationDate: "2024-01-22",
    lastModified: "2026-10-19",
  },
  "energia.ratesEnergy": {
    description:
      "Tarifas mensuales de energía por estrato y uso, con el costo unitario de prestación del servicio calculado según la metodología de la CREG y el subsidio o contribución.",
    keywords: ["tarifas de energía", "costo unitario", "estratos", "creg", "subsidios", "contribución"],
    publicationDate: "2024-02-01",
    lastModified: "2026-11-05",
  },
  "energia.ratesRegulatedMarket": {
    description:
      "Publicación mensual del costo unitario y de sus componentes de generación, transmisión, distribución, comercialización, pérdidas y restricciones por nivel de tensión.",
    keywords: ["mercado regulado", "componentes tarifarios", "creg 119 de 2007", "nivel de tensión", "publicación mensual"],
    publicationDate: "2024-02-09",
    lastModified: "2026-10-08",
  },
  "energia.ratesLaboratory": {
    description:
      "Precios de calibración y ensayo de medidores de energía en el laboratorio acreditado de la empresa, por tipo de equipo, clase de exactitud y cantidad de unidades.",
    keywords: ["laboratorio", "calibración", "ensayo de medidores", "precios", "clase de exactitud"],
    publicationDate: "2024-04-17",
    lastModified: "2025-12-15",
  },
  "energia.ratesServices": {
    description:
      "Valores de suspensión, reconexión, revisión de instalaciones, cambio de medidor y demás servicios asociados a la energía que se cobran aparte del consumo.",
    keywords: ["reconexión", "suspensión", "servicios conexos", "cobros", "cambio de medidor"],
    publicationDate: "2024-03-12",
    lastModified: "2026-03-23",
  },
  "energia.formatsRequest": {
    description:
      "Formularios para solicitar factibilidad, conexión nueva, aumento de carga, cambio de nivel de tensión o retiro de redes, con la lista de documentos requeridos.",
    keywords: ["factibilidad", "conexión nueva", "aumento de carga", "formatos", "solicitud de servicio"],
    publicationDate: "2024-05-02",
    lastModified: "2026-08-27",
  },
  "energia.laboratoriesEnergy": {
    description:
      "Conozca el laboratorio de calibración y ensayos acreditado ante el ONAC, su alcance de acreditación y cómo solicitar la verificación de su medidor de energía.",
    keywords: ["laboratorio de medidores", "onac", "acreditación", "verificación", "iso/iec 17025"],
    publicationDate: "2024-06-05",
    lastModified: "2026-02-26",
  },
  "energia.changeMarketer": {
    description:
      "Requisitos y pasos para que un usuario cambie de comercializador de energía según la regulación de la CREG, incluidos paz y salvo, medición y plazos del trámite.",
    keywords: ["cambio de comercializador", "libre elección", "creg", "paz y salvo", "comercialización"],
    publicationDate: "2024-07-10",
    lastModified: "2025-11-03",
  },
  "energia.autogenerators": {
    description:
      "Información para instalar paneles solares u otra fuente de autogeneración a pequeña escala y conectarla a la red según la Resolución CREG 174 de 2021.",
    keywords: ["autogeneración", "generación distribuida", "paneles solares", "creg 174 de 2021", "excedentes"],
    publicationDate: "2024-03-20",
    lastModified: "2026-09-01",
  },
  "energia.formAutogenerators": {
    description:
      "Diligencie el formulario de solicitud de conexión de su sistema de autogeneración o generación distribuida y consulte la disponibilidad de red en su circuito.",
    keywords: ["formulario autogeneración", "solicitud de conexión", "disponibilidad de red", "circuito", "agpe"],
    publicationDate: "2024-03-21",
    lastModified: "2026-06-08",
  },
  "energia.projectsElectrical": {
    description:
      "Requisitos para presentar, revisar y recibir proyectos eléctricos de urbanizaciones, edificios y redes particulares que se conectarán al sistema de la empresa.",
    keywords: ["proyectos eléctricos", "diseños", "revisión de proyectos", "urbanizaciones", "recibo de redes"],
    publicationDate: "2024-08-19",
    lastModified: "2026-04-20",
  },
  "energia.formService": {
    description:
      "Formulario en línea para pedir servicios como revisión de la instalación, traslado de acometida, cambio de medidor o reconexión, y hacer seguimiento a la solicitud.",
    keywords: ["solicitud en línea", "acometida", "revisión técnica", "reconexión", "formulario"],
    publicationDate: "2024-09-16",
    lastModified: "2026-07-01",
  },
  "energia.consultRequest": {
    description:
      "Ingrese el número de radicado para ver el estado de su solicitud de conexión, factibilidad o proyecto eléctrico y las observaciones del área técnica.",
    keywords: ["consulta de solicitud", "radicado", "estado del trámite", "área técnica", "seguimiento"],
    publicationDate: "2024-10-02",
    lastModified: "2026-10-15",
  },
  "energia.energyNormativity": {
    description:
      "Leyes 142 y 143 de 1994, resoluciones de la CREG y del Ministerio de Minas y Energía y demás normas que regulan la distribución y comercialización de energía.",
    keywords: ["ley 143 de 1994", "creg", "ministerio de minas y energía", "regulación eléctrica", "normas"],
    publicationDate: "2024-02-14",
    lastModified: "2026-05-25",
  },
  "energia.mechanismsProtection": {
    description:
      "Cómo presentar peticiones, quejas y recursos de reposición y apelación frente a decisiones sobre su servicio de energía, y cuándo acudir a la Superservicios.",
    keywords: ["recursos", "reposición", "apelación", "superservicios", "defensa del usuario"],
    publicationDate: "2024-04-24",
    lastModified: "2026-03-04",
  },
  "energia.userRights": {
    description:
      "Resumen del contrato de condiciones uniformes del servicio de energía: derechos a la medición, la facturación y la calidad, y deberes de pago y uso seguro.",
    keywords: ["derechos del usuario", "deberes", "contrato de condiciones uniformes", "calidad del servicio", "medición"],
    publicationDate: "2024-05-29",
    lastModified: "2025-12-09",
  },
  "energia.guaranteesBank": {
    description:
      "Requisitos de las garantías que agentes y comercializadores deben constituir para respaldar sus obligaciones en el mercado de energía y por el uso de redes de la empresa.",
    keywords: ["garantías bancarias", "mercado mayorista", "agentes", "comercializadores", "cargos por uso"],
    publicationDate: "2024-06-26",
    lastModified: "2026-01-05",
  },
  "energia.informationEnergy": {
    description:
      "Datos de la operación del sistema de distribución: número de usuarios, circuitos, subestaciones, energía entregada y pérdidas del mercado atendido por la empresa.",
    keywords: ["sistema de distribución", "subestaciones", "pérdidas de energía", "circuitos", "operación"],
    publicationDate: "2024-07-29",
    lastModified: "2026-06-29",
  },
  "energia.regulationsInstallations": {
    description:
      "Exigencias del RETIE para instalaciones nuevas y reformas, certificación de conformidad y documentos que debe presentar antes de energizar un inmueble.",
    keywords: ["retie", "instalaciones eléctricas", "certificación de conformidad", "seguridad eléctrica", "energización"],
    publicationDate: "2024-08-07",
    lastModified: "2026-08-10",
  },
  "energia.planInvestors": {
    description:
      "Plan de inversiones del operador de red aprobado por la CREG, con los proyectos de expansión, reposición y calidad previstos para el sistema de distribución local.",
    keywords: ["plan de inversiones", "operador de red", "expansión", "reposición", "creg 015 de 2018"],
    publicationDate: "2024-11-12",
    lastModified: "2026-05-06",
  },
  "energia.studyReportsPlans": {
    description:
      "Estudios de planeamiento, informes de calidad del servicio (SAIDI y SAIFI) y planes de mantenimiento y de reducción de pérdidas del sistema de energía.",
    keywords: ["saidi", "saifi", "calidad del servicio", "planes de mantenimiento", "estudios técnicos"],
    publicationDate: "2024-12-09",
    lastModified: "2026-09-07",
  },
  "energia.standardsTechnical": {
    description:
      "Normas de diseño y construcción de redes de media y baja tensión, acometidas y medida que exige la empresa a constructores, diseñadores e instaladores.",
    keywords: ["normas técnicas", "baja tensión", "media tensión", "acometidas", "construcción de redes"],
    publicationDate: "2024-01-30",
    lastModified: "2025-10-06",
  },
  "energia.historicalOverview": {
    description:
      "Recorrido por la historia de la electrificación del municipio, desde la primera planta hasta la red actual, con los hitos que marcaron el servicio de energía.",
    keywords: ["historia", "reseña histórica", "electrificación", "hitos", "memoria institucional"],
    publicationDate: "2024-09-30",
    lastModified: "2025-06-16",
  },
  "energia.convocatoriasSicep": {
    description:
      "Convocatorias públicas para comprar la energía destinada al mercado regulado por medio del SICEP, con pliegos, cronogramas, adjudicaciones y resultados.",
    keywords: ["sicep", "compra de energía", "convocatorias públicas", "contratos bilaterales", "adjudicación"],
    publicationDate: "2025-02-03",
    lastModified: "2026-10-27",
  },
  "acueducto.homeAqueduct": {
    description:
      "Información del servicio de acueducto de {brand}: captación, tratamiento y distribución del agua potable, tarifas, calidad del agua y normas técnicas.",
    keywords: ["acueducto", "agua potable", "captación", "tratamiento", "servicio de agua"],
    publicationDate: "2024-01-24",
    lastModified: "2026-09-24",
  },
  "acueducto.laboratoriesAqueduct": {
    description:
      "Laboratorio que analiza muestras de agua cruda y tratada en parámetros físicos, químicos y microbiológicos, y ofrece análisis a terceros con resultados certificados.",
    keywords: ["laboratorio de agua", "análisis microbiológicos", "parámetros fisicoquímicos", "muestras", "análisis a terceros"],
    publicationDate: "2024-03-07",
    lastModified: "2026-02-12",
  },
  "acueducto.ratesAqueduct": {
    description:
      "Cargo fijo y cargo por consumo de acueducto y alcantarillado por estrato y uso, calculados con la metodología de la CRA, con los subsidios y contribuciones vigentes.",
    keywords: ["tarifas de acueducto", "cargo fijo", "cargo por consumo", "cra", "estratos"],
    publicationDate: "2024-02-06",
    lastModified: "2026-11-04",
  },
  "acueducto.standardsTechnicalAqueduct": {
    description:
      "Especificaciones de diseño y construcción de redes de acueducto, acometidas, medidores y conexiones que deben seguir urbanizadores y contratistas.",
    keywords: ["normas técnicas", "redes de acueducto", "acometidas", "urbanizadores", "especificaciones"],
    publicationDate: "2024-04-11",
    lastModified: "2025-09-29",
  },
  "acueducto.standardsSinet": {
    description:
      "Compendio vigente de normas y especificaciones técnicas del sistema de acueducto y alcantarillado, armonizado con el reglamento RAS de la Resolución 0330 de 2017.",
    keywords: ["sinet", "especificaciones técnicas", "ras", "resolución 0330 de 2017", "normas de acueducto"],
    publicationDate: "2024-05-21",
    lastModified: "2026-04-28",
  },
  "acueducto.standardsSinet1999": {
    description:
      "Versión de 1999 de las normas técnicas del sistema de acueducto, disponible como referencia para revisar proyectos diseñados y aprobados bajo esos criterios.",
    keywords: ["sinet 1999", "normas históricas", "versión anterior", "proyectos aprobados", "referencia técnica"],
    publicationDate: "2024-05-22",
    lastModified: "2024-11-18",
  },
  "acueducto.caracterizacionVertimientos": {
    description:
      "Qué usuarios no domésticos deben presentar la caracterización de sus vertimientos, los parámetros de la Resolución 631 de 2015 y los plazos para entregarla.",
    keywords: ["vertimientos", "caracterización", "resolución 631 de 2015", "usuarios no domésticos", "alcantarillado"],
    publicationDate: "2024-06-18",
    lastModified: "2026-03-16",
  },
  "acueducto.reportQualityPlants": {
    description:
      "Informes mensuales del índice de riesgo de la calidad del agua (IRCA) de cada planta de tratamiento, calculado según la Resolución 2115 de 2007.",
    keywords: ["irca", "calidad del agua", "resolución 2115 de 2007", "plantas de tratamiento", "informe mensual"],
    publicationDate: "2024-02-28",
    lastModified: "2026-10-28",
  },
  "acueducto.calidadAguaPlantas": {
    description:
      "Tablero con los valores más recientes de turbiedad, color, cloro residual y pH medidos a la salida de cada planta potabilizadora del municipio.",
    keywords: ["turbiedad", "cloro residual", "ph", "plantas potabilizadoras", "monitoreo"],
    publicationDate: "2025-03-17",
    lastModified: "2026-11-09",
  },
  "acueducto.gestionAmbiental": {
    description:
      "Acciones para proteger las cuencas abastecedoras, cumplir las concesiones de agua y ejecutar el plan de saneamiento y manejo de vertimientos (PSMV) del municipio.",
    keywords: ["cuencas abastecedoras", "concesión de aguas", "psmv", "gestión ambiental", "recurso hídrico"],
    publicationDate: "2024-07-16",
    lastModified: "2026-01-19",
  },
  "acueducto.technologyInfrastructure": {
    description:
      "Plantas, tanques, estaciones de bombeo, kilómetros de red y sistemas de telemetría y sectorización con que la empresa opera el acueducto y el alcantarillado.",
    keywords: ["infraestructura", "telemetría", "estaciones de bombeo", "tanques", "sectorización"],
    publicationDate: "2024-08-21",
    lastModified: "2026-06-10",
  },
  "acueducto.planWaterRecovery": {
    description:
      "Programa para reducir el agua no contabilizada con detección de fugas, cambio de redes y medidores y control de conexiones fraudulentas, con sus metas de IPUF.",
    keywords: ["agua no contabilizada", "ipuf", "detección de fugas", "pérdidas de agua", "ley 373 de 1997"],
    publicationDate: "2024-10-09",
    lastModified: "2026-07-22",
  },
  "acueducto.reviewHistoric": {
    description:
      "Historia del acueducto municipal desde las primeras pilas públicas y tanques de almacenamiento hasta las plantas de tratamiento y la cobertura de hoy.",
    keywords: ["historia del acueducto", "reseña", "pilas públicas", "memoria", "cobertura"],
    publicationDate: "2024-11-18",
    lastModified: "2025-05-26",
  },
  "acueducto.sewerHome": {
    description:
      "Información del servicio de alcantarillado: recolección y transporte de aguas residuales y lluvias, mantenimiento de redes y cómo reportar daños o rebosamientos.",
    keywords: ["alcantarillado", "aguas residuales", "aguas lluvias", "mantenimiento de redes", "rebosamientos"],
    publicationDate: "2024-01-31",
    lastModified: "2026-08-06",
  },
  "acueducto.sewerInfo": {
    description:
      "Recomendaciones para el buen uso del alcantarillado, qué no arrojar por sifones y sanitarios, y requisitos para conectar un inmueble a la red pública.",
    keywords: ["buen uso", "conexión al alcantarillado", "sifones", "requisitos", "recomendaciones"],
    publicationDate: "2024-03-26",
    lastModified: "2025-11-17",
  },
  "acueducto.reviewSewer": {
    description:
      "Evolución de las redes de alcantarillado del municipio, de sus colectores y del sistema de tratamiento de aguas residuales a lo largo de las décadas.",
    keywords: ["historia del alcantarillado", "colectores", "tratamiento de aguas residuales", "evolución", "reseña"],
    publicationDate: "2024-11-25",
    lastModified: "2025-08-25",
  },
  "acueducto.homeAqueductSewer": {
    description:
      "Puerta de entrada a los servicios de acueducto y alcantarillado: trámites, tarifas, calidad del agua, indicadores, normas técnicas y noticias de cortes.",
    keywords: ["acueducto y alcantarillado", "trámites", "calidad del agua", "cortes de agua", "servicios"],
    publicationDate: "2024-01-15",
    lastModified: "2026-10-05",
  },
  "acueducto.reportsIndicators": {
    description:
      "Indicadores de continuidad, cobertura, calidad del agua y reclamos de acueducto y alcantarillado, reportados al SUI conforme a la metodología tarifaria de la CRA.",
    keywords: ["indicadores", "continuidad", "cobertura", "sui", "cra"],
    publicationDate: "2024-04-30",
    lastModified: "2026-09-30",
  },
  "corporativo.entityInfo": {
    description: "Datos generales de {brand}: naturaleza jurídica, NIT, sede principal, horarios, canales de contacto y entes que vigilan su gestión.",
    keywords: ["información de la entidad", "naturaleza jurídica", "nit", "canales de contacto", "entes de control"],
    publicationDate: "2024-01-15",
    lastModified: "2026-06-22",
  },
  "corporativo.whoWeAre": {
    description:
      "Somos la empresa de servicios públicos del municipio: llevamos energía, agua potable, alcantarillado y telecomunicaciones a hogares, comercios e industrias.",
    keywords: ["quiénes somos", "empresa municipal", "servicios públicos", "trayectoria", "cobertura"],
    publicationDate: "2024-01-18",
    lastModified: "2025-09-08",
  },
  "corporativo.missionVision": {
    description:
      "Misión, visión, valores corporativos y objetivos estratégicos que orientan el trabajo diario de {brand} hacia un servicio confiable y sostenible.",
    keywords: ["misión", "visión", "valores corporativos", "objetivos estratégicos", "propósito"],
    publicationDate: "2024-02-02",
    lastModified: "2025-02-10",
  },
  "corporativo.functionsDuties": {
    description:
      "Funciones y deberes de la empresa según sus estatutos y la Ley 142 de 1994, incluido su objeto social y sus obligaciones como prestadora de servicios públicos.",
    keywords: ["funciones", "deberes", "objeto social", "estatutos", "prestador de servicios"],
    publicationDate: "2024-02-20",
    lastModified: "2025-07-21",
  },
  "corporativo.process": {
    description:
      "Mapa de procesos estratégicos, misionales, de apoyo y de evaluación, con la caracterización y los procedimientos de cada uno dentro del sistema integrado de gestión.",
    keywords: ["mapa de procesos", "procesos misionales", "caracterización", "sistema integrado de gestión", "procedimientos"],
    publicationDate: "2024-03-13",
    lastModified: "2026-02-24",
  },
  "corporativo.levels": {
    description:
      "Organigrama de la empresa con sus niveles directivo, asesor, profesional, técnico y asistencial, y la descripción de cada gerencia y dependencia.",
    keywords: ["organigrama", "estructura orgánica", "niveles jerárquicos", "gerencias", "dependencias"],
    publicationDate: "2024-04-04",
    lastModified: "2026-01-28",
  },
  "corporativo.directory": {
    description:
      "Directorio de servidores y contratistas con cargo, dependencia, correo institucional y escala salarial, publicado conforme al artículo 9 de la Ley 1712 de 2014.",
    keywords: ["directorio", "servidores públicos", "contratistas", "escala salarial", "ley 1712 de 2014"],
    publicationDate: "2024-05-09",
    lastModified: "2026-10-22",
  },
  "corporativo.entities": {
    description:
      "Enlaces a la Superservicios, la CREG, la CRA, la CRC, la alcaldía y demás entidades y agremiaciones del sector con las que se relaciona la empresa.",
    keywords: ["directorio de entidades", "agremiaciones", "entidades del sector", "superservicios", "enlaces"],
    publicationDate: "2024-06-11",
    lastModified: "2025-12-29",
  },
  "corporativo.cvs": {
    description:
      "Hojas de vida de los aspirantes a cargos directivos publicadas para observaciones ciudadanas antes de su nombramiento, según el Decreto 1083 de 2015.",
    keywords: ["hojas de vida", "aspirantes", "cargos directivos", "observaciones ciudadanas", "decreto 1083 de 2015"],
    publicationDate: "2024-07-23",
    lastModified: "2026-08-20",
  },
  "corporativo.concursos": {
    description:
      "Convocatorias y concursos abiertos en 2025 para vincularse a la empresa o participar en sus iniciativas, con bases, inscripción, listas de admitidos y resultados.",
    keywords: ["concursos 2025", "convocatorias", "inscripción", "lista de admitidos", "resultados"],
    publicationDate: "2025-01-20",
    lastModified: "2025-12-12",
  },
  "sostenibilidad.home": {
    description:
      "Cómo integra {brand} la responsabilidad social, la gestión ambiental y la educación ciudadana en la prestación de energía, agua y telecomunicaciones.",
    keywords: ["sostenibilidad", "responsabilidad social", "gestión ambiental", "ods", "educación ciudadana"],
    publicationDate: "2024-02-27",
    lastModified: "2026-07-28",
  },
  "sostenibilidad.responsabilidadSocial": {
    description:
      "Programas sociales con comunidades vulnerables, acompañamiento a nuevos usuarios, normalización de conexiones y voluntariado de los trabajadores de la empresa.",
    keywords: ["responsabilidad social", "comunidades vulnerables", "voluntariado", "normalización", "inclusión"],
    publicationDate: "2024-05-14",
    lastModified: "2026-05-26",
  },
  "sostenibilidad.gestionAmbiental": {
    description:
      "Política ambiental corporativa, huella de carbono, gestión de residuos, eficiencia energética y metas de reducción de impactos en todas las operaciones.",
    keywords: ["política ambiental", "huella de carbono", "residuos", "eficiencia energética", "cambio climático"],
    publicationDate: "2024-06-19",
    lastModified: "2026-04-08",
  },
  "sostenibilidad.recursosEducativos": {
    description:
      "Guías, videos y cartillas descargables para colegios y comunidades sobre ahorro de agua y energía, seguridad eléctrica y uso responsable de internet.",
    keywords: ["recursos educativos", "cartillas", "ahorro de agua", "ahorro de energía", "colegios"],
    publicationDate: "2024-08-28",
    lastModified: "2026-02-18",
  },
  "sostenibilidad.superciudadano": {
    description:
      "Programa pedagógico que reconoce a niños, jóvenes y adultos que cuidan los servicios públicos, pagan a tiempo y reportan fraudes o daños en su barrio.",
    keywords: ["superciudadano", "cultura ciudadana", "pedagogía", "cuidado de los servicios", "reconocimiento"],
    publicationDate: "2025-04-07",
    lastModified: "2026-06-17",
  },
  "sostenibilidad.rutaGobernanza": {
    description:
      "Módulo educativo que explica cómo se gobierna una empresa pública de servicios, quién toma las decisiones, cómo se vigila y cómo puede participar la ciudadanía.",
    keywords: ["gobernanza", "ruta educativa", "empresa pública", "participación", "formación ciudadana"],
    publicationDate: "2025-05-12",
    lastModified: "2026-09-09",
  },
  "telco.home": {
    description:
      "Servicios de internet fijo, televisión y telefonía de {brand}, con la información al usuario que exige la regulación de la CRC a los proveedores de comunicaciones.",
    keywords: ["telecomunicaciones", "internet", "televisión", "telefonía", "crc"],
    publicationDate: "2024-01-29",
    lastModified: "2026-10-12",
  },
  "telco.marketplace": {
    description:
      "Compare los planes de internet, televisión y telefonía disponibles en su dirección, con velocidades, precios y permanencia, y solicite la instalación en línea.",
    keywords: ["planes", "tienda en línea", "precios", "instalación", "combos"],
    publicationDate: "2024-09-04",
    lastModified: "2026-11-06",
  },
  "telco.internet": {
    description:
      "Planes de internet por fibra óptica para hogares y negocios, con velocidades simétricas, soporte técnico local y sin cláusula de permanencia obligatoria.",
    keywords: ["internet hogar", "fibra óptica", "velocidad simétrica", "soporte técnico", "planes de internet"],
    publicationDate: "2024-03-19",
    lastModified: "2026-08-25",
  },
  "telco.telefonia": {
    description:
      "Servicio de telefonía fija con llamadas locales, nacionales y a celulares, planes por minutos o ilimitados y funciones como el identificador de llamadas.",
    keywords: ["telefonía fija", "llamadas", "línea básica", "minutos", "planes de voz"],
    publicationDate: "2024-04-23",
    lastModified: "2025-10-21",
  },
  "telco.medidorVelocidad": {
    description:
      "Mida la velocidad de descarga, de carga y la latencia de su conexión y conozca las recomendaciones para obtener una prueba confiable por cable o por wifi.",
    keywords: ["medidor de velocidad", "test de velocidad", "latencia", "velocidad de descarga", "velocidad de carga"],
    publicationDate: "2024-05-22",
    lastModified: "2026-03-24",
  },
  "telco.canales": {
    description:
      "Parrilla de canales de televisión por plan, con los canales nacionales, regionales, de entretenimiento, deportes e infantiles y su número en el decodificador.",
    keywords: ["guía de canales", "televisión", "parrilla", "canales hd", "decodificador"],
    publicationDate: "2024-06-27",
    lastModified: "2026-05-13",
  },
  "telco.cobertura": {
    description:
      "Consulte en el mapa los barrios y veredas donde la red de fibra óptica ya está disponible y las zonas en las que se proyecta la expansión del servicio.",
    keywords: ["cobertura", "mapa de cobertura", "fibra óptica", "barrios y veredas", "expansión de red"],
    publicationDate: "2024-07-31",
    lastModified: "2026-07-07",
  },
  "telco.limitacionVelocidad": {
    description:
      "Casos en los que la velocidad de su internet puede reducirse, como la mora en el pago o el uso indebido, y cómo se le informa antes de aplicar la medida.",
    keywords: ["limitación de velocidad", "reducción de velocidad", "mora", "uso indebido", "aviso previo"],
    publicationDate: "2024-08-12",
    lastModified: "2025-11-19",
  },
  "telco.gestionTrafico": {
    description:
      "Prácticas de gestión de tráfico que aplica la empresa en su red de internet, respetando la neutralidad de red de la Ley 1450 de 2011 y la Res. CRC 5050 de 2016.",
    keywords: ["gestión de tráfico", "neutralidad de red", "ley 1450 de 2011", "res. crc 5050 de 2016", "congestión"],
    publicationDate: "2024-09-10",
    lastModified: "2026-02-04",
  },
  "telco.proveedores": {
    description:
      "Oferta de acceso e interconexión y condiciones para que otros proveedores de redes y servicios usen la infraestructura de la empresa, como postes y ductos.",
    keywords: ["proveedores de redes", "interconexión", "compartición de infraestructura", "postes", "ductos"],
    publicationDate: "2024-10-16",
    lastModified: "2026-06-03",
  },
  "telco.condicionesRestricciones": {
    description:
      "La letra pequeña de cada plan explicada en lenguaje claro: permanencia, cobros de instalación, equipos en comodato, uso razonable y cambios de tarifa.",
    keywords: ["condiciones", "restricciones", "permanencia mínima", "comodato", "lenguaje claro"],
    publicationDate: "2024-11-06",
    lastModified: "2026-04-29",
  },
  "telco.informacionUsuarios": {
    description:
      "Derechos del usuario de servicios de comunicaciones según el régimen de protección de la CRC: contrato, facturación, PQR, portabilidad y terminación del servicio.",
    keywords: ["régimen de protección", "derechos del usuario", "crc", "portabilidad", "terminación del servicio"],
    publicationDate: "2024-02-13",
    lastModified: "2026-09-16",
  },
  "telco.indicadoresCalidad": {
    description:
      "Menú de los indicadores de calidad de telecomunicaciones de {brand}: atención presencial, líneas gratuitas, satisfacción, PQR, quejas y calidad de la red.",
    keywords: ["indicadores de calidad", "telecomunicaciones", "crc", "reporte", "calidad de red"],
    publicationDate: "2024-03-27",
    lastModified: "2026-10-20",
  },
  "telco.indicadoresCalidadAtencionFisica": {
    description:
      "Indicadores de atención en las oficinas físicas para servicios de internet, televisión y telefonía: tiempo de espera, usuarios atendidos y trámites resueltos.",
    keywords: ["oficinas físicas", "atención presencial", "usuarios atendidos", "telecomunicaciones", "trámites resueltos"],
    publicationDate: "2024-04-18",
    lastModified: "2026-10-20",
  },
  "telco.indicadoresCalidadLineasGratuitas": {
    description:
      "Porcentaje de llamadas a la línea gratuita de soporte de internet, televisión y telefonía atendidas por un asesor y tiempo promedio de espera, mes a mes.",
    keywords: ["línea gratuita", "soporte técnico", "llamadas", "asesor", "mes a mes"],
    publicationDate: "2024-05-16",
    lastModified: "2026-10-20",
  },
  "telco.indicadoresCalidadSatisfaccion": {
    description:
      "Nivel de satisfacción de los usuarios de internet, televisión y telefonía con la atención recibida, medido con la metodología y la periodicidad que fija la CRC.",
    keywords: ["satisfacción", "usuarios telco", "metodología crc", "atención", "periodicidad"],
    publicationDate: "2024-06-20",
    lastModified: "2026-10-20",
  },
  "telco.indicadoresCalidadCertificacionSic": {
    description:
      "Certificaciones de los servicios de internet, televisión y telefonía sobre el trámite de quejas y el cumplimiento de los plazos que vigila la SIC.",
    keywords: ["certificación sic", "trámite de quejas", "plazos", "telecomunicaciones", "vigilancia"],
    publicationDate: "2024-07-24",
    lastModified: "2026-10-20",
  },
  "telco.indicadoresCalidadAgenciasComerciales": {
    description:
      "Agencias y puntos de venta autorizados para comercializar los planes de internet, televisión y telefonía, con su ubicación y el contrato que los vincula.",
    keywords: ["agencias comerciales", "puntos de venta", "distribuidores", "planes telco", "ubicación"],
    publicationDate: "2024-08-29",
    lastModified: "2026-10-20",
  },
  "telco.indicadoresCalidadInternetTvLineaBasica": {
    description:
      "Mediciones trimestrales de disponibilidad de la red, velocidad, latencia y pérdida de paquetes en internet, y de calidad de la televisión y la telefonía fija.",
    keywords: ["disponibilidad", "latencia", "pérdida de paquetes", "televisión", "línea básica"],
    publicationDate: "2024-10-01",
    lastModified: "2026-10-20",
  },
  "telco.indicadoresCalidadPqr": {
    description:
      "Cantidad de peticiones, quejas y recursos presentados por usuarios de internet, televisión y telefonía, su tiempo de respuesta y los casos trasladados a la SIC.",
    keywords: ["pqr", "cun", "recursos", "tiempo de respuesta", "sic"],
    publicationDate: "2024-11-13",
    lastModified: "2026-10-20",
  },
  "telco.indicadoresCalidadQuejas": {
    description:
      "Principales causas de queja de los usuarios de internet, televisión y telefonía, como fallas técnicas o cobros no reconocidos, y su participación porcentual.",
    keywords: ["quejas", "causas de queja", "fallas técnicas", "cobros no reconocidos", "participación porcentual"],
    publicationDate: "2024-12-04",
    lastModified: "2026-10-20",
  },
  "indicadores.keyPerformanceIndicators": {
    description:
      "Tablero histórico con los principales indicadores de la empresa: continuidad del servicio, cobertura, recaudo, pérdidas y atención, para comparar año a año.",
    keywords: ["indicadores de gestión", "tablero", "recaudo", "continuidad", "comparativo anual"],
    publicationDate: "2024-02-21",
    lastModified: "2026-10-20",
  },
  "indicadores.indicatorsFreeHelpLine": {
    description:
      "Serie histórica de llamadas recibidas, atendidas y abandonadas en la línea gratuita de atención, con gráficas por mes y datos descargables en formato abierto.",
    keywords: ["histórico", "línea gratuita", "llamadas abandonadas", "gráficas", "datos descargables"],
    publicationDate: "2024-03-06",
    lastModified: "2026-10-20",
  },
  "indicadores.satisfactoryIndicator": {
    description:
      "Evolución del índice de satisfacción de los usuarios en los últimos años, con la ficha técnica de la encuesta, el tamaño de la muestra y el margen de error.",
    keywords: ["índice de satisfacción", "evolución", "ficha técnica", "encuesta", "margen de error"],
    publicationDate: "2024-04-09",
    lastModified: "2026-10-20",
  },
  "indicadores.frequentComplaints": {
    description:
      "Comparativo por trimestres de las causas de queja más frecuentes en energía, acueducto y telecomunicaciones, para identificar tendencias y medir las mejoras.",
    keywords: ["quejas frecuentes", "tendencias", "comparativo trimestral", "causas", "mejora continua"],
    publicationDate: "2024-05-07",
    lastModified: "2026-10-20",
  },
  "indicadores.sic": {
    description:
      "Reportes y certificaciones de años anteriores enviados a la Superintendencia de Industria y Comercio sobre protección de usuarios y de datos personales.",
    keywords: ["sic", "superintendencia de industria y comercio", "reportes", "certificaciones", "años anteriores"],
    publicationDate: "2024-06-04",
    lastModified: "2026-10-20",
  },
  "indicadores.comercialContracts": {
    description:
      "Archivo de los contratos de agencia comercial celebrados en vigencias anteriores, con la fecha de inicio, la terminación y la zona de cobertura de cada aliado.",
    keywords: ["contratos comerciales", "archivo", "agencia comercial", "vigencias anteriores", "aliados"],
    publicationDate: "2024-07-02",
    lastModified: "2026-10-20",
  },
  "indicadores.qualityTelco": {
    description:
      "Resultados históricos de los indicadores de calidad de internet, televisión y telefonía reportados a la CRC, con gráficas de tendencia y datos por trimestre.",
    keywords: ["calidad telco", "serie histórica", "crc", "gráficas de tendencia", "trimestres"],
    publicationDate: "2024-08-06",
    lastModified: "2026-10-20",
  },
  "atencion.homeCustomerService": {
    description:
      "Encuentre en un solo lugar los canales de atención, trámites, medios de pago, preguntas frecuentes y formularios de PQRS de energía, agua y telecomunicaciones.",
    keywords: ["atención al cliente", "canales de atención", "pqrs", "trámites", "servicio al usuario"],
    publicationDate: "2024-01-16",
    lastModified: "2026-10-29",
  },
  "atencion.proceduresServices": {
    description:
      "Catálogo de trámites y otros procedimientos administrativos con requisitos, costos, tiempos de respuesta y canal para realizarlos, inscritos en el SUIT.",
    keywords: ["trámites", "requisitos", "costos", "tiempos de respuesta", "procedimientos administrativos"],
    publicationDate: "2024-02-07",
    lastModified: "2026-05-27",
  },
  "atencion.centersAttention": {
    description:
      "Ubicación y horario de las oficinas, puntos de pago y canales no presenciales de la empresa, con el mapa del municipio y los servicios que ofrece cada punto.",
    keywords: ["centros de atención", "horarios", "ubicación", "mapa", "puntos de atención"],
    publicationDate: "2024-02-29",
    lastModified: "2026-07-29",
  },
  "atencion.physicalCentersAttention": {
    description:
      "Direcciones, horarios y servicios de las oficinas presenciales, con turno virtual y atención preferencial para adultos mayores, gestantes y personas con discapacidad.",
    keywords: ["atención presencial", "oficinas", "turno virtual", "atención preferencial", "accesibilidad"],
    publicationDate: "2024-03-22",
    lastModified: "2026-04-01",
  },
  "atencion.virtualAttention": {
    description:
      "Chat en línea, WhatsApp, correo electrónico, videollamada con intérprete de lengua de señas y oficina virtual para hacer sus trámites sin desplazarse.",
    keywords: ["atención virtual", "chat", "whatsapp", "lengua de señas", "oficina virtual"],
    publicationDate: "2024-04-16",
    lastModified: "2026-06-18",
  },
  "atencion.singleWindow": {
    description:
      "Radique en la ventanilla única de correspondencia sus documentos, peticiones y comunicaciones dirigidas a cualquier dependencia y obtenga su número de radicado.",
    keywords: ["ventanilla única", "radicación", "correspondencia", "documentos", "número de radicado"],
    publicationDate: "2024-05-10",
    lastModified: "2025-11-26",
  },
  "atencion.paymentMethods": {
    description:
      "Pague su factura en línea por PSE, con tarjeta, en bancos, corresponsales y puntos autorizados, o inscríbase al débito automático para no olvidar la fecha.",
    keywords: ["medios de pago", "pse", "débito automático", "puntos de pago", "pago de factura"],
    publicationDate: "2024-01-23",
    lastModified: "2026-11-07",
  },
  "atencion.judicialNotices": {
    description:
      "Emplazamientos, edictos y avisos de procesos judiciales y de cobro coactivo en los que la empresa es parte, publicados para garantizar el debido proceso.",
    keywords: ["avisos judiciales", "emplazamientos", "edictos", "cobro coactivo", "debido proceso"],
    publicationDate: "2024-06-07",
    lastModified: "2026-09-03",
  },
  "atencion.preguntasFrecuentes": {
    description:
      "¿Por qué llegó alta mi factura? ¿Cómo cambio el titular? ¿Qué hago si no tengo agua? Respuestas a las dudas más comunes de los usuarios de la empresa.",
    keywords: ["preguntas frecuentes", "factura alta", "cambio de titular", "dudas", "ayuda"],
    publicationDate: "2024-02-16",
    lastModified: "2026-08-19",
  },
  "atencion.preguntasFrecuentesProveedores": {
    description:
      "Respuestas para proveedores y contratistas sobre inscripción, facturación electrónica a la empresa, fechas de pago, retenciones y participación en procesos.",
    keywords: ["proveedores", "facturación electrónica", "fechas de pago", "inscripción de proveedores", "retenciones"],
    publicationDate: "2024-07-18",
    lastModified: "2026-03-19",
  },
  "atencion.strategicProjects": {
    description:
      "Grandes proyectos que transformarán los servicios del municipio, como nuevas plantas, subestaciones y la expansión de la fibra óptica, con su alcance e inversión.",
    keywords: ["proyectos estratégicos", "subestaciones", "plantas", "expansión", "inversión"],
    publicationDate: "2024-08-14",
    lastModified: "2026-07-08",
  },
  "atencion.proyectosEnEjecucion": {
    description:
      "Obras que la empresa adelanta hoy en barrios y veredas, con el contratista, el plazo, el porcentaje de avance y las afectaciones previstas para la comunidad.",
    keywords: ["obras en ejecución", "avance de obra", "contratista", "afectaciones", "barrios"],
    publicationDate: "2024-09-18",
    lastModified: "2026-10-23",
  },
  "atencion.attentionToLargeEnergyCustomers": {
    description:
      "Ejecutivos de cuenta, ofertas de suministro y servicios de medición y calidad de potencia para grandes consumidores e industrias, incluidos usuarios no regulados.",
    keywords: ["grandes clientes", "usuarios no regulados", "ejecutivo de cuenta", "calidad de potencia", "industria"],
    publicationDate: "2024-10-23",
    lastModified: "2026-04-22",
  },
  "atencion.suppliers": {
    description:
      "Registro y actualización de proveedores, requisitos para participar en las compras de la empresa y consulta del estado de sus pagos y certificados.",
    keywords: ["registro de proveedores", "compras", "estado de pagos", "certificados", "contratistas"],
    publicationDate: "2024-03-01",
    lastModified: "2026-02-11",
  },
  "atencion.cartaDigna": {
    description:
      "Cómo exigir un trato digno en oficinas, teléfono y canales virtuales, qué hacer si no se cumple y dónde presentar una queja por la atención recibida.",
    keywords: ["trato digno", "derechos", "queja por atención", "servicio al ciudadano", "respeto"],
    publicationDate: "2024-04-26",
    lastModified: "2025-10-15",
  },
  "atencion.administrativeNotification": {
    description:
      "Consulte las respuestas a peticiones y recursos que no pudieron entregarse en su dirección y conozca los plazos para interponer reposición y apelación.",
    keywords: ["notificación", "respuesta a pqr", "recurso de reposición", "plazos", "decisiones empresariales"],
    publicationDate: "2024-05-31",
    lastModified: "2026-09-29",
  },
  "atencion.personalData": {
    description:
      "Formulario para conocer, actualizar, rectificar o suprimir sus datos personales y revocar la autorización de su tratamiento, con los tiempos de respuesta de ley.",
    keywords: ["habeas data", "datos personales", "rectificación", "supresión", "revocar autorización"],
    publicationDate: "2024-06-28",
    lastModified: "2026-01-30",
  },
  "atencion.termsAndConditions": {
    description:
      "Condiciones para usar la oficina virtual, el pago en línea y la cuenta de usuario: seguridad de la contraseña, validez de las transacciones y soporte.",
    keywords: ["oficina virtual", "pago en línea", "cuenta de usuario", "transacciones", "seguridad"],
    publicationDate: "2024-07-25",
    lastModified: "2025-12-17",
  },
  "atencion.accesibilidad": {
    description:
      "Declaración de accesibilidad del portal de {brand}: cumplimiento de WCAG 2.1 nivel AA, cómo se comprueba, limitaciones conocidas y cómo reportar una barrera.",
    keywords: ["accesibilidad", "wcag", "barrera"],
    publicationDate: "2026-11-29",
    lastModified: "2026-11-29",
  },
  "atencion.corporateGovernment": {
    description:
      "Integrantes de la junta directiva, gerente general y equipo directivo, con sus perfiles, las principales decisiones y los informes de evaluación de la junta.",
    keywords: ["junta directiva", "alta dirección", "gerente general", "perfiles", "evaluación de la junta"],
    publicationDate: "2024-08-30",
    lastModified: "2026-06-26",
  },
  "transformacion.home": {
    description:
      "La hoja de ruta de transformación digital de la empresa: servicios en línea, medición inteligente, automatización de procesos y nuevas formas de atender al usuario.",
    keywords: ["transformación digital", "medición inteligente", "automatización", "servicios en línea", "innovación"],
    publicationDate: "2025-02-10",
    lastModified: "2026-09-10",
  },
  "transformacion.facturaDigital": {
    description:
      "Cambie la factura impresa por la digital: recíbala en su correo, consúltela en la oficina virtual, ahorre papel y páguela desde cualquier dispositivo.",
    keywords: ["factura digital", "sin papel", "correo electrónico", "oficina virtual", "pago desde el celular"],
    publicationDate: "2025-03-24",
    lastModified: "2026-10-16",
  },
  "transformacion.telco": {
    description:
      "Cómo la red de fibra óptica de la empresa impulsa la conectividad del municipio, con zonas wifi gratuitas, colegios conectados y servicios digitales para negocios.",
    keywords: ["conectividad", "red de fibra", "zonas wifi", "colegios conectados", "economía digital"],
    publicationDate: "2025-04-21",
    lastModified: "2026-08-26",
  },
  "transformacion.sostenibilidad": {
    description:
      "Iniciativas de transición energética y eficiencia: alumbrado LED, movilidad eléctrica, energía solar en las sedes y menos papel gracias a los trámites digitales.",
    keywords: ["transición energética", "alumbrado led", "movilidad eléctrica", "energía solar", "cero papel"],
    publicationDate: "2025-05-19",
    lastModified: "2026-11-10",
  },
  "cuenta.register": {
    description: "Cree su cuenta de cliente con su número de contrato y documento de identidad para gestionar facturas, pagos y solicitudes en línea.",
    keywords: ["registro", "cuenta de cliente", "contrato", "inscripción"],
  },
  "cuenta.login": {
    description: "Ingrese a su cuenta de cliente para ver sus contratos, el historial de consumo y el estado de sus facturas y pagos.",
    keywords: ["mi cuenta", "ingresar", "clientes", "contratos"],
  },
  "cuenta.invoices": {
    description:
      "Busque sus facturas de energía, acueducto y telecomunicaciones con el número de contrato y vea valores, fechas de vencimiento y estado de pago.",
    keywords: ["facturas", "consulta", "contrato", "vencimiento"],
  },
  "cuenta.paymentSummary": {
    description: "Verifique las facturas seleccionadas, el valor total y el medio de pago antes de confirmar la transacción en línea.",
    keywords: ["resumen", "pago", "confirmación", "valor total"],
  },
  "cuenta.invoiceReview": {
    description: "Revise en detalle los conceptos, consumos, tarifas y cargos de su factura y solicite aclaraciones si encuentra alguna inconsistencia.",
    keywords: ["revisión", "factura", "cobros", "consumo", "reclamación"],
  },
  "cuenta.onlinePayment": {
    description: "Pague su factura por PSE sin iniciar sesión: solo necesita el número de contrato y una cuenta bancaria habilitada para pagos por internet.",
    keywords: ["pago en línea", "pse", "contrato", "pagar factura"],
  },
  "cuenta.transactionsInquiry": {
    description:
      "Consulte el estado de los pagos que hizo por internet, con su número de referencia, fecha, valor y banco, para confirmar que quedaron aplicados.",
    keywords: ["transacciones", "estado del pago", "referencia", "pse"],
  },
  "cuenta.pazYSalvoCheck": {
    description:
      "Compruebe con su código de verificación que un certificado de paz y salvo lo expidió {brand} y hasta qué fecha certifica que el contrato estaba al día.",
    keywords: ["paz y salvo", "verificar certificado", "código de verificación", "contrato al día"],
  },
  "cuenta.transactionsDownload": {
    description: "Descargue el historial de sus transacciones en línea por rango de fechas como soporte para su contabilidad o para presentar reclamaciones.",
    keywords: ["descargar", "transacciones", "historial", "soporte de pago"],
  },
  "admin.news": {
    description: "Publique, edite y retire noticias y avisos de cortes programados del portal, con su fecha de publicación, imágenes y sectores afectados.",
    keywords: ["administración", "noticias", "cortes programados", "publicaciones"],
  },
  "admin.pqrs": {
    description:
      "Atienda las PQRS y solicitudes radicadas: filtre por estado, tipo y vencimiento, asigne, responda, prorrogue y cierre, con cada acción registrada.",
    keywords: ["pqrs", "agentes", "radicados", "vencimientos", "respuestas"],
  },
  "admin.dashboard": {
    description: "Supervise la actividad del portal: usuarios registrados, PQRS recibidas, pagos del día y contenidos publicados recientemente.",
    keywords: ["administración", "panel", "actividad", "indicadores"],
  },
  "admin.users": {
    description: "Busque cuentas de usuario, asigne o retire roles de administración y bloquee el acceso de las cuentas cuando sea necesario.",
    keywords: ["usuarios", "roles", "permisos", "cuentas"],
  },
  "admin.settings": {
    description: "Ajuste los parámetros generales del portal, como los datos de contacto, los mensajes de aviso y las opciones de los servicios en línea.",
    keywords: ["configuración", "parámetros", "ajustes", "portal"],
  },
  "admin.audit": {
    description: "Consulte quién hizo cada acción de administración, cuándo y qué cambió: usuarios y roles, configuración, noticias y PQRS.",
    keywords: ["auditoría", "registro", "trazabilidad", "administración"],
  },
  "noticias.cutAlertConfirm": {
    description: "Confirme su suscripción a los avisos de cortes programados de su barrio o comuna con el enlace que le enviamos por correo.",
    keywords: ["avisos de cortes", "confirmar suscripción", "cortes programados", "correo"],
  },
  "cuenta.noticeUnsubscribe": {
    description: "Deje de recibir con un clic el recordatorio de pago o el aviso de factura lista que le llega como segundo destinatario.",
    keywords: ["recordatorio de pago", "factura digital", "darse de baja", "correo"],
  },
  "noticias.cutAlertUnsubscribe": {
    description: "Deje de recibir los avisos de cortes de su barrio o comuna con un clic, sin cuenta y sin dar explicaciones.",
    keywords: ["avisos de cortes", "cancelar suscripción", "darse de baja", "correo"],
  },
  "admin.treasury": {
    description:
      "Concilie el dinero que entra por PSE, Wompi y los archivos de recaudo de los bancos: pagos aplicados, pendientes, sin confirmar, pagos dobles y devoluciones por día.",
    keywords: ["tesorería", "conciliación", "pagos dobles", "devoluciones", "recaudo"],
  },
  "admin.tariffs": {
    description:
      "Publique la tarifa de cada mes (costo unitario de energía por nivel de tensión, acueducto y alcantarillado) o corrija un mes publicado con su motivo, y consulte el historial.",
    keywords: ["tarifas", "costo unitario", "publicación", "corrección", "administración"],
  },
  "admin.outages": {
    description:
      "Abra un incidente cuando un daño deja sin servicio a un barrio, una vereda o un contrato, y manténgalo al día: estado, hora estimada de restablecimiento, nota pública, reportes de falla y cierre.",
    keywords: ["incidentes", "daños", "restablecimiento", "operadores", "interrupciones"],
  },
  "admin.content": {
    description:
      "Busque las páginas institucionales, de transparencia y de los servicios, vea si están publicadas, en borrador, programadas o esperando aprobación, y ábralas para editarlas.",
    keywords: ["contenidos", "páginas", "editores", "transparencia", "publicación"],
  },
  "admin.contentEditor": {
    description:
      "Edite los bloques de una página de contenido, vea cómo la leerán los visitantes en un teléfono y en un computador, guarde borradores y publíquela ahora o en una fecha.",
    keywords: ["editor de contenidos", "borrador", "versiones", "vista previa", "publicar"],
  },
  "admin.documents": {
    description:
      "Publique los documentos de transparencia (PDF, CSV, XLSX o DOCX) con su sección, fecha, periodo y área responsable, reemplácelos por una versión nueva o retírelos con su motivo.",
    keywords: ["documentos", "transparencia", "biblioteca", "versiones", "publicación"],
  },
  "admin.mail": {
    description: "Lea los correos que el portal escribió, con su estado de envío, los intentos y el último error, y abra cada mensaje con sus enlaces.",
    keywords: ["correo", "bandeja de salida", "verificación", "administración"],
  },
  "admin.imports": {
    description:
      "Importe el archivo JSON Lines del sistema de facturación (contratos, facturas, pagos y tarifas), vea cada línea rechazada y el historial de importaciones.",
    keywords: ["importación", "sistema de facturación", "JSON Lines", "integración", "administración"],
  },
  "admin.collections": {
    description: "Importe los archivos de recaudo de los bancos (Asobancaria 2001), vea los pagos aplicados y revise los que no cuadraron con su factura.",
    keywords: ["recaudo", "archivo del banco", "Asobancaria", "pagos dobles", "administración"],
  },
  "dashboard.home": {
    description: "Al entrar a su cuenta verá primero la consulta de facturas de sus contratos, con los valores pendientes y las fechas límite de pago.",
    keywords: ["mi cuenta", "facturas", "contratos", "panel"],
  },
  "dashboard.general": {
    description: "Vea de un vistazo sus contratos, el saldo pendiente, el consumo reciente y el estado de sus solicitudes en el resumen general de su cuenta.",
    keywords: ["resumen general", "saldo", "consumo", "contratos"],
  },
  "dashboard.generalTest": {
    description: "Copia de pruebas del resumen general de la cuenta, usada para validar cambios en contratos, saldos y consumos antes de publicarlos.",
    keywords: ["pruebas", "resumen general", "validación", "cuenta"],
  },
  "dashboard.digitalBill": {
    description: "Inscriba sus contratos a la factura digital para recibirla en su correo electrónico y dejar de recibir la factura impresa en su predio.",
    keywords: ["factura digital", "inscripción", "correo electrónico", "sin papel"],
  },
  "dashboard.digitalBillConfirmation": {
    description: "Confirme la inscripción a la factura digital y revise el correo electrónico al que le llegarán sus próximas facturas cada mes.",
    keywords: ["confirmación", "factura digital", "inscripción", "correo"],
  },
  "dashboard.invoiceInquiry": {
    description: "Consulte las facturas vigentes y anteriores de cada uno de sus contratos, con su valor, el periodo facturado y la fecha de vencimiento.",
    keywords: ["consulta de facturas", "facturas", "periodo", "vencimiento"],
  },
  "dashboard.individualConsume": {
    description: "Revise el consumo mensual de energía o agua de un contrato y compárelo con el de los meses anteriores para identificar aumentos.",
    keywords: ["consumo", "historial", "energía", "agua"],
  },
  "dashboard.checkBill": {
    description: "Vea el detalle de una factura: lecturas del medidor, conceptos cobrados, subsidios o contribuciones aplicados y el total a pagar.",
    keywords: ["revisar factura", "lecturas", "conceptos", "subsidios"],
  },
  "dashboard.onlinePayment": {
    description: "Seleccione una o varias facturas pendientes de sus contratos y páguelas por PSE desde su cuenta, sin digitar de nuevo sus datos.",
    keywords: ["pagar facturas", "pse", "pago en línea", "facturas pendientes"],
  },
  "dashboard.paymentSuccess": {
    description: "Su pago fue aprobado. Aquí encuentra el comprobante con el número de transacción, el valor pagado y las facturas que quedaron canceladas.",
    keywords: ["pago exitoso", "comprobante", "transacción", "aprobado"],
  },
  "dashboard.invoiceInquiryAlt": {
    description: "Encuentre cualquier factura de sus contratos filtrando por periodo o por servicio y descárguela en PDF cuando la necesite.",
    keywords: ["consultar facturas", "pdf", "descargar factura", "servicios"],
  },
  "dashboard.onlinePaymentAlt": {
    description: "Haga el pago de sus servicios desde su cuenta con débito bancario PSE y reciba de inmediato la confirmación en su correo electrónico.",
    keywords: ["pagar en línea", "débito bancario", "pse", "servicios"],
  },
  "dashboard.checkBillAlt": {
    description: "Conozca cómo se calculó el valor de su factura: consumo del periodo, tarifa aplicada, cargos fijos y otros cobros incluidos.",
    keywords: ["detalle de factura", "tarifa", "cargo fijo", "cobros"],
  },
  "dashboard.digitalBillAlt": {
    description: "Active o cancele el envío de la factura por correo electrónico para cada contrato y ayude a reducir el consumo de papel.",
    keywords: ["factura electrónica", "factura digital", "activar", "medio ambiente"],
  },
  "dashboard.invoiceDuplicates": {
    description: "Descargue un duplicado de su factura si no le llegó la impresa o la perdió, para pagarla en bancos o en puntos de recaudo autorizados.",
    keywords: ["duplicado", "copia de factura", "descargar", "puntos de pago"],
  },
  "dashboard.productTest": {
    description: "Pantalla interna para probar las funciones del portal de clientes con la configuración del producto antes de habilitarlas para todos.",
    keywords: ["pruebas", "producto", "configuración", "interno"],
  },
  "dashboard.selectContract": {
    description: "Elija con cuál de sus contratos quiere trabajar; las facturas, los pagos y los consumos que vea después corresponderán al contrato elegido.",
    keywords: ["seleccionar contrato", "contratos", "cambiar contrato", "cuenta"],
  },
  "dashboard.addPqrs": {
    description: "Presente una petición, queja o reclamo desde su cuenta; el formulario ya trae los datos de su contrato y podrá seguir la respuesta aquí.",
    keywords: ["nueva pqrs", "reclamo", "queja", "seguimiento"],
  },
  "dashboard.individualConsumeAlt": {
    description: "Siga la evolución del consumo de un contrato en gráficas por periodo y descubra en qué meses gastó más energía o agua.",
    keywords: ["historial de consumo", "gráficas", "periodos", "ahorro"],
  },
  "dashboard.newContract": {
    description: "Agregue a su cuenta un contrato nuevo con el número que aparece en la factura y el documento del titular para administrarlo desde aquí.",
    keywords: ["asociar contrato", "nuevo contrato", "titular", "agregar"],
  },
  "general.landing": {
    description: "Conozca los servicios de energía, acueducto, alcantarillado y telecomunicaciones de {brand} y encuentre rápido los trámites más consultados.",
    keywords: ["bienvenida", "emsp", "servicios públicos", "trámites"],
  },
  "general.mainPage": {
    description: "Acceda a las noticias, los cortes programados, la atención al ciudadano y los pagos en línea desde la página principal del portal de {brand}",
    keywords: ["página principal", "portal", "noticias", "pagos"],
  },
  "general.home": {
    description: "Pague su factura, radique PQRS, consulte cortes programados e información de energía, agua y telecomunicaciones en un solo lugar.",
    keywords: ["inicio", "servicios públicos", "energía", "acueducto", "telecomunicaciones"],
  },
  "general.signIn": {
    description: "Ingrese con su correo y contraseña para consultar y pagar sus facturas, inscribir la factura digital y seguir sus PQRS.",
    keywords: ["iniciar sesión", "ingresar", "cuenta", "clientes"],
  },
  "general.signUp": {
    description:
      "Regístrese con su correo electrónico para administrar sus contratos, recibir la factura digital y hacer pagos sin filas desde cualquier lugar.",
    keywords: ["crear cuenta", "registro", "usuario", "clientes"],
  },
  "general.forgotPassword": {
    description: "Escriba el correo con el que se registró y le enviaremos un enlace para crear una contraseña nueva y recuperar el acceso a su cuenta.",
    keywords: ["recuperar contraseña", "olvidé mi contraseña", "correo", "cuenta"],
  },
  "general.resetPassword": {
    description: "Defina una contraseña nueva y segura para su cuenta usando el enlace que recibió en su correo electrónico.",
    keywords: ["restablecer contraseña", "contraseña nueva", "seguridad", "cuenta"],
  },
  "general.verifyEmail": {
    description: "Confirme su dirección de correo electrónico para activar su cuenta y empezar a recibir notificaciones y facturas de {brand}",
    keywords: ["verificar correo", "confirmación", "activar cuenta", "correo electrónico"],
  },
  "general.authSuccess": {
    description: "Su ingreso con el proveedor externo fue exitoso; en un momento lo llevaremos a su cuenta para que continúe con sus trámites.",
    keywords: ["ingreso exitoso", "inicio de sesión", "autenticación", "cuenta"],
  },
  "general.search": {
    description: "Busque en todas las páginas del portal y en las noticias: tarifas, cortes programados, trámites, PQRS, documentos de transparencia y más.",
    keywords: ["buscar", "búsqueda", "buscador", "encontrar información", "portal"],
  },
  "general.siteMap": {
    description:
      "Vea todas las secciones del portal organizadas por tema: transparencia, energía, acueducto, telecomunicaciones, atención al ciudadano y noticias.",
    keywords: ["mapa del sitio", "secciones", "navegación", "contenido"],
  },
  "general.accessDenied": {
    description: "Su usuario no tiene los permisos necesarios para ver esta página. Vuelva al inicio o ingrese con una cuenta que tenga el rol adecuado.",
    keywords: ["acceso denegado", "permisos", "roles", "restringido"],
  },
  "general.partnerAccess": {
    description: "Punto de ingreso para las empresas aliadas y los socios corporativos de {brand} que gestionan servicios y convenios con la entidad.",
    keywords: ["aliados", "acceso corporativo", "empresas", "convenios"],
  },
  "metricas.overview": {
    description: "Consulte las métricas de uso del portal: visitas, visitantes únicos, tiempo en la página y tasas de rebote y de salida de cada sección.",
    keywords: ["métricas", "visitas", "analítica", "estadísticas"],
  },
  "metricas.dashboard": {
    description:
      "Tablero con los indicadores de rendimiento del sitio, los canales de adquisición, los términos de búsqueda y las Web Vitals por rango de fechas.",
    keywords: ["tablero", "rendimiento", "web vitals", "canales de adquisición"],
  },
  "metricas.test": {
    description: "Página de prueba para verificar que las visitas, los eventos y el tiempo de permanencia se registran y se envían al servicio de métricas.",
    keywords: ["prueba", "métricas", "eventos", "seguimiento"],
  },
  "metricas.testPage1": {
    description: "Primera página de la prueba de navegación: registra una vista de página y la profundidad de desplazamiento al recorrerla.",
    keywords: ["prueba", "página 1", "vista de página", "desplazamiento"],
  },
  "metricas.testPage2": {
    description: "Segunda página de la prueba de navegación: sirve para medir el paso entre páginas y el tiempo que el visitante permanece en cada una.",
    keywords: ["prueba", "página 2", "navegación", "tiempo en página"],
  },
  "metricas.testPage3": {
    description: "Tercera y última página de la prueba de navegación: permite comprobar el registro de descargas, formularios enviados y la tasa de salida.",
    keywords: ["prueba", "página 3", "descargas", "tasa de salida"],
  },
  "metricas.connectionTest": {
    description: "Compruebe la conexión del navegador con los servicios del portal y vea el tiempo de respuesta de la API y del servicio de métricas.",
    keywords: ["prueba de conexión", "api", "tiempo de respuesta", "diagnóstico"],
  },
  "noticias.list": {
    description: "Entérese de las novedades de {brand}: obras, proyectos, campañas, eventos y anuncios sobre energía, agua y telecomunicaciones en la ciudad.",
    keywords: ["noticias", "novedades", "comunicados", "actualidad"],
  },
  "noticias.waterSewer": {
    description:
      "Novedades sobre el servicio de agua potable y alcantarillado: obras en redes, calidad del agua, mantenimientos y campañas de uso responsable.",
    keywords: ["noticias", "acueducto", "alcantarillado", "agua potable"],
  },
  "noticias.detail": {
    description: "Lea la noticia completa con sus fotografías, la fecha de publicación y los enlaces relacionados, y compártala en sus redes sociales.",
    keywords: ["noticia", "detalle", "artículo", "publicación"],
  },
  "noticias.serviceCuts": {
    description: "Consulte los cortes programados de energía y agua por barrio, fecha y horario para prepararse con tiempo antes de cada suspensión.",
    keywords: ["cortes programados", "suspensiones", "mantenimiento", "barrios", "interrupciones"],
  },
  "noticias.serviceCutDetail": {
    description: "Revise los sectores afectados, el horario de suspensión y de restablecimiento y el motivo de los trabajos de este corte programado.",
    keywords: ["corte programado", "sectores afectados", "horario", "restablecimiento"],
  },
  "noticias.outageDetail": {
    description: "Siga un daño en el servicio: las zonas afectadas, su estado, la hora estimada de restablecimiento y cada cambio desde que se reportó.",
    keywords: ["daño", "corte no programado", "restablecimiento", "zonas afectadas"],
  },
  "atencion.paymentStatus": {
    description: "Verifique si su pago ya fue aplicado a la factura con el número de contrato o la referencia que le entregó el banco o el punto de recaudo.",
    keywords: ["estado de pago", "pago aplicado", "recaudo", "contrato"],
  },
  "atencion.supplierRegistration": {
    description:
      "Inscríbase como proveedor de {brand} con los datos de su empresa, el RUT y los documentos soporte para participar en los procesos de contratación.",
    keywords: ["proveedores", "inscripción", "contratación", "rut"],
  },
  "atencion.updatePropertyNumber": {
    description:
      "Solicite la actualización de la matrícula inmobiliaria o del número predial asociado a su contrato adjuntando el certificado catastral vigente.",
    keywords: ["número predial", "matrícula inmobiliaria", "actualización", "catastro"],
  },
  "atencion.pqrs": {
    description: "Conozca cómo presentar peticiones, quejas, reclamos y sugerencias, los plazos de respuesta de ley y consulte el estado de su radicado.",
    keywords: ["pqrs", "peticiones", "quejas", "reclamos", "estado del radicado"],
  },
  "atencion.newPqrs": {
    description: "Radique una petición, queja, reclamo o sugerencia en línea, adjunte documentos y reciba un número de radicado para hacerle seguimiento.",
    keywords: ["radicar pqrs", "petición", "queja", "reclamo", "sugerencia"],
  },
  "atencion.newPqrsCustomer": {
    description: "Si tiene contrato con {brand}, radique su PQRS con los datos de su cuenta y asóciela directamente al servicio sobre el que quiere reclamar.",
    keywords: ["pqrs", "clientes", "contrato", "reclamo del servicio"],
  },
  "atencion.corruptionAllegations": {
    description: "Denuncie de forma confidencial, e incluso anónima, presuntos actos de corrupción de servidores o contratistas de la empresa.",
    keywords: ["denuncias", "corrupción", "anticorrupción", "transparencia", "anónimo"],
  },
  "atencion.informationRequest": {
    description:
      "Pida información pública de la empresa según la Ley 1712 de 2014 de transparencia y acceso a la información, sin necesidad de justificar su solicitud.",
    keywords: ["solicitud de información", "información pública", "ley 1712", "transparencia"],
  },
  "atencion.faultReport": {
    description:
      "Reporte daños en las redes, fugas de agua, postes caídos o fallas en la energía y en internet para que nuestras cuadrillas atiendan su sector.",
    keywords: ["reportar falla", "daños", "fugas", "sin servicio", "emergencias"],
  },
};

const branded = new Map<string, Readonly<Record<string, RouteDetails>>>();

/** The details with `{brand}` replaced by the configured brand name (made once per brand). */
export function brandRouteDetails(brandName: string): Readonly<Record<string, RouteDetails>> {
  let details = branded.get(brandName);
  if (!details) {
    details = Object.fromEntries(Object.entries(routeDetails).map(([key, d]) => [key, { ...d, description: d.description.replaceAll("{brand}", brandName) }]));
    branded.set(brandName, details);
  }
  return details;
}
