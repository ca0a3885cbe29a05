import type { ReactNode } from "react";
import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { PageHeading } from "../../../components/a11y/PageHeading";
import type { CaseKind } from "../../../shared/pqrs";
import { makeStyles, tokens } from "../../../theme";
import { CaseForm } from "./CaseForm";
import { caseFormMessages as t } from "./caseFormMessages";

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  lead: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, marginBlockEnd: tokens.spacingVerticalL },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  needs: { paddingInlineStart: tokens.spacingHorizontalXL, marginBlockEnd: tokens.spacingVerticalXL, "& li": { paddingBlock: tokens.spacingVerticalXXS } },
});

/**
 * The frame of a route with a case form: the page's h1, a lead that is in the prerendered HTML,
 * anything the page must say first (an emergency line, the law), "Qué necesita" and the form.
 */
export function CaseFormPage({
  kind,
  title,
  lead,
  needs,
  children,
}: {
  kind: CaseKind;
  title: string;
  lead: string;
  needs: readonly ReactNode[];
  children?: ReactNode;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{title}</PageHeading>
      <Body1 as="p" block className={styles.lead}>
        {lead}
      </Body1>
      {children}
      <h2 id={`case-${kind}-needs`} className={styles.h2}>
        {intl.formatMessage(t.needsTitle)}
      </h2>
      <ul className={styles.needs}>
        {needs.map((n, i) => (
          <li key={i}>{n}</li>
        ))}
      </ul>
      <CaseForm kind={kind} />
    </article>
  );
}
