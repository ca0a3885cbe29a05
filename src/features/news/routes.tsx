import { Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";

// The news pages (issue 23: a feature's routes live with it, whatever their URL). One chunk
// per view, loaded when its page opens (DESIGN §4, §8: each ≤ 35 KB gzip).
const NewsListView = lazyView(() => import(/* webpackChunkName: "page-news" */ "./views/NewsListView"));
const WaterNewsView = lazyView(() => import(/* webpackChunkName: "page-news-water" */ "./views/WaterNewsView"));
const NewsDetailView = lazyView(() => import(/* webpackChunkName: "page-news-detail" */ "./views/NewsDetailView"));
const ServiceCutsView = lazyView(() => import(/* webpackChunkName: "page-news-cuts" */ "./views/ServiceCutsView"));
const ServiceCutDetailView = lazyView(() => import(/* webpackChunkName: "page-news-cut-detail" */ "./views/ServiceCutDetailView"));
const OutageDetailView = lazyView(() => import(/* webpackChunkName: "page-news-outage" */ "./views/OutageDetailView"));

/** Listado de noticias de la empresa. */
@route({
  key: "noticias.list",
  path: "/noticias",
  area: "noticias",
  title: "Noticias",
})
export class NewsPage extends Page {
  readonly view = NewsListView;
}

/** Noticias del servicio de acueducto y alcantarillado. */
@route({
  key: "noticias.waterSewer",
  path: "/noticias-acueducto-alcantarillado",
  area: "noticias",
  title: "Noticias de acueducto y alcantarillado",
})
export class WaterSewerNewsPage extends Page {
  readonly view = WaterNewsView;
}

/** Detalle de una noticia. */
@route({
  key: "noticias.detail",
  path: "/noticias-detalles",
  area: "noticias",
  title: "Detalle de la noticia",
  listed: false,
})
export class NewsDetailPage extends Page {
  readonly view = NewsDetailView;
}

/** Cortes programados de energía y agua. */
@route({
  key: "noticias.serviceCuts",
  path: "/noticias-cortes",
  area: "noticias",
  title: "Cortes programados del servicio",
})
export class ServiceCutsPage extends Page {
  readonly view = ServiceCutsView;
}

/** Detalle de un corte programado. */
@route({
  key: "noticias.serviceCutDetail",
  path: "/noticias-cortes-detalle",
  area: "noticias",
  title: "Detalle del corte programado",
  listed: false,
})
export class ServiceCutDetailPage extends Page {
  readonly view = ServiceCutDetailView;
}

/**
 * Un daño (corte no programado) con su hora estimada de restablecimiento y su historial (issue
 * 36 §1): `?ref=INC-AAAA-NNNNNN`, como la página de un corte programado (outagePath()).
 */
@route({
  key: "noticias.outageDetail",
  path: "/noticias-cortes/dano",
  area: "noticias",
  title: "Daño en el servicio",
  listed: false,
})
export class OutageDetailPage extends Page {
  readonly view = OutageDetailView;
}

const CutAlertConfirmView = lazyView(() => import(/* webpackChunkName: "page-cut-alerts" */ "./views/CutAlertLandingView"));
const CutAlertUnsubscribeView = lazyView<object>(() =>
  import(/* webpackChunkName: "page-cut-alerts" */ "./views/CutAlertLandingView").then((m) => ({ default: m.CutAlertUnsubscribeView })),
);

/** Confirmación de los avisos de cortes por correo (el enlace del correo). */
@route({
  key: "noticias.cutAlertConfirm",
  path: "/noticias-cortes/avisos/confirmar",
  area: "noticias",
  title: "Confirmar los avisos de cortes",
  meta: { pageContainerType: "contained", pageBackgroundType: "plain" },
  listed: false,
})
export class CutAlertConfirmPage extends Page {
  readonly view = CutAlertConfirmView;
}

/** Baja de los avisos de cortes por correo (el enlace de cada aviso). */
@route({
  key: "noticias.cutAlertUnsubscribe",
  path: "/noticias-cortes/avisos/baja",
  area: "noticias",
  title: "Cancelar los avisos de cortes",
  meta: { pageContainerType: "contained", pageBackgroundType: "plain" },
  listed: false,
})
export class CutAlertUnsubscribePage extends Page {
  readonly view = CutAlertUnsubscribeView;
}
