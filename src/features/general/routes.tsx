import { Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";
import { PendingView } from "./pending";

// The general pages (issue 23: a feature's routes live with it, whatever their URL). One chunk
// per view, loaded when its page opens (DESIGN §4, §8: each ≤ 35 KB gzip).
const HomeView = lazyView(() => import(/* webpackChunkName: "page-home" */ "./views/HomeView"));
const SiteMapView = lazyView(() => import(/* webpackChunkName: "page-sitemap" */ "./views/SiteMapView"));
const SearchView = lazyView(() => import(/* webpackChunkName: "page-search" */ "./views/SearchView"));
const AccessDeniedView = lazyView(() => import(/* webpackChunkName: "page-access-denied" */ "./views/AccessDeniedView"));

/** Bienvenida al portal para quien llega por primera vez. */
@route({
  key: "general.landing",
  path: "/landing",
  area: "general",
  title: "Bienvenida",
  listed: false,
})
export class LandingPage extends Page {
  readonly view = HomeView;
}

/** Página principal del portal (ruta alterna de la de inicio). */
@route({
  key: "general.mainPage",
  path: "/home-page",
  area: "general",
  title: "Página principal",
  listed: false,
})
export class MainPage extends Page {
  readonly view = HomeView;
}

/** Inicio del portal. */
@route({
  key: "general.home",
  path: "/homePage",
  area: "general",
  title: "Inicio",
})
export class HomePage extends Page {
  readonly view = HomeView;
}

/** Mapa del sitio con todas las secciones del portal. */
@route({
  key: "general.siteMap",
  path: "/mapa-sitio",
  area: "general",
  title: "Mapa del sitio",
})
export class SiteMapPage extends Page {
  readonly view = SiteMapView;
}

/** Búsqueda en títulos, descripciones, palabras clave y texto de las páginas, y en noticias. */
@route({
  key: "general.search",
  path: "/buscar",
  area: "general",
  title: "Buscar",
})
export class SearchPage extends Page {
  readonly view = SearchView;
}

/** Aviso para quien abre una página sin el rol necesario. */
@route({
  key: "general.accessDenied",
  path: "/access-denied",
  authority: ["admin", "user"],
  access: "protected",
  area: "general",
  title: "Acceso denegado",
})
export class AccessDeniedPage extends Page {
  readonly view = AccessDeniedView;
}

/** Punto de ingreso para aliados corporativos. */
@route({
  key: "general.partnerAccess",
  path: "/mile-access",
  area: "general",
  title: "Acceso para aliados",
})
export class PartnerAccessPage extends Page {
  readonly view = PendingView;
}
