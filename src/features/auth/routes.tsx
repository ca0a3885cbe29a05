import { Page } from "../../components/Page";
import { lazyView } from "../../routing/lazyView";
import { route } from "../../routing/route";

// The auth pages (issue 23: a feature's routes live with it, whatever their URL). One chunk
// per view, loaded when its page opens (DESIGN §4, §8: each ≤ 35 KB gzip).
const SignInView = lazyView(() => import(/* webpackChunkName: "page-sign-in" */ "./views/SignInView"));
const SignUpView = lazyView(() => import(/* webpackChunkName: "page-sign-up" */ "./views/SignUpView"));
const ForgotPasswordView = lazyView(() => import(/* webpackChunkName: "page-forgot-password" */ "./views/ForgotPasswordView"));
const ResetPasswordView = lazyView(() => import(/* webpackChunkName: "page-reset-password" */ "./views/ResetPasswordView"));
const VerifyEmailView = lazyView(() => import(/* webpackChunkName: "page-verify-email" */ "./views/VerifyEmailView"));
const AuthSuccessView = lazyView(() => import(/* webpackChunkName: "page-auth-success" */ "./views/AuthSuccessView"));
const CustomerSignUpView = lazyView<object>(() =>
  import(/* webpackChunkName: "page-sign-up" */ "./views/SignUpView").then((m) => ({ default: m.CustomerSignUpView })),
);
const CustomerSignInView = lazyView<object>(() =>
  import(/* webpackChunkName: "page-sign-in" */ "./views/SignInView").then((m) => ({ default: m.CustomerSignInView })),
);

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
  listed: false,
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
  listed: false,
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
  listed: false,
})
export class AuthSuccessPage extends Page {
  readonly view = AuthSuccessView;
}

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
