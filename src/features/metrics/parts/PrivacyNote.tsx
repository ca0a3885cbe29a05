import { Body1 } from "@fluentui/react-components";
import { FormattedMessage } from "react-intl";
import { Prose } from "./Prose";
import { Section } from "./Section";

/**
 * Ley 1581 de 2012: what our own metrics collect, and why they need no consent. Kept in step with
 * MetricsStore and services/browser.ts (session id in sessionStorage, no cookie).
 */
export function PrivacyNote() {
  return (
    <Section id="bench-privacy" title={<FormattedMessage id="metrics.bench.privacy" defaultMessage="Sus datos personales" />}>
      <Prose>
        <Body1 as="p" block>
          Las métricas propias del portal no usan cookies. Cada pestaña del navegador recibe un código aleatorio de sesión que se guarda en el almacenamiento
          temporal de esa pestaña y desaparece al cerrarla; con él contamos un visitante único por página sin saber quién es. De los formularios registramos
          solo su nombre y si se enviaron, nunca lo que usted escribe en ellos; de las búsquedas, el término buscado y cuántos resultados encontró.
        </Body1>
        <Body1 as="p" block>
          Si inició sesión, los eventos llevan además el número interno de su cuenta, que tratamos según nuestra política de tratamiento de datos personales
          (Ley 1581 de 2012). El servicio externo de analítica, que sí usa cookies, solo se activa si usted lo autoriza de manera previa, expresa e informada, y
          puede retirar esa autorización cuando quiera.
        </Body1>
      </Prose>
    </Section>
  );
}
