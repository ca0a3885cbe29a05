import { CustomerPage, Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";

// The pqrs pages (issue 23: a feature's routes live with it, whatever their URL). One chunk
// per view, loaded when its page opens (DESIGN §4, §8: each ≤ 35 KB gzip).
const AddPqrsView = lazyView(() => import(/* webpackChunkName: "page-add-pqrs" */ "./views/AddPqrsView"));
const SupplierRegistrationView = lazyView(() => import(/* webpackChunkName: "page-supplier-registration" */ "./views/SupplierRegistrationView"));
const PropertyNumberView = lazyView(() => import(/* webpackChunkName: "page-property-number" */ "./views/PropertyNumberView"));
const PqrsInfoView = lazyView(() => import(/* webpackChunkName: "page-pqrs-info" */ "./views/PqrsInfoView"));
const NewPqrsView = lazyView(() => import(/* webpackChunkName: "page-new-pqrs" */ "./views/NewPqrsView"));
const NewPqrsCustomerView = lazyView(() => import(/* webpackChunkName: "page-new-pqrs-customer" */ "./views/NewPqrsCustomerView"));
const CorruptionAllegationView = lazyView(() => import(/* webpackChunkName: "page-corruption-allegation" */ "./views/CorruptionAllegationView"));
const InformationRequestView = lazyView(() => import(/* webpackChunkName: "page-information-request" */ "./views/InformationRequestView"));
const FaultReportView = lazyView(() => import(/* webpackChunkName: "page-fault-report" */ "./views/FaultReportView"));

/** Radicación de una PQRS desde la cuenta. */
@route({
  key: "dashboard.addPqrs",
  path: "/dashboard/add-pqrs",
  access: "protected",
  area: "dashboard",
  title: "Nueva PQRS",
})
export class AddPqrsPage extends CustomerPage {
  readonly view = AddPqrsView;
}

/** Inscripción de proveedores. */
@route({
  key: "atencion.supplierRegistration",
  path: "/supplierRegistration",
  area: "atencion",
  title: "Inscripción de proveedores",
})
export class SupplierRegistrationPage extends Page {
  readonly view = SupplierRegistrationView;
}

/** Actualización de la matrícula inmobiliaria o del número predial. */
@route({
  key: "atencion.updatePropertyNumber",
  path: "/updatePropertyNumber",
  area: "atencion",
  title: "Actualización del número predial",
})
export class UpdatePropertyNumberPage extends Page {
  readonly view = PropertyNumberView;
}

/** Información sobre las PQRS y consulta de su estado. */
@route({
  key: "atencion.pqrs",
  path: "/pqr",
  area: "atencion",
  title: "PQRS",
})
export class PqrsPage extends Page {
  readonly view = PqrsInfoView;
}

/** Radicación de una PQRS. */
@route({
  key: "atencion.newPqrs",
  path: "/newPQRS",
  area: "atencion",
  title: "Radicar PQRS",
})
export class NewPqrsPage extends Page {
  readonly view = NewPqrsView;
}

/** Radicación de una PQRS por un cliente con contrato. */
@route({
  key: "atencion.newPqrsCustomer",
  path: "/newPQRSUser",
  area: "atencion",
  title: "Radicar PQRS como cliente",
})
export class NewPqrsCustomerPage extends Page {
  readonly view = NewPqrsCustomerView;
}

/** Denuncias por presuntos actos de corrupción. */
@route({
  key: "atencion.corruptionAllegations",
  path: "/corruptionsAllegations",
  area: "atencion",
  title: "Denuncias por corrupción",
})
export class CorruptionAllegationsPage extends Page {
  readonly view = CorruptionAllegationView;
}

/** Solicitud de información pública (Ley 1712 de 2014). */
@route({
  key: "atencion.informationRequest",
  path: "/information-request",
  area: "atencion",
  title: "Solicitud de información pública",
})
export class InformationRequestPage extends Page {
  readonly view = InformationRequestView;
}

/** Reporte de daños y fallas en el servicio. */
@route({
  key: "atencion.faultReport",
  path: "/reporta-una-falla",
  area: "atencion",
  title: "Reporte de fallas",
})
export class FaultReportPage extends Page {
  readonly view = FaultReportView;
}
