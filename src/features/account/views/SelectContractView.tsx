import { Badge, Body1, Button, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { useAccount } from "../../../components/ActiveContractGuard";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { Money } from "../../../components/billing/Money";
import { RouteLink, useRouteHref } from "../../../components/RouteLink";
import { fm } from "../../../components/useLoad";
import type { Contract } from "../../../shared/billing";
import { makeStyles, tokens } from "../../../theme";
import { useServiceLabel, useUseLabel } from "../accountLabels";

const t = defineMessages({
  title: { id: "billing.selectContract.title", defaultMessage: "Seleccione un contrato" },
  intro: {
    id: "billing.selectContract.intro",
    defaultMessage: "Elija el contrato con el que quiere trabajar: sus facturas, pagos, consumo y factura digital se mostrarán para ese contrato.",
  },
  listLabel: { id: "billing.selectContract.listLabel", defaultMessage: "Sus contratos" },
  contract: { id: "billing.selectContract.contract", defaultMessage: "Contrato {number}" },
  active: { id: "billing.selectContract.active", defaultMessage: "Contrato activo" },
  address: { id: "billing.selectContract.address", defaultMessage: "Dirección" },
  barrio: { id: "billing.selectContract.barrio", defaultMessage: "Barrio" },
  estrato: { id: "billing.selectContract.estrato", defaultMessage: "Estrato" },
  use: { id: "billing.selectContract.use", defaultMessage: "Uso" },
  services: { id: "billing.selectContract.services", defaultMessage: "Servicios" },
  amountDue: { id: "billing.selectContract.amountDue", defaultMessage: "Valor a pagar" },
  status: { id: "billing.selectContract.status", defaultMessage: "Estado" },
  statusOk: { id: "billing.selectContract.status.ok", defaultMessage: "Al día" },
  statusDue: { id: "billing.selectContract.status.due", defaultMessage: "Con saldo pendiente" },
  statusOverdue: { id: "billing.selectContract.status.overdue", defaultMessage: "Con facturas vencidas" },
  statusInProgress: { id: "billing.selectContract.status.inProgress", defaultMessage: "Pago en proceso" },
  choose: { id: "billing.selectContract.choose", defaultMessage: "Usar el contrato {number}" },
  empty: { id: "billing.selectContract.empty", defaultMessage: "Su cuenta aún no tiene contratos asociados." },
  add: { id: "billing.selectContract.add", defaultMessage: "Asociar otro contrato o solicitar una conexión nueva" },
});

const useStyles = makeStyles({
  page: { maxWidth: "56rem" },
  list: { listStyleType: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalL },
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  activeCard: { border: `3px solid ${tokens.colorBrandStroke1}` },
  head: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, alignItems: "center", marginBlockEnd: tokens.spacingVerticalS },
  h2: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  data: {
    display: "grid",
    gridTemplateColumns: "max-content 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: `0 0 ${tokens.spacingVerticalM}`,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  add: { marginBlockStart: tokens.spacingVerticalXL },
});

/** Where to go after choosing: the `redirectUrl` when it is a dashboard path, else `overview`. */
function target(redirect: string | null, overview: string): string {
  if (redirect && /^\/dashboard(?:[/?#]|$)/.test(redirect) && !redirect.includes("\\") && !redirect.includes("//")) return redirect;
  return overview;
}

function statusMessage(c: Contract) {
  if (c.paymentInProgress) return t.statusInProgress;
  if (c.overdue) return t.statusOverdue;
  return c.amountDue > 0 ? t.statusDue : t.statusOk;
}

/** /dashboard/seleccionar-contrato: every contract of the account, the active one marked. */
export default observer(function SelectContractView() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const account = useAccount();
  const href = useRouteHref();
  const serviceLabel = useServiceLabel();
  const labelOfUse = useUseLabel();

  const choose = (id: string) => {
    account?.choose(id);
    void navigate(target(params.get("redirectUrl"), href({ route: "dashboard.general" })));
  };

  let body;
  if (!account || account.state === "idle" || (account.state === "loading" && account.contracts.length === 0)) {
    body = <Spinner size="small" label={intl.formatMessage(bm.loading)} />;
  } else if (account.state === "failed" && account.contracts.length === 0) {
    body = <BillingLoadProblem error={account.error} onRetry={() => void account.load(true)} />;
  } else if (account.contracts.length === 0) {
    body = (
      <Body1 as="p" block>
        {intl.formatMessage(t.empty)}
      </Body1>
    );
  } else {
    const activeId = account.active?.id;
    body = (
      <ul className={styles.list} aria-label={intl.formatMessage(t.listLabel)}>
        {account.contracts.map((c) => {
          const isActive = c.id === activeId;
          const headingId = `contract-${c.id}`;
          return (
            <li key={c.id} className={isActive ? `${styles.card} ${styles.activeCard}` : styles.card} aria-current={isActive ? "true" : undefined}>
              <div className={styles.head}>
                <h2 id={headingId} className={styles.h2}>
                  {fm(intl, t.contract, { number: c.number })}
                </h2>
                {isActive ? (
                  <Badge appearance="filled" color="brand">
                    {intl.formatMessage(t.active)}
                  </Badge>
                ) : null}
              </div>
              <dl className={styles.data}>
                <dt className={styles.term}>{intl.formatMessage(t.address)}</dt>
                <dd className={styles.value}>{`${c.address}, ${c.municipality}`}</dd>
                <dt className={styles.term}>{intl.formatMessage(t.barrio)}</dt>
                <dd className={styles.value}>{c.comuna ? `${c.barrio} (${c.comuna})` : c.barrio}</dd>
                <dt className={styles.term}>{intl.formatMessage(t.estrato)}</dt>
                <dd className={styles.value}>{c.estrato}</dd>
                <dt className={styles.term}>{intl.formatMessage(t.use)}</dt>
                <dd className={styles.value}>{labelOfUse(c.use)}</dd>
                <dt className={styles.term}>{intl.formatMessage(t.services)}</dt>
                <dd className={styles.value}>{c.services.map(serviceLabel).join(", ")}</dd>
                <dt className={styles.term}>{intl.formatMessage(t.amountDue)}</dt>
                <dd className={styles.value}>
                  <Money amount={c.amountDue} />
                </dd>
                <dt className={styles.term}>{intl.formatMessage(t.status)}</dt>
                <dd className={styles.value}>{intl.formatMessage(statusMessage(c))}</dd>
              </dl>
              <Button appearance={isActive ? "primary" : "secondary"} onClick={() => choose(c.id)}>
                {fm(intl, t.choose, { number: c.number })}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>
      {body}
      <p className={styles.add}>
        <RouteLink route="dashboard.newContract">{intl.formatMessage(t.add)}</RouteLink>
      </p>
    </article>
  );
});
