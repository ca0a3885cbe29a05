import { defineMessages, useIntl } from "react-intl";
import { CaseFormPage } from "../parts/CaseFormPage";

const t = defineMessages({
  title: { id: "pqrs.case.supplier.title", defaultMessage: "Inscripción de proveedores" },
  lead: {
    id: "pqrs.case.supplier.lead",
    defaultMessage:
      "Inscríbase como proveedor de bienes o servicios de la empresa. Con su inscripción lo tendremos en cuenta en los procesos de contratación que correspondan a su actividad económica.",
  },
  need1: { id: "pqrs.case.supplier.need1", defaultMessage: "El RUT actualizado, en PDF, JPG o PNG." },
  need2: {
    id: "pqrs.case.supplier.need2",
    defaultMessage: "Si es persona jurídica, el certificado de existencia y representación legal de la Cámara de Comercio.",
  },
  need3: { id: "pqrs.case.supplier.need3", defaultMessage: "El código CIIU de su actividad económica principal, como aparece en el RUT." },
  need4: { id: "pqrs.case.supplier.need4", defaultMessage: "Una descripción de los bienes o servicios que ofrece y sus datos de contacto." },
});

/** /supplierRegistration: a supplier's registration request. */
export default function SupplierRegistrationView() {
  const intl = useIntl();
  return (
    <CaseFormPage
      kind="proveedor"
      title={intl.formatMessage(t.title)}
      lead={intl.formatMessage(t.lead)}
      needs={[intl.formatMessage(t.need1), intl.formatMessage(t.need2), intl.formatMessage(t.need3), intl.formatMessage(t.need4)]}
    />
  );
}
