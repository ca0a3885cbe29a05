import { useEffect, useState, type ReactNode } from "react";
import { Badge, Body1, Button, Caption1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { RouterLink } from "../../components/RouterLink";
import { fm } from "../../components/useLoad";
import { errorText } from "../../services/apiClient";
import type { AccountStore } from "../../stores/AccountStore";
import { formatCop, periodLabel, type Contract, type InvoiceStatus, type PaymentStatus } from "../../shared/billing";
import { TIME_ZONE } from "../../shared/constants";
import { makeStyles, tokens } from "../../theme";

export const bm = defineMessages({
  loading: { id: "billing.loading", defaultMessage: "Cargando…" },
  loadError: { id: "billing.loadError", defaultMessage: "No fue posible consultar su información. Revise su conexión e intente de nuevo." },
  retry: { id: "billing.retry", defaultMessage: "Intentar de nuevo" },
  noContracts: { id: "billing.noContracts", defaultMessage: "Su cuenta aún no tiene contratos asociados." },
  noContractsHelp: {
    id: "billing.noContracts.help",
    defaultMessage: "Asocie el contrato de su casa o negocio con el número de la factura y el documento del titular para ver y pagar sus facturas.",
  },
  linkContract: { id: "billing.linkContract", defaultMessage: "Asociar un contrato" },
  activeContract: { id: "billing.activeContract", defaultMessage: "Contrato {number} · {address}" },
  changeContract: { id: "billing.changeContract", defaultMessage: "Cambiar de contrato" },
  statusPendiente: { id: "billing.invoice.status.pendiente", defaultMessage: "Pendiente" },
  statusPagada: { id: "billing.invoice.status.pagada", defaultMessage: "Pagada" },
  statusVencida: { id: "billing.invoice.status.vencida", defaultMessage: "Vencida" },
  paymentPendiente: { id: "billing.payment.status.pendiente", defaultMessage: "Pendiente" },
  paymentAprobada: { id: "billing.payment.status.aprobada", defaultMessage: "Aprobada" },
  paymentRechazada: { id: "billing.payment.status.rechazada", defaultMessage: "Rechazada" },
  paymentFallida: { id: "billing.payment.status.fallida", defaultMessage: "Fallida" },
});

const INVOICE_STATUS = {
  pendiente: { message: bm.statusPendiente, color: "warning" },
  pagada: { message: bm.statusPagada, color: "success" },
  vencida: { message: bm.statusVencida, color: "danger" },
} as const;

const PAYMENT_STATUS = {
  pendiente: { message: bm.paymentPendiente, color: "warning" },
  aprobada: { message: bm.paymentAprobada, color: "success" },
  rechazada: { message: bm.paymentRechazada, color: "danger" },
  fallida: { message: bm.paymentFallida, color: "danger" },
} as const;

const useStyles = makeStyles({
  problem: { display: "grid", gap: tokens.spacingVerticalM, justifyItems: "start", marginBlock: tokens.spacingVerticalL },
  empty: {
    display: "grid",
    gap: tokens.spacingVerticalM,
    justifyItems: "start",
    padding: tokens.spacingHorizontalL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  active: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "baseline", marginBlockEnd: tokens.spacingVerticalL },
  money: { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
});

/** Pesos without decimals, in the reader's language ("$ 123.456"). */
export function Money({ amount }: { amount: number }) {
  const intl = useIntl();
  const styles = useStyles();
  return <span className={styles.money}>{formatCop(amount, intl.locale)}</span>;
}

export function useMoney(): (amount: number) => string {
  const intl = useIntl();
  return (amount) => formatCop(amount, intl.locale);
}

/** "octubre de 2026" for "2026-10", in the reader's language. */
export function usePeriod(): (period: string) => string {
  const intl = useIntl();
  return (period) => periodLabel(period, intl.locale);
}

/** A calendar date (YYYY-MM-DD or an instant) as Colombians read it ("18 nov 2026"). */
export function useDay(): (value: string) => string {
  const intl = useIntl();
  return (value) =>
    intl.formatDate(value.length === 10 ? `${value}T12:00:00-05:00` : value, { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const intl = useIntl();
  const s = INVOICE_STATUS[status];
  return (
    <Badge appearance="tint" color={s.color}>
      {intl.formatMessage(s.message)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const intl = useIntl();
  const s = PAYMENT_STATUS[status];
  return (
    <Badge appearance="tint" color={s.color}>
      {intl.formatMessage(s.message)}
    </Badge>
  );
}

/** What a failed load shows instead of a blank page: the reason and a retry button. */
export function BillingLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div role="alert" className={styles.problem}>
      <Body1>{intl.formatMessage(bm.loadError)}</Body1>
      {errorText(error) ? <Caption1>{errorText(error)}</Caption1> : null}
      <Button onClick={onRetry}>{intl.formatMessage(bm.retry)}</Button>
    </div>
  );
}

/** The account store, loaded with the first account page (null until its chunk arrives). */
export function useAccount(): AccountStore | null {
  const stores = useStores();
  const [account, setAccount] = useState<AccountStore | null>(null);
  useEffect(() => {
    let live = true;
    void stores.loadAccount().then((a) => {
      if (!live) return;
      setAccount(a);
      void a.load();
    });
    return () => {
      live = false;
    };
  }, [stores]);
  return account;
}

/**
 * The frame of every screen about one contract: loading, failure with retry, the empty state (link
 * a contract), else the active contract with a way to change it, and the screen itself.
 */
export const WithActiveContract = observer(function WithActiveContract({
  children,
  showSwitcher = true,
}: {
  children: (contract: Contract, account: AccountStore) => ReactNode;
  showSwitcher?: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const account = useAccount();
  if (!account || account.state === "idle" || (account.state === "loading" && account.contracts.length === 0)) {
    return <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  }
  if (account.state === "failed" && account.contracts.length === 0) {
    return <BillingLoadProblem error={account.error} onRetry={() => void account.load(true)} />;
  }
  const active = account.active;
  if (!active) {
    return (
      <div className={styles.empty}>
        <Body1 as="p">{intl.formatMessage(bm.noContracts)}</Body1>
        <Body1 as="p">{intl.formatMessage(bm.noContractsHelp)}</Body1>
        <RouterLink to="/dashboard/new-contract">{intl.formatMessage(bm.linkContract)}</RouterLink>
      </div>
    );
  }
  return (
    <>
      {showSwitcher ? (
        <p className={styles.active}>
          <strong>{fm(intl, bm.activeContract, { number: active.number, address: active.address })}</strong>
          {account.contracts.length > 1 ? (
            <RouterLink to="/dashboard/seleccionar-contrato">{intl.formatMessage(bm.changeContract)}</RouterLink>
          ) : null}
        </p>
      ) : null}
      {children(active, account)}
    </>
  );
});
