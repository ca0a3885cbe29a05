import { CustomerPage, Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";
import type { RootStore } from "../../stores/RootStore";

// The account pages (issue 23: a feature's routes live with it, whatever their URL). One chunk
// per view, loaded when its page opens (DESIGN §4, §8: each ≤ 35 KB gzip).
const PublicInvoicesView = lazyView(() => import(/* webpackChunkName: "page-public-invoices" */ "./views/PublicInvoicesView"));
const InvoiceGuideView = lazyView(() => import(/* webpackChunkName: "page-invoice-guide" */ "./views/InvoiceGuideView"));
const InvoiceInquiryView = lazyView(() => import(/* webpackChunkName: "page-invoices" */ "./views/InvoiceInquiryView"));
const OverviewView = lazyView(() => import(/* webpackChunkName: "page-overview" */ "./views/OverviewView"));
const DigitalBillView = lazyView(() => import(/* webpackChunkName: "page-digital-bill" */ "./views/DigitalBillView"));
const DigitalBillConfirmationView = lazyView(() => import(/* webpackChunkName: "page-digital-bill-confirmation" */ "./views/DigitalBillConfirmationView"));
const ConsumptionView = lazyView(() => import(/* webpackChunkName: "page-consumption" */ "./views/ConsumptionView"));
const CheckBillView = lazyView(() => import(/* webpackChunkName: "page-check-bill" */ "./views/CheckBillView"));
const InvoiceDuplicatesView = lazyView(() => import(/* webpackChunkName: "page-invoice-duplicates" */ "./views/InvoiceDuplicatesView"));
const ProductTestView = lazyView(() => import(/* webpackChunkName: "page-account-diagnostics" */ "./views/ProductTestView"));
const SelectContractView = lazyView(() => import(/* webpackChunkName: "page-select-contract" */ "./views/SelectContractView"));
const NewContractView = lazyView(() => import(/* webpackChunkName: "page-new-contract" */ "./views/NewContractView"));
const NoticeUnsubscribeView = lazyView(() => import(/* webpackChunkName: "page-notice-unsubscribe" */ "./views/NoticeUnsubscribeView"));
const PazYSalvoCheckView = lazyView(() => import(/* webpackChunkName: "page-paz-y-salvo-check" */ "./views/PazYSalvoCheckView"));

/**
 * What a customer's page shows of the active contract, asked for with the route (Page.prefetch,
 * issue 37): the contracts and the page's store (in the view's chunk) are fetched side by side, then
 * `ask` asks the store for the active contract's data, which the view's first request takes. The
 * promise settles when that data has come or failed (or at once without an active contract).
 */
function forActiveContract<M>(
  load: () => Promise<M>,
  ask: (stores: RootStore, module: M, contractId: string) => Promise<void>,
): (stores: RootStore) => Promise<unknown> {
  return (stores) =>
    Promise.all([stores.loadAccount().then((account) => account.load().then(() => account.active)), load()]).then(
      ([active, module]) => active && ask(stores, module, active.id),
      () => undefined,
    );
}

/** The summary's trend (OverviewStore.prefetchTrend). */
const prefetchTrend = forActiveContract(
  () => import(/* webpackChunkName: "page-overview" */ "./OverviewStore"),
  (stores, { overviewStoreKey }, contractId) => stores.feature(overviewStoreKey).prefetchTrend(contractId),
);

/** The invoices' list (InvoicesStore.prefetchList). */
const prefetchInvoices = forActiveContract(
  () => import(/* webpackChunkName: "page-invoices" */ "./InvoicesStore"),
  (stores, { invoicesStoreKey }, contractId) => stores.feature(invoicesStoreKey).prefetchList(contractId),
);

/** Consulta de facturas por número de contrato. */
@route({
  key: "cuenta.invoices",
  path: "/facturas",
  area: "cuenta",
  title: "Facturas",
})
export class InvoicesPage extends Page {
  readonly view = PublicInvoicesView;
}

/** Revisión detallada de una factura. */
@route({
  key: "cuenta.invoiceReview",
  path: "/revision-factura",
  area: "cuenta",
  title: "Revisión de la factura",
})
export class InvoiceReviewPage extends Page {
  readonly view = InvoiceGuideView;
}

/** Entrada de la cuenta: consulta de facturas por defecto. */
@route({
  key: "dashboard.home",
  path: "/dashboard",
  access: "protected",
  area: "dashboard",
  title: "Mis facturas",
})
export class DashboardPage extends CustomerPage {
  readonly view = InvoiceInquiryView;
}

/** Resumen general de la cuenta. */
@route({
  key: "dashboard.general",
  path: "/dashboard/dashboardGeneral",
  access: "protected",
  area: "dashboard",
  title: "Resumen general",
})
export class DashboardGeneralPage extends CustomerPage {
  readonly view = OverviewView;
  // The consumption trend is asked for as soon as the contracts are known, while the view's code
  // downloads, not after the view has rendered (issue 37).
  override prefetch = prefetchTrend;
}

/** Copia de pruebas del resumen general. */
@route({
  key: "dashboard.generalTest",
  path: "/dashboard/dashboardPruebas",
  access: "protected",
  area: "dashboard",
  title: "Resumen general (pruebas)",
  listed: false,
})
export class DashboardTestPage extends CustomerPage {
  readonly view = OverviewView;
  override prefetch = prefetchTrend;
}

/** Inscripción de contratos a la factura digital. */
@route({
  key: "dashboard.digitalBill",
  path: "/dashboard/dashboardDigitalBill",
  access: "protected",
  area: "dashboard",
  title: "Factura digital",
})
export class DashboardDigitalBillPage extends CustomerPage {
  readonly view = DigitalBillView;
}

/** Confirmación de la inscripción a la factura digital. */
@route({
  key: "dashboard.digitalBillConfirmation",
  path: "/dashboard/dashboardDigitalBillConfirmation",
  access: "protected",
  area: "dashboard",
  title: "Confirmación de factura digital",
})
export class DigitalBillConfirmationPage extends CustomerPage {
  readonly view = DigitalBillConfirmationView;
}

/** Consulta de facturas de los contratos del cliente. */
@route({
  key: "dashboard.invoiceInquiry",
  path: "/dashboard/invoiceInquiry",
  access: "protected",
  area: "dashboard",
  title: "Consulta de facturas",
})
export class InvoiceInquiryPage extends CustomerPage {
  readonly view = InvoiceInquiryView;
  override prefetch = prefetchInvoices;
}

/** Consumo mensual de un contrato. */
@route({
  key: "dashboard.individualConsume",
  path: "/dashboard/individualConsume",
  access: "protected",
  area: "dashboard",
  title: "Consumo individual",
})
export class IndividualConsumePage extends CustomerPage {
  readonly view = ConsumptionView;
}

/** Revisión de una factura del cliente. */
@route({
  key: "dashboard.checkBill",
  path: "/dashboard/checkBill",
  access: "protected",
  area: "dashboard",
  title: "Revisar factura",
})
export class CheckBillPage extends CustomerPage {
  readonly view = CheckBillView;
}

/** Búsqueda y descarga de facturas por periodo o servicio. */
@route({
  key: "dashboard.invoiceInquiryAlt",
  path: "/dashboard/invoice-inquiry",
  access: "protected",
  area: "dashboard",
  title: "Consultar facturas",
})
export class InvoiceInquiryAltPage extends CustomerPage {
  readonly view = InvoiceInquiryView;
}

/** Explicación de cómo se calculó el valor de una factura. */
@route({
  key: "dashboard.checkBillAlt",
  path: "/dashboard/check-bill",
  access: "protected",
  area: "dashboard",
  title: "Detalle de la factura",
})
export class CheckBillAltPage extends CustomerPage {
  readonly view = CheckBillView;
}

/** Activación o cancelación del envío de la factura por correo. */
@route({
  key: "dashboard.digitalBillAlt",
  path: "/dashboard/digital-bill",
  access: "protected",
  area: "dashboard",
  title: "Inscripción a factura digital",
})
export class DigitalBillAltPage extends CustomerPage {
  readonly view = DigitalBillView;
}

/** Descarga de duplicados de facturas. */
@route({
  key: "dashboard.invoiceDuplicates",
  path: "/dashboard/duplicados-facturas",
  access: "protected",
  area: "dashboard",
  title: "Duplicados de facturas",
})
export class InvoiceDuplicatesPage extends CustomerPage {
  readonly view = InvoiceDuplicatesView;
}

/** Pantalla interna de pruebas del producto. */
@route({
  key: "dashboard.productTest",
  path: "/dashboard/test-{product}",
  access: "protected",
  area: "dashboard",
  title: "Pruebas del portal de clientes",
  listed: false,
})
export class ProductTestPage extends CustomerPage {
  readonly view = ProductTestView;
}

/** Selección del contrato con el que se trabaja. */
@route({
  key: "dashboard.selectContract",
  path: "/dashboard/seleccionar-contrato",
  access: "protected",
  area: "dashboard",
  title: "Seleccionar contrato",
})
export class SelectContractPage extends CustomerPage {
  readonly view = SelectContractView;
}

/** Historial de consumo de un contrato en gráficas. */
@route({
  key: "dashboard.individualConsumeAlt",
  path: "/dashboard/individual-consume",
  access: "protected",
  area: "dashboard",
  title: "Historial de consumo",
})
export class IndividualConsumeAltPage extends CustomerPage {
  readonly view = ConsumptionView;
}

/** Asociación de un contrato nuevo a la cuenta. */
@route({
  key: "dashboard.newContract",
  path: "/dashboard/new-contract",
  access: "protected",
  area: "dashboard",
  title: "Asociar contrato",
})
export class NewContractPage extends CustomerPage {
  readonly view = NewContractView;
}

/** Verificación pública de un paz y salvo por su código (issue 32 §4): sin iniciar sesión. */
@route({
  key: "cuenta.pazYSalvoCheck",
  path: "/verificar-paz-y-salvo",
  area: "cuenta",
  title: "Verificar un paz y salvo",
})
export class PazYSalvoCheckPage extends Page {
  readonly view = PazYSalvoCheckView;
}

/** Baja de un aviso por correo (recordatorio de pago o segundo destinatario de la factura digital), issue 34 §4. */
@route({
  key: "cuenta.noticeUnsubscribe",
  path: "/avisos-factura/baja",
  area: "cuenta",
  title: "Dejar de recibir un aviso",
  meta: { pageContainerType: "contained", pageBackgroundType: "plain" },
  listed: false,
})
export class NoticeUnsubscribePage extends Page {
  readonly view = NoticeUnsubscribeView;
}
