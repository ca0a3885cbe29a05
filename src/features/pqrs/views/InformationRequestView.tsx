import { Body1 } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { CaseFormPage } from "../parts/CaseFormPage";

const t = defineMessages({
  title: { id: "pqrs.case.information.title", defaultMessage: "Solicitud de información pública" },
  lead: {
    id: "pqrs.case.information.lead",
    defaultMessage:
      "Cualquier persona puede pedir información pública de la empresa sin explicar para qué la quiere (Ley 1712 de 2014, de transparencia y acceso a la información pública). Le respondemos dentro de los 10 días hábiles siguientes a la radicación.",
  },
  need1: { id: "pqrs.case.information.need1", defaultMessage: "Una descripción clara de la información o de los documentos que pide." },
  need2: { id: "pqrs.case.information.need2", defaultMessage: "Cómo quiere recibirla: archivo digital, copia física o consulta en nuestras oficinas." },
  need3: { id: "pqrs.case.information.need3", defaultMessage: "Su nombre, su documento y un correo o una dirección para enviarle la respuesta." },
  reserved: {
    id: "pqrs.case.information.reserved",
    defaultMessage: "Si la información pedida es clasificada o reservada, se lo diremos por escrito, con la norma que lo justifica.",
  },
});

/** /information-request: a request for public information (Ley 1712 de 2014). */
export default function InformationRequestView() {
  const intl = useIntl();
  return (
    <CaseFormPage
      kind="informacion"
      title={intl.formatMessage(t.title)}
      lead={intl.formatMessage(t.lead)}
      needs={[intl.formatMessage(t.need1), intl.formatMessage(t.need2), intl.formatMessage(t.need3)]}
    >
      <Body1 as="p" block>
        {intl.formatMessage(t.reserved)}
      </Body1>
    </CaseFormPage>
  );
}
