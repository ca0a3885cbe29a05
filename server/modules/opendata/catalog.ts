import { ENTITY_CONTACT } from "../../../src/shared/entity";
import {
  datasetIdentifier,
  DICTIONARY_CSV_HEADER,
  OPEN_DATA_CONTACT,
  OPEN_DATA_LICENSE,
  OPEN_DATA_PATHS,
  OPEN_DATASETS,
  POD,
  type DatasetColumn,
  type OpenDataset,
  type OpenDatasetId,
} from "../../../src/shared/opendata";
import { csvCell } from "../../http/csv";
import type { Cell } from "./datasets";

/** When the catalogue was first published: the `modified` of a dataset that has no data yet. */
export const OPEN_DATA_SINCE = new Date("2026-11-29T00:00:00Z");

/** What the catalogue needs of the deployment. */
export interface CatalogSite {
  publicUrl: string;
  productSlug: string;
  /** The entity (publisher.name). */
  brandLongName: string;
}

/** ISO 8601 to the second, UTC (Project Open Data's `modified` pattern takes it). */
export const isoSecond = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * The two formats every dataset is served in: what the catalogue calls them (format, mediaType) and
 * how they are sent (a CSV is saved as a file, a JSON shown where it opens).
 */
export const DISTRIBUTION_FORMATS = {
  csv: { format: "CSV", mediaType: "text/csv", contentType: "text/csv; charset=utf-8; header=present", disposition: "attachment" },
  json: { format: "JSON", mediaType: "application/json", contentType: "application/json; charset=utf-8", disposition: "inline" },
} as const;
export type DistributionFormat = keyof typeof DISTRIBUTION_FORMATS;

/** One dataset entry of /data.json (Project Open Data 1.1, dcat:Dataset). */
function datasetEntry(site: CatalogSite, d: OpenDataset, modified: Date) {
  const url = (p: string) => `${site.publicUrl}${p}`;
  // The dataset and each of its distributions name the same dictionary.
  const dictionary = { describedBy: url(OPEN_DATA_PATHS.dictionary(d.id)), describedByType: DISTRIBUTION_FORMATS.json.mediaType };
  return {
    "@type": "dcat:Dataset",
    title: d.title,
    description: d.description,
    keyword: [...d.keywords],
    modified: isoSecond(modified),
    publisher: { "@type": "org:Organization", name: site.brandLongName },
    contactPoint: { "@type": "vcard:Contact", fn: OPEN_DATA_CONTACT.name, hasEmail: `mailto:${OPEN_DATA_CONTACT.email}` },
    identifier: datasetIdentifier(site.productSlug, d.id),
    accessLevel: "public",
    license: OPEN_DATA_LICENSE.url,
    rights: `Datos públicos (Ley 1712 de 2014), de libre uso con atribución: ${OPEN_DATA_LICENSE.name}.`,
    accrualPeriodicity: d.accrualPeriodicity,
    spatial: ENTITY_CONTACT.city,
    language: ["es-CO"],
    theme: [d.theme],
    landingPage: `${url(OPEN_DATA_PATHS.page)}#${d.id}`,
    ...dictionary,
    distribution: (["csv", "json"] as const).map((f) => {
      const { format, mediaType } = DISTRIBUTION_FORMATS[f];
      return { "@type": "dcat:Distribution", title: `${d.title} (${format})`, downloadURL: url(OPEN_DATA_PATHS[f](d.id)), mediaType, format, ...dictionary };
    }),
  };
}

/** /data.json: every dataset with its last change (Project Open Data 1.1 catalogue). */
export function catalog(site: CatalogSite, modified: ReadonlyMap<OpenDatasetId, Date | null>) {
  return {
    "@context": POD.context,
    "@id": `${site.publicUrl}${OPEN_DATA_PATHS.catalog}`,
    "@type": "dcat:Catalog",
    conformsTo: POD.conformsTo,
    describedBy: POD.describedBy,
    dataset: OPEN_DATASETS.map((d) => datasetEntry(site, d, modified.get(d.id) ?? OPEN_DATA_SINCE)),
  };
}

/**
 * A dataset's data dictionary (diccionario.json), in the shape of a Frictionless Table Schema
 * (`fields` with name, type, description; `unit` added) with the dataset's title and licence.
 */
export function dictionary(site: CatalogSite, d: OpenDataset) {
  return {
    dataset: datasetIdentifier(site.productSlug, d.id),
    title: d.title,
    description: d.description,
    license: OPEN_DATA_LICENSE.url,
    csv: `${site.publicUrl}${OPEN_DATA_PATHS.csv(d.id)}`,
    json: `${site.publicUrl}${OPEN_DATA_PATHS.json(d.id)}`,
    missingValues: [""],
    fields: d.columns.map((c: DatasetColumn) => ({ name: c.name, type: c.type, description: c.description, unit: c.unit })),
  };
}

/**
 * A cell as CSV (RFC 4180): figures and flags as they are; text quoted when it holds a comma, quote
 * or line break, and (csvCell) never read as a formula by a spreadsheet.
 */
function cell(v: Cell): string {
  if (v === null) return "";
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return csvCell(v);
}

/** One CSV line with its CRLF. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(cell).join(",")}\r\n`;
}

/** The dictionary as CSV: one line per column (nombre, tipo, descripcion, unidad). */
export function dictionaryCsv(d: OpenDataset): string {
  return `\uFEFF${csvLine(DICTIONARY_CSV_HEADER)}${d.columns.map((c) => csvLine([c.name, c.type, c.description, c.unit])).join("")}`;
}

/** A row as a JSON object keyed by the dataset's column names. */
export function jsonRow(columns: readonly DatasetColumn[], cells: readonly Cell[]): string {
  const o: Record<string, Cell> = {};
  columns.forEach((c, i) => (o[c.name] = cells[i] ?? null));
  return JSON.stringify(o);
}
