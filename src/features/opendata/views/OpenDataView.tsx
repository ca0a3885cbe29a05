import { useEffect } from "react";
import { Body1, Link } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { datasetIdentifier, OPEN_DATA_CONTACT, OPEN_DATA_LICENSE, OPEN_DATA_PATHS, OPEN_DATASETS, type OpenDataset } from "../../../shared/opendata";
import { makeStyles, tokens } from "../../../theme";
import { openDataStoreKey } from "../OpenDataStore";
import { OpenDataSection } from "../parts/OpenDataSection";

const t = defineMessages({
  title: { id: "opendata.title", defaultMessage: "Catálogo de datos abiertos" },
  lead: {
    id: "opendata.lead",
    defaultMessage:
      "Aquí puede descargar, sin registrarse y sin pedir permiso, los datos que publicamos en formatos abiertos: tarifas, cortes programados, estadísticas de PQRS, visitas al portal e inventario de documentos. Cada archivo se genera en el momento de la descarga con los datos vigentes.",
  },
  aboutTitle: { id: "opendata.aboutTitle", defaultMessage: "Qué encuentra en cada conjunto de datos" },
  aboutFormats: {
    id: "opendata.aboutFormats",
    defaultMessage:
      "Cada conjunto se ofrece en CSV (texto separado por comas, codificado en UTF-8, con una fila de encabezados) y en JSON, y tiene su diccionario de datos: el nombre, el tipo, la descripción y la unidad de cada columna. Las direcciones de descarga no cambian, de modo que puede enlazarlas o consultarlas desde sus propios programas.",
  },
  aboutPrivacy: {
    id: "opendata.aboutPrivacy",
    defaultMessage:
      "Los conjuntos no contienen datos personales: las PQRS y las visitas se publican solo como conteos agregados, como lo exigen la Ley 1581 de 2012 y la Ley 1712 de 2014.",
  },
  licenseText: {
    id: "opendata.licenseText",
    defaultMessage: "Puede copiar, transformar y reutilizar los datos, también con fines comerciales, citando a {brand} como fuente, bajo la licencia",
  },
  datasetsTitle: { id: "opendata.datasetsTitle", defaultMessage: "Conjuntos de datos publicados" },
  datesNote: {
    id: "opendata.datesNote",
    defaultMessage:
      "La fecha de la última actualización se lee de los datos en vivo al abrir esta página; también figura en el catálogo /data.json (campo modified).",
  },
  frequency: { id: "opendata.frequency", defaultMessage: "Frecuencia de actualización" },
  modified: { id: "opendata.modified", defaultMessage: "Última actualización" },
  modifiedPending: { id: "opendata.modifiedPending", defaultMessage: "Consúltela en /data.json" },
  modifiedFailed: { id: "opendata.modifiedFailed", defaultMessage: "No se pudo consultar en este momento" },
  columns: { id: "opendata.columns", defaultMessage: "Columnas" },
  downloads: { id: "opendata.downloads", defaultMessage: "Descargas de {title}" },
  csv: { id: "opendata.csv", defaultMessage: "Descargar en CSV" },
  json: { id: "opendata.json", defaultMessage: "Descargar en JSON" },
  dictionary: { id: "opendata.dictionary", defaultMessage: "Diccionario de datos (JSON)" },
  dictionaryCsv: { id: "opendata.dictionaryCsv", defaultMessage: "Diccionario de datos (CSV)" },
  ofDataset: { id: "opendata.ofDataset", defaultMessage: "{link}: {title}" },
  catalogTitle: { id: "opendata.catalogTitle", defaultMessage: "Catálogo para programas y portales de datos" },
  catalogText: {
    id: "opendata.catalogText",
    defaultMessage:
      "El catálogo completo, con la descripción, la licencia, el responsable, la frecuencia y la fecha de cada conjunto, está en formato Project Open Data 1.1 (DCAT), el que leen los portales de datos abiertos para federar conjuntos:",
  },
  catalogLink: { id: "opendata.catalogLink", defaultMessage: "catálogo /data.json" },
  requestTitle: { id: "opendata.requestTitle", defaultMessage: "Preguntas y solicitudes de nuevos datos" },
  requestText: {
    id: "opendata.requestText",
    defaultMessage: "Si encuentra un error o necesita datos que no están publicados, escríbanos indicando el tema, el periodo y el nivel de detalle:",
  },
});

const useStyles = makeStyles({
  page: { maxWidth: "52rem" },
  list: { listStyleType: "none", margin: 0, padding: 0, display: "grid", gap: tokens.spacingVerticalL },
  dataset: {
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    scrollMarginTop: "6rem",
  },
  h3: {
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `0 ${tokens.spacingVerticalS}`,
  },
  facts: {
    display: "grid",
    gridTemplateColumns: "max-content 1fr",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    marginBlock: tokens.spacingVerticalS,
    // On a phone each term goes above its value: the long column lists need the whole width.
    "@media (max-width: 29.99rem)": { gridTemplateColumns: "1fr" },
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, minWidth: 0, overflowWrap: "anywhere" },
  links: { display: "flex", flexWrap: "wrap", gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, listStyleType: "none", margin: 0, padding: 0 },
});

/** /datos-abiertos (issue 35 §3): every dataset with its description, frequency, last change and downloads; prerendered. */
export default observer(function OpenDataView() {
  const intl = useIntl();
  const format = useFormat();
  const styles = useStyles();
  const store = useFeatureStore(openDataStoreKey);
  const { config } = useStores();
  useEffect(() => {
    void store.load();
  }, [store]);
  const f = (d: (typeof t)[keyof typeof t], values?: Record<string, string>) => (values ? fm(intl, d, values) : intl.formatMessage(d));

  const modifiedOf = (d: OpenDataset): string => {
    const at = store.modified?.get(datasetIdentifier(config.productSlug, d.id));
    if (at) return format.instant(at, "long");
    return store.failed ? f(t.modifiedFailed) : f(t.modifiedPending);
  };

  return (
    <article className={styles.page}>
      <PageHeading>{f(t.title)}</PageHeading>
      <PageIntro>{f(t.lead)}</PageIntro>

      <OpenDataSection id="datos-abiertos-que" title={f(t.aboutTitle)}>
        <Body1 as="p" block>
          {f(t.aboutFormats)}
        </Body1>
        <Body1 as="p" block>
          {f(t.aboutPrivacy)}
        </Body1>
        <Body1 as="p" block>
          {f(t.licenseText, { brand: config.brandName })}{" "}
          <Link href={OPEN_DATA_LICENSE.url} rel="license">
            {OPEN_DATA_LICENSE.name}
          </Link>
          .
        </Body1>
      </OpenDataSection>

      <OpenDataSection id="datos-abiertos-conjuntos" title={f(t.datasetsTitle)}>
        <Body1 as="p" block>
          {f(t.datesNote)}
        </Body1>
        <ul className={styles.list}>
          {OPEN_DATASETS.map((d) => (
            <li key={d.id}>
              <section id={d.id} className={styles.dataset} aria-labelledby={`${d.id}-titulo`}>
                <h3 id={`${d.id}-titulo`} className={styles.h3}>
                  {d.title}
                </h3>
                <Body1 as="p" block>
                  {d.description}
                </Body1>
                <dl className={styles.facts}>
                  <dt className={styles.term}>{f(t.frequency)}</dt>
                  <dd className={styles.value}>{d.frequency}</dd>
                  <dt className={styles.term}>{f(t.modified)}</dt>
                  <dd className={styles.value}>{modifiedOf(d)}</dd>
                  <dt className={styles.term}>{f(t.columns)}</dt>
                  <dd className={styles.value}>{d.columns.map((c) => c.name).join(", ")}</dd>
                </dl>
                <ul className={styles.links} aria-label={f(t.downloads, { title: d.title })}>
                  {(
                    [
                      [t.csv, OPEN_DATA_PATHS.csv(d.id)],
                      [t.json, OPEN_DATA_PATHS.json(d.id)],
                      [t.dictionary, OPEN_DATA_PATHS.dictionary(d.id)],
                      [t.dictionaryCsv, OPEN_DATA_PATHS.dictionaryCsv(d.id)],
                    ] as const
                  ).map(([label, href]) => (
                    <li key={href}>
                      <Link href={href} aria-label={f(t.ofDataset, { link: f(label), title: d.title })}>
                        {f(label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          ))}
        </ul>
      </OpenDataSection>

      <OpenDataSection id="datos-abiertos-catalogo" title={f(t.catalogTitle)}>
        <Body1 as="p" block>
          {f(t.catalogText)}{" "}
          <Link href={OPEN_DATA_PATHS.catalog} type="application/json">
            {f(t.catalogLink)}
          </Link>
          .
        </Body1>
      </OpenDataSection>

      <OpenDataSection id="datos-abiertos-solicitudes" title={f(t.requestTitle)}>
        <Body1 as="p" block>
          {f(t.requestText)} <Link href={`mailto:${OPEN_DATA_CONTACT.email}`}>{OPEN_DATA_CONTACT.email}</Link>.
        </Body1>
      </OpenDataSection>
    </article>
  );
});
