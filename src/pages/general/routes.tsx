import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";
import { Page } from "../Page";
import { PendingView } from "../shared/pending";

const HomeView = lazyView(() => import(/* webpackChunkName: "page-home" */ "./HomeView"));
const SearchView = lazyView(() => import(/* webpackChunkName: "page-search" */ "./SearchView"));
const SiteMapView = lazyView(() => import(/* webpackChunkName: "page-sitemap" */ "./SiteMapView"));
const SignInView = lazyView(() => import(/* webpackChunkName: "page-sign-in" */ "../auth/SignInView"));
const SignUpView = lazyView(() => import(/* webpackChunkName: "page-sign-up" */ "../auth/SignUpView"));
const ForgotPasswordView = lazyView(() => import(/* webpackChunkName: "page-forgot-password" */ "../auth/ForgotPasswordView"));
const ResetPasswordView = lazyView(() => import(/* webpackChunkName: "page-reset-password" */ "../auth/ResetPasswordView"));
const VerifyEmailView = lazyView(() => import(/* webpackChunkName: "page-verify-email" */ "../auth/VerifyEmailView"));
const AuthSuccessView = lazyView(() => import(/* webpackChunkName: "page-auth-success" */ "../auth/AuthSuccessView"));
const AccessDeniedView = lazyView(() => import(/* webpackChunkName: "page-access-denied" */ "./AccessDeniedView"));

/** Bienvenida al portal para quien llega por primera vez. */
@route({
  key: "general.landing",
  path: "/landing",
  area: "general",
  title: "Bienvenida",
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

/** Inicio de sesión de clientes. */
@route({
  key: "general.signIn",
  path: "/sign-in",
  access: "publicOnly",
  area: "general",
  title: "Iniciar sesión",
  meta: { pageContainerType: "contained", pageBackgroundType: "plain" },
})
export class SignInPage extends Page {
  readonly view = SignInView;
}

/** Creación de una cuenta de usuario en el portal. */
@route({
  key: "general.signUp",
  path: "/sign-up",
  access: "publicOnly",
  area: "general",
  title: "Crear cuenta",
  meta: { pageContainerType: "contained", pageBackgroundType: "plain" },
})
export class SignUpPage extends Page {
  readonly view = SignUpView;
}

/** Solicitud del enlace para recuperar la contraseña. */
@route({
  key: "general.forgotPassword",
  path: "/forgot-password",
  access: "publicOnly",
  area: "general",
  title: "Recuperar contraseña",
  meta: { pageContainerType: "contained", pageBackgroundType: "plain" },
})
export class ForgotPasswordPage extends Page {
  readonly view = ForgotPasswordView;
}

/** Cambio de contraseña con el enlace recibido por correo. */
@route({
  key: "general.resetPassword",
  path: "/reset-password",
  access: "publicOnly",
  area: "general",
  title: "Restablecer contraseña",
  meta: { pageContainerType: "contained", pageBackgroundType: "plain" },
})
export class ResetPasswordPage extends Page {
  readonly view = ResetPasswordView;
}

/** Verificación del correo electrónico de una cuenta nueva. */
@route({
  key: "general.verifyEmail",
  path: "/verify-email",
  area: "general",
  title: "Verificar correo",
  meta: { pageContainerType: "contained", pageBackgroundType: "plain" },
})
export class VerifyEmailPage extends Page {
  readonly view = VerifyEmailView;
}

/** Llegada tras ingresar con un proveedor externo. */
@route({
  key: "general.authSuccess",
  path: "/auth/success",
  area: "general",
  title: "Ingreso exitoso",
})
export class AuthSuccessPage extends Page {
  readonly view = AuthSuccessView;
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
