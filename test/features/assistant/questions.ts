/**
 * Issue 24 §1: questions a visitor really types to the help assistant, with the page that should
 * come first. Varied phrasing, misspellings, no accents. The Jest suite and e2e/assistant.spec.ts
 * both ask every one. To add a question: a line with its text and the expected page's path.
 */
export interface AssistantQuestion {
  q: string;
  /** Path of the page the first link of the answer should open. */
  page: string;
}

export const ASSISTANT_QUESTIONS: readonly AssistantQuestion[] = [
  // Emergencies first: the failure report, with the emergency number.
  { q: "hay un poste caído en mi cuadra", page: "/reporta-una-falla" },
  { q: "Se cayó un cable de la luz en la calle", page: "/reporta-una-falla" },
  { q: "huele a gas en la cocina", page: "/reporta-una-falla" },
  { q: "estamos sin agua en todo el sector desde ayer", page: "/reporta-una-falla" },
  { q: "el transformador de la esquina esta echando chispas", page: "/reporta-una-falla" },
  { q: "se reventó un tubo en la calle y se esta inundando", page: "/reporta-una-falla" },
  { q: "cables sueltos colgando del poste", page: "/reporta-una-falla" },
  // Faults that are not emergencies.
  { q: "no tengo luz en mi casa", page: "/reporta-una-falla" },
  { q: "quiero reportar un daño", page: "/reporta-una-falla" },
  { q: "se me fue el internet", page: "/reporta-una-falla" },
  // Paying.
  { q: "¿Cómo pago mi factura?", page: "/paymentMethods" },
  { q: "como pago la factura", page: "/paymentMethods" },
  { q: "donde puedo pagar el recibo de la luz", page: "/paymentMethods" },
  { q: "puedo pagar con PSE?", page: "/paymentMethods" },
  { q: "puntos de pago cerca", page: "/paymentMethods" },
  { q: "medios de pago", page: "/paymentMethods" },
  // Seeing a bill, duplicates.
  { q: "quiero ver mi factura", page: "/facturas" },
  { q: "consultar mi factrua", page: "/facturas" },
  { q: "cuanto debo", page: "/facturas" },
  { q: "necesito un duplicado de la factura", page: "/dashboard/duplicados-facturas" },
  { q: "no me llego el recibo, como saco una copia de la factura", page: "/dashboard/duplicados-facturas" },
  // PQRS.
  { q: "quiero poner una queja", page: "/newPQRS" },
  { q: "como radico una pqrs", page: "/newPQRS" },
  { q: "reclamo por cobro excesivo", page: "/newPQRS" },
  { q: "derecho de peticion", page: "/newPQRS" },
  { q: "consultar el estado de mi pqr", page: "/pqr" },
  // Cuts in a barrio.
  { q: "¿hay corte en Belén?", page: "/noticias-cortes" },
  { q: "hay cortes de agua en los pinos?", page: "/noticias-cortes" },
  { q: "cortes programados", page: "/noticias-cortes" },
  { q: "van a quitar la luz en el centro", page: "/noticias-cortes" },
  { q: "suspension del servicio en el barrio obrero", page: "/noticias-cortes" },
  // Tariffs.
  { q: "tarifas de energia", page: "/energia/ratesEnergy" },
  { q: "cuanto cuesta el kilovatio", page: "/energia/ratesEnergy" },
  { q: "precio del agua", page: "/acueducto/ratesAqueduct" },
  { q: "tarifa de acueducto y alcantarillado", page: "/acueducto/ratesAqueduct" },
  { q: "valor del kwh este mes", page: "/energia/ratesEnergy" },
  // Offices and hours.
  { q: "horario de atencion", page: "/physicalCentersAttention" },
  { q: "donde quedan las oficinas", page: "/physicalCentersAttention" },
  { q: "a que hora abren", page: "/physicalCentersAttention" },
  { q: "direccion de la sede principal", page: "/physicalCentersAttention" },
  // Everything else, from the pages themselves.
  { q: "por que me llego tan alta la factura", page: "/revision-factura" },
  { q: "como se si tengo una fuga de agua dentro de la casa", page: "/preguntas-frecuentes" },
  { q: "trabajo con ustedes, hay vacantes?", page: "/cvs" },
  { q: "proteccion de datos personales", page: "/transparencia/proteccionDatosPersonales" },
  { q: "denunciar un acto de corrupcion", page: "/corruptionsAllegations" },
  { q: "plan anual de adquisiciones", page: "/annualPlan" },
  { q: "contratos de la empresa", page: "/contracts" },
  { q: "calidad del agua", page: "/acueducto/calidad-agua-plantas" },
  { q: "planes de internet para la casa", page: "/telco-internet" },
  { q: "medir la velocidad de mi internet", page: "/telco-medidor-velocidad" },
  { q: "guia de canales de television", page: "/telco-canales" },
  { q: "cobertura de internet en mi vereda", page: "/telco-cobertura" },
  { q: "telefonia fija", page: "/telco-telefonia" },
  { q: "paneles solares autogeneracion", page: "/energia/autogenerators" },
  { q: "cambiar de comercializador de energia", page: "/energia/changeMarketer" },
  { q: "laboratorio de medidores", page: "/energia/laboratoriesEnergy" },
  { q: "mision y vision de la empresa", page: "/mission-vision" },
  { q: "quienes son los directivos", page: "/corporateGovernment" },
  { q: "registrarme como proveedor", page: "/supplierRegistration" },
  { q: "buen uso del alcantarillado", page: "/acueducto/sewerInfo" },
  { q: "mis derechos como usuario", page: "/energia/userRights" },
  { q: "factura digital", page: "/transformacion-emsp-factura-digital" },
  { q: "noticias de la empresa", page: "/noticias" },
  { q: "mapa del sitio", page: "/mapa-sitio" },
];
