import { Body1 } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { makeStyles, tokens } from "../../../theme";
import { CaseForm } from "../parts/CaseForm";

const t = defineMessages({
  title: { id: "pqrs.case.energyService.title", defaultMessage: "Radique su solicitud en línea" },
  intro: {
    id: "pqrs.case.energyService.intro",
    defaultMessage:
      "Elija el servicio que necesita (revisión por alto consumo, traslado de acometida, cambio de medidor, reconexión, suspensión voluntaria o revisión de voltaje) y le daremos un número de radicado para seguirlo.",
  },
});

const useStyles = makeStyles({
  widget: { marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalXXL}` },
  h2: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  intro: { maxWidth: "48rem", marginBlockEnd: tokens.spacingVerticalL },
});

/** On the energy services page: the service request form. */
export default function EnergyServiceFormWidget() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.widget} aria-labelledby="energy-service-form-title">
      <h2 id="energy-service-form-title" className={styles.h2}>
        {intl.formatMessage(t.title)}
      </h2>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>
      <CaseForm kind="servicio_energia" headingLevel={3} />
    </section>
  );
}
