import { Badge, Body1, Button } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { useFeatureStore, useStores } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { useAccount } from "../../../components/ActiveContractGuard";
import { BillingLoadProblem } from "../../../components/billing/BillingLoadProblem";
import { bm } from "../../../components/billing/billingMessages";
import { DataTable } from "../../../components/charts/DataTable";
import { PageIntro } from "../../../components/PageIntro";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { makeStyles, tokens } from "../../../theme";
import { diagnosticsStoreKey, type Check } from "../DiagnosticsStore";
import { useVisit } from "../useVisit";

const t = defineMessages({
  title: { id: "billing.productTest.title", defaultMessage: "Diagnóstico de la cuenta" },
  intro: {
    id: "billing.productTest.intro",
    defaultMessage: "Pantalla para el equipo de soporte: muestra los datos de la sesión y comprueba que cada consulta de la cuenta responde.",
  },
  sessionTitle: { id: "billing.productTest.session.title", defaultMessage: "Sesión" },
  page: { id: "billing.productTest.session.page", defaultMessage: "Página" },
  userId: { id: "billing.productTest.session.userId", defaultMessage: "Identificador del usuario" },
  email: { id: "billing.productTest.session.email", defaultMessage: "Correo" },
  roles: { id: "billing.productTest.session.roles", defaultMessage: "Roles" },
  verified: { id: "billing.productTest.session.verified", defaultMessage: "Correo verificado" },
  yes: { id: "billing.productTest.yes", defaultMessage: "Sí" },
  no: { id: "billing.productTest.no", defaultMessage: "No" },
  none: { id: "billing.productTest.none", defaultMessage: "Ninguno" },
  noSession: { id: "billing.productTest.noSession", defaultMessage: "No hay una sesión iniciada." },
  accountTitle: { id: "billing.productTest.account.title", defaultMessage: "Contratos" },
  state: { id: "billing.productTest.account.state", defaultMessage: "Estado de la carga" },
  stateValue: {
    id: "billing.productTest.account.stateValue",
    defaultMessage: "{state, select, idle {Sin cargar} loading {Cargando} ready {Cargados} other {Falló la carga}}",
  },
  count: { id: "billing.productTest.account.count", defaultMessage: "Número de contratos" },
  active: { id: "billing.productTest.account.active", defaultMessage: "Contrato activo" },
  activeValue: { id: "billing.productTest.account.activeValue", defaultMessage: "{number} · {address}" },
  checksTitle: { id: "billing.productTest.checks.title", defaultMessage: "Verificaciones" },
  run: { id: "billing.productTest.run", defaultMessage: "Ejecutar diagnóstico" },
  running: { id: "billing.productTest.running", defaultMessage: "Ejecutando el diagnóstico…" },
  finished: {
    id: "billing.productTest.finished",
    defaultMessage: "Diagnóstico terminado: {ok} de {total} verificaciones correctas.",
  },
  notRun: { id: "billing.productTest.notRun", defaultMessage: "Aún no se ha ejecutado el diagnóstico." },
  caption: { id: "billing.productTest.caption", defaultMessage: "Resultado de cada verificación" },
  colCheck: { id: "billing.productTest.col.check", defaultMessage: "Verificación" },
  colResult: { id: "billing.productTest.col.result", defaultMessage: "Resultado" },
  colDetail: { id: "billing.productTest.col.detail", defaultMessage: "Detalle" },
  ok: { id: "billing.productTest.result.ok", defaultMessage: "Correcto" },
  error: { id: "billing.productTest.result.error", defaultMessage: "Error" },
  skipped: { id: "billing.productTest.result.skipped", defaultMessage: "Omitida" },
  checkContracts: { id: "billing.productTest.check.contracts", defaultMessage: "Consulta de contratos" },
  contractsDetail: {
    id: "billing.productTest.check.contractsDetail",
    defaultMessage: "{count, plural, =0 {Ningún contrato} one {# contrato} other {# contratos}}",
  },
  checkInvoices: { id: "billing.productTest.check.invoices", defaultMessage: "Facturas del contrato {number}" },
  invoicesDetail: {
    id: "billing.productTest.check.invoicesDetail",
    defaultMessage: "{count, plural, =0 {Sin facturas} one {# factura} other {# facturas}}{newest, select, none {} other {; la más reciente: {newest}}}",
  },
  checkConsumption: { id: "billing.productTest.check.consumption", defaultMessage: "Consulta de consumo" },
  consumptionDetail: {
    id: "billing.productTest.check.consumptionDetail",
    defaultMessage: "Contrato {number}: {count, plural, =0 {ningún periodo} one {# periodo} other {# periodos}}",
  },
  noContracts: { id: "billing.productTest.check.noContracts", defaultMessage: "Sin contratos para consultar" },
  checkPayments: { id: "billing.productTest.check.payments", defaultMessage: "Consulta de pagos" },
  paymentsDetail: {
    id: "billing.productTest.check.paymentsDetail",
    defaultMessage: "{count, plural, =0 {Ningún pago} one {# pago} other {# pagos}}",
  },
  unknownError: { id: "billing.productTest.unknownError", defaultMessage: "Error sin mensaje" },
});

const CHECK_LABELS = { contracts: t.checkContracts, consumption: t.checkConsumption, payments: t.checkPayments } as const;

const RESULT = {
  ok: { message: t.ok, color: "success" },
  error: { message: t.error, color: "danger" },
  skipped: { message: t.skipped, color: "informative" },
} as const;

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  section: { marginBlockEnd: tokens.spacingVerticalXL },
  h2: { marginBlock: `0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  data: { display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
});

/** /dashboard/test-{product}: the account's data and on-demand checks of each billing call, for support staff. */
export default observer(function ProductTestView() {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  const { pathname } = useLocation();
  const { session } = useStores();
  const account = useAccount();
  const visit = useVisit();
  const diagnosis = useFeatureStore(diagnosticsStoreKey).diagnosis(visit);
  const user = session.user;
  const running = diagnosis.running;
  const status =
    diagnosis.phase === "running"
      ? intl.formatMessage(t.running)
      : diagnosis.phase === "done"
        ? fm(intl, t.finished, { ok: diagnosis.tally.ok, total: diagnosis.tally.total })
        : "";
  const label = (c: Check) =>
    c.kind === "invoices" ? fm(intl, t.checkInvoices, { number: c.contractNumber ?? "" }) : intl.formatMessage(CHECK_LABELS[c.kind]);
  const detail = (c: Check): string => {
    if (c.result === "error") return c.reason ?? intl.formatMessage(t.unknownError);
    if (c.result === "skipped") return intl.formatMessage(t.noContracts);
    const count = c.count ?? 0;
    switch (c.kind) {
      case "contracts":
        return fm(intl, t.contractsDetail, { count });
      case "invoices":
        return fm(intl, t.invoicesDetail, { count, newest: c.newest ? f.period(c.newest) : "none" });
      case "consumption":
        return fm(intl, t.consumptionDetail, { number: c.contractNumber ?? "", count });
      case "payments":
        return fm(intl, t.paymentsDetail, { count });
    }
  };

  const yesNo = (v: boolean) => intl.formatMessage(v ? t.yes : t.no);
  const active = account?.active ?? null;
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro>{intl.formatMessage(t.intro)}</PageIntro>

      <section className={styles.section} aria-labelledby="test-session-title">
        <h2 id="test-session-title" className={styles.h2}>
          {intl.formatMessage(t.sessionTitle)}
        </h2>
        {user ? (
          <dl className={styles.data}>
            <dt className={styles.term}>{intl.formatMessage(t.page)}</dt>
            <dd className={styles.value}>{pathname}</dd>
            <dt className={styles.term}>{intl.formatMessage(t.userId)}</dt>
            <dd className={styles.value}>{user.id}</dd>
            <dt className={styles.term}>{intl.formatMessage(t.email)}</dt>
            <dd className={styles.value}>{user.email}</dd>
            <dt className={styles.term}>{intl.formatMessage(t.roles)}</dt>
            <dd className={styles.value}>{user.roles.length > 0 ? user.roles.join(", ") : intl.formatMessage(t.none)}</dd>
            <dt className={styles.term}>{intl.formatMessage(t.verified)}</dt>
            <dd className={styles.value}>{yesNo(user.isEmailVerified)}</dd>
          </dl>
        ) : (
          <Body1 as="p" block>
            {intl.formatMessage(t.noSession)}
          </Body1>
        )}
      </section>

      <section className={styles.section} aria-labelledby="test-account-title">
        <h2 id="test-account-title" className={styles.h2}>
          {intl.formatMessage(t.accountTitle)}
        </h2>
        {account?.state === "failed" ? <BillingLoadProblem error={account.error} onRetry={() => void account.load(true)} /> : null}
        {account ? (
          <dl className={styles.data}>
            <dt className={styles.term}>{intl.formatMessage(t.state)}</dt>
            <dd className={styles.value}>{fm(intl, t.stateValue, { state: account.state })}</dd>
            <dt className={styles.term}>{intl.formatMessage(t.count)}</dt>
            <dd className={styles.value}>{account.contracts.length}</dd>
            <dt className={styles.term}>{intl.formatMessage(t.active)}</dt>
            <dd className={styles.value}>
              {active ? fm(intl, t.activeValue, { number: active.number, address: active.address }) : intl.formatMessage(t.none)}
            </dd>
          </dl>
        ) : (
          <Body1 as="p" block>
            {intl.formatMessage(bm.loading)}
          </Body1>
        )}
      </section>

      <section className={styles.section} aria-labelledby="test-checks-title">
        <h2 id="test-checks-title" className={styles.h2}>
          {intl.formatMessage(t.checksTitle)}
        </h2>
        <Button appearance="primary" disabledFocusable={!account || running} onClick={() => account && void diagnosis.run(account)}>
          {intl.formatMessage(running ? t.running : t.run)}
        </Button>
        <p role="status" aria-live="polite">
          {status}
        </p>
        {diagnosis.checks.length > 0 ? (
          <DataTable
            caption={intl.formatMessage(t.caption)}
            rows={diagnosis.checks}
            rowKey={(c) => c.key}
            columns={[
              { header: intl.formatMessage(t.colCheck), cell: (c) => label(c) },
              {
                header: intl.formatMessage(t.colResult),
                cell: (c) => (
                  <Badge appearance="tint" color={RESULT[c.result].color}>
                    {intl.formatMessage(RESULT[c.result].message)}
                  </Badge>
                ),
              },
              { header: intl.formatMessage(t.colDetail), cell: (c) => detail(c) },
            ]}
          />
        ) : (
          <Body1 as="p" block>
            {intl.formatMessage(t.notRun)}
          </Body1>
        )}
      </section>
    </article>
  );
});
