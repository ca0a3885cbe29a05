/**
 * Open data (issue 35 §3, Res. MinTIC 1519 de 2020 Anexo 4): the datasets the portal publishes, as
 * data shared by the server (which writes /data.json, the CSV and JSON distributions and each data
 * dictionary from live data) and the SPA (whose /datos-abiertos page lists them, prerendered). No
 * DOM, no Node, no heavy imports: the page's chunk carries this file.
 */
import { CONTINUITY_COLUMNS } from "./continuity";

/** The types of a column, as Frictionless Table Schema names them (https://specs.frictionlessdata.io/table-schema/). */
export type ColumnType = "string" | "integer" | "number" | "boolean" | "date" | "datetime" | "yearmonth";

/** One column of a dataset: what its data dictionary says about it. */
export interface DatasetColumn {
  name: string;
  type: ColumnType;
  description: string;
  /** The unit of a figure (COP/kWh, días hábiles…), null for text, codes and dates. */
  unit: string | null;
}

export const OPEN_DATASET_IDS = [
  "tarifas-mensuales",
  "cortes-programados",
  "estadisticas-pqrs",
  "visitas-portal",
  "inventario-documentos",
  "continuidad-servicio",
] as const;
export type OpenDatasetId = (typeof OPEN_DATASET_IDS)[number];

/** A dataset of the catalogue: its metadata (Project Open Data 1.1 names in comments) and its columns. */
export interface OpenDataset {
  id: OpenDatasetId;
  /** title */
  title: string;
  /** description */
  description: string;
  /** keyword */
  keywords: readonly string[];
  /** accrualPeriodicity: an ISO 8601 repeating duration, or "irregular". */
  accrualPeriodicity: string;
  /** The same, for people. */
  frequency: string;
  /** theme */
  theme: string;
  /** When `modified` moves, for people (the page and docs/opendata.md). */
  modifiedRule: string;
  columns: readonly DatasetColumn[];
}

/** The licence of every dataset (the /openData page and the copyright policy name it). */
export const OPEN_DATA_LICENSE = {
  name: "Creative Commons Atribución 4.0 Internacional (CC BY 4.0)",
  url: "https://creativecommons.org/licenses/by/4.0/",
} as const;

/** Who answers for the datasets (contactPoint): the transparency office's mailbox. */
export const OPEN_DATA_CONTACT = { name: "Datos abiertos, Secretaría General", email: "transparencia@emsp.example" } as const;

/** Where the datasets and their dictionaries are served, from the site root. */
export const OPEN_DATA_PATHS = {
  catalog: "/data.json",
  page: "/datos-abiertos",
  csv: (id: OpenDatasetId) => `/datos-abiertos/${id}.csv`,
  json: (id: OpenDatasetId) => `/datos-abiertos/${id}.json`,
  dictionary: (id: OpenDatasetId) => `/datos-abiertos/${id}/diccionario.json`,
  dictionaryCsv: (id: OpenDatasetId) => `/datos-abiertos/${id}/diccionario.csv`,
} as const;

/** The columns of a data dictionary as CSV (diccionario.csv). */
export const DICTIONARY_CSV_HEADER = ["nombre", "tipo", "descripcion", "unidad"] as const;

/** Project Open Data 1.1: the addresses a catalogue names. */
export const POD = {
  context: "https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld",
  conformsTo: "https://project-open-data.cio.gov/v1.1/schema",
  describedBy: "https://project-open-data.cio.gov/v1.1/schema/catalog.json",
} as const;

/** The identifier of a dataset in /data.json: the product's slug and the dataset's id. */
export function datasetIdentifier(productSlug: string, id: OpenDatasetId): string {
  return `${productSlug}-${id}`;
}

/** A column as a dataset declares it: name, type, description and, for a figure, its unit. */
type ColumnSpec = readonly [name: string, type: ColumnType, description: string, unit?: string];

/** A dataset from what sets it apart: its metadata and its columns (a column without a unit has null). */
function dataset(id: OpenDatasetId, meta: Omit<OpenDataset, "id" | "columns">, columns: readonly ColumnSpec[]): OpenDataset {
  return { id, ...meta, columns: columns.map(([name, type, description, unit = null]) => ({ name, type, description, unit })) };
}

const ENERGY_PARTS: readonly (readonly [string, string])[] = [
  ["g", "generación (G)"],
  ["t", "transmisión (T)"],
  ["d", "distribución (D)"],
  ["cv", "comercialización (Cv)"],
  ["pr", "pérdidas reconocidas (PR)"],
  ["r", "restricciones (R)"],
  ["cu", "costo unitario de prestación del servicio (CU), la suma de los seis componentes"],
];

/** The tariff columns: the month, its version, then every published figure. */
const TARIFF_COLUMNS: readonly ColumnSpec[] = [
  ["mes", "yearmonth", "Mes al que se aplica la tarifa (AAAA-MM)."],
  ["version", "integer", "Versión de la publicación del mes: 1 es la primera; una corrección es una versión nueva con su motivo."],
  ["vigente", "boolean", "true si es la última versión del mes, la que se aplica; false si fue corregida por una posterior."],
  ["publicada", "datetime", "Fecha y hora de publicación de la versión (ISO 8601, UTC)."],
  ["origen", "string", "Quién la publicó: inicial (tarifas anteriores al portal), administrador o importacion (sistema de facturación)."],
  ["motivo", "string", "Motivo de la corrección; vacío en una primera versión."],
  ...[1, 2, 3].flatMap((level) =>
    ENERGY_PARTS.map(([k, label]) => [`energia_nivel${level}_${k}`, "number", `Energía, nivel de tensión ${level}: ${label}.`, "COP/kWh"] as const),
  ),
  [
    "acueducto_cargo_fijo",
    "number",
    "Acueducto: cargo fijo de referencia (estrato 4; los demás estratos y usos aplican subsidios o contribuciones de ley).",
    "COP/mes",
  ],
  ["acueducto_consumo", "number", "Acueducto: cargo por consumo de referencia (estrato 4).", "COP/m³"],
  ["alcantarillado_cargo_fijo", "number", "Alcantarillado: cargo fijo de referencia (estrato 4).", "COP/mes"],
  ["alcantarillado_consumo", "number", "Alcantarillado: cargo por consumo de referencia (estrato 4).", "COP/m³"],
];

/** Every dataset of the catalogue, in the order /data.json and the page list them. */
export const OPEN_DATASETS: readonly OpenDataset[] = [
  dataset(
    "tarifas-mensuales",
    {
      title: "Tarifas mensuales de energía, acueducto y alcantarillado",
      description:
        "Tarifas publicadas cada mes: el costo unitario de energía y sus componentes por nivel de tensión, y los cargos de referencia de acueducto y alcantarillado. Incluye todas las versiones de cada mes: una corrección nunca borra la publicación anterior.",
      keywords: ["tarifas", "energía", "acueducto", "alcantarillado", "costo unitario", "servicios públicos"],
      accrualPeriodicity: "R/P1M",
      frequency: "Mensual",
      theme: "Servicios públicos",
      modifiedRule: "Cambia cuando se publica la tarifa de un mes o la corrección de uno ya publicado.",
    },
    TARIFF_COLUMNS,
  ),
  dataset(
    "cortes-programados",
    {
      title: "Cortes programados del servicio",
      description:
        "Suspensiones programadas de energía, acueducto, alcantarillado y telecomunicaciones anunciadas en el portal: servicio, barrios o sectores afectados, inicio, fin y motivo. Incluye los cortes pasados y los próximos.",
      keywords: ["cortes programados", "suspensiones", "mantenimiento", "energía", "acueducto", "barrios"],
      accrualPeriodicity: "irregular",
      frequency: "Cada vez que se anuncia, cambia o retira un corte",
      theme: "Servicios públicos",
      modifiedRule: "Cambia cuando se publica, modifica, reprograma o retira un corte programado.",
    },
    [
      ["id", "string", "Identificador del aviso del corte."],
      ["titulo", "string", "Título del aviso."],
      ["servicio", "string", "Servicio suspendido: energia, acueducto, alcantarillado o telco."],
      ["zonas", "string", "Barrios, veredas o sectores afectados, separados por punto y coma."],
      ["inicio", "datetime", "Inicio programado del corte (ISO 8601, UTC)."],
      ["fin", "datetime", "Fin programado del corte (ISO 8601, UTC)."],
      ["duracion_horas", "number", "Duración programada.", "horas"],
      ["motivo", "string", "Motivo del corte (mantenimiento, obras, reparación…)."],
      ["publicado", "datetime", "Fecha y hora en que el aviso se hizo público (ISO 8601, UTC)."],
      ["actualizado", "datetime", "Última modificación del aviso (ISO 8601, UTC)."],
      ["enlace", "string", "Dirección del aviso en el portal."],
    ],
  ),
  dataset(
    "estadisticas-pqrs",
    {
      title: "Estadísticas de PQRS por mes, tipo y servicio",
      description:
        "Peticiones, quejas, reclamos, sugerencias, denuncias, solicitudes de información y consultas radicadas cada mes, por tipo y servicio: cuántas se respondieron, cuántas a tiempo y en cuántos días hábiles en promedio. Solo cifras agregadas, sin datos de las personas.",
      keywords: ["PQRS", "peticiones", "quejas", "reclamos", "atención al usuario", "transparencia"],
      accrualPeriodicity: "R/P1D",
      frequency: "Diaria (cada PQRS radicada o respondida se refleja al momento)",
      theme: "Atención al ciudadano",
      modifiedRule: "Cambia cuando se radica o se responde una PQRS.",
    },
    [
      ["mes", "yearmonth", "Mes de radicación, en hora de Colombia (AAAA-MM)."],
      ["tipo", "string", "Tipo de solicitud: peticion, queja, reclamo, sugerencia, denuncia, informacion o consulta."],
      ["servicio", "string", "Servicio: energia, acueducto, alcantarillado, telecomunicaciones o general."],
      ["radicadas", "integer", "Solicitudes radicadas en el mes.", "solicitudes"],
      ["respondidas", "integer", "De ellas, las que ya tienen respuesta.", "solicitudes"],
      ["respondidas_a_tiempo", "integer", "De las respondidas, las que se respondieron hasta la fecha límite (con su prórroga, si la hubo).", "solicitudes"],
      ["sin_respuesta", "integer", "Radicadas que aún no tienen respuesta.", "solicitudes"],
      [
        "promedio_dias_habiles",
        "number",
        "Días hábiles promedio entre la radicación y la respuesta de las respondidas (sin sábados, domingos ni festivos); vacío si ninguna se ha respondido.",
        "días hábiles",
      ],
    ],
  ),
  dataset(
    "visitas-portal",
    {
      title: "Visitas diarias a las páginas del portal",
      description:
        "Vistas de página, visitantes, entradas y rebotes por día y página, contados por el propio portal. Solo conteos agregados, nunca datos de una visita o de una persona; las direcciones que no son páginas del portal se suman en una sola fila.",
      keywords: ["métricas", "visitas", "portal web", "páginas vistas", "gobierno digital"],
      accrualPeriodicity: "R/P1D",
      frequency: "Diaria (días completos, hora de Colombia)",
      theme: "Gobierno digital",
      modifiedRule: "Cambia cada día, cuando termina el día anterior y sus visitas quedan contadas.",
    },
    [
      ["fecha", "date", "Día, en hora de Colombia (AAAA-MM-DD)."],
      ["pagina", "string", "Dirección de la página; «(otras direcciones)» suma las que no son páginas públicas del portal."],
      ["vistas", "integer", "Páginas vistas.", "vistas"],
      ["visitantes", "integer", "Visitantes únicos de la página en el día (una pestaña cuenta una vez por página).", "visitantes"],
      ["entradas", "integer", "Visitas que empezaron en la página.", "visitas"],
      ["rebotes", "integer", "Visitas que empezaron en la página y no vieron ninguna otra.", "visitas"],
    ],
  ),
  dataset(
    "inventario-documentos",
    {
      title: "Inventario de documentos publicados",
      description:
        "Todos los documentos publicados en la biblioteca de transparencia: título, sección del menú de transparencia, fecha, periodo, área responsable, formato y su dirección estable. Las versiones reemplazadas siguen listadas, con la que las reemplaza.",
      keywords: ["transparencia", "documentos", "Ley 1712 de 2014", "índice de información", "publicaciones"],
      accrualPeriodicity: "irregular",
      frequency: "Cada vez que se publica, reemplaza o retira un documento",
      theme: "Transparencia",
      modifiedRule: "Cambia cuando se publica, reemplaza, edita o retira un documento.",
    },
    [
      ["id", "string", "Identificador del documento."],
      ["titulo", "string", "Título."],
      ["descripcion", "string", "Descripción del contenido."],
      ["seccion", "integer", "Sección del menú de transparencia (1 a 9, Res. MinTIC 1519 de 2020, Anexo 2)."],
      ["seccion_nombre", "string", "Nombre de la sección."],
      ["fecha_documento", "date", "Fecha del documento (AAAA-MM-DD)."],
      ["periodo_inicio", "date", "Inicio del periodo que cubre, si aplica."],
      ["periodo_fin", "date", "Fin del periodo que cubre, si aplica."],
      ["area", "string", "Dependencia responsable de la información."],
      ["formato", "string", "Formato del archivo: PDF, CSV, XLSX o DOCX."],
      ["idioma", "string", "Idioma (ISO 639-1)."],
      ["estado", "string", "vigente, o reemplazado si una versión posterior lo reemplaza."],
      ["reemplaza_a", "string", "Identificador del documento que esta versión reemplaza, si lo hay."],
      ["reemplazado_por", "string", "Identificador de la versión que lo reemplaza, si lo hay."],
      ["tamano", "integer", "Tamaño del archivo.", "bytes"],
      ["sha256", "string", "Huella SHA-256 del archivo, para comprobar que no ha cambiado."],
      ["publicado", "datetime", "Fecha y hora de publicación (ISO 8601, UTC)."],
      ["enlace", "string", "Dirección estable del archivo."],
    ],
  ),
  {
    // Issue 36 §5: the columns are the continuity module's own (the API's CSV has the same ones).
    id: "continuidad-servicio",
    title: "Indicadores de continuidad del servicio por mes",
    description:
      "SAIDI y SAIFI de energía y horas sin servicio por usuario de acueducto, alcantarillado y telecomunicaciones, por mes y servicio, calculados con los daños no programados registrados en el portal y los usuarios de cada servicio. Cálculo propio del portal: no reemplaza los indicadores oficiales reportados a la CREG y al SUI.",
    keywords: ["SAIDI", "SAIFI", "continuidad", "calidad del servicio", "interrupciones", "daños", "energía", "acueducto"],
    accrualPeriodicity: "R/P1D",
    frequency: "Diaria (cada daño abierto, actualizado o restablecido se refleja al momento; el mes en curso crece mientras haya un daño abierto)",
    theme: "Servicios públicos",
    modifiedRule: "Cambia cuando se abre, actualiza o restablece un daño, o se registra un contrato; mientras un daño sigue abierto, a cada minuto.",
    columns: CONTINUITY_COLUMNS,
  },
];

/** A dataset by its id. */
export function openDataset(id: string): OpenDataset | undefined {
  return OPEN_DATASETS.find((d) => d.id === id);
}

/** What the /datos-abiertos page reads of /data.json: each dataset's identifier and last change. */
export interface CatalogDates {
  dataset: readonly { identifier: string; modified: string }[];
}
