// The lazy half of the bot check (issue 20 §4): ALTCHA's web component, its styles and its solver.
// `altcha/external` leaves styles and workers out of the script, so the page's CSP needs no change:
// the style sheet and the worker are files of this origin (style-src / worker-src 'self').
import "altcha/external";
import type {} from "altcha/types/react";
import { useEffect, useRef } from "react";
import type { CaptchaControl, CaptchaStrings } from "./Captcha";

/** The widget element's methods this component uses, present once it fired "load" (altcha's own types describe more). */
interface WidgetElement extends HTMLElement {
  getState?(): string;
  reset?(): void;
  verify?(): Promise<{ payload: string } | null>;
}

// Its style sheet, emitted by the bundler as a file (the package's exports offer it only to loaders).
const STYLESHEET = new URL("../../../node_modules/altcha/dist/external/altcha.css", import.meta.url).href;
const ALGORITHMS = ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"];
/** The language key our strings are registered under (the portal's texts, whatever its locale). */
const LANGUAGE = "portal";
/** No ALTCHA logo or link: the check belongs to the portal, and nothing points to a third party. */
const CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

for (const name of ALGORITHMS) {
  globalThis.$altcha.algorithms.set(name, () => new Worker(new URL("./altcha.worker.ts", import.meta.url)));
}

function addStylesheet(): void {
  if (document.querySelector(`link[data-altcha]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = STYLESHEET;
  link.dataset.altcha = "";
  document.head.appendChild(link);
}

/** `<altcha-widget>` wired to a form's CaptchaControl: solves on focus (or at once), hands the payload over. */
export default function AltchaWidget({ control, auto, strings }: { control: CaptchaControl; auto: "onfocus" | "onload"; strings: CaptchaStrings }) {
  const ref = useRef<WidgetElement | null>(null);

  // Registered before the element renders its texts.
  globalThis.$altcha.i18n.set(LANGUAGE, strings);

  useEffect(() => {
    addStylesheet();
    const widget = ref.current;
    if (!widget) return;
    let payload: string | null = null;
    let settled: Array<() => void> = [];
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      payload = detail.state === "verified" ? (detail.payload ?? null) : null;
      control.state(detail.state);
      if (detail.state !== "verifying") for (const resolve of settled.splice(0)) resolve();
    };
    const ready = () =>
      control.attach({
        async solve() {
          // A solve already under way (started on focus) is awaited rather than restarted.
          if (widget.getState?.() === "verifying") await new Promise<void>((resolve) => settled.push(resolve));
          if (payload) return payload;
          const result = await widget.verify?.();
          if (!result?.payload) throw new Error("captcha not solved");
          return result.payload;
        },
        reset() {
          payload = null;
          widget.reset?.();
        },
      });
    widget.addEventListener("statechange", onState);
    // Its methods exist once the element has mounted ("load"); the form waits for them in payload().
    if (typeof widget.verify === "function") ready();
    else widget.addEventListener("load", ready, { once: true });
    return () => {
      control.attach(null);
      widget.removeEventListener("statechange", onState);
      widget.removeEventListener("load", ready);
      settled = [];
    };
  }, [control]);

  return <altcha-widget ref={ref} auto={auto} challenge="/api/captcha/challenge" configuration={CONFIGURATION} language={LANGUAGE} name="altcha" />;
}
