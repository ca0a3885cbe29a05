import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Badge, Body1, Button, Caption1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useSearchParams } from "react-router-dom";
import { useMounted } from "../../components/useMounted";
import { defineMessages, useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { RouterLink } from "../../components/RouterLink";
import { fm } from "../../components/useLoad";
import { errorText } from "../../services/apiClient";
import type { AccountStore } from "../../stores/AccountStore";
import type { BillingApi } from "../../services/billingApi";
import { DataTable } from "../../components/charts/DataTable";
import {
  requiredContractNumberProblem,
  bankName,
  formatCop,
  periodLabel,
  type Contract,
  type InvoiceStatus,
  type Payment,
  type PaymentStatus,
} from "../../shared/billing";
import { TIME_ZONE } from "../../shared/constants";
import { makeStyles, tokens } from "../../theme";
import { useLocation } from "react-router-dom";
import { saveBlob } from "../../services/billingApi";
import { SERVICE_UNITS, type BillingService, type ConsumptionPoint, type ContractUse, type InvoiceSummary } from "../../shared/billing";

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
          {account.contracts.length > 1 ? <RouterLink to="/dashboard/seleccionar-contrato">{intl.formatMessage(bm.changeContract)}</RouterLink> : null}
        </p>
      ) : null}
      {children(active, account)}
    </>
  );
});

/* ---- Payments (PSE): shared by the payment, receipt and transaction screens ---- */

const pm = defineMessages({
  caption: { id: "billing.paymentsTable.caption", defaultMessage: "Pagos en línea" },
  date: { id: "billing.paymentsTable.date", defaultMessage: "Fecha" },
  reference: { id: "billing.paymentsTable.reference", defaultMessage: "Referencia" },
  contract: { id: "billing.paymentsTable.contract", defaultMessage: "Contrato" },
  amount: { id: "billing.paymentsTable.amount", defaultMessage: "Valor" },
  bank: { id: "billing.paymentsTable.bank", defaultMessage: "Banco" },
  status: { id: "billing.paymentsTable.status", defaultMessage: "Estado" },
  noBank: { id: "billing.paymentsTable.noBank", defaultMessage: "No aplica" },
});

/**
 * The billing calls for any page, public ones included: the account store's API works without a
 * session, and visitors do not load (nor need) the contracts.
 */
export function useBillingApi(): () => Promise<BillingApi> {
  const stores = useStores();
  return useCallback(() => stores.loadAccount().then((a) => a.api), [stores]);
}

/** An instant with its time of day, in Colombian time ("21 nov 2026, 10:42 a. m."). */
export function useDateTime(): (value: string) => string {
  const intl = useIntl();
  return (value) => intl.formatDate(value, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
}

/** The bank's name for a PSE code (the code itself when it is not one of the list). */
export function bankLabel(code: string | null): string | null {
  return code ? (bankName(code) ?? code) : null;
}

/** Payments as a table with its caption: date, reference, contract, amount, bank and status. */
export function PaymentsTable({ payments, caption }: { payments: readonly Payment[]; caption?: ReactNode }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  return (
    <DataTable<Payment>
      caption={caption ?? intl.formatMessage(pm.caption)}
      rows={payments}
      rowKey={(p) => p.reference}
      columns={[
        { header: intl.formatMessage(pm.date), cell: (p) => dateTime(p.createdAt) },
        { header: intl.formatMessage(pm.reference), cell: (p) => p.reference },
        { header: intl.formatMessage(pm.contract), cell: (p) => p.contractNumber },
        { header: intl.formatMessage(pm.amount), cell: (p) => <Money amount={p.amount} />, numeric: true },
        { header: intl.formatMessage(pm.bank), cell: (p) => bankLabel(p.bank) ?? intl.formatMessage(pm.noBank) },
        { header: intl.formatMessage(pm.status), cell: (p) => <PaymentStatusBadge status={p.status} /> },
      ]}
    />
  );
}

/* ---- Shared by the invoice, bill-check, consumption and overview screens ---- */

export const bp = defineMessages({
  energia: { id: "billing.parts.service.energia", defaultMessage: "Energía" },
  acueducto: { id: "billing.parts.service.acueducto", defaultMessage: "Acueducto" },
  alcantarillado: { id: "billing.parts.service.alcantarillado", defaultMessage: "Alcantarillado" },
  telecomunicaciones: { id: "billing.parts.service.telecomunicaciones", defaultMessage: "Telecomunicaciones" },
  residencial: { id: "billing.parts.use.residencial", defaultMessage: "Residencial" },
  comercial: { id: "billing.parts.use.comercial", defaultMessage: "Comercial" },
  industrial: { id: "billing.parts.use.industrial", defaultMessage: "Industrial" },
  oficial: { id: "billing.parts.use.oficial", defaultMessage: "Oficial" },
  pdfBusy: { id: "billing.parts.pdf.busy", defaultMessage: "Descargando la factura {number}…" },
  pdfDone: { id: "billing.parts.pdf.done", defaultMessage: "Se descargó el archivo {file}." },
  pdfFailed: {
    id: "billing.parts.pdf.failed",
    defaultMessage: "No fue posible descargar la factura {number}. {reason} Intente de nuevo en unos minutos.",
  },
  compareFew: { id: "billing.parts.compare.few", defaultMessage: "Aún no hay periodos suficientes para comparar su consumo." },
  compare: {
    id: "billing.parts.compare",
    defaultMessage:
      "{direction, select, down {En {period} su consumo de {service, select, energia {energía} acueducto {acueducto} alcantarillado {alcantarillado} other {telecomunicaciones}} bajó {percent} % frente a su promedio de los últimos {count} meses: {value} {unit} frente a {average} {unit}.} up {En {period} su consumo de {service, select, energia {energía} acueducto {acueducto} alcantarillado {alcantarillado} other {telecomunicaciones}} subió {percent} % frente a su promedio de los últimos {count} meses: {value} {unit} frente a {average} {unit}.} other {En {period} su consumo de {service, select, energia {energía} acueducto {acueducto} alcantarillado {alcantarillado} other {telecomunicaciones}} fue similar a su promedio de los últimos {count} meses: {value} {unit}.}}",
  },
});

/** A service's name in the reader's language ("Energía"). */
export function useServiceLabel(): (service: BillingService) => string {
  const intl = useIntl();
  return (service) => intl.formatMessage(bp[service]);
}

/** A contract use's name in the reader's language ("Residencial"). */
export function useUseLabel(): (use: ContractUse) => string {
  const intl = useIntl();
  return (use) => intl.formatMessage(bp[use]);
}

/** A service measured by a meter (telecommunications is a flat plan). */
export type MeteredService = Exclude<BillingService, "telecomunicaciones">;

/** The contract's services that have a consumption to chart, energy first. */
export function meteredServices(services: readonly BillingService[]): MeteredService[] {
  return (["energia", "acueducto", "alcantarillado"] as const).filter((s) => services.includes(s) && SERVICE_UNITS[s] !== null);
}

/** One period's consumption of one service. */
export interface ConsumptionValue {
  period: string;
  value: number;
}

/** The figures the consumption screens show: average, highest, lowest and the last period. */
export interface ConsumptionStats {
  values: ConsumptionValue[];
  average: number;
  highest: ConsumptionValue;
  lowest: ConsumptionValue;
  last: ConsumptionValue;
}

/** Statistics of one service over the given periods (oldest first); null when nothing was read. */
export function consumptionStats(points: readonly ConsumptionPoint[], service: BillingService): ConsumptionStats | null {
  const values = [...points]
    .sort((a, b) => a.period.localeCompare(b.period))
    .flatMap((p) => (typeof p.values[service] === "number" ? [{ period: p.period, value: p.values[service] }] : []));
  if (values.length === 0) return null;
  const average = values.reduce((sum, v) => sum + v.value, 0) / values.length;
  const highest = values.reduce((best, v) => (v.value > best.value ? v : best));
  const lowest = values.reduce((best, v) => (v.value < best.value ? v : best));
  return { values, average, highest, lowest, last: values[values.length - 1] };
}

/** "En octubre de 2026 su consumo de energía bajó 8 % frente a su promedio de los últimos 6 meses…" */
export function useConsumptionSentence(): (service: MeteredService, stats: ConsumptionStats) => string {
  const intl = useIntl();
  const period = usePeriod();
  return (service, stats) => {
    if (stats.values.length < 2) return intl.formatMessage(bp.compareFew);
    const change = stats.average > 0 ? (stats.last.value - stats.average) / stats.average : 0;
    const percent = Math.round(Math.abs(change) * 100);
    const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
    return fm(intl, bp.compare, {
      direction: percent < 1 ? "same" : change < 0 ? "down" : "up",
      period: period(stats.last.period),
      service,
      percent,
      count: stats.values.length,
      value: number(stats.last.value),
      average: number(stats.average),
      unit: SERVICE_UNITS[service] ?? "",
    });
  };
}

/** Downloads an invoice's PDF (`factura-<number>.pdf`), tracked, with its busy and failed state. */
export function useInvoicePdf(api: BillingApi) {
  const intl = useIntl();
  const { metrics } = useStores();
  const { pathname } = useLocation();
  const [state, setState] = useState<{ busyId: string | null; failedId: string | null; message: string }>({
    busyId: null,
    failedId: null,
    message: "",
  });
  const download = async (invoice: Pick<InvoiceSummary, "id" | "number">) => {
    const file = `factura-${invoice.number}.pdf`;
    setState({ busyId: invoice.id, failedId: null, message: fm(intl, bp.pdfBusy, { number: invoice.number }) });
    try {
      saveBlob(await api.invoicePdf(invoice.id), file);
      metrics.trackDownload(file, pathname);
      setState({ busyId: null, failedId: null, message: fm(intl, bp.pdfDone, { file }) });
    } catch (error) {
      setState({ busyId: null, failedId: invoice.id, message: fm(intl, bp.pdfFailed, { number: invoice.number, reason: errorText(error) ?? "" }) });
    }
  };
  return { ...state, download };
}

/** Where a download's progress is announced (polite) and its failure (alert). */
export function InvoicePdfStatus({ pdf }: { pdf: { failedId: string | null; message: string } }) {
  return (
    <>
      <p role="status" aria-live="polite">
        {pdf.failedId ? "" : pdf.message}
      </p>
      {pdf.failedId ? (
        <Body1 as="p" block role="alert">
          {pdf.message}
        </Body1>
      ) : null}
    </>
  );
}

/**
 * Whether to show the signed-in variant of a public page: never while it renders as prerendered
 * (the build's HTML is the visitor's, and hydration must match it), so not before mounting. Read it in an observer.
 */
export function useSignedIn(): boolean {
  const { session } = useStores();
  const mounted = useMounted();
  return mounted && session.isAuthenticated;
}

/**
 * A parameter of the address (`?contrato=`, `?reference=`), trimmed; null until mounted (the
 * build's HTML has no query, and hydration must match it).
 */
export function useAddressParam(name: string): string | null {
  const mounted = useMounted();
  const [params] = useSearchParams();
  return mounted ? (params.get(name) ?? "").trim() : null;
}

/** The one field of the pay-by-number and balance forms (/pago-en-linea, /facturas). */
export type ContractNumberValues = { contractNumber: string };

export function validateContractNumberValues(v: ContractNumberValues): Partial<ContractNumberValues> {
  const problem = requiredContractNumberProblem(v.contractNumber);
  return problem ? { contractNumber: problem } : {};
}
