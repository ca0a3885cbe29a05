import { defineMessages, useIntl } from "react-intl";
import { CaseFormPage } from "../parts/CaseFormPage";

const t = defineMessages({
  title: { id: "pqrs.case.property.title", defaultMessage: "Actualización del número predial" },
  lead: {
    id: "pqrs.case.property.lead",
    defaultMessage:
      "Pida que actualicemos el número predial nacional y la matrícula inmobiliaria asociados a su contrato de servicios, por ejemplo después de una actualización catastral, un englobe o un desenglobe del predio.",
  },
  need1: { id: "pqrs.case.property.need1", defaultMessage: "El número de contrato, que aparece en la parte superior de su factura." },
  need2: { id: "pqrs.case.property.need2", defaultMessage: "El número predial nacional de 30 dígitos." },
  need3: { id: "pqrs.case.property.need3", defaultMessage: "La matrícula inmobiliaria, como aparece en el certificado de tradición." },
  need4: { id: "pqrs.case.property.need4", defaultMessage: "El certificado catastral o el recibo del impuesto predial vigente, en PDF, JPG o PNG." },
});

/** /updatePropertyNumber: the cadastral number and registration of a contract's property. */
export default function PropertyNumberView() {
  const intl = useIntl();
  return (
    <CaseFormPage
      kind="predial"
      title={intl.formatMessage(t.title)}
      lead={intl.formatMessage(t.lead)}
      needs={[intl.formatMessage(t.need1), intl.formatMessage(t.need2), intl.formatMessage(t.need3), intl.formatMessage(t.need4)]}
    />
  );
}
