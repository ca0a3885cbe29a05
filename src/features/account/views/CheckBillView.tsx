import { useEffect } from "react";
import { Body1, Field, Select, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { WithActiveContract } from "../../../components/ActiveContractGuard";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { Contract } from "../../../shared/billing";
import type { AccountStore } from "../AccountStore";
import { invoicesStoreKey } from "../InvoicesStore";
import { BillExplained } from "../parts/BillExplained";
import { checkBillMessages as t } from "../parts/checkBillMessages";
import { useCheckBillStyles } from "../parts/useCheckBillStyles";
import { useVisit } from "../useVisit";

/** The invoice chooser and the chosen invoice's explanation. */
const BillCheck = observer(function BillCheck({ contract, account }: { contract: Contract; account: AccountStore }) {
  const intl = useIntl();
  const styles = useCheckBillStyles();
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const visit = useVisit();
  const store = useFeatureStore(invoicesStoreKey);
  const list = store.list(visit);
  const detail = store.detail(visit);
  const invoices = list.value ?? [];
  const id = params.get("factura") || invoices[0]?.id || "";
  useEffect(() => void list.show(contract.id), [list, contract.id]);
  useEffect(() => {
    if (id) void detail.show(id);
  }, [detail, id]);
  const invoice = detail.value && detail.value.id === id ? detail.value : null;

  // A link to another of the customer's contracts' invoices makes that contract the active one.
  const otherContract = invoice && invoice.contractId !== contract.id ? invoice.contractId : null;
  useEffect(() => {
    if (otherContract && account.contracts.some((c) => c.id === otherContract)) account.choose(otherContract);
  }, [otherContract, account]);

  if (list.status === "failed") return <BillingLoadProblem error={list.error} onRetry={() => void list.retry()} />;
  if (!list.value) return <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  if (!id) {
    return (
      <Body1 as="p" block>
        {intl.formatMessage(t.noInvoices)}
      </Body1>
    );
  }
  const options = invoices.map((i) => ({
    value: i.id,
    label: fm(intl, t.option, { period: f.period(i.period), number: i.number, total: f.money(i.total) }),
  }));
  if (invoice && !options.some((o) => o.value === invoice.id)) {
    options.unshift({
      value: invoice.id,
      label: fm(intl, t.option, { period: f.period(invoice.period), number: invoice.number, total: f.money(invoice.total) }),
    });
  }
  const detailFailed = detail.status === "failed";
  return (
    <>
      <Field label={intl.formatMessage(t.choose)} className={styles.select}>
        <Select id="bill-invoice" className={styles.selectControl} value={id} onChange={(_, d) => setParams({ factura: d.value }, { replace: true })}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      {/* Not asked yet counts as busy, as the screen said before its first answer. */}
      <div aria-busy={detail.status === "idle" || detail.isLoading}>
        {detailFailed ? <BillingLoadProblem error={detail.error} onRetry={() => void detail.retry()} /> : null}
        {!invoice && !detailFailed ? <Spinner size="small" label={intl.formatMessage(bm.loading)} /> : null}
      </div>
      {invoice ? <BillExplained invoice={invoice} /> : null}
    </>
  );
});

/** /dashboard/checkBill and /dashboard/check-bill: "explain my bill" (query `factura=<invoice id>`). */
export default observer(function CheckBillView() {
  const intl = useIntl();
  const styles = useCheckBillStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
      <WithActiveContract>{(contract, account) => <BillCheck key={contract.id} contract={contract} account={account} />}</WithActiveContract>
    </article>
  );
});
