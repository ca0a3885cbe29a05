import { useId, type ReactNode } from "react";
import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { pm } from "../pqrsLabels";
import { PqrsTermsList } from "./PqrsTermsList";

const useTermsStyles = makeStyles({
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * "Cuándo le respondemos" above the PQRS forms: how terms are counted, the terms by type, a link to
 * /pqr and whatever links the page adds.
 */
export function PqrsTermsSection({ headingClassName, children }: { headingClassName?: string; children?: ReactNode }) {
  const intl = useIntl();
  const styles = useTermsStyles();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={headingClassName}>
        {intl.formatMessage(pm.termsTitle)}
      </h2>
      <Body1 as="p" block>
        {intl.formatMessage(pm.termsIntro)}
      </Body1>
      <PqrsTermsList />
      <ul className={styles.links}>
        <li>
          <RouteLink route="atencion.pqrs">{intl.formatMessage(pm.termsMoreInfo)}</RouteLink>
        </li>
        {children}
      </ul>
    </section>
  );
}
