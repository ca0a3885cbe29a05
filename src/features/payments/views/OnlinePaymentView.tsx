import { useEffect } from "react";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { WithActiveContract } from "../../../components/ActiveContractGuard";
import { PageIntro } from "../../../components/PageIntro";
import { makeStyles } from "../../../theme";
import { paymentsStoreKey } from "../PaymentsStore";
import { InvoicesToPay } from "../parts/InvoicesToPay";
import { OnlinePaymentUnavailable } from "../parts/OnlinePaymentUnavailable";

const t = defineMessages({
  title: { id: "billing.onlinePayment.title", defaultMessage: "Pagar facturas" },
  intro: {
    id: "billing.onlinePayment.intro",
    defaultMessage: "Pague en línea con débito a su cuenta bancaria (PSE). Elija las facturas que va a pagar y escriba los datos del titular de la cuenta.",
  },
});

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
});

/** /dashboard/onlinePayment and /dashboard/online-payment: pay the active contract's invoices with PSE. */
export default observer(function OnlinePaymentView() {
  const intl = useIntl();
  const styles = useStyles();
  const payments = useFeatureStore(paymentsStoreKey);
  useEffect(() => void payments.loadOptions(), [payments]);
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
      {/* Issue 20: with no gateway configured the page says so first, with the other ways to pay. */}
      {payments.unavailable ? <OnlinePaymentUnavailable /> : null}
      <WithActiveContract>{(contract) => <InvoicesToPay key={contract.id} contract={contract} />}</WithActiveContract>
    </article>
  );
});
