import { CustomerPage, Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";

// The payments pages (issue 23: a feature's routes live with it, whatever their URL). One chunk
// per view, loaded when its page opens (DESIGN §4, §8: each ≤ 35 KB gzip).
const PaymentSummaryView = lazyView(() => import(/* webpackChunkName: "page-payment-summary" */ "./views/PaymentSummaryView"));
const PublicPaymentView = lazyView(() => import(/* webpackChunkName: "page-public-payment" */ "./views/PublicPaymentView"));
const TransactionsView = lazyView(() => import(/* webpackChunkName: "page-transactions" */ "./views/TransactionsView"));
const TransactionsDownloadView = lazyView(() => import(/* webpackChunkName: "page-transactions-download" */ "./views/TransactionsDownloadView"));
const OnlinePaymentView = lazyView(() => import(/* webpackChunkName: "page-online-payment" */ "./views/OnlinePaymentView"));
const PaymentResultView = lazyView(() => import(/* webpackChunkName: "page-payment-result" */ "./views/PaymentResultView"));
const PaymentStatusView = lazyView(() => import(/* webpackChunkName: "page-payment-status" */ "./views/PaymentStatusView"));

/** Resumen del pago antes de confirmarlo. */
@route({
  key: "cuenta.paymentSummary",
  path: "/resumen-pago",
  area: "cuenta",
  title: "Resumen del pago",
})
export class PaymentSummaryPage extends Page {
  readonly view = PaymentSummaryView;
}

/** Pago por PSE sin iniciar sesión, con el número de contrato. */
@route({
  key: "cuenta.onlinePayment",
  path: "/pago-en-linea",
  area: "cuenta",
  title: "Pago en línea",
})
export class OnlinePaymentPage extends Page {
  readonly view = PublicPaymentView;
}

/** Consulta del estado de las transacciones en línea. */
@route({
  key: "cuenta.transactionsInquiry",
  path: "/consultar-transacciones",
  area: "cuenta",
  title: "Consultar transacciones",
})
export class TransactionsInquiryPage extends Page {
  readonly view = TransactionsView;
}

/** Descarga del historial de transacciones. */
@route({
  key: "cuenta.transactionsDownload",
  path: "/descargar-transacciones",
  area: "cuenta",
  title: "Descargar transacciones",
})
export class TransactionsDownloadPage extends Page {
  readonly view = TransactionsDownloadView;
}

/** Pago de facturas pendientes desde la cuenta. */
@route({
  key: "dashboard.onlinePayment",
  path: "/dashboard/onlinePayment",
  access: "protected",
  area: "dashboard",
  title: "Pagar facturas",
})
export class DashboardOnlinePaymentPage extends CustomerPage {
  readonly view = OnlinePaymentView;
}

/** Comprobante de un pago aprobado. */
@route({
  key: "dashboard.paymentSuccess",
  path: "/dashboard/paymentSuccess",
  access: "protected",
  area: "dashboard",
  title: "Pago exitoso",
})
export class PaymentSuccessPage extends CustomerPage {
  readonly view = PaymentResultView;
}

/** Pago de servicios con débito bancario PSE. */
@route({
  key: "dashboard.onlinePaymentAlt",
  path: "/dashboard/online-payment",
  access: "protected",
  area: "dashboard",
  title: "Pagar en línea",
})
export class OnlinePaymentAltPage extends CustomerPage {
  readonly view = OnlinePaymentView;
}

/** Consulta del estado de un pago. */
@route({
  key: "atencion.paymentStatus",
  path: "/paymentStatus",
  area: "atencion",
  title: "Estado de pago",
})
export class PaymentStatusPage extends Page {
  readonly view = PaymentStatusView;
}
