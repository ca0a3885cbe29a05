import type { ReactNode } from "react";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { useErrorTitle } from "../../../components/forms/useForm";
import { makeStyles, tokens } from "../../../theme";
import { BenchNav } from "./BenchNav";
import { PrivacyNote } from "./PrivacyNote";
import { TrackingBench } from "./TrackingBench";
import { useBench } from "./useBench";

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalM, maxWidth: "48rem", lineHeight: tokens.lineHeightBase400 },
});

/**
 * The frame shared by /test-metrics and its three pages: error summary of the bench's form above
 * the h1 (STYLE.md), heading, introduction, navigation between the pages, the bench, the page's
 * own sections and the privacy note.
 */
export function BenchPage({ pagePath, title, intro, children }: { pagePath: string; title: ReactNode; intro: ReactNode; children?: ReactNode }) {
  const styles = useStyles();
  const bench = useBench(pagePath);
  useErrorTitle(bench.form.items.length > 0);
  return (
    <article className={styles.page}>
      <ErrorSummary items={bench.form.items} attempt={bench.form.attempt} />
      <PageHeading>{title}</PageHeading>
      <div className={styles.intro}>{intro}</div>
      <BenchNav />
      <TrackingBench bench={bench} />
      {children}
      <PrivacyNote />
    </article>
  );
}
