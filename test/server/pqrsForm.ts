/**
 * A petition about a water meter as the PQRS form sends it (the citizen's data of the demo set):
 * `over` replaces fields of the form, `applicant` fields of the applicant.
 */
export function pqrsForm(over: Record<string, unknown> = {}, applicant: Record<string, string> = {}) {
  return {
    type: "peticion",
    service: "acueducto",
    subject: "Revisión del medidor de agua",
    description: "El medidor de agua marca consumo aunque todas las llaves de la casa están cerradas.",
    anonymous: false,
    applicant: {
      documentType: "CC",
      documentNumber: "1020304050",
      name: "Luz Marina Ochoa",
      email: "luz.ochoa@correo.co",
      phone: "300 123 4567",
      address: "Cl. 10 # 43-20",
      ...applicant,
    },
    notificationChannel: "email",
    consent: true,
    ...over,
  };
}
