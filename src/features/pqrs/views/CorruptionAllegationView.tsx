import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { useStores } from "../../../app/StoresContext";
import { telHref } from "../../../shared/entity";
import { withDefaults } from "../../../shared/siteSettings";
import { makeStyles, tokens } from "../../../theme";
import { CaseFormPage } from "../parts/CaseFormPage";

const t = defineMessages({
  title: { id: "pqrs.case.corruption.title", defaultMessage: "Denuncias por corrupción" },
  lead: {
    id: "pqrs.case.corruption.lead",
    defaultMessage:
      "Denuncie los presuntos actos de corrupción de funcionarios o contratistas de la empresa. Puede hacerlo con sus datos o de forma anónima; en cualquier caso, la identidad de quien denuncia se protege.",
  },
  line: {
    id: "pqrs.case.corruption.line",
    defaultMessage:
      "También puede denunciar en la línea anticorrupción {phone}. La Oficina de Control Interno tramita todas las denuncias con reserva de la identidad de quien denuncia.",
  },
  need1: { id: "pqrs.case.corruption.need1", defaultMessage: "Qué pasó, cuándo y dónde, con el mayor detalle posible." },
  need2: { id: "pqrs.case.corruption.need2", defaultMessage: "Si los conoce, las personas o dependencias involucradas." },
  need3: { id: "pqrs.case.corruption.need3", defaultMessage: "Si las tiene, pruebas en PDF, JPG o PNG: documentos, fotos, capturas de pantalla." },
  need4: {
    id: "pqrs.case.corruption.need4",
    defaultMessage: "Si denuncia de forma anónima, guarde el código de consulta que le damos al radicar: es la única forma de seguir su denuncia.",
  },
});

const useStyles = makeStyles({
  line: { marginBlockEnd: tokens.spacingVerticalL },
  phone: { fontWeight: tokens.fontWeightBold, color: tokens.colorNeutralForeground1, whiteSpace: "nowrap" },
});

/** /corruptionsAllegations: an allegation, anonymous if the person wishes. */
export default observer(function CorruptionAllegationView() {
  const intl = useIntl();
  const styles = useStyles();
  // Issue 33 §3: the line of /admin/settings.
  const line = withDefaults(useStores().siteSettings.current).antiCorruptionLine;
  return (
    <CaseFormPage
      kind="corrupcion"
      title={intl.formatMessage(t.title)}
      lead={intl.formatMessage(t.lead)}
      needs={[intl.formatMessage(t.need1), intl.formatMessage(t.need2), intl.formatMessage(t.need3), intl.formatMessage(t.need4)]}
    >
      <Body1 as="p" block className={styles.line}>
        {intl.formatMessage(t.line as MessageDescriptor, {
          phone: (
            <a key="phone" className={styles.phone} href={telHref(line)}>
              {line}
            </a>
          ),
        })}
      </Body1>
    </CaseFormPage>
  );
});
