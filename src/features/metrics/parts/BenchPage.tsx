import type { ReactNode } from "react";
import { Body1 } from "@fluentui/react-components";
import { FormattedMessage } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { useErrorTitle } from "../../components/forms/useForm";
import { makeStyles, tokens } from "../../theme";
import { Section } from "./parts";
import { BenchNav, TrackingBench, useBench } from "./TrackingBench";

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  intro: { marginBlockEnd: tokens.spacingVerticalM, maxWidth: "48rem", lineHeight: tokens.lineHeightBase400 },
  text: { maxWidth: "48rem" },
});

/** Paragraphs of the test pages' explanations, at a comfortable reading width. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={useStyles().text}>{children}</div>;
}

/**
 * Ley 1581 de 2012: what our own metrics collect, and why they need no consent. Kept in step with
 * MetricsStore and services/browser.ts (session id in sessionStorage, no cookie).
 */
export function PrivacyNote() {
  return (
    <Section id="bench-privacy" title={<FormattedMessage id="metrics.bench.privacy" defaultMessage="Sus datos personales" />}>
      <Prose>
        <Body1 as="p" block>
          Las métricas propias del portal no usan cookies. Cada pestaña del navegador recibe un código aleatorio de sesión que se guarda en el almacenamiento
          temporal de esa pestaña y desaparece al cerrarla; con él contamos un visitante único por página sin saber quién es. De los formularios registramos
          solo su nombre y si se enviaron, nunca lo que usted escribe en ellos; de las búsquedas, el término buscado y cuántos resultados encontró.
        </Body1>
        <Body1 as="p" block>
          Si inició sesión, los eventos llevan además el número interno de su cuenta, que tratamos según nuestra política de tratamiento de datos personales
          (Ley 1581 de 2012). El servicio externo de analítica, que sí usa cookies, solo se activa si usted lo autoriza de manera previa, expresa e informada, y
          puede retirar esa autorización cuando quiera.
        </Body1>
      </Prose>
    </Section>
  );
}

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
