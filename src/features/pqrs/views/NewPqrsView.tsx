import { Body1 } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { makeStyles, tokens } from "../../theme";
import { PqrsForm } from "./PqrsForm";
import { PqrsTermsSection } from "./pqrsParts";

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
  lead: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
});

/** /newPQRS: anyone files a PQRS (the lead and the terms are in the prerendered HTML). */
export default function NewPqrsView() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.lead}>
        {intl.formatMessage(t.lead)}
      </Body1>
      <PqrsTermsSection headingClassName={styles.h2}>
        <li>
          <RouterLink to="/reporta-una-falla">{intl.formatMessage(t.fault)}</RouterLink>
        </li>
      </PqrsTermsSection>
      <PqrsForm mode="public" />
    </article>
  );
}
