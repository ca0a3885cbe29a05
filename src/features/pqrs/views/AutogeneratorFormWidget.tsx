import { Body1 } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { makeStyles, tokens } from "../../../theme";
import { CaseForm } from "../parts/CaseForm";

const t = defineMessages({
  title: { id: "pqrs.case.autogenerator.title", defaultMessage: "Radique su solicitud en línea" },
  intro: {
    id: "pqrs.case.autogenerator.intro",
    defaultMessage:
      "Con el número de contrato del predio y los datos del sistema (tecnología, capacidad y si entregará excedentes) radicamos su solicitud de conexión y le damos un número para seguirla.",
  },
});

const useStyles = makeStyles({
  widget: { marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalXXL}` },
  h2: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  intro: { maxWidth: "48rem", marginBlockEnd: tokens.spacingVerticalL },
});

/** On the autogenerators' page: the connection request form. */
export default function AutogeneratorFormWidget() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.widget} aria-labelledby="autogenerator-form-title">
      <h2 id="autogenerator-form-title" className={styles.h2}>
        {intl.formatMessage(t.title)}
      </h2>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
      <CaseForm kind="autogenerador" headingLevel={3} />
    </section>
  );
}
