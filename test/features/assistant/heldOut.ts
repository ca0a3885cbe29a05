/**
 * Issue 33 §1: the held-out set. Questions citizens ask in their own words (colloquial Colombian
 * Spanish, typos, no accents), written before the engine was tuned and never used to tune it: none
 * of them is in ./questions.ts (the tuning set) or in the intents' patterns. Each names the page a
 * person needs first. The engine must put it first for at least 90 % of them
 * (test/features/assistant/heldOut.test.ts). Do not edit a question to make it pass: add new ones.
 */
import type { AssistantQuestion } from "./questions";

export const HELD_OUT_QUESTIONS: readonly AssistantQuestion[] = [
  // A bill that came too high: the bill review (then the claim).
  { q: "me llego una factura carisima este mes", page: "/revision-factura" },
  { q: "por que me cobraron tanto en el recibo de la luz", page: "/revision-factura" },
  { q: "el recibo del agua vino altisimo y no hemos gastado mas", page: "/revision-factura" },
  { q: "me estan cobrando un consumo que no es mio", page: "/revision-factura" },
  { q: "la factura trae un cobro que no entiendo", page: "/revision-factura" },
  { q: "subio mucho el valor de la luz sin razon", page: "/revision-factura" },
  // Duplicates, paying, seeing a bill.
  { q: "perdi el recibo, como lo vuelvo a sacar", page: "/dashboard/duplicados-facturas" },
  { q: "necesito otra copia del recibo del mes pasado", page: "/dashboard/duplicados-facturas" },
  { q: "donde puedo cancelar el recibito", page: "/paymentMethods" },
  { q: "se puede pagar con tarjeta de credito?", page: "/paymentMethods" },
  { q: "quiero mirar cuanto debo de la luz", page: "/facturas" },
  // Leaks, outages and faults: the failure report first.
  { q: "hay un tubo botando agua en la calle", page: "/reporta-una-falla" },
  { q: "se esta saliendo el agua por la caja del medidor", page: "/reporta-una-falla" },
  { q: "no hay señal de internet desde esta mañana", page: "/reporta-una-falla" },
  { q: "el internet se cae a cada rato", page: "/reporta-una-falla" },
  { q: "se nos fue la luz en todo el barrio", page: "/reporta-una-falla" },
  { q: "llevamos dos dias sin agua", page: "/reporta-una-falla" },
  { q: "la alcantarilla esta tapada y se esta devolviendo", page: "/reporta-una-falla" },
  { q: "un arbol tumbo los cables de la luz", page: "/reporta-una-falla" },
  { q: "hay un cable pelado echando chispas", page: "/reporta-una-falla" },
  { q: "esta saliendo agua limpia de un hueco en el anden", page: "/reporta-una-falla" },
  // Scheduled cuts.
  { q: "cuando vuelven a quitar el agua", page: "/noticias-cortes" },
  { q: "hay racionamiento de agua esta semana?", page: "/noticias-cortes" },
  { q: "mañana hay corte de luz en la estacion?", page: "/noticias-cortes" },
  // PQRS and their state.
  { q: "como pongo una queja por mal servicio", page: "/newPQRS" },
  { q: "ya puse un reclamo y no me han respondido", page: "/pqr" },
  { q: "donde veo como va mi peticion", page: "/pqr" },
  // Prices: the tariff that answers, per service.
  { q: "a como esta el kilovatio", page: "/energia/ratesEnergy" },
  { q: "cuanto cobran el metro cubico de agua", page: "/acueducto/ratesAqueduct" },
  { q: "cuanto me cobran por volver a conectar la luz", page: "/energia/ratesServices" },
  { q: "me cortaron la luz por no pagar, ya pague, cuando me la reconectan", page: "/energia/ratesServices" },
  // Offices, hours and a person.
  { q: "hasta que hora atienden los sabados", page: "/physicalCentersAttention" },
  { q: "donde queda la oficina de la estacion", page: "/physicalCentersAttention" },
  { q: "necesito hablar con una persona", page: "/homeCustomerService" },
  { q: "a que numero llamo para que me atiendan", page: "/homeCustomerService" },
  { q: "tienen whatsapp para atencion?", page: "/virtualAttention" },
  // Internet and television.
  { q: "como hago un test de velocidad", page: "/telco-medidor-velocidad" },
  { q: "que canales trae la television", page: "/telco-canales" },
  { q: "ya llego la fibra a mi vereda?", page: "/telco-cobertura" },
  // Everything else.
  { q: "como cambio el nombre del dueño del servicio", page: "/preguntas-frecuentes" },
  { q: "como hago para que me bajen el estrato", page: "/preguntas-frecuentes" },
  { q: "se me quemo la nevera por un bajon de luz, me la pagan?", page: "/preguntas-frecuentes" },
  { q: "ofertas de empleo en la empresa", page: "/cvs" },
  { q: "como denuncio a un funcionario que pide plata", page: "/corruptionsAllegations" },
  { q: "quiero poner paneles solares en el techo", page: "/energia/autogenerators" },
  { q: "como se si el agua de la llave es potable", page: "/acueducto/calidad-agua-plantas" },
  { q: "que no se debe botar por el sifon", page: "/acueducto/sewerInfo" },
  { q: "pedir una revision de la instalacion electrica", page: "/energia/formService" },
  { q: "quiero la factura por correo electronico y no en papel", page: "/transformacion-emsp-factura-digital" },
  { q: "que dias reparten el recibo en mi barrio", page: "/repartoFacturas" },
];
