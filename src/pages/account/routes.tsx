import { route } from "../../routing/route";
import { Page } from "../Page";
import { lazyView } from "../../routing/lazyView";
const PublicInvoicesView = lazyView(() => import(/* webpackChunkName: "page-public-invoices" */ "../billing/PublicInvoicesView"));
const PaymentSummaryView = lazyView(() => import(/* webpackChunkName: "page-payment-summary" */ "../billing/PaymentSummaryView"));
const InvoiceGuideView = lazyView(() => import(/* webpackChunkName: "page-invoice-guide" */ "../billing/InvoiceGuideView"));
const PublicPaymentView = lazyView(() => import(/* webpackChunkName: "page-public-payment" */ "../billing/PublicPaymentView"));
const TransactionsView = lazyView(() => import(/* webpackChunkName: "page-transactions" */ "../billing/TransactionsView"));
const TransactionsDownloadView = lazyView(() => import(/* webpackChunkName: "page-transactions-download" */ "../billing/TransactionsDownloadView"));

const CustomerSignUpView = lazyView<object>(() =>
  import(/* webpackChunkName: "page-sign-up" */ "../auth/SignUpView").then((m) => ({ default: m.CustomerSignUpView })),
);
const CustomerSignInView = lazyView<object>(() =>
  import(/* webpackChunkName: "page-sign-in" */ "../auth/SignInView").then((m) => ({ default: m.CustomerSignInView })),
);

/** Registro de una cuenta de cliente. */
@route({
  key: "cuenta.register",
  path: "/registrarse",
  access: "publicOnly",
  area: "cuenta",
  title: "Registro de clientes",
})
export class AccountRegisterPage extends Page {
  readonly view = CustomerSignUpView;
}

/** Ingreso a la cuenta de cliente. */
@route({
  key: "cuenta.login",
  path: "/mi-cuenta",
  access: "publicOnly",
  area: "cuenta",
  title: "Mi cuenta",
})
export class AccountLoginPage extends Page {
  readonly view = CustomerSignInView;
}

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
