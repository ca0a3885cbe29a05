/** Demo news and service cuts for SEED_DEMO (issue 6): 30 news across six months, 15 cuts from two weeks ago to two weeks ahead. */
export interface SeedNews {
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  category: "general" | "energia" | "acueducto-alcantarillado" | "telco";
  tags: string[];
  daysAgo: number;
  author: string;
  /** Its picture: a scene drawn by scripts/generate-news-images.ts into seedImages/<slug>.webp. */
  image: SeedImage;
}
export interface SeedCut {
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  service: "energia" | "acueducto" | "alcantarillado" | "telco";
  zones: string[];
  startDayOffset: number;
  startHour: number;
  durationHours: number;
  reason: string;
  tags: string[];
  author: string;
  image: SeedImage;
}

/** The scenes scripts/generate-news-images.ts knows how to draw. */
export const SEED_SCENES = [
  "factura",
  "medidor",
  "laboratorio",
  "oficina",
  "bombillo",
  "lluvia",
  "correo",
  "solar",
  "obra",
  "informe",
  "alumbrado",
  "grifo",
  "pqrs",
  "subestacion",
  "tanque",
  "vereda",
  "embalse",
  "planta",
  "proveedores",
  "fibra",
  "velocidad",
  "audiencia",
  "fuga",
  "router",
  "alerta",
  "poda",
  "corte-energia",
  "corte-acueducto",
  "corte-alcantarillado",
  "corte-telco",
] as const;
export type SeedScene = (typeof SEED_SCENES)[number];

/** A seeded item's picture and its text alternative (Spanish, says what the picture shows). */
export interface SeedImage {
  scene: SeedScene;
  alt: string;
}

/** Where the generated picture of a seeded item lives, under server/modules/news/seedImages/. */
export const seedImageFile = (slug: string): string => `${slug}.webp`;

export const SEED_NEWS: readonly SeedNews[] = [
  {
    slug: "publicamos-las-tarifas-de-los-servicios-publicos-del-mes",
    image: { scene: "factura", alt: "Ilustración de una factura de servicios públicos con un gráfico de barras y monedas" },
    title: "Publicamos las tarifas de los servicios públicos para este mes",
    summary: "Ya puede consultar en el portal las tarifas vigentes de energía, acueducto, alcantarillado y telecomunicaciones para todos los estratos y usos.",
    bodyHtml: `<p>Como lo exige la regulación, Empresas Públicas Municipales publicó las tarifas que se aplicarán a los consumos de este mes. La información está disponible para todos los estratos socioeconómicos y para los usos residencial, comercial, industrial y oficial.</p>
<h2>¿Dónde consultarlas?</h2>
<p>Puede revisar el detalle completo en la sección de <a href="/tarifas">tarifas</a> del portal. Allí encontrará el cargo fijo, el valor por unidad de consumo y los subsidios o contribuciones que correspondan a cada estrato.</p>
<ul>
<li><strong>Energía:</strong> valor del kilovatio hora por estrato y nivel de tensión.</li>
<li><strong>Acueducto y alcantarillado:</strong> cargo fijo y valor por metro cúbico de consumo básico, complementario y suntuario.</li>
<li><strong>Telecomunicaciones:</strong> precios de los planes vigentes de internet, telefonía y televisión.</li>
</ul>
<p>Recuerde que las tarifas también se publican en un diario de amplia circulación local y en las carteleras de nuestras oficinas de atención. Si tiene dudas sobre el cobro de su factura, puede comunicarse con la línea gratuita de atención o radicar una solicitud en el canal de <a href="/pqrs">PQRS</a>.</p>`,
    category: "general",
    tags: ["tarifas", "factura", "estratos"],
    daysAgo: 1,
    author: "Oficina de Comunicaciones",
  },
  {
    slug: "tarifas-de-energia-ajustes-del-mes-regulacion-creg",
    image: { scene: "medidor", alt: "Ilustración de un medidor de energía junto a un gráfico de tarifas" },
    title: "Tarifas de energía: conozca los ajustes aplicados este mes según la regulación de la CREG",
    summary:
      "El costo unitario de prestación del servicio de energía tuvo una variación moderada. Le explicamos qué componentes cambiaron y cómo se refleja en su factura.",
    bodyHtml: `<p>Cada mes, la tarifa de energía se calcula con la fórmula definida por la Comisión de Regulación de Energía y Gas (CREG). Esa fórmula suma varios componentes: generación, transmisión, distribución, comercialización, pérdidas y restricciones. Cuando alguno de ellos cambia, el valor del kilovatio hora también se ajusta.</p>
<h2>¿Qué cambió este mes?</h2>
<p>La principal variación se presentó en el componente de <strong>generación</strong>, que depende de los precios de los contratos de compra de energía y del comportamiento del mercado mayorista. Los demás componentes se mantuvieron prácticamente estables.</p>
<h3>Subsidios para los estratos 1, 2 y 3</h3>
<p>Los hogares de estratos 1, 2 y 3 siguen recibiendo subsidios sobre el consumo de subsistencia, de acuerdo con la ley. Los estratos 5 y 6 y los usuarios comerciales e industriales aportan una contribución de solidaridad que financia parte de esos subsidios.</p>
<p>Le invitamos a revisar la tabla completa en la sección de <a href="/tarifas">tarifas</a> y a seguir nuestras recomendaciones de ahorro para que el ajuste tenga el menor impacto posible en el presupuesto de su hogar.</p>`,
    category: "energia",
    tags: ["tarifas", "energia", "creg"],
    daysAgo: 7,
    author: "Gerencia de Energía",
  },
  {
    slug: "resultados-del-monitoreo-de-calidad-del-agua",
    image: { scene: "laboratorio", alt: "Ilustración de un vaso de agua limpia y un tubo de ensayo del laboratorio de calidad" },
    title: "Resultados del monitoreo de calidad del agua: apta para el consumo humano",
    summary:
      "Los análisis de laboratorio del último trimestre confirman que el agua que llega a su hogar cumple con los parámetros exigidos por la normativa nacional.",
    bodyHtml: `<p>Nuestro laboratorio de calidad del agua tomó más de 400 muestras durante el último trimestre en plantas de potabilización, tanques de almacenamiento y puntos de la red de distribución del casco urbano de San Rafael y de los acueductos veredales que operamos.</p>
<p>Los resultados muestran un <strong>Índice de Riesgo de la Calidad del Agua (IRCA) sin riesgo</strong>, lo que significa que el agua es apta para el consumo humano directamente desde la llave.</p>
<h2>¿Qué se mide?</h2>
<ul>
<li>Parámetros físicos, como turbiedad y color.</li>
<li>Parámetros químicos, como cloro residual y pH.</li>
<li>Parámetros microbiológicos, como coliformes totales y E. coli.</li>
</ul>
<p>Si usted nota cambios de color, olor o sabor en el agua, no dude en informarlo a través de la línea gratuita de atención o en <a href="/reporta-una-falla">Reporta una falla</a>. Nuestro equipo técnico hará la visita y la toma de muestras correspondiente.</p>`,
    category: "acueducto-alcantarillado",
    tags: ["calidad-del-agua", "acueducto", "salud"],
    daysAgo: 13,
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "nuevo-horario-de-atencion-en-oficinas-de-servicio-al-cliente",
    image: { scene: "oficina", alt: "Ilustración de la oficina de atención al cliente con un reloj que marca el horario" },
    title: "Nuevo horario de atención en las oficinas de servicio al cliente",
    summary: "A partir de este mes, nuestras oficinas de atención presencial amplían su horario entre semana y abren los sábados en la mañana.",
    bodyHtml: `<p>Para que usted pueda hacer sus trámites sin afectar su jornada laboral, ampliamos el horario de atención en nuestras oficinas de servicio al cliente.</p>
<h2>Horarios vigentes</h2>
<ul>
<li><strong>Lunes a viernes:</strong> de 7:00 a. m. a 6:00 p. m., en jornada continua.</li>
<li><strong>Sábados:</strong> de 8:00 a. m. a 12:00 m.</li>
<li><strong>Domingos y festivos:</strong> sin atención presencial.</li>
</ul>
<p>La oficina principal, en El Centro, y el punto de atención del corregimiento El Alto cuentan con turnos preferenciales para personas mayores, mujeres en embarazo y personas con discapacidad. Consulte las direcciones en la sección de <a href="/oficinas">oficinas de atención</a>.</p>
<p>Recuerde que muchos trámites, como el duplicado de la factura, el cambio de titular o la solicitud de acuerdos de pago, también se pueden hacer en línea, sin filas y a cualquier hora.</p>`,
    category: "general",
    tags: ["atencion", "oficinas", "horarios"],
    daysAgo: 19,
    author: "Área de Atención al Cliente",
  },
  {
    slug: "diez-consejos-para-ahorrar-energia-en-casa",
    image: { scene: "bombillo", alt: "Ilustración de un bombillo LED encendido sobre una casa" },
    title: "Diez consejos para ahorrar energía en casa sin perder comodidad",
    summary: "Pequeños cambios en el uso de la nevera, la iluminación y los aparatos electrónicos pueden reducir hasta un 20 % su consumo mensual de energía.",
    bodyHtml: `<p>Ahorrar energía no significa vivir con incomodidades. Con algunos hábitos sencillos, usted puede reducir su consumo y pagar menos en la factura cada mes.</p>
<h2>Recomendaciones prácticas</h2>
<ol>
<li>Cambie los bombillos tradicionales por bombillos LED.</li>
<li>Desconecte los cargadores y aparatos que no esté usando: siguen consumiendo en modo de espera.</li>
<li>Ubique la nevera lejos de la estufa y de la luz directa del sol.</li>
<li>No abra la nevera con frecuencia ni guarde alimentos calientes.</li>
<li>Planche toda la ropa en una sola jornada.</li>
<li>Lave con la carga completa de la lavadora.</li>
<li>Aproveche al máximo la luz natural durante el día.</li>
<li>Apague las luces de las habitaciones vacías.</li>
<li>Revise el etiquetado de eficiencia energética antes de comprar electrodomésticos.</li>
<li>Use temporizadores en el calentador de agua.</li>
</ol>
<p>Recuerde que el consumo de cada mes aparece en su factura junto con el historial de los últimos seis meses: compárelo para saber si sus nuevos hábitos están dando resultado.</p>
<p>Si nota un consumo anormalmente alto, puede solicitar una revisión de su medidor a través de nuestro canal de <a href="/pqrs">PQRS</a>.</p>`,
    category: "energia",
    tags: ["ahorro", "energia", "hogar"],
    daysAgo: 25,
    author: "Gerencia de Energía",
  },
  {
    slug: "temporada-de-lluvias-cuide-el-alcantarillado",
    image: { scene: "lluvia", alt: "Ilustración de una nube de lluvia sobre una calle con un sumidero limpio" },
    title: "Temporada de lluvias: cuide el alcantarillado y evite inundaciones en su barrio",
    summary: "Durante la temporada de lluvias, la basura en calles y sumideros es una de las principales causas de inundaciones. Le contamos cómo ayudar.",
    bodyHtml: `<p>Con la llegada de la temporada de lluvias, el sistema de alcantarillado del municipio recibe grandes volúmenes de agua en muy poco tiempo. Cuando los sumideros están tapados con basura, hojas o escombros, el agua no puede evacuarse y se producen encharcamientos e inundaciones.</p>
<h2>¿Cómo puede ayudar?</h2>
<ul>
<li>No arroje basura, aceites ni residuos de construcción a la calle o a los sumideros.</li>
<li>Saque las bolsas de basura solo en los horarios de recolección.</li>
<li>Mantenga limpias las canoas y bajantes de su vivienda.</li>
<li>No conecte las aguas lluvias de su casa a la red de aguas residuales sin autorización.</li>
</ul>
<p>Nuestras cuadrillas realizan limpieza preventiva de sumideros en los sectores con mayor riesgo, especialmente en los barrios La Floresta, Obrero, San Vicente y El Recreo.</p>
<p>Si observa un sumidero tapado, una tapa de alcantarilla levantada o un rebose de aguas residuales, repórtelo en <a href="/reporta-una-falla">Reporta una falla</a> o en la línea gratuita de atención.</p>`,
    category: "acueducto-alcantarillado",
    tags: ["lluvias", "alcantarillado", "prevencion"],
    daysAgo: 31,
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "facturacion-digital-reciba-su-factura-por-correo",
    image: { scene: "correo", alt: "Ilustración de un sobre de correo electrónico que sale de un teléfono móvil" },
    title: "Facturación digital: reciba su factura por correo electrónico y ayude al planeta",
    summary: "Inscríbase a la facturación digital y reciba cada mes su factura en el correo electrónico, con la misma validez de la factura impresa.",
    bodyHtml: `<p>Cada año imprimimos y distribuimos millones de facturas en papel. Con la <strong>facturación digital</strong>, usted recibe su factura en el correo electrónico apenas se genera, puede pagarla en línea y contribuye a reducir el consumo de papel y las emisiones asociadas a su transporte.</p>
<h2>¿Cómo inscribirse?</h2>
<ol>
<li>Ingrese a la sección <a href="/factura-digital">Factura digital</a> del portal.</li>
<li>Escriba el número de contrato que aparece en su factura.</li>
<li>Registre el correo electrónico donde desea recibirla y acepte los términos.</li>
<li>Confirme la inscripción desde el mensaje que le llegará a su correo.</li>
</ol>
<p>La factura digital tiene la misma validez que la impresa y conserva la misma fecha de pago oportuno. Si en algún momento prefiere volver a la factura en papel, puede solicitarlo sin costo.</p>
<blockquote>Entre más usuarios se sumen, más árboles y agua ahorramos entre todos.</blockquote>
<p>Si tiene dificultades con la inscripción o no recibe su factura en el correo, revise la carpeta de correo no deseado o comuníquese con la línea gratuita de atención.</p>`,
    category: "general",
    tags: ["factura-digital", "facturacion", "medio-ambiente"],
    daysAgo: 37,
    author: "Oficina de Comunicaciones",
  },
  {
    slug: "autogeneracion-solar-como-conectar-paneles-a-la-red",
    image: { scene: "solar", alt: "Ilustración de paneles solares en el techo de una casa bajo el sol" },
    title: "Autogeneración solar: cómo conectar sus paneles a la red y entregar excedentes de energía",
    summary:
      "Si tiene o planea instalar paneles solares en su casa o negocio, le explicamos los pasos para conectarse a la red y recibir el reconocimiento por sus excedentes.",
    bodyHtml: `<p>Cada vez más hogares, fincas y negocios de San Rafael instalan paneles solares para producir parte de la energía que consumen. A esta modalidad se le llama <strong>autogeneración a pequeña escala</strong>, y la regulación permite que los excedentes se entreguen a la red.</p>
<h2>Pasos para conectarse</h2>
<ol>
<li>Contrate un instalador con experiencia y verifique que los equipos cuenten con certificación.</li>
<li>Radique la solicitud de conexión en el portal, con el diagrama unifilar y las fichas técnicas de los equipos.</li>
<li>Espere la visita técnica de revisión.</li>
<li>Una vez aprobada, instalaremos un medidor bidireccional que registra la energía que consume y la que entrega.</li>
</ol>
<h3>¿Cómo se reconocen los excedentes?</h3>
<p>La energía que usted entrega a la red se descuenta de su consumo y, si supera lo que consume en el mes, el excedente se reconoce según las reglas vigentes. El detalle aparece en su factura.</p>
<p>Consulte los requisitos completos en la sección de <a href="/energia/autogeneracion">autogeneración</a> o comuníquese con la línea gratuita de atención.</p>`,
    category: "energia",
    tags: ["solar", "autogeneracion", "energia-renovable"],
    daysAgo: 43,
    author: "Gerencia de Energía",
  },
  {
    slug: "avanzan-obras-de-renovacion-del-alcantarillado-en-la-floresta",
    image: { scene: "obra", alt: "Ilustración de una zanja con tubería nueva de alcantarillado y un cono de señalización" },
    title: "Avanzan las obras de renovación del alcantarillado en La Floresta",
    summary: "El proyecto reemplaza más de dos kilómetros de tuberías con más de 40 años de servicio y ya tiene un avance del 60 %.",
    bodyHtml: `<p>Las obras de renovación de redes de alcantarillado del barrio La Floresta avanzan según lo previsto. El proyecto reemplaza tuberías antiguas de concreto por tuberías de mayor capacidad y más resistentes, lo que reducirá los reboses y los malos olores en el sector.</p>
<h2>¿Qué incluye el proyecto?</h2>
<ul>
<li>Reposición de más de dos kilómetros de redes de aguas residuales y aguas lluvias.</li>
<li>Construcción de nuevas cámaras de inspección.</li>
<li>Renovación de las acometidas domiciliarias de las viviendas beneficiadas.</li>
<li>Reconstrucción de andenes y vías intervenidas.</li>
</ul>
<p>Sabemos que las obras generan incomodidades. Por eso contamos con un equipo social en el barrio que atiende las inquietudes de la comunidad y coordina los cierres viales con las autoridades de tránsito.</p>
<p>Agradecemos la paciencia de los vecinos. Si tiene alguna inquietud sobre el proyecto, acérquese al punto de atención de la obra o escríbanos por el canal de <a href="/pqrs">PQRS</a>.</p>`,
    category: "acueducto-alcantarillado",
    tags: ["obras", "alcantarillado", "la-floresta"],
    daysAgo: 49,
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "informe-de-transparencia-y-gestion-del-semestre",
    image: { scene: "informe", alt: "Ilustración de un informe con gráficos de resultados de gestión" },
    title: "Presentamos el informe de transparencia y gestión del primer semestre",
    summary:
      "El informe reúne los resultados financieros, operativos y de contratación de la empresa, y ya está disponible para consulta de toda la ciudadanía.",
    bodyHtml: `<p>Empresas Públicas Municipales es una empresa de todos y, por eso, rendimos cuentas de forma permanente. El informe de transparencia del primer semestre ya está publicado en el portal.</p>
<h2>Lo que encontrará en el informe</h2>
<ul>
<li>Estados financieros y ejecución presupuestal.</li>
<li>Indicadores de calidad y continuidad de los servicios.</li>
<li>Contratos celebrados, con su objeto, valor y plazo.</li>
<li>Avance de los principales proyectos de inversión en barrios y veredas.</li>
<li>Estadísticas de atención de peticiones, quejas y reclamos.</li>
</ul>
<p>Puede descargar el documento completo y sus anexos en la sección de <a href="/transparencia">transparencia y acceso a la información pública</a>.</p>
<p>Si tiene preguntas sobre la información publicada, puede presentarlas a través del canal de <a href="/pqrs">PQRS</a>. Todas las solicitudes de información pública se responden dentro de los plazos que establece la ley.</p>`,
    category: "general",
    tags: ["transparencia", "informe", "gestion"],
    daysAgo: 55,
    author: "Secretaría General",
  },
  {
    slug: "alumbrado-publico-con-luminarias-led-en-el-casco-urbano",
    image: { scene: "alumbrado", alt: "Ilustración de postes de alumbrado público LED encendidos en una calle al anochecer" },
    title: "Modernizamos el alumbrado público con luminarias LED en el casco urbano",
    summary:
      "Más de 1.800 luminarias de sodio serán reemplazadas por tecnología LED, que ilumina mejor, consume menos energía y mejora la seguridad de calles y parques.",
    bodyHtml: `<p>Iniciamos la modernización del alumbrado público en los barrios El Centro, El Jardín, La Dorada, Obrero y Los Pinos. El proyecto reemplaza las luminarias de sodio por luminarias LED de alta eficiencia.</p>
<h2>Beneficios para el municipio</h2>
<ul>
<li>Ahorro cercano al 50 % en el consumo de energía del alumbrado público.</li>
<li>Luz blanca que mejora la visibilidad y la percepción de seguridad.</li>
<li>Mayor vida útil de las luminarias y menos costos de mantenimiento.</li>
<li>Telegestión: podremos detectar luminarias apagadas sin esperar un reporte.</li>
</ul>
<p>Los trabajos se hacen principalmente en horario nocturno para afectar lo menos posible la movilidad. En algunos tramos podría haber cortes breves del alumbrado mientras se hace el cambio.</p>
<p>Si en su cuadra hay una luminaria apagada o intermitente, repórtela en <a href="/reporta-una-falla">Reporta una falla</a> indicando la dirección aproximada o el número del poste.</p>`,
    category: "energia",
    tags: ["alumbrado-publico", "led", "seguridad"],
    daysAgo: 61,
    author: "Gerencia de Energía",
  },
  {
    slug: "ahorrar-agua-en-casa-habitos-sencillos",
    image: { scene: "grifo", alt: "Ilustración de una llave de agua cerrada con una gota" },
    title: "Ahorrar agua en casa: hábitos sencillos que se notan en la factura",
    summary: "Una llave que gotea puede desperdiciar más de 30 litros al día. Revise estas recomendaciones para usar el agua de manera responsable.",
    bodyHtml: `<p>El agua que llega a su casa recorre un largo camino: se capta en los embalses, se potabiliza en nuestras plantas y se distribuye por miles de kilómetros de tubería. Cuidarla es responsabilidad de todos.</p>
<h2>Recomendaciones para el hogar</h2>
<ul>
<li>Cierre la llave mientras se cepilla los dientes o se enjabona.</li>
<li>Tome duchas cortas, de cinco minutos como máximo.</li>
<li>Revise periódicamente que los sanitarios y las llaves no tengan fugas.</li>
<li>Reutilice el agua de la lavadora para lavar pisos y patios.</li>
<li>Riegue las plantas temprano en la mañana o al final de la tarde.</li>
</ul>
<h3>¿Cómo detectar una fuga?</h3>
<p>Cierre todas las llaves de la vivienda y observe el medidor durante unos minutos. Si los números siguen avanzando, es probable que haya una fuga interna. En ese caso, le recomendamos contactar a un técnico de confianza.</p>
<p>Si la fuga está en la calle o antes del medidor, repórtela en <a href="/reporta-una-falla">Reporta una falla</a> para que nuestro equipo la atienda.</p>`,
    category: "acueducto-alcantarillado",
    tags: ["ahorro", "agua", "hogar"],
    daysAgo: 67,
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "canales-para-radicar-peticiones-quejas-reclamos-y-sugerencias",
    image: { scene: "pqrs", alt: "Ilustración de burbujas de conversación entre un usuario y la empresa" },
    title: "Conozca los canales para radicar peticiones, quejas, reclamos y sugerencias (PQRS)",
    summary:
      "Usted puede presentar sus PQRS por el portal, la línea gratuita, las oficinas de atención o por correo postal. Le explicamos cómo hacerle seguimiento.",
    bodyHtml: `<p>Su opinión nos ayuda a mejorar. Por eso ponemos a su disposición varios canales para presentar peticiones, quejas, reclamos y sugerencias sobre cualquiera de nuestros servicios.</p>
<h2>Canales disponibles</h2>
<ul>
<li><strong>Portal web:</strong> en la sección <a href="/pqrs">PQRS</a>, disponible las 24 horas.</li>
<li><strong>Línea gratuita de atención:</strong> con asesores todos los días.</li>
<li><strong>Oficinas de atención:</strong> en horario de lunes a sábado.</li>
<li><strong>Correspondencia escrita:</strong> radicada en la sede principal.</li>
</ul>
<h3>Plazos de respuesta</h3>
<p>De acuerdo con la ley, respondemos las peticiones, quejas y reclamos en un plazo máximo de 15 días hábiles. Al radicar su solicitud recibirá un número con el que podrá consultar su estado en cualquier momento.</p>
<p>Si no está de acuerdo con la respuesta, tiene derecho a presentar los recursos de reposición y apelación en los términos indicados en la misma respuesta.</p>`,
    category: "general",
    tags: ["pqrs", "atencion", "derechos"],
    daysAgo: 73,
    author: "Área de Atención al Cliente",
  },
  {
    slug: "entra-en-operacion-la-nueva-subestacion-de-energia-la-dorada",
    image: { scene: "subestacion", alt: "Ilustración de una subestación de energía con transformadores y torres" },
    title: "Entra en operación la nueva subestación de energía La Dorada",
    summary:
      "La nueva subestación fortalece el suministro de energía en el casco urbano y en las veredas del oriente del municipio, y beneficiará a más de 6.000 usuarios residenciales, comerciales e industriales.",
    bodyHtml: `<p>Tras dieciocho meses de construcción, entró en operación la subestación de energía La Dorada, una de las inversiones más importantes de la empresa en infraestructura eléctrica durante los últimos años.</p>
<h2>¿Qué significa para los usuarios?</h2>
<p>La nueva subestación aumenta la capacidad de transformación del municipio y permite redistribuir la carga que hoy atiende la subestación San Rafael. Esto se traduce en <strong>menos interrupciones</strong>, mejor calidad de la tensión y capacidad para atender el crecimiento de nuevos proyectos de vivienda y empresas.</p>
<h3>Datos del proyecto</h3>
<ul>
<li>Capacidad instalada de 20 MVA.</li>
<li>Cuatro nuevos circuitos de distribución.</li>
<li>Control y supervisión remota desde el centro de control.</li>
</ul>
<p>Durante las próximas semanas se harán maniobras de traslado de circuitos que podrían requerir suspensiones breves del servicio. Todas se anunciarán con anticipación en la sección de <a href="/cortes-programados">cortes programados</a>.</p>`,
    category: "energia",
    tags: ["subestacion", "infraestructura", "la-dorada"],
    daysAgo: 79,
    author: "Gerencia de Energía",
  },
  {
    slug: "lavado-de-tanques-de-almacenamiento-guia",
    image: { scene: "tanque", alt: "Ilustración de un tanque de almacenamiento de agua sobre una loma" },
    title: "Lavado de tanques de almacenamiento: guía para edificios y viviendas",
    summary:
      "Los tanques de agua deben lavarse y desinfectarse al menos cada seis meses para garantizar que el agua conserve su calidad dentro de la vivienda.",
    bodyHtml: `<p>Aunque el agua que entregamos cumple con todos los parámetros de calidad, su conservación dentro de los edificios y viviendas depende del estado de los tanques de almacenamiento. Un tanque sucio puede contaminar el agua potable.</p>
<h2>Pasos para un lavado seguro</h2>
<ol>
<li>Cierre el registro de entrada y vacíe el tanque usando el agua para aseo.</li>
<li>Retire los sedimentos del fondo y cepille paredes, piso y tapa.</li>
<li>Enjuague con abundante agua limpia.</li>
<li>Desinfecte con una solución de hipoclorito en la dosis recomendada y deje actuar.</li>
<li>Enjuague de nuevo, llene el tanque y verifique que la tapa cierre bien.</li>
</ol>
<p><strong>Importante:</strong> la persona que entre al tanque debe usar elementos de protección y nunca trabajar sola. En edificios, la administración es responsable de programar el lavado y de informar a los residentes.</p>
<p>Aproveche los cortes programados de acueducto para hacer esta limpieza. Consúltelos en la sección de <a href="/cortes-programados">cortes programados</a>.</p>`,
    category: "acueducto-alcantarillado",
    tags: ["tanques", "calidad-del-agua", "edificios"],
    daysAgo: 85,
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "programa-agua-y-luz-para-todos-llega-a-el-alto",
    image: { scene: "vereda", alt: "Ilustración de casas de una vereda con redes de energía y agua sobre las montañas" },
    title: "El programa Agua y Luz para Todos llega a nuevos hogares del corregimiento El Alto",
    summary: "Más de 300 familias del corregimiento El Alto tendrán conexión legal y segura a los servicios de energía, acueducto y alcantarillado.",
    bodyHtml: `<p>El programa social <strong>Agua y Luz para Todos</strong> continúa llevando servicios públicos legales y seguros a los sectores que aún no contaban con ellos. En esta nueva etapa, más de 300 familias de las veredas del corregimiento El Alto serán beneficiadas.</p>
<h2>¿En qué consiste?</h2>
<p>El programa construye las redes, instala los medidores y realiza las acometidas domiciliarias. Los costos de conexión se financian a largo plazo y con condiciones especiales, de modo que las familias puedan pagarlos sin afectar su economía.</p>
<ul>
<li>Conexiones seguras que reducen el riesgo de incendios y accidentes eléctricos.</li>
<li>Agua potable de calidad directamente en la vivienda.</li>
<li>Acompañamiento social y talleres de uso eficiente de los servicios.</li>
</ul>
<p>Nuestros gestores sociales visitarán las viviendas para explicar el proceso y resolver las dudas. Siempre estarán identificados con carné y chaleco de la empresa. Si tiene dudas sobre su identidad, confírmela en la línea gratuita de atención.</p>`,
    category: "general",
    tags: ["programas-sociales", "villa-hermosa", "comunidad"],
    daysAgo: 91,
    author: "Oficina de Gestión Social",
  },
  {
    slug: "temporada-seca-consumo-responsable-de-energia",
    image: { scene: "embalse", alt: "Ilustración de un embalse con bajo nivel de agua bajo un sol fuerte" },
    title: "Temporada seca: recomendaciones para un consumo responsable de energía",
    summary:
      "La disminución de las lluvias reduce el nivel de los embalses. Le pedimos hacer un uso consciente de la energía para evitar presiones sobre el sistema.",
    bodyHtml: `<p>Los pronósticos indican una temporada con lluvias por debajo de lo normal. Como gran parte de la energía del país se genera en centrales hidroeléctricas, el nivel de los embalses es clave para garantizar el suministro.</p>
<h2>Lo que usted puede hacer</h2>
<ul>
<li>Evite el uso simultáneo de electrodomésticos de alto consumo entre las 6:00 p. m. y las 9:00 p. m.</li>
<li>Desconecte los equipos que no use y apague las luces innecesarias.</li>
<li>Prefiera duchas cortas si usa calentador eléctrico.</li>
<li>En negocios y oficinas, programe el apagado automático de equipos al final de la jornada.</li>
</ul>
<p>Por ahora <strong>no hay racionamiento</strong> y el suministro está garantizado. Sin embargo, el ahorro de hoy ayuda a conservar las reservas de agua en los embalses para los meses más secos.</p>
<p>Le mantendremos informado por este portal y por nuestras redes sociales sobre cualquier novedad en el servicio.</p>`,
    category: "energia",
    tags: ["ahorro", "temporada-seca", "energia"],
    daysAgo: 97,
    author: "Gerencia de Energía",
  },
  {
    slug: "nueva-planta-de-tratamiento-de-aguas-residuales",
    image: { scene: "planta", alt: "Ilustración de una planta de tratamiento de aguas con tanques circulares junto al río" },
    title: "Nueva planta de tratamiento de aguas residuales mejorará la calidad del río",
    summary: "La planta tratará las aguas residuales de cerca de 9.000 habitantes del casco urbano antes de devolverlas al río.",
    bodyHtml: `<p>Iniciamos la construcción de la planta de tratamiento de aguas residuales del casco urbano, que recibirá las aguas que hoy llegan al río San Rafael sin tratamiento desde los barrios Obrero, La Floresta y sectores vecinos.</p>
<h2>¿Por qué es importante?</h2>
<p>Tratar las aguas residuales antes de devolverlas al río reduce la contaminación, mejora el hábitat de la fauna y disminuye los malos olores en las zonas ribereñas. Es una inversión en salud pública y en el futuro ambiental del municipio.</p>
<h3>Etapas del proyecto</h3>
<ol>
<li>Construcción de los colectores que llevarán las aguas hasta la planta.</li>
<li>Obras civiles de la planta: tratamiento preliminar, primario y secundario.</li>
<li>Montaje de equipos, pruebas y puesta en marcha.</li>
</ol>
<p>Durante la construcción habrá desvíos puntuales en algunas vías. Puede consultar el avance del proyecto y los planes de manejo de tránsito en la sección de <a href="/proyectos">proyectos</a>.</p>`,
    category: "acueducto-alcantarillado",
    tags: ["saneamiento", "aguas-residuales", "medio-ambiente"],
    daysAgo: 103,
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "convocatoria-para-proveedores-de-obras-y-servicios",
    image: { scene: "proveedores", alt: "Ilustración de un apretón de manos sobre un documento de convocatoria" },
    title: "Abrimos convocatoria para proveedores de obras, bienes y servicios",
    summary:
      "Las empresas interesadas en contratar con Empresas Públicas Municipales pueden inscribirse en el registro de proveedores y consultar los procesos abiertos.",
    bodyHtml: `<p>Empresas Públicas Municipales abrió la convocatoria anual para actualizar su registro de proveedores. Invitamos a empresas grandes, medianas y pequeñas, especialmente las de la región, a participar en nuestros procesos de contratación.</p>
<h2>Categorías de interés</h2>
<ul>
<li>Obras civiles y redes de servicios públicos.</li>
<li>Suministro de tuberías, medidores, transformadores y materiales eléctricos.</li>
<li>Servicios de mantenimiento, transporte y vigilancia.</li>
<li>Tecnología, software y telecomunicaciones.</li>
</ul>
<p>Todos nuestros procesos se publican en la sección de <a href="/contratacion">contratación</a>, con sus pliegos de condiciones, cronogramas y adendas. La participación es gratuita: <strong>ningún funcionario está autorizado para cobrar por incluir a una empresa en un proceso</strong>.</p>
<p>Si conoce alguna irregularidad, puede denunciarla de forma confidencial a través de la línea ética publicada en el portal.</p>`,
    category: "general",
    tags: ["contratacion", "proveedores", "transparencia"],
    daysAgo: 109,
    author: "Gerencia de Abastecimiento",
  },
  {
    slug: "fibra-optica-llega-a-mas-hogares-en-el-jardin-y-la-dorada",
    image: { scene: "fibra", alt: "Ilustración de una torre de telecomunicaciones y cables de fibra óptica que llegan a las casas" },
    title: "La fibra óptica llega a 2.000 hogares más en El Jardín y La Dorada",
    summary: "La ampliación de la red de fibra óptica permite ofrecer internet de alta velocidad y servicios de televisión a nuevos sectores del casco urbano.",
    bodyHtml: `<p>Terminamos la ampliación de la red de fibra óptica hasta el hogar en los barrios El Jardín y La Dorada. Con esta obra, 2.000 hogares adicionales pueden acceder a internet de alta velocidad, telefonía y televisión.</p>
<h2>Ventajas de la fibra óptica</h2>
<ul>
<li>Velocidades simétricas de carga y descarga.</li>
<li>Conexión más estable para teletrabajo, clases virtuales y videojuegos.</li>
<li>Menor afectación por interferencias eléctricas o condiciones del clima.</li>
</ul>
<p>Para saber si su dirección ya tiene cobertura, consulte el mapa en la sección de <a href="/telecomunicaciones/cobertura">cobertura</a> o comuníquese con la línea gratuita de atención.</p>
<p>Los técnicos que realizan las instalaciones están siempre identificados. La instalación no tiene costo adicional al contratar cualquiera de los planes vigentes.</p>`,
    category: "telco",
    tags: ["fibra-optica", "cobertura", "internet"],
    daysAgo: 115,
    author: "Gerencia de Telecomunicaciones",
  },
  {
    slug: "como-hacer-una-prueba-de-velocidad-de-internet",
    image: { scene: "velocidad", alt: "Ilustración de un computador portátil con un medidor de velocidad de internet" },
    title: "¿Está recibiendo la velocidad contratada? Aprenda a hacer una prueba de velocidad",
    summary:
      "Una prueba de velocidad bien hecha le permite saber si su conexión funciona como debe. Le explicamos cómo hacerla y cómo interpretar los resultados.",
    bodyHtml: `<p>Muchos factores influyen en la velocidad que usted percibe al navegar: el estado del enrutador, la distancia al equipo, el número de dispositivos conectados y hasta las paredes de su casa. Por eso es importante medir correctamente.</p>
<h2>Recomendaciones para una medición confiable</h2>
<ol>
<li>Conecte el computador al enrutador con un cable de red.</li>
<li>Cierre las aplicaciones y desconecte los demás dispositivos.</li>
<li>Ingrese a la herramienta de <a href="/telecomunicaciones/prueba-de-velocidad">prueba de velocidad</a> del portal.</li>
<li>Repita la prueba en diferentes horarios del día.</li>
</ol>
<h3>¿Qué hacer si la velocidad es baja?</h3>
<p>Reinicie el enrutador y repita la prueba. Si el resultado sigue por debajo de lo contratado, guarde las mediciones y repórtelo en <a href="/reporta-una-falla">Reporta una falla</a>. Un técnico revisará su caso y, si es necesario, programará una visita.</p>
<p>Recuerde que por wifi la velocidad puede ser menor que por cable, especialmente si está lejos del enrutador.</p>`,
    category: "telco",
    tags: ["internet", "velocidad", "soporte"],
    daysAgo: 121,
    author: "Gerencia de Telecomunicaciones",
  },
  {
    slug: "audiencia-publica-de-rendicion-de-cuentas",
    image: { scene: "audiencia", alt: "Ilustración de un grupo de personas frente a un atril en una audiencia pública" },
    title: "Audiencia pública de rendición de cuentas: inscríbase para participar",
    summary: "La ciudadanía podrá conocer los resultados de la gestión del último año y formular preguntas a las directivas de la empresa.",
    bodyHtml: `<p>Empresas Públicas Municipales invita a toda la ciudadanía, a los vocales de control y a las organizaciones comunitarias a la audiencia pública de rendición de cuentas sobre la gestión del último año.</p>
<h2>Temas de la audiencia</h2>
<ul>
<li>Resultados financieros y transferencias al municipio.</li>
<li>Inversiones en energía, agua, saneamiento y telecomunicaciones por barrio y vereda.</li>
<li>Calidad del servicio y atención al usuario.</li>
<li>Programas sociales y ambientales.</li>
</ul>
<h3>¿Cómo participar?</h3>
<p>Inscríbase en la sección de <a href="/rendicion-de-cuentas">rendición de cuentas</a> y envíe sus preguntas con anticipación. Las preguntas se responderán durante la audiencia o por escrito en los días siguientes.</p>
<p>La audiencia será presencial en el auditorio de la sede principal y se transmitirá en vivo por nuestros canales digitales, con interpretación en lengua de señas.</p>`,
    category: "general",
    tags: ["rendicion-de-cuentas", "participacion", "transparencia"],
    daysAgo: 127,
    author: "Secretaría General",
  },
  {
    slug: "medidores-inteligentes-de-energia-en-el-centro",
    image: { scene: "medidor", alt: "Ilustración de un medidor inteligente de energía con su pantalla digital" },
    title: "Medidores inteligentes de energía: así funcionará la instalación en El Centro",
    summary: "Iniciamos el cambio a medidores inteligentes en el barrio El Centro. Con ellos podrá consultar su consumo casi en tiempo real desde el portal.",
    bodyHtml: `<p>Como parte del plan de modernización de la red, comenzamos la instalación de medidores inteligentes de energía en los barrios El Centro y Balcones del Embalse. La instalación no tiene costo para el usuario.</p>
<h2>¿Qué ventajas tiene?</h2>
<ul>
<li>Consulta del consumo diario y por horas desde el portal.</li>
<li>Lectura remota, sin necesidad de ingresar a su vivienda.</li>
<li>Detección más rápida de fallas e interrupciones.</li>
<li>Información para tomar mejores decisiones de ahorro.</li>
</ul>
<h3>¿Cómo será el proceso?</h3>
<p>Antes de la visita recibirá una comunicación escrita con la fecha aproximada. El cambio tarda alrededor de 30 minutos y requiere suspender el servicio de energía durante ese tiempo. Le recomendamos apagar los equipos sensibles antes de la visita.</p>
<p>Los técnicos estarán identificados con carné y uniforme. <strong>No entregue dinero a ninguna persona</strong>: la empresa no cobra por este cambio. Si tiene dudas, verifique en la línea gratuita de atención.</p>`,
    category: "energia",
    tags: ["medidores", "el-centro", "innovacion"],
    daysAgo: 133,
    author: "Gerencia de Energía",
  },
  {
    slug: "deteccion-de-fugas-reducimos-perdidas-de-agua",
    image: { scene: "fuga", alt: "Ilustración de una tubería con una fuga de agua y una lupa que la detecta" },
    title: "Detección de fugas: así reducimos las pérdidas de agua en la red",
    summary:
      "Con equipos de geófono y correladores acústicos, nuestras cuadrillas encuentran fugas invisibles bajo el pavimento antes de que se conviertan en daños mayores.",
    bodyHtml: `<p>Una parte del agua potable que producimos se pierde en fugas que no siempre se ven en la superficie. Para reducir estas pérdidas, contamos con un programa permanente de búsqueda de fugas no visibles.</p>
<h2>¿Cómo trabajamos?</h2>
<p>Nuestros técnicos recorren las calles en horas de la noche, cuando hay menos ruido, con equipos que escuchan el sonido del agua al escaparse de las tuberías. Cuando se identifica una fuga, se programa la reparación lo antes posible.</p>
<ul>
<li>En el último año se detectaron y repararon más de 1.500 fugas no visibles.</li>
<li>El programa permitió recuperar un volumen de agua equivalente al consumo de miles de familias.</li>
</ul>
<p>Usted también puede ayudar: si ve agua brotando del pavimento, de un andén o de una caja de medidor, repórtelo en <a href="/reporta-una-falla">Reporta una falla</a>. Cada reporte cuenta.</p>`,
    category: "acueducto-alcantarillado",
    tags: ["fugas", "acueducto", "eficiencia"],
    daysAgo: 139,
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "acuerdos-de-pago-con-condiciones-especiales",
    image: { scene: "factura", alt: "Ilustración de una factura con un calendario de cuotas" },
    title: "Financiación de deudas: acuerdos de pago con condiciones especiales",
    summary: "Si tiene facturas pendientes, puede solicitar un acuerdo de pago con plazos de hasta 36 meses y evitar la suspensión de sus servicios.",
    bodyHtml: `<p>Sabemos que hay momentos difíciles. Por eso ofrecemos acuerdos de pago para que los usuarios con deudas puedan ponerse al día sin perder el acceso a los servicios públicos.</p>
<h2>Condiciones</h2>
<ul>
<li>Plazos de hasta 36 meses, según el monto de la deuda y el estrato.</li>
<li>Cuota inicial reducida para los estratos 1, 2 y 3.</li>
<li>Reconexión del servicio una vez se firme el acuerdo y se pague la cuota inicial.</li>
</ul>
<h3>¿Cómo solicitarlo?</h3>
<p>Puede hacer la solicitud en línea en la sección de <a href="/acuerdos-de-pago">acuerdos de pago</a>, en la línea gratuita de atención o en cualquiera de nuestras oficinas. Solo necesita el número de contrato y el documento de identidad del titular o de su autorizado.</p>
<p>Las cuotas del acuerdo se incluyen en la factura mensual, de modo que no tendrá que hacer pagos por separado.</p>`,
    category: "general",
    tags: ["acuerdos-de-pago", "factura", "cartera"],
    daysAgo: 145,
    author: "Área de Atención al Cliente",
  },
  {
    slug: "nuevos-planes-de-internet-hogar-con-mayor-velocidad",
    image: { scene: "router", alt: "Ilustración de un enrutador wifi con ondas de señal en un hogar" },
    title: "Nuevos planes de internet hogar con mayor velocidad por el mismo precio",
    summary:
      "Los usuarios de internet hogar recibirán un aumento automático de velocidad sin costo adicional, y hay nuevos planes que combinan internet, televisión y telefonía.",
    bodyHtml: `<p>Renovamos nuestro portafolio de internet hogar. A partir de este mes, todos los usuarios con planes de fibra óptica reciben un aumento automático de velocidad, sin cambios en el valor mensual.</p>
<h2>Planes disponibles</h2>
<ul>
<li><strong>Plan Conecta:</strong> internet de 300 megas, ideal para hogares pequeños.</li>
<li><strong>Plan Familia:</strong> internet de 600 megas y televisión con canales nacionales e internacionales.</li>
<li><strong>Plan Total:</strong> internet de 900 megas, televisión y telefonía fija con minutos ilimitados a fijos.</li>
</ul>
<p>El aumento de velocidad se aplica de forma remota. Para aprovecharlo, le recomendamos reiniciar su enrutador. Si tiene un equipo antiguo, es posible que necesite un cambio de enrutador, que no tiene costo.</p>
<p>Consulte precios y condiciones en la sección de <a href="/telecomunicaciones/planes">planes</a>. Recuerde que puede cambiar de plan en cualquier momento sin cláusula de permanencia.</p>`,
    category: "telco",
    tags: ["planes", "internet", "television"],
    daysAgo: 151,
    author: "Gerencia de Telecomunicaciones",
  },
  {
    slug: "ampliamos-la-red-de-acueducto-en-la-zona-rural",
    image: { scene: "vereda", alt: "Ilustración de una tubería de acueducto que baja por las montañas hasta las casas de una vereda" },
    title: "Ampliamos la red de acueducto en veredas de la zona rural occidental",
    summary:
      "Más de 1.100 familias campesinas contarán con agua potable de manera continua gracias a la extensión de redes y a un nuevo tanque de almacenamiento.",
    bodyHtml: `<p>Llevar agua potable a la zona rural es uno de nuestros compromisos. Con este proyecto, extendemos la red de acueducto a cinco veredas del occidente del municipio que hasta ahora se abastecían de nacimientos y acueductos comunitarios sin tratamiento.</p>
<h2>Obras incluidas</h2>
<ul>
<li>Doce kilómetros de nuevas tuberías de conducción y distribución.</li>
<li>Un tanque de almacenamiento con capacidad de 500 metros cúbicos.</li>
<li>Estación de bombeo y sistema de macromedición.</li>
<li>Conexiones domiciliarias con medidor para cada vivienda.</li>
</ul>
<p>El proyecto se construyó de la mano de las juntas de acción comunal y de los acueductos veredales, que seguirán participando en el seguimiento del servicio.</p>
<blockquote>Tener agua potable en la casa cambia la vida de las familias: mejora la salud de los niños y libera tiempo que antes se usaba para acarrear agua.</blockquote>
<p>Las familias beneficiadas recibirán visitas de nuestro equipo social para explicar el uso del medidor y la facturación del servicio.</p>`,
    category: "acueducto-alcantarillado",
    tags: ["acueducto", "zona-rural", "comunidad"],
    daysAgo: 157,
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "alerta-por-fraudes-no-pague-a-falsos-funcionarios",
    image: { scene: "alerta", alt: "Ilustración de un escudo con un signo de advertencia" },
    title: "Alerta por fraudes: no pague a personas que se hagan pasar por funcionarios",
    summary:
      "Hemos recibido reportes de personas que cobran por reconexiones, cambios de medidor o descuentos en la factura en nombre de la empresa. Le explicamos cómo protegerse.",
    bodyHtml: `<p>En las últimas semanas recibimos reportes de usuarios que fueron contactados por personas que dicen trabajar para Empresas Públicas Municipales y que ofrecen descuentos, reconexiones inmediatas o cambios de medidor a cambio de dinero en efectivo o transferencias.</p>
<h2>Tenga en cuenta</h2>
<ul>
<li>Nuestros funcionarios y contratistas <strong>nunca reciben dinero</strong> en las viviendas.</li>
<li>Todos los pagos se hacen en los puntos autorizados o en el portal.</li>
<li>Los técnicos siempre portan carné con foto y usted puede verificar su identidad en la línea gratuita de atención.</li>
<li>No entregamos descuentos por llamadas telefónicas ni por mensajes de redes sociales.</li>
</ul>
<p>Si sospecha de un intento de fraude, no permita el ingreso a su vivienda y comuníquese de inmediato con nosotros y con las autoridades. También puede reportar la situación a través del canal de <a href="/pqrs">PQRS</a>.</p>
<p>Compartir esta información con sus familiares, vecinos y personas mayores ayuda a que nadie caiga en estos engaños.</p>`,
    category: "general",
    tags: ["seguridad", "fraude", "atencion"],
    daysAgo: 163,
    author: "Oficina de Comunicaciones",
  },
  {
    slug: "poda-tecnica-de-arboles-cerca-de-redes-electricas",
    image: { scene: "poda", alt: "Ilustración de un árbol podado junto a postes y cables de energía" },
    title: "Poda técnica de árboles cerca de redes eléctricas: ¿por qué es necesaria?",
    summary:
      "Las ramas que tocan las líneas de energía causan cortes del servicio y pueden generar accidentes. Nuestro programa de poda se hace con criterios ambientales.",
    bodyHtml: `<p>Los árboles son parte fundamental del paisaje y de la calidad del aire del municipio. Sin embargo, cuando sus ramas crecen cerca de las redes eléctricas, pueden provocar cortocircuitos, interrupciones del servicio y riesgos para las personas.</p>
<h2>Una poda responsable</h2>
<p>Nuestro programa de poda técnica se realiza con personal capacitado y con la autorización de la autoridad ambiental. Solo se cortan las ramas necesarias para mantener la distancia de seguridad, buscando conservar la salud y la forma del árbol.</p>
<ul>
<li>Nunca intente podar árboles cercanos a las redes por su cuenta.</li>
<li>No se suba a los árboles que tengan contacto con cables.</li>
<li>Si ve una rama sobre las líneas, repórtela de inmediato.</li>
</ul>
<p>Puede reportar árboles en riesgo en <a href="/reporta-una-falla">Reporta una falla</a>. En algunos casos, la poda requiere una suspensión corta del servicio de energía, que se anunciará en la sección de <a href="/cortes-programados">cortes programados</a>.</p>`,
    category: "energia",
    tags: ["poda", "redes-electricas", "seguridad"],
    daysAgo: 169,
    author: "Gerencia de Energía",
  },
  {
    slug: "mantenimiento-de-la-red-de-telecomunicaciones",
    image: { scene: "fibra", alt: "Ilustración de una torre de telecomunicaciones con una llave de mantenimiento" },
    title: "Mantenimiento de la red de telecomunicaciones para mejorar la estabilidad del servicio",
    summary: "Durante las próximas semanas haremos mantenimiento nocturno en nodos de la red, con interrupciones breves en algunos sectores.",
    bodyHtml: `<p>Para mejorar la estabilidad de los servicios de internet, televisión y telefonía, iniciamos un plan de mantenimiento preventivo en los nodos y equipos de la red de telecomunicaciones.</p>
<h2>¿Qué trabajos se harán?</h2>
<ul>
<li>Actualización del software de los equipos de red.</li>
<li>Cambio de baterías y sistemas de respaldo eléctrico en los nodos.</li>
<li>Revisión y limpieza de conectores de fibra óptica.</li>
</ul>
<p>Los trabajos se programan en horario nocturno, entre las 11:00 p. m. y las 4:00 a. m., para afectar lo menos posible a los usuarios. En cada sector la interrupción no debería superar las dos horas.</p>
<p>Consulte las zonas y fechas en la sección de <a href="/cortes-programados">cortes programados</a>. Si después del mantenimiento su servicio no se restablece, reinicie el enrutador y, si el problema continúa, repórtelo en <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    category: "telco",
    tags: ["mantenimiento", "red", "internet"],
    daysAgo: 175,
    author: "Gerencia de Telecomunicaciones",
  },
];

export const SEED_CUTS: readonly SeedCut[] = [
  {
    slug: "suspension-energia-el-centro-redes-media-tension",
    image: { scene: "corte-energia", alt: "Ilustración de postes de energía con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de energía en El Centro y La Floresta",
    summary: "Realizaremos mantenimiento de las redes de media tensión que alimentan los barrios El Centro y La Floresta.",
    bodyHtml: `<p>Para mejorar la confiabilidad del servicio, nuestras cuadrillas harán el cambio de aisladores y crucetas en el circuito de media tensión que atiende los barrios El Centro, La Floresta y sectores vecinos.</p>
<p>Le recomendamos <strong>desconectar los electrodomésticos y equipos sensibles</strong> antes de la hora de inicio y conectarlos de nuevo cuando el servicio se restablezca. Si en su hogar hay personas que dependen de equipos médicos eléctricos, prevea una fuente alterna de energía.</p>
<p>Si al terminar el horario anunciado aún no tiene servicio, comuníquese con la línea gratuita de atención o repórtelo en <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "energia",
    zones: ["El Centro", "La Floresta"],
    startDayOffset: -14,
    startHour: 8,
    durationHours: 8,
    reason: "Cambio de aisladores y crucetas en el circuito de media tensión.",
    tags: ["energia", "mantenimiento", "el-centro"],
    author: "Gerencia de Energía",
  },
  {
    slug: "suspension-acueducto-el-jardin-la-dorada-tuberia-matriz",
    image: { scene: "corte-acueducto", alt: "Ilustración de una tubería de acueducto con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de acueducto en El Jardín y La Dorada",
    summary: "Repararemos una tubería matriz en horario nocturno para afectar lo menos posible a los usuarios de los barrios El Jardín y La Dorada.",
    bodyHtml: `<p>Nuestro equipo reparará un tramo de la tubería matriz que abastece los barrios El Jardín y La Dorada. Los trabajos se harán en la noche para reducir las molestias a las familias y al comercio del sector.</p>
<p>Le recomendamos <strong>almacenar agua potable</strong> en recipientes limpios y tapados para cubrir sus necesidades básicas durante la suspensión. Al restablecerse el servicio, el agua puede salir con algo de turbiedad: deje correr la llave unos minutos antes de consumirla.</p>
<p>Para cualquier novedad, comuníquese con la línea gratuita de atención o use <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "acueducto",
    zones: ["El Jardín", "La Dorada"],
    startDayOffset: -11,
    startHour: 21,
    durationHours: 8,
    reason: "Reparación de un tramo de la tubería matriz de distribución.",
    tags: ["acueducto", "reparacion", "el-jardin"],
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "suspension-energia-veredas-el-topacio-puente-tierra-cambio-de-postes",
    image: { scene: "corte-energia", alt: "Ilustración de postes de energía con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de energía en las veredas El Topacio y Puente Tierra",
    summary: "Cambiaremos postes y redes de baja tensión deterioradas en las veredas El Topacio y Puente Tierra.",
    bodyHtml: `<p>Reemplazaremos postes de concreto que presentan deterioro y renovaremos las redes de baja tensión que alimentan viviendas y fincas de las veredas El Topacio y Puente Tierra. Estos trabajos reducen el riesgo de accidentes y de interrupciones imprevistas.</p>
<p>Durante la suspensión, <strong>desconecte neveras, computadores y televisores</strong> para protegerlos de variaciones de tensión al restablecerse el servicio. Evite el uso de velas encendidas sin supervisión.</p>
<p>Si después del horario anunciado el servicio no ha regresado, informe en la línea gratuita de atención o en <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "energia",
    zones: ["Vereda El Topacio", "Vereda Puente Tierra"],
    startDayOffset: -9,
    startHour: 9,
    durationHours: 6,
    reason: "Reposición de postes y redes de baja tensión deterioradas.",
    tags: ["energia", "redes", "zona-rural"],
    author: "Gerencia de Energía",
  },
  {
    slug: "restriccion-alcantarillado-barrio-obrero-reposicion-de-colector",
    image: { scene: "corte-alcantarillado", alt: "Ilustración de una tapa de alcantarilla con un cono y un aviso de trabajos programados" },
    title: "Restricción del servicio de alcantarillado en el barrio Obrero por reposición de colector",
    summary: "Mientras se reemplaza un tramo del colector principal, le pedimos reducir el vertimiento de aguas a la red en los sectores indicados.",
    bodyHtml: `<p>Reemplazaremos un tramo del colector de aguas residuales que recoge las descargas de los barrios Obrero y San Vicente. Durante los trabajos, el flujo en la red se desviará de forma temporal y su capacidad será limitada.</p>
<p>Le recomendamos <strong>reducir el uso de lavadoras, duchas largas y descargas de sanitario</strong> en el horario de la restricción, y no arrojar residuos sólidos ni grasas a los desagües. Así evitamos reboses en las viviendas y en la vía pública.</p>
<p>Si observa un rebose de aguas residuales, repórtelo de inmediato en la línea gratuita de atención o en <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "alcantarillado",
    zones: ["Obrero", "San Vicente"],
    startDayOffset: -6,
    startHour: 7,
    durationHours: 10,
    reason: "Reposición de un tramo del colector de aguas residuales.",
    tags: ["alcantarillado", "obras", "obrero"],
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "suspension-energia-balcones-del-embalse-cambio-de-transformador",
    image: { scene: "corte-energia", alt: "Ilustración de postes de energía con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de energía en Balcones del Embalse",
    summary: "Instalaremos un transformador de mayor capacidad para atender el aumento de la demanda en el sector.",
    bodyHtml: `<p>Reemplazaremos un transformador de distribución por uno de mayor capacidad, con el fin de atender el crecimiento de la demanda de energía en la parcelación Balcones del Embalse y sus cabañas turísticas.</p>
<p>Le recomendamos <strong>apagar y desconectar los equipos electrónicos</strong> antes del inicio de la suspensión. Los hoteles y cabañas deben informar a sus huéspedes y prever la conservación de alimentos refrigerados.</p>
<p>Ante cualquier inconveniente, comuníquese con la línea gratuita de atención o repórtelo en <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "energia",
    zones: ["Balcones del Embalse"],
    startDayOffset: -4,
    startHour: 10,
    durationHours: 5,
    reason: "Cambio de transformador de distribución por uno de mayor capacidad.",
    tags: ["energia", "transformador", "balcones-del-embalse"],
    author: "Gerencia de Energía",
  },
  {
    slug: "suspension-acueducto-los-pinos-empalme-de-tuberia",
    image: { scene: "corte-acueducto", alt: "Ilustración de una tubería de acueducto con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de acueducto en Los Pinos y Villa Nueva",
    summary: "Conectaremos una nueva tubería de distribución a la red existente en los barrios Los Pinos y Villa Nueva.",
    bodyHtml: `<p>Como parte del plan de renovación de redes, haremos el empalme de una nueva tubería de distribución con la red existente en los barrios Los Pinos y Villa Nueva. Este trabajo mejorará la presión y la continuidad del servicio en el sector.</p>
<p>Le sugerimos <strong>almacenar agua suficiente</strong> para cocinar, beber y para el aseo básico. También es un buen momento para lavar el tanque de almacenamiento de su vivienda o edificio.</p>
<p>Cuando el servicio regrese, deje correr el agua unos minutos. Si tiene algún problema, comuníquese con la línea gratuita de atención o use <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "acueducto",
    zones: ["Los Pinos", "Villa Nueva"],
    startDayOffset: -2,
    startHour: 8,
    durationHours: 9,
    reason: "Empalme de una nueva tubería de distribución con la red existente.",
    tags: ["acueducto", "renovacion", "los-pinos"],
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "mantenimiento-red-telco-el-centro-el-jardin",
    image: { scene: "corte-telco", alt: "Ilustración de una torre de telecomunicaciones con un cono y un aviso de mantenimiento programado" },
    title: "Mantenimiento de la red de internet y televisión en El Centro y El Jardín",
    summary: "Actualizaremos los equipos de un nodo de fibra óptica. Los servicios de internet, televisión y telefonía tendrán interrupciones breves.",
    bodyHtml: `<p>Haremos la actualización de software y el cambio de baterías de respaldo en un nodo de la red de fibra óptica que atiende los barrios El Centro y El Jardín. El trabajo se hará en la noche para afectar lo menos posible a los usuarios.</p>
<p>Durante la ventana de mantenimiento, los servicios de <strong>internet, televisión y telefonía fija</strong> podrán presentar interrupciones. Si tiene tareas o reuniones importantes, le recomendamos programarlas fuera de este horario.</p>
<p>Al terminar, reinicie su enrutador si el servicio no se restablece por sí solo. Si el problema continúa, repórtelo en <a href="/reporta-una-falla">Reporta una falla</a> o en la línea gratuita de atención.</p>`,
    service: "telco",
    zones: ["El Centro", "El Jardín"],
    startDayOffset: -1,
    startHour: 22,
    durationHours: 4,
    reason: "Actualización de software y cambio de baterías en un nodo de fibra óptica.",
    tags: ["telco", "mantenimiento", "fibra-optica"],
    author: "Gerencia de Telecomunicaciones",
  },
  {
    slug: "suspension-energia-veredas-camelias-la-esperanza-mantenimiento-circuito",
    image: { scene: "corte-energia", alt: "Ilustración de postes de energía con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de energía en las veredas Camelias y La Esperanza",
    summary: "Haremos mantenimiento preventivo del circuito rural que alimenta las veredas Camelias y La Esperanza.",
    bodyHtml: `<p>Nuestras cuadrillas realizarán mantenimiento preventivo en el circuito rural que atiende las veredas Camelias y La Esperanza: ajuste de conexiones, cambio de seccionadores y poda de ramas cercanas a las redes.</p>
<p>Le recomendamos <strong>desconectar los aparatos eléctricos</strong> durante la suspensión y conservar cerrada la nevera para mantener el frío de los alimentos. Las fincas y los negocios que manejan productos refrigerados deben tomar previsiones.</p>
<p>Si el servicio no regresa en el horario anunciado, comuníquese con la línea gratuita de atención o use <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "energia",
    zones: ["Vereda Camelias", "Vereda La Esperanza"],
    startDayOffset: 0,
    startHour: 8,
    durationHours: 7,
    reason: "Mantenimiento preventivo del circuito de distribución del sector.",
    tags: ["energia", "mantenimiento", "zona-rural"],
    author: "Gerencia de Energía",
  },
  {
    slug: "suspension-acueducto-la-dorada-el-recreo-valvulas",
    image: { scene: "corte-acueducto", alt: "Ilustración de una tubería de acueducto con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de acueducto en La Dorada y El Recreo",
    summary: "Cambiaremos válvulas de control en la red de distribución que abastece los barrios La Dorada y El Recreo.",
    bodyHtml: `<p>Reemplazaremos válvulas de control que ya cumplieron su vida útil en la red de distribución de los barrios La Dorada y El Recreo. Con este cambio podremos sectorizar mejor la red y atender futuras reparaciones afectando a menos usuarios.</p>
<p>Por favor, <strong>almacene agua potable</strong> en recipientes limpios y tapados antes de la hora de inicio. Evite lavar ropa o vehículos mientras el servicio se normaliza por completo.</p>
<p>Si después del horario anunciado no tiene servicio o nota baja presión, comuníquese con la línea gratuita de atención o use <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "acueducto",
    zones: ["La Dorada", "El Recreo"],
    startDayOffset: 0,
    startHour: 13,
    durationHours: 6,
    reason: "Cambio de válvulas de control en la red de distribución.",
    tags: ["acueducto", "valvulas", "la-dorada"],
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "suspension-programada-energia-casco-urbano-subestacion",
    image: { scene: "corte-energia", alt: "Ilustración de postes de energía con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de energía en el casco urbano",
    summary: "Realizaremos mantenimiento preventivo en la subestación San Rafael. Varios barrios del casco urbano estarán sin energía durante la jornada.",
    bodyHtml: `<p>Haremos el mantenimiento preventivo de los equipos de la subestación San Rafael: revisión de interruptores, pruebas a los transformadores de potencia y limpieza de aisladores. Este trabajo es necesario para garantizar un servicio confiable en los próximos años.</p>
<p>Le recomendamos <strong>desenchufar los electrodomésticos y equipos sensibles</strong> antes de la hora de inicio, mantener cerrada la nevera y tener a mano una linterna. Si en su hogar hay personas que dependen de equipos médicos, prevea una fuente alterna de energía.</p>
<p>El servicio podría restablecerse antes del horario anunciado, por lo que debe tratar todas las redes como energizadas. Si al final de la jornada no tiene servicio, comuníquese con la línea gratuita de atención o repórtelo en <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "energia",
    zones: ["El Centro", "El Jardín", "Obrero", "San Vicente"],
    startDayOffset: 2,
    startHour: 7,
    durationHours: 9,
    reason: "Mantenimiento preventivo de la subestación San Rafael.",
    tags: ["energia", "subestacion", "casco-urbano"],
    author: "Gerencia de Energía",
  },
  {
    slug: "suspension-acueducto-santa-ana-los-alamos-tanque",
    image: { scene: "corte-acueducto", alt: "Ilustración de una tubería de acueducto con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de acueducto en Santa Ana y Los Álamos",
    summary: "Lavaremos y desinfectaremos el tanque de almacenamiento de Santa Ana, que abastece los barrios Santa Ana y Los Álamos.",
    bodyHtml: `<p>Como parte del programa de mantenimiento, haremos el lavado y la desinfección del tanque de almacenamiento de Santa Ana, que surte de agua a los barrios Santa Ana y Los Álamos. Esta labor garantiza que el agua mantenga su calidad hasta llegar a su hogar.</p>
<p>Le recomendamos <strong>almacenar agua</strong> para las necesidades básicas de su familia y usarla con moderación durante la suspensión. Al regresar el servicio, deje correr la llave unos minutos antes de consumirla.</p>
<p>Para cualquier inquietud, comuníquese con la línea gratuita de atención o use <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "acueducto",
    zones: ["Santa Ana", "Los Álamos"],
    startDayOffset: 4,
    startHour: 6,
    durationHours: 12,
    reason: "Lavado y desinfección del tanque de almacenamiento del sector.",
    tags: ["acueducto", "tanques", "santa-ana"],
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "suspension-energia-veredas-quebradona-el-silencio-poda-de-arboles",
    image: { scene: "corte-energia", alt: "Ilustración de postes de energía con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de energía en las veredas Quebradona y El Silencio",
    summary: "Haremos poda técnica de árboles cercanos a las redes eléctricas y ajustes en el circuito que atiende ambas veredas.",
    bodyHtml: `<p>Con autorización de la autoridad ambiental, realizaremos poda técnica de árboles cuyas ramas están en contacto con las redes de energía a lo largo de la vía a las veredas Quebradona y El Silencio. Aprovecharemos la suspensión para ajustar conexiones en el circuito.</p>
<p>Le pedimos <strong>desconectar los equipos eléctricos</strong>, no estacionar vehículos debajo de los árboles intervenidos y respetar la señalización de la zona de trabajo.</p>
<p>Si el servicio no regresa al final del horario anunciado, comuníquese con la línea gratuita de atención o repórtelo en <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "energia",
    zones: ["Vereda Quebradona", "Vereda El Silencio"],
    startDayOffset: 6,
    startHour: 9,
    durationHours: 4,
    reason: "Poda técnica de árboles en contacto con las redes eléctricas.",
    tags: ["energia", "poda", "zona-rural"],
    author: "Gerencia de Energía",
  },
  {
    slug: "restriccion-alcantarillado-la-floresta-limpieza-de-redes",
    image: { scene: "corte-alcantarillado", alt: "Ilustración de una tapa de alcantarilla con un cono y un aviso de trabajos programados" },
    title: "Restricción del servicio de alcantarillado en La Floresta por limpieza de redes",
    summary: "Limpiaremos con equipos de succión las redes de alcantarillado de los barrios La Floresta y El Centro.",
    bodyHtml: `<p>Realizaremos la limpieza de las redes de alcantarillado con equipos de succión y presión para retirar sedimentos, grasas y residuos acumulados. Esta labor previene taponamientos y reboses, especialmente en temporada de lluvias.</p>
<p>Durante la restricción, <strong>reduzca el uso de agua</strong> en lavadoras, duchas y lavaplatos, y no arroje grasas ni residuos a los desagües. Es posible que se perciban olores temporales en la zona de trabajo.</p>
<p>Si observa un rebose o un hundimiento en la vía, repórtelo en la línea gratuita de atención o en <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "alcantarillado",
    zones: ["La Floresta", "El Centro"],
    startDayOffset: 8,
    startHour: 8,
    durationHours: 6,
    reason: "Limpieza preventiva de redes de alcantarillado con equipos de succión.",
    tags: ["alcantarillado", "limpieza", "la-floresta"],
    author: "Gerencia de Agua y Saneamiento",
  },
  {
    slug: "suspension-energia-corregimiento-el-alto-traslado-de-circuito",
    image: { scene: "corte-energia", alt: "Ilustración de postes de energía con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de energía en el corregimiento El Alto",
    summary:
      "Trasladaremos parte de la carga del sector a un nuevo circuito para mejorar la calidad del servicio en el corregimiento El Alto y la vereda La Cumbre.",
    bodyHtml: `<p>Haremos maniobras de traslado de carga hacia un nuevo circuito de distribución que atenderá el corregimiento El Alto y la vereda La Cumbre. Con este cambio se reducen las sobrecargas y mejora la calidad de la tensión en las viviendas.</p>
<p>Le recomendamos <strong>desconectar electrodomésticos y equipos sensibles</strong> antes de la hora de inicio y conectarlos de nuevo de forma gradual cuando regrese el servicio.</p>
<p>Si al terminar la jornada el servicio no se ha restablecido, comuníquese con la línea gratuita de atención o use <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "energia",
    zones: ["Corregimiento El Alto", "Vereda La Cumbre"],
    startDayOffset: 11,
    startHour: 8,
    durationHours: 6,
    reason: "Traslado de carga a un nuevo circuito de distribución.",
    tags: ["energia", "circuito", "el-alto"],
    author: "Gerencia de Energía",
  },
  {
    slug: "suspension-acueducto-el-recreo-villa-nueva-renovacion-de-acometidas",
    image: { scene: "corte-acueducto", alt: "Ilustración de una tubería de acueducto con un cono y un aviso de corte programado" },
    title: "Suspensión programada del servicio de acueducto en El Recreo y Villa Nueva",
    summary: "Renovaremos acometidas y conectaremos nuevos tramos de red en los barrios El Recreo y Villa Nueva.",
    bodyHtml: `<p>Continuamos con la renovación de redes de acueducto en los barrios El Recreo y Villa Nueva. En esta etapa conectaremos nuevos tramos de tubería y cambiaremos las acometidas domiciliarias de varias cuadras.</p>
<p>Le recomendamos <strong>almacenar agua</strong> en recipientes limpios y tapados, y aprovechar la suspensión para revisar el estado de su tanque de almacenamiento. Al volver el servicio, el agua puede salir con aire o turbiedad durante algunos minutos.</p>
<p>Si tiene alguna inquietud o si el servicio no regresa en el horario anunciado, comuníquese con la línea gratuita de atención o use <a href="/reporta-una-falla">Reporta una falla</a>.</p>`,
    service: "acueducto",
    zones: ["El Recreo", "Villa Nueva"],
    startDayOffset: 14,
    startHour: 7,
    durationHours: 10,
    reason: "Renovación de acometidas y conexión de nuevos tramos de red.",
    tags: ["acueducto", "renovacion", "el-recreo"],
    author: "Gerencia de Agua y Saneamiento",
  },
];
