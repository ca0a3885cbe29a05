import type { MouseEvent, ReactElement, ReactNode } from "react";
import { Card, CardFooter, CardHeader } from "@fluentui/react-components";
import { RouteLink, type RouteTarget } from "../../../../components/RouteLink";
import { RouterLink } from "../../../../components/RouterLink";
import { makeStyles, tokens } from "../../../../theme";
import { SeriesChart, type Series } from "./SeriesChart";

/** Where a card's link goes: a page by its route key, or a section of this page by its id. */
export type GlanceLink = { label: string; onClick?: (e: MouseEvent<HTMLAnchorElement>) => void } & ({ to: RouteTarget } | { anchor: string });

/** What a headline card shows. */
export interface GlanceProps {
  id: string;
  icon: ReactElement;
  title: string;
  figure: string;
  notes?: ReactNode;
  trend?: ReactNode;
  series?: Series;
  days: readonly string[];
  generatedAt: string;
  link: GlanceLink;
}

const useStyles = makeStyles({
  item: { minWidth: 0, display: "flex" },
  card: { flexGrow: 1, minWidth: 0, rowGap: tokens.spacingVerticalS },
  icon: { color: tokens.colorBrandForeground1, display: "flex" },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  figure: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: "tabular-nums",
    overflowWrap: "anywhere",
  },
  footer: { marginBlockStart: "auto" },
});

/** One headline figure: its title, the figure, notes, trend, the 30 days behind it and a link to its detail. */
export function GlanceCard({ id, icon, title, figure, notes, trend, series, days, generatedAt, link }: GlanceProps) {
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <Card className={styles.card} aria-labelledby={`${id}-title`} role="group" data-glance={id}>
        <CardHeader
          image={<span className={styles.icon}>{icon}</span>}
          header={
            <h3 id={`${id}-title`} className={styles.title}>
              {title}
            </h3>
          }
        />
        <p className={styles.figure} data-figure>
          {figure}
        </p>
        {notes}
        {trend}
        {series ? <SeriesChart series={series} days={days} generatedAt={generatedAt} id={id} /> : null}
        <CardFooter className={styles.footer}>
          {"to" in link ? (
            <RouteLink {...link.to} onClick={link.onClick}>
              {link.label}
            </RouteLink>
          ) : (
            <RouterLink to={`#${link.anchor}`} onClick={link.onClick}>
              {link.label}
            </RouterLink>
          )}
        </CardFooter>
      </Card>
    </li>
  );
}
