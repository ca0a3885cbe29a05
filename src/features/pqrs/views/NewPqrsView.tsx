import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { PqrsForm } from "../parts/PqrsForm";
import { PqrsTermsSection } from "../parts/PqrsTermsSection";

const t = defineMessages({
  title: { id: "pqrs.new.title", defaultMessage: "Radicar una PQRS" },
  lead: {
    id: "pqrs.new.lead",
    defaultMessage:
      "Presente aquí una petición, queja, reclamo, sugerencia o denuncia sobre nuestros servicios de energía, acueducto, alcantarillado o telecomunicaciones. Al terminar recibirá un número de radicado para consultar el estado y la respuesta.",
  },
  fault: { id: "pqrs.new.fault", defaultMessage: "¿Un daño, un corte o una fuga? Repórtelo aquí para atenderlo por prioridad" },
});

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
});

/** /newPQRS: anyone files a PQRS (the lead and the terms are in the prerendered HTML). */
export default function NewPqrsView() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.lead)}</PageIntro>
      <PqrsTermsSection headingClassName={styles.h2}>
        <li>
          <RouteLink route="atencion.faultReport">{intl.formatMessage(t.fault)}</RouteLink>
        </li>
      </PqrsTermsSection>
      <PqrsForm mode="public" />
    </article>
  );
}
