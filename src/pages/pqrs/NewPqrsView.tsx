import { Body1 } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { RouterLink } from "../../components/RouterLink";
import { makeStyles, tokens } from "../../theme";
import { PqrsForm } from "./PqrsForm";
import { PqrsTermsList } from "./pqrsParts";

const t = defineMessages({
  title: { id: "pqrs.new.title", defaultMessage: "Radicar una PQRS" },
  lead: {
    id: "pqrs.new.lead",
    defaultMessage:
      "Presente aquí una petición, queja, reclamo, sugerencia o denuncia sobre nuestros servicios de energía, acueducto, alcantarillado o telecomunicaciones. Al terminar recibirá un número de radicado para consultar el estado y la respuesta.",
  },
  termsTitle: { id: "pqrs.new.termsTitle", defaultMessage: "Cuándo le respondemos" },
  termsIntro: {
    id: "pqrs.new.termsIntro",
    defaultMessage: "Contamos los días hábiles desde el día siguiente a la radicación, sin sábados, domingos ni festivos:",
  },
  moreInfo: { id: "pqrs.new.moreInfo", defaultMessage: "Conozca los tipos de solicitud, los plazos y cómo consultar una PQRS" },
  fault: { id: "pqrs.new.fault", defaultMessage: "¿Un daño, un corte o una fuga? Repórtelo aquí para atenderlo por prioridad" },
});

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  lead: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2 },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
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
      <section aria-labelledby="new-pqrs-terms-title">
        <h2 id="new-pqrs-terms-title" className={styles.h2}>
          {intl.formatMessage(t.termsTitle)}
        </h2>
        <Body1 as="p" block>
          {intl.formatMessage(t.termsIntro)}
        </Body1>
        <PqrsTermsList />
        <ul className={styles.links}>
          <li>
            <RouterLink to="/pqr">{intl.formatMessage(t.moreInfo)}</RouterLink>
          </li>
          <li>
            <RouterLink to="/reporta-una-falla">{intl.formatMessage(t.fault)}</RouterLink>
          </li>
        </ul>
      </section>
      <PqrsForm mode="public" />
    </article>
  );
}
