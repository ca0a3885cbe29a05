import { route } from "../../routing/route";
import { Page } from "../Page";
import { PendingView } from "../shared/pending";

/** Listado de noticias de la empresa. */
@route({
  key: "noticias.list",
  path: "/noticias",
  area: "noticias",
  title: "Noticias",
})
export class NewsPage extends Page {
  readonly view = PendingView;
}

/** Noticias del servicio de acueducto y alcantarillado. */
@route({
  key: "noticias.waterSewer",
  path: "/noticias-acueducto-alcantarillado",
  area: "noticias",
  title: "Noticias de acueducto y alcantarillado",
})
export class WaterSewerNewsPage extends Page {
  readonly view = PendingView;
}

/** Detalle de una noticia. */
@route({
  key: "noticias.detail",
  path: "/noticias-detalles",
  area: "noticias",
  title: "Detalle de la noticia",
})
export class NewsDetailPage extends Page {
  readonly view = PendingView;
}

/** Cortes programados de energía y agua. */
@route({
  key: "noticias.serviceCuts",
  path: "/noticias-cortes",
  area: "noticias",
  title: "Cortes programados del servicio",
})
export class ServiceCutsPage extends Page {
  readonly view = PendingView;
}

/** Detalle de un corte programado. */
@route({
  key: "noticias.serviceCutDetail",
  path: "/noticias-cortes-detalle",
  area: "noticias",
  title: "Detalle del corte programado",
})
export class ServiceCutDetailPage extends Page {
  readonly view = PendingView;
}
