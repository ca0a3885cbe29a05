import { Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import type { ConsentControl } from "../services/telemetry";
import { makeStyles, tokens } from "../theme";
import { RouterLink } from "./RouterLink";

/** The personal-data policy (content manifest: transparencia.proteccionDatosPersonales). */
export const DATA_POLICY_PATH = "/transparencia/proteccionDatosPersonales";

const useStyles = makeStyles({
  // Fixed over the bottom of the page: it never moves the content (no layout shift).
  banner: {
    position: "fixed",
    insetInline: 0,
    bottom: 0,
    zIndex: tokens.zIndexOverlay,
    maxHeight: "60vh",
    overflowY: "auto",
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderTop: `2px solid ${tokens.colorBrandStroke1}`,
    boxShadow: tokens.shadow28,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "-4px" },
  },
  inner: {
    maxWidth: "75rem",
    marginInline: "auto",
    boxSizing: "border-box",
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
  },
  text: { flex: "1 1 28rem" },
  heading: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: `0 0 ${tokens.spacingVerticalXS}` },
  body: { margin: 0, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM },
  // The same look and size for both: refusing is as easy as accepting.
  button: { minWidth: "7.5rem" },
});

/**
 * The analytics-cookie banner (Ley 1581 de 2012): a labelled, non-modal region at the bottom of the
 * screen with two equal choices and the data policy. It shows until the visitor chooses; the
 * footer's "Preferencias de cookies" brings it back, and then it takes the focus (and gives it
 * back after the choice).
 */
export default observer(function ConsentBanner({ consent }: { consent: ConsentControl }) {
  const styles = useStyles();
  const region = useRef<HTMLElement>(null);
  const before = useRef<Element | null>(null);

  useEffect(() => {
    before.current = document.activeElement;
    // Reopened on request (a choice exists): the person asked for it, so focus goes there.
    if (consent.accepted !== null) region.current?.focus();
  }, [consent]);

  const decide = (accepted: boolean) => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    if (accepted) consent.accept();
    else consent.reject();
    if (!hadFocus) return;
    // The banner is gone: focus returns to where it came from, or to the page's content.
    const back = before.current instanceof HTMLElement && before.current.isConnected && before.current !== document.body ? before.current : null;
    (back ?? document.getElementById("main-content"))?.focus();
  };

  return (
    <section ref={region} className={styles.banner} aria-labelledby="consent-banner-title" tabIndex={-1}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-banner-title" className={styles.heading}>
            <FormattedMessage id="consent.title" defaultMessage="Cookies de analítica" />
          </h2>
          <p className={styles.body}>
            <FormattedMessage
              id="consent.body"
              defaultMessage="Si usted lo autoriza, usaremos cookies de Microsoft Application Insights para saber cómo se usa el portal y mejorarlo. Sin su autorización no las activamos. Puede cambiar su decisión cuando quiera en «Preferencias de cookies», al final de la página."
            />{" "}
            <RouterLink to={DATA_POLICY_PATH}>
              <FormattedMessage id="consent.policy" defaultMessage="Política de protección de datos personales" />
            </RouterLink>
          </p>
        </div>
        <div className={styles.actions}>
          <Button className={styles.button} onClick={() => decide(true)}>
            <FormattedMessage id="consent.accept" defaultMessage="Aceptar" />
          </Button>
          <Button className={styles.button} onClick={() => decide(false)}>
            <FormattedMessage id="consent.reject" defaultMessage="Rechazar" />
          </Button>
        </div>
      </div>
    </section>
  );
});
