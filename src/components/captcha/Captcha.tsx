import { lazy, Suspense, useMemo, useSyncExternalStore } from "react";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { makeStyles, tokens } from "../../theme";
import { useMounted } from "../useMounted";

/** What the lazy widget hands over once it runs: a solved challenge on demand, and a way to start over. */
export interface CaptchaSolver {
  /** The payload of a solved challenge (solving it now if needed); rejects when it cannot be solved. */
  solve(): Promise<string>;
  /** Forgets the solve (the server took it): the next `solve` works a new challenge. */
  reset(): void;
}

/** The widget's texts, in the portal's language (react-intl), not the widget's own. */
export type CaptchaStrings = Record<
  | "label"
  | "verifying"
  | "verified"
  | "error"
  | "expired"
  | "verificationRequired"
  | "waitAlert"
  | "loading"
  | "verify"
  | "reload"
  | "cancel"
  | "ariaLinkLabel"
  | "footer",
  string
>;

const t = defineMessages({
  label: { id: "captcha.label", defaultMessage: "No soy un robot" },
  verifying: { id: "captcha.verifying", defaultMessage: "Verificando…" },
  verified: { id: "captcha.verified", defaultMessage: "Verificado" },
  error: { id: "captcha.error", defaultMessage: "La verificación falló. Márquela de nuevo." },
  expired: { id: "captcha.expired", defaultMessage: "La verificación venció. Márquela de nuevo." },
  verificationRequired: { id: "captcha.required", defaultMessage: "Falta la verificación «No soy un robot»." },
  waitAlert: { id: "captcha.wait", defaultMessage: "Verificando… espere un momento." },
  loading: { id: "captcha.loading", defaultMessage: "Cargando…" },
  verify: { id: "captcha.verify", defaultMessage: "Verificar" },
  reload: { id: "captcha.reload", defaultMessage: "Volver a cargar" },
  cancel: { id: "captcha.cancel", defaultMessage: "Cancelar" },
  help: {
    id: "captcha.help",
    defaultMessage: "Su navegador resuelve un pequeño cálculo para confirmar que no es un programa automático. No usamos servicios externos ni cookies.",
  },
  failed: { id: "captcha.failed", defaultMessage: "No pudimos completar la verificación «No soy un robot». Márquela de nuevo e intente otra vez." },
});

function strings(intl: IntlShape): CaptchaStrings {
  const m = (d: { id: string; defaultMessage: string }) => intl.formatMessage(d);
  return {
    label: m(t.label),
    verifying: m(t.verifying),
    verified: m(t.verified),
    error: m(t.error),
    expired: m(t.expired),
    verificationRequired: m(t.verificationRequired),
    waitAlert: m(t.waitAlert),
    loading: m(t.loading),
    verify: m(t.verify),
    reload: m(t.reload),
    cancel: m(t.cancel),
    ariaLinkLabel: "ALTCHA",
    footer: "",
  };
}

/**
 * The bot check of one form (issue 20 §4): the form asks `payload()` on submit and calls `spent()`
 * once the server has answered (a payload is single-use). The widget itself loads lazily.
 */
export class CaptchaControl {
  private solver: CaptchaSolver | null = null;
  private waiting: Array<(solver: CaptchaSolver) => void> = [];
  private verifiedNow = false;
  private listeners = new Set<() => void>();

  /** Whether the widget shows "Verificado" now (a solved challenge not yet spent). */
  get verified(): boolean {
    return this.verifiedNow;
  }

  /** Called by the widget on each of its state changes ("verifying", "verified", "error", "expired"…). */
  state(state: string): void {
    const verified = state === "verified";
    if (verified === this.verifiedNow) return;
    this.verifiedNow = verified;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` whenever `verified` changes; returns the unsubscribe (useSyncExternalStore's shape). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called by the widget when it is ready (and with null when it goes away). */
  attach(solver: CaptchaSolver | null): void {
    this.solver = solver;
    if (!solver) this.state("unverified");
    if (solver) for (const resolve of this.waiting.splice(0)) resolve(solver);
  }

  /** The solved challenge to send with the form; waits for the widget and its work if needed. */
  async payload(): Promise<string> {
    const solver = this.solver ?? (await new Promise<CaptchaSolver>((resolve) => this.waiting.push(resolve)));
    return solver.solve();
  }

  /** The server took the payload: the next submission needs a new one. */
  spent(): void {
    this.solver?.reset();
  }
}

/** The field name the server uses for the bot check in its answers (`fields.altcha`). */
export const CAPTCHA_FIELD = "altcha";

/** The Spanish message for a check that could not be solved in the browser. */
export function captchaFailedMessage(intl: IntlShape): string {
  return intl.formatMessage(t.failed);
}

const AltchaWidget = lazy(() => import(/* webpackChunkName: "captcha" */ "./AltchaWidget"));

const useStyles = makeStyles({
  root: {
    marginBlock: `${tokens.spacingVerticalM} ${tokens.spacingVerticalL}`,
    minHeight: "64px",
    // The widget's own colours follow the browser's scheme, not the portal's: white in the portal's
    // dark mode. Its variables (altcha.css) take the theme's tokens instead, in both modes.
    "--altcha-color-base": tokens.colorNeutralBackground1,
    "--altcha-color-base-content": tokens.colorNeutralForeground1,
    "--altcha-color-neutral": tokens.colorNeutralStroke1,
    "--altcha-color-neutral-content": tokens.colorNeutralForeground2,
    "--altcha-border-color": tokens.colorNeutralStroke1,
    "--altcha-border-radius": tokens.borderRadiusMedium,
    "--altcha-checkbox-border-color": tokens.colorNeutralStrokeAccessible,
    "--altcha-checkbox-outline-color": tokens.colorStrokeFocus2,
    "--altcha-color-primary": tokens.colorBrandBackground,
    "--altcha-color-primary-content": tokens.colorNeutralForegroundOnBrand,
    "--altcha-color-success": tokens.colorPaletteGreenBackground3,
    "--altcha-color-success-content": tokens.colorNeutralForegroundOnBrand,
    "--altcha-color-error": tokens.colorPaletteRedBackground3,
    "--altcha-color-error-content": tokens.colorNeutralForegroundOnBrand,
    // These are computed from the ones above where altcha.css declares them (:root), so they are set here too.
    "--altcha-input-background-color": tokens.colorNeutralBackground1,
    "--altcha-input-color": tokens.colorNeutralForeground1,
    "--altcha-popover-color": tokens.colorNeutralStroke1,
    "--altcha-spinner-color": tokens.colorNeutralForeground1,
    "--altcha-checkbox-outline": `2px solid ${tokens.colorStrokeFocus2}`,
  },
  help: { marginBlock: `${tokens.spacingVerticalXS} 0`, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  error: { marginBlock: `${tokens.spacingVerticalXS} 0`, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase300 },
});

/** A control for one form, stable across renders. */
export function useCaptchaControl(): CaptchaControl {
  return useMemo(() => new CaptchaControl(), []);
}

/** Whether the form's check shows "Verificado" now; re-renders when that changes. */
export function useCaptchaVerified(control: CaptchaControl): boolean {
  return useSyncExternalStore(
    control.subscribe,
    () => control.verified,
    () => false,
  );
}

/**
 * The check's message, unless the check has been solved since: a "Falta la verificación" from the
 * last submit no longer applies once the widget says "Verificado" (it comes back if the server
 * refuses the next payload, which resets the widget).
 */
export function useCaptchaError(control: CaptchaControl, error: string | undefined): string | undefined {
  return useCaptchaVerified(control) ? undefined : error;
}

/** A form's error summary without the check's message once the check is solved (see useCaptchaError). */
export function withoutSolvedCaptcha<T extends { message: string }>(items: T[], error: string | undefined, verified: boolean): T[] {
  return verified && error ? items.filter((item) => item.message !== error) : items;
}

/**
 * The "No soy un robot" check: ALTCHA's proof of work, solved in the browser (no third party).
 * `auto`: "onfocus" starts when the person starts filling the form, "onload" at once (sign-in
 * after failures). Rendered only in the browser, after the page has mounted, never prerendered.
 */
export function CaptchaField({ id, control, auto = "onfocus", error }: { id: string; control: CaptchaControl; auto?: "onfocus" | "onload"; error?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const mounted = useMounted();
  const texts = useMemo(() => strings(intl), [intl]);
  const shown = useCaptchaError(control, error);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.root} id={id} role="group" aria-label={texts.label} aria-describedby={shown ? `${helpId} ${errorId}` : helpId}>
      {mounted && (
        <Suspense fallback={<span aria-live="polite">{texts.loading}</span>}>
          <AltchaWidget control={control} auto={auto} strings={texts} />
        </Suspense>
      )}
      <p id={helpId} className={styles.help}>
        {intl.formatMessage(t.help)}
      </p>
      {shown && (
        <p id={errorId} className={styles.error}>
          {shown}
        </p>
      )}
    </div>
  );
}
