import { useEffect, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import type { VitalRating } from "../../shared/metrics";
import type { MetricsResult } from "../../stores/MetricsReportsStore";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { m, ratingLabel } from "./metricsFormat";

const useStyles = makeStyles({
  note: {
    display: "block",
    marginBlock: `0 ${tokens.spacingVerticalL}`,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: "4px",
    borderInlineStartStyle: "solid",
    borderInlineStartColor: tokens.colorNeutralStroke1,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  badge: {
    display: "inline-block",
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: "nowrap",
  },
  good: {
    color: tokens.colorPaletteGreenForeground1,
    backgroundColor: tokens.colorPaletteGreenBackground1,
    border: `1px solid ${tokens.colorPaletteGreenBorder1}`,
  },
  needs: {
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    border: `1px solid ${tokens.colorPaletteYellowBorder2}`,
  },
  poor: { color: tokens.colorPaletteRedForeground1, backgroundColor: tokens.colorPaletteRedBackground1, border: `1px solid ${tokens.colorPaletteRedBorder1}` },
  section: { marginBlockStart: tokens.spacingVerticalXXL, maxWidth: "60rem" },
  h2: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `0 ${tokens.spacingVerticalM}`,
  },
});

/** Spec §8: the discreet note of a page showing the zeroed defaults instead of the backend's figures. */
export function FallbackNote() {
  const intl = useIntl();
  return (
    <p className={useStyles().note} role="note">
      {intl.formatMessage(m.fallback)}
    </p>
  );
}

/** A vital's rating as words in a tinted box: the colour only repeats what the text says. */
export function RatingBadge({ rating }: { rating: VitalRating }) {
  const styles = useStyles();
  const intl = useIntl();
  const tone = rating === "good" ? styles.good : rating === "poor" ? styles.poor : styles.needs;
  return <span className={mergeClasses(styles.badge, tone)}>{ratingLabel(intl, rating)}</span>;
}

/** A section of a metrics page with its h2. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Loads a report when `load` is given (null until the page has mounted: the prerendered HTML and
 * its hydration never depend on data fetched in the browser) and again whenever `key` changes.
 * A result that arrives after the page moved on is dropped.
 */
export function useReport<T>(key: string | null, load: () => Promise<MetricsResult<T>>): MetricsResult<T> | null {
  const [state, setState] = useState<{ key: string; result: MetricsResult<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (result) => live && setState({ key, result }),
      () => undefined, // the store never rejects: a failure is already a fallback
    );
    return () => {
      live = false;
    };
    // `load` is a new closure on every render; `key` says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state !== null && state.key === key ? state.result : null;
}
