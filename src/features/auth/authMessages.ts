import { defineMessages, type IntlShape } from "react-intl";
import { SIGN_IN_FALLBACK_MESSAGE, SIGN_UP_FALLBACK_MESSAGE } from "../../stores/SessionStore";

/** Texts shared by the account pages. */
export const authMessages = defineMessages({
  email: { id: "auth.field.email", defaultMessage: "Correo electrónico" },
  password: { id: "auth.field.password", defaultMessage: "Contraseña" },
  signInFallback: { id: "auth.signIn.fallback", defaultMessage: "No fue posible iniciar sesión" },
  signUpFallback: { id: "auth.signUp.fallback", defaultMessage: "No fue posible crear la cuenta" },
  forgotLink: { id: "auth.link.forgot", defaultMessage: "¿Olvidó su contraseña?" },
  signUpLink: { id: "auth.link.signUp", defaultMessage: "¿No tiene cuenta? Regístrese" },
  signInLink: { id: "auth.link.signIn", defaultMessage: "¿Ya tiene cuenta? Ingrese" },
  backToSignIn: { id: "auth.link.backToSignIn", defaultMessage: "Volver a iniciar sesión" },
});

/**
 * Spec §8: the fallback texts are 'Unable to sign in' / 'Unable to sign up', said in the person's
 * language; the server's own message or the error text pass through as they are.
 */
export function authFailureMessage(intl: IntlShape, message: string): string {
  if (message === SIGN_IN_FALLBACK_MESSAGE) return intl.formatMessage(authMessages.signInFallback);
  if (message === SIGN_UP_FALLBACK_MESSAGE) return intl.formatMessage(authMessages.signUpFallback);
  return message;
}
