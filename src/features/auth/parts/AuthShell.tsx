import type { ReactNode } from "react";
import { Body1 } from "@fluentui/react-components";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { ErrorSummary, type SummaryItem } from "../../../components/forms/ErrorSummary";
import { useErrorTitle } from "../../../components/forms/useForm";
import { makeStyles, tokens } from "../../../theme";

const useStyles = makeStyles({
  shell: { maxWidth: "34rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground2 },
});

/** The frame of the account forms: error summary above the h1 (STYLE.md), heading, introduction. */
export function AuthShell({
  title,
  intro,
  summary = [],
  attempt = 0,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  summary?: readonly SummaryItem[];
  attempt?: number;
  children: ReactNode;
}) {
  const styles = useStyles();
  useErrorTitle(summary.length > 0);
  return (
    <article className={styles.shell}>
      <ErrorSummary items={summary} attempt={attempt} />
      <PageHeading>{title}</PageHeading>
      {intro ? (
        <Body1 as="p" block className={styles.intro}>
          {intro}
        </Body1>
      ) : null}
      {children}
    </article>
  );
}
