import { useId } from "react";
import { useIntl } from "react-intl";
import { useFormat } from "../../format";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { fm } from "../useLoad";
import { affectedAreas, type AffectedArea, type OutageFeatureCollection } from "./outageAreas";
import { useServiceColourStyles } from "./outageLayout";
import { knownService, om, SERVICE_MESSAGES, STATUS_MESSAGES } from "./outageMessages";

const useStyles = makeStyles({
  root: { minWidth: 0 },
  title: {
    marginBlock: `0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
  },
  items: { listStyleType: "none", margin: 0, padding: 0, display: "grid", gap: tokens.spacingVerticalS },
  item: { display: "flex", gap: tokens.spacingHorizontalS, overflowWrap: "anywhere" },
  detail: { display: "block", color: tokens.colorNeutralForeground2 },
  none: { margin: 0 },
});

export interface OutageListProps {
  features: OutageFeatureCollection | null | undefined;
  /** The level of the list's heading in the page's outline (2 by default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The map's text equivalent (issue 36 §4): every affected area with its service, status and
 * estimated restoration time, current incidents first. It renders without the map's chunk, so it
 * is in the prerendered page and usable before (or without) the drawing.
 */
export function OutageList({ features, headingLevel = 2 }: OutageListProps) {
  const styles = useStyles();
  const intl = useIntl();
  const titleId = useId();
  const rows = affectedAreas(features);
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <Heading id={titleId} className={styles.title}>
        {intl.formatMessage(om.listTitle)}
      </Heading>
      {rows.length === 0 ? (
        <p className={styles.none}>{intl.formatMessage(om.none)}</p>
      ) : (
        <ul className={styles.items}>
          {rows.map((row) => (
            <OutageRow key={row.id} row={row} itemClass={styles.item} detailClass={styles.detail} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OutageRow({ row, itemClass, detailClass }: { row: AffectedArea; itemClass: string; detailClass: string }) {
  const intl = useIntl();
  const f = useFormat();
  const colours = useServiceColourStyles();
  const service = knownService(row.service);
  const serviceName = service ? intl.formatMessage(SERVICE_MESSAGES[service]) : row.service;
  const restoration =
    row.status === "restored" && row.restoredAt
      ? fm(intl, om.restored, { time: f.instant(row.restoredAt) })
      : row.estimatedRestorationAt
        ? fm(intl, om.etr, { time: f.instant(row.estimatedRestorationAt) })
        : intl.formatMessage(om.noEtr);
  return (
    <li className={itemClass}>
      <span aria-hidden="true" className={mergeClasses(colours.swatch, colours[service ?? "other"], row.status === "restored" && colours.restored)} />
      <span>
        <strong>{row.area}</strong>: {serviceName}, {intl.formatMessage(STATUS_MESSAGES[row.status])}. <span className={detailClass}>{restoration}</span>{" "}
        <span className={detailClass}>{fm(intl, om.reference, { reference: row.reference })}</span>
      </span>
    </li>
  );
}
