import { Body1 } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";

const t = defineMessages({
  title: { id: "billing.paymentOptions.unavailableTitle", defaultMessage: "El pago en línea no está disponible" },
  body: {
    id: "billing.paymentOptions.unavailable",
    defaultMessage:
      "El pago en línea no está disponible en este momento. Puede pagar su factura en los puntos de pago autorizados y en las oficinas bancarias, presentando la factura o su duplicado con el código de barras.",
  },
  methods: { id: "billing.paymentOptions.methods", defaultMessage: "Ver los medios y puntos de pago" },
});

const useStyles = makeStyles({
  panel: {
    display: "grid",
    gap: tokens.spacingVerticalS,
    justifyItems: "start",
    padding: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  title: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
});

/** Said plainly where the payment form would be when no gateway is configured, with the other ways to pay. */
export function OnlinePaymentUnavailable() {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section className={styles.panel} aria-labelledby="payment-unavailable-title">
      <h2 id="payment-unavailable-title" className={styles.title}>
        {intl.formatMessage(t.title)}
      </h2>
      <Body1 as="p" block>
        {intl.formatMessage(t.body)}
      </Body1>
      <RouteLink route="atencion.paymentMethods">{intl.formatMessage(t.methods)}</RouteLink>
    </section>
  );
}
