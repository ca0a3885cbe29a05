import { useCallback, useEffect, useState } from "react";
import { Body1, Button, Caption1, Link } from "@fluentui/react-components";
import { useIntl, type IntlShape, type MessageDescriptor } from "react-intl";
import { useStores } from "../../../app/StoresContext";
import { fm } from "../../../components/useLoad";
import { CONTINUITY_UNAVAILABLE_LABELS, type ContinuityRow } from "../../../shared/continuity";
import { SERVICE_LABELS, type CutService } from "../../../shared/news";
import { makeStyles, mergeClasses, tokens } from "../../../theme";
import { useContentBlockStyles } from "../../content/parts/contentBlockStyles";
import { CONTINUITY_URLS, fetchContinuity, type ContinuityAnswer } from "../continuityApi";
import { continuityMessages as t } from "../continuityMessages";

const useStyles = makeStyles({
  box: { marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalXXL}`, maxWidth: "60rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  p: { maxWidth: "48rem", marginBlockEnd: tokens.spacingVerticalM },
  method: { maxWidth: "48rem", color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalL },
  links: {
    display: "flex",
    flexWrap: "wrap",
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    paddingInlineStart: 0,
    listStyleType: "none",
  },
  status: { display: "block", color: tokens.colorNeutralForeground2, marginBlock: tokens.spacingVerticalS },
  problem: { display: "block", color: tokens.colorPaletteRedForeground1, marginBlock: tokens.spacingVerticalS },
});

/** Which figures a page shows: SAIDI and SAIFI for energy, hours without service for the others. */
export interface ContinuitySectionProps {
  services: readonly CutService[];
  title: MessageDescriptor;
  intro: MessageDescriptor;
}

const monthLabel = (intl: IntlShape, month: string) =>
  intl.formatDate(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15), { month: "long", year: "numeric", timeZone: "UTC" });

type Load = { state: "loading" } | { state: "failed" } | { state: "done"; answer: ContinuityAnswer };

/**
 * The continuity indicators of the last 12 months (issue 36 §5) on a service-quality page: one
 * table per service, what the figures mean, and the downloads. Rendered only in the browser (a
 * content widget), so the prerendered page keeps its text and the figures are always today's.
 */
export function ContinuitySection({ services, title, intro }: ContinuitySectionProps) {
  const intl = useIntl();
  const styles = useStyles();
  const table = useContentBlockStyles();
  const { config } = useStores();
  const [load, setLoad] = useState<Load>({ state: "loading" });

  // The effect only starts the read; the state changes when it answers (the first state is "loading").
  const read = useCallback(() => {
    let live = true;
    fetchContinuity(config.apiKey).then(
      (answer) => live && setLoad({ state: "done", answer }),
      () => live && setLoad({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [config.apiKey]);
  useEffect(read, [read]);
  const retry = () => {
    setLoad({ state: "loading" });
    read();
  };

  const number = (v: number, decimals: number) => intl.formatNumber(v, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const figure = (v: number | null | undefined) => (v === null || v === undefined ? intl.formatMessage(t.noFigure) : number(v, 2));
  const energy = (s: CutService) => s === "energia";

  function serviceTable(service: CutService, rows: readonly ContinuityRow[]) {
    const name = SERVICE_LABELS[service];
    if (rows.length === 0)
      return (
        <Body1 as="p" block className={styles.p}>
          {fm(intl, t.empty, { service: name.toLowerCase() })}
        </Body1>
      );
    const captionId = `continuity-${service}-caption`;
    const columns = [t.month, t.usersServed, t.interruptions, t.usersAffected, ...(energy(service) ? [t.saidi, t.saifi] : [t.hours])];
    const reasons = [...new Set(rows.flatMap((r) => (r.unavailable ? [CONTINUITY_UNAVAILABLE_LABELS[r.unavailable]] : [])))];
    return (
      // A wide table scrolls on a phone (WCAG 1.4.10 allows it for data tables); the region can take focus to scroll by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      <div className={table.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={table.table}>
          <caption id={captionId} className={table.caption}>
            {fm(intl, t.caption, { service: name })}
          </caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={c.id} scope="col" className={mergeClasses(table.th, i > 0 && table.numeric)}>
                  {intl.formatMessage(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.month}>
                <th scope="row" className={mergeClasses(table.td, table.rowHeader)}>
                  {monthLabel(intl, r.month)}
                </th>
                <td className={mergeClasses(table.td, table.numeric)}>{number(r.usersServed, 0)}</td>
                <td className={mergeClasses(table.td, table.numeric)}>{number(r.interruptions, 0)}</td>
                <td className={mergeClasses(table.td, table.numeric)}>{number(r.usersAffected, 0)}</td>
                {energy(service) ? (
                  <>
                    <td className={mergeClasses(table.td, table.numeric)}>{figure(r.saidiHours)}</td>
                    <td className={mergeClasses(table.td, table.numeric)}>{figure(r.saifi)}</td>
                  </>
                ) : (
                  <td className={mergeClasses(table.td, table.numeric)}>{figure(r.hoursWithoutServicePerUser)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {reasons.map((reason) => (
          <p key={reason} className={table.note}>
            {intl.formatMessage(t.noFigure)}: {reason}
          </p>
        ))}
      </div>
    );
  }

  return (
    <section className={styles.box} aria-labelledby="continuity-title">
      <h2 id="continuity-title" className={styles.h2}>
        {intl.formatMessage(title)}
      </h2>
      <Body1 as="p" block className={styles.p}>
        {intl.formatMessage(intro)}
      </Body1>
      <Body1 as="p" block className={styles.method}>
        {intl.formatMessage(t.method)}
      </Body1>
      {load.state === "loading" ? (
        <Caption1 role="status" className={styles.status}>
          {intl.formatMessage(t.loading)}
        </Caption1>
      ) : load.state === "failed" ? (
        <span role="status" className={styles.problem}>
          {intl.formatMessage(t.failed)}{" "}
          <Button appearance="transparent" size="small" onClick={retry}>
            {intl.formatMessage(t.retry)}
          </Button>
        </span>
      ) : (
        services.map((s) => (
          <div key={s}>
            {serviceTable(
              s,
              load.answer.rows.filter((r) => r.service === s),
            )}
          </div>
        ))
      )}
      <ul className={styles.links} aria-label={fm(intl, t.downloads, { service: services.map((s) => SERVICE_LABELS[s].toLowerCase()).join(" y ") })}>
        {services.flatMap((s) => [
          <li key={`${s}-csv`}>
            <Link href={CONTINUITY_URLS.csv(s)} download={`continuidad-${s}.csv`}>
              {fm(intl, t.downloadCsv, { service: SERVICE_LABELS[s] })}
            </Link>
          </li>,
          <li key={`${s}-json`}>
            <Link href={CONTINUITY_URLS.json(s)} download={`continuidad-${s}.json`}>
              {fm(intl, t.downloadJson, { service: SERVICE_LABELS[s] })}
            </Link>
          </li>,
        ])}
        <li>
          <Link href={CONTINUITY_URLS.openData}>{intl.formatMessage(t.openData)}</Link>
        </li>
      </ul>
    </section>
  );
}
