import { useState, type MouseEvent, type ReactNode } from "react";
import { Badge, Body1, Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from "@fluentui/react-components";
import { ArrowClockwise20Regular } from "@fluentui/react-icons";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import { PageHeading } from "../../components/a11y/PageHeading";
import { DataTable } from "../../components/charts/DataTable";
import { RouterLink } from "../../components/RouterLink";
import { fm, useLoad } from "../../components/useLoad";

import type { AdminSummary, TodayPayment } from "../../shared/admin";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "../../shared/billing";
import { ROLES, TIME_ZONE } from "../../shared/constants";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { errorText } from "../../services/apiClient";
import { useAdminApi } from "./adminApiHook";
import { GlanceCards } from "./dashboard/GlanceCards";

const t = defineMessages({
  title: { id: "admin.dashboard.title", defaultMessage: "Panel de administración" },
  intro: {
    id: "admin.dashboard.intro",
    defaultMessage: "Resumen del portal: usuarios, PQRS, noticias, visitas y pagos. Cada cifra lleva a su detalle.",
  },
  generatedAt: { id: "admin.dashboard.generatedAt", defaultMessage: "Cifras al {date}" },
  refresh: { id: "admin.dashboard.refresh", defaultMessage: "Actualizar" },
  refreshing: { id: "admin.dashboard.refreshing", defaultMessage: "Actualizando las cifras…" },
  refreshed: { id: "admin.dashboard.refreshed", defaultMessage: "Cifras actualizadas." },
  loading: { id: "admin.dashboard.loading", defaultMessage: "Cargando el panel…" },
  loadFailed: {
    id: "admin.dashboard.loadFailed",
    defaultMessage: "No fue posible cargar las cifras del panel. Inténtelo de nuevo; mientras tanto, los accesos rápidos siguen disponibles.",
  },
  retryNow: { id: "admin.dashboard.retryNow", defaultMessage: "Reintentar" },
  moreTitle: { id: "admin.dashboard.more.title", defaultMessage: "Más cifras" },
  // Quick links
  linksTitle: { id: "admin.dashboard.links.title", defaultMessage: "Accesos rápidos" },
  linkUsers: { id: "admin.dashboard.links.users", defaultMessage: "Usuarios" },
  linkSettings: { id: "admin.dashboard.links.settings", defaultMessage: "Configuración" },
  linkPqrs: { id: "admin.dashboard.links.pqrs", defaultMessage: "PQRS" },
  linkNews: { id: "admin.dashboard.links.news", defaultMessage: "Noticias" },
  linkAudit: { id: "admin.dashboard.links.audit", defaultMessage: "Registro de auditoría" },
  // Users
  usersTitle: { id: "admin.dashboard.users.title", defaultMessage: "Usuarios" },
  usersVerified: {
    id: "admin.dashboard.users.verified",
    defaultMessage: "{share} con el correo verificado ({count, plural, one {# usuario} other {# usuarios}})",
  },
  usersUnverified: { id: "admin.dashboard.users.unverified", defaultMessage: "Ver los usuarios sin verificar" },
  usersActive: {
    id: "admin.dashboard.users.active",
    defaultMessage: "{count, plural, one {# usuario activo} other {# usuarios activos}}",
  },
  // PQRS
  // News
  newsTitle: { id: "admin.dashboard.news.title", defaultMessage: "Noticias" },
  newsPublished: {
    id: "admin.dashboard.news.published",
    defaultMessage: "{count, plural, one {# noticia publicada este mes} other {# noticias publicadas este mes}}",
  },
  newsScheduled: {
    id: "admin.dashboard.news.scheduled",
    defaultMessage: "{count, plural, one {# noticia programada} other {# noticias programadas}}",
  },
  newsDrafts: {
    id: "admin.dashboard.news.drafts",
    defaultMessage: "{count, plural, one {# borrador de noticia} other {# borradores de noticias}}",
  },
  // Visits
  visitsTitle: { id: "admin.dashboard.visits.title", defaultMessage: "Visitas este mes" },
  visitsUnavailable: {
    id: "admin.dashboard.visits.unavailable",
    defaultMessage: "Las métricas de visitas no están disponibles en este momento.",
  },
  topPagesCaption: { id: "admin.dashboard.visits.topPages", defaultMessage: "Páginas más visitadas" },
  topPagesEmpty: { id: "admin.dashboard.visits.topPagesEmpty", defaultMessage: "Aún no hay visitas registradas este mes." },
  colPage: { id: "admin.dashboard.visits.colPage", defaultMessage: "Página" },
  colViews: { id: "admin.dashboard.visits.colViews", defaultMessage: "Páginas vistas" },
  // Payments
  paymentsDetailTitle: { id: "admin.dashboard.payments.detailTitle", defaultMessage: "Detalle de los pagos de hoy" },
  paymentsCaption: { id: "admin.dashboard.payments.caption", defaultMessage: "Pagos recibidos hoy" },
  paymentsEmpty: { id: "admin.dashboard.payments.empty", defaultMessage: "Aún no hay pagos hoy." },
  colReference: { id: "admin.dashboard.payments.colReference", defaultMessage: "Referencia" },
  colContract: { id: "admin.dashboard.payments.colContract", defaultMessage: "Contrato" },
  colAmount: { id: "admin.dashboard.payments.colAmount", defaultMessage: "Valor" },
  colMethod: { id: "admin.dashboard.payments.colMethod", defaultMessage: "Medio de pago" },
  colStatus: { id: "admin.dashboard.payments.colStatus", defaultMessage: "Estado" },
  colTime: { id: "admin.dashboard.payments.colTime", defaultMessage: "Hora" },
});

const PAYMENTS_ID = "pagos-hoy";

const COP = new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", maximumFractionDigits: 0 });
const DATE_TIME = new Intl.DateTimeFormat("es-CO", { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
const TIME = new Intl.DateTimeFormat("es-CO", { timeZone: TIME_ZONE, timeStyle: "short" });

const useStyles = makeStyles({
  page: { maxWidth: "80rem" },
  intro: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalM, maxWidth: "48rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  cardTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  target: { ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" } },
  meta: { display: "flex", flexWrap: "wrap", gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignItems: "center" },
  metaText: { margin: 0 },
  status: { minHeight: "1.5em", marginBlock: tokens.spacingVerticalS },
  quickLinks: {
    display: "flex",
    flexWrap: "wrap",
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    listStyleType: "none",
    padding: 0,
    margin: 0,
  },
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(17rem, 1fr))",
    gap: tokens.spacingHorizontalL,
    marginBlock: `${tokens.spacingVerticalL} 0`,
  },
  card: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  wide: { gridColumn: "1 / -1" },
  figures: { listStyleType: "none", padding: 0, margin: 0, display: "grid", gap: tokens.spacingVerticalS },
  figure: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, overflowWrap: "anywhere" },
  figureNote: { display: "block", fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  nowrap: { whiteSpace: "nowrap" },
  problem: { marginBlock: tokens.spacingVerticalM },
  problemDetail: { display: "block", marginBlockStart: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2 },
});

/** An instant as "18 nov 2026, 3:45 p. m." in Colombia; the raw text if it is not a date. */
function formatInstant(at: string, format: Intl.DateTimeFormat = DATE_TIME): string {
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? at : format.format(d);
}

/** The labels by any text the server sends (an unknown one shows as is). */
const METHOD_LABELS: Readonly<Partial<Record<string, string>>> = PAYMENT_METHOD_LABELS;
const STATUS_LABELS: Readonly<Partial<Record<string, string>>> = PAYMENT_STATUS_LABELS;

function methodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

/** A payment's state as a text badge (the colour only repeats what the text says). */
function PaymentBadge({ status }: { status: string }) {
  const label = STATUS_LABELS[status] ?? status;
  const color =
    status === "aprobada" ? "success" : status === "pendiente" ? "warning" : status === "rechazada" || status === "fallida" ? "danger" : "informative";
  return (
    <Badge appearance="tint" color={color}>
      {label}
    </Badge>
  );
}

function Box({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section aria-labelledby={`${id}-title`} className={mergeClasses(styles.card, wide && styles.wide)}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Jumps to the payments table, moving focus there too (the router does not scroll to anchors). */
function toPayments(e: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(PAYMENTS_ID);
  if (!target) return;
  e.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: "start" }); // absent in some embedded browsers
}

/** The figures under the headline cards: accounts, news and the most visited pages. */
function MoreFigures({ summary }: { summary: AdminSummary }) {
  const intl = useIntl();
  const styles = useStyles();
  const { users, news, visits } = summary;
  const share = intl.formatNumber(Math.min(100, Math.max(0, users.verifiedShare)) / 100, { style: "percent", maximumFractionDigits: 1 });

  return (
    <section aria-labelledby="admin-dashboard-more-title">
      <h2 id="admin-dashboard-more-title" className={styles.h2}>
        {intl.formatMessage(t.moreTitle)}
      </h2>
      <div className={styles.grid}>
        <Box id="admin-dashboard-users" title={intl.formatMessage(t.usersTitle)}>
          <ul className={styles.figures}>
            <li className={styles.figure}>
              {fm(intl, t.usersVerified, { share, count: users.verified })}
              <span className={styles.figureNote}>
                <RouterLink to="/admin/users?status=sin_verificar">{intl.formatMessage(t.usersUnverified)}</RouterLink>
              </span>
            </li>
            <li className={styles.figure}>
              <RouterLink to="/admin/users?status=activos">{fm(intl, t.usersActive, { count: users.active })}</RouterLink>
            </li>
          </ul>
        </Box>

        <Box id="admin-dashboard-news" title={intl.formatMessage(t.newsTitle)}>
          <ul className={styles.figures}>
            <li className={styles.figure}>
              <RouterLink to="/admin/noticias">{fm(intl, t.newsPublished, { count: news.publishedThisMonth })}</RouterLink>
            </li>
            <li className={styles.figure}>
              <RouterLink to="/admin/noticias">{fm(intl, t.newsScheduled, { count: news.scheduled })}</RouterLink>
            </li>
            <li className={styles.figure}>
              <RouterLink to="/admin/noticias">{fm(intl, t.newsDrafts, { count: news.drafts })}</RouterLink>
            </li>
          </ul>
        </Box>

        <Box id="admin-dashboard-visits" title={intl.formatMessage(t.visitsTitle)} wide>
          {visits ? (
            <>
              {visits.topPages.length > 0 ? (
                <DataTable<{ pagePath: string; pageViews: number }>
                  id="admin-dashboard-top-pages"
                  caption={intl.formatMessage(t.topPagesCaption)}
                  rows={visits.topPages}
                  rowKey={(p) => p.pagePath}
                  columns={[
                    {
                      header: intl.formatMessage(t.colPage),
                      cell: (p) => <RouterLink to={`/metrics?path=${encodeURIComponent(p.pagePath)}`}>{p.pagePath}</RouterLink>,
                    },
                    { header: intl.formatMessage(t.colViews), numeric: true, cell: (p) => intl.formatNumber(p.pageViews) },
                  ]}
                />
              ) : (
                <Body1 as="p" block>
                  {intl.formatMessage(t.topPagesEmpty)}
                </Body1>
              )}
            </>
          ) : (
            <Body1 as="p" block>
              {intl.formatMessage(t.visitsUnavailable)}
            </Body1>
          )}
        </Box>
      </div>
    </section>
  );
}

function TodayPayments({ payments }: { payments: TodayPayment[] }) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <section aria-labelledby={PAYMENTS_ID}>
      <h2 id={PAYMENTS_ID} tabIndex={-1} className={mergeClasses(styles.h2, styles.target)}>
        {intl.formatMessage(t.paymentsDetailTitle)}
      </h2>
      {payments.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.paymentsEmpty)}
        </Body1>
      ) : (
        <DataTable<TodayPayment>
          id="admin-dashboard-payments-table"
          caption={intl.formatMessage(t.paymentsCaption)}
          rows={payments}
          rowKey={(p) => p.reference}
          columns={[
            { header: intl.formatMessage(t.colReference), cell: (p) => <span className={styles.nowrap}>{p.reference}</span> },
            { header: intl.formatMessage(t.colContract), cell: (p) => p.contractNumber },
            { header: intl.formatMessage(t.colAmount), numeric: true, cell: (p) => COP.format(p.amount) },
            { header: intl.formatMessage(t.colMethod), cell: (p) => methodLabel(p.method) },
            { header: intl.formatMessage(t.colStatus), cell: (p) => <PaymentBadge status={p.status} /> },
            { header: intl.formatMessage(t.colTime), cell: (p) => <span className={styles.nowrap}>{formatInstant(p.createdAt, TIME)}</span> },
          ]}
        />
      )}
    </section>
  );
}

/**
 * /admin/dashboard: the portal at a glance for ADMIN and SUPER_ADMIN (users, PQRS, news, visits
 * and today's payments). Every figure links to the screen that lists it.
 */
export default observer(function AdminDashboardView() {
  const intl = useIntl();
  const styles = useStyles();
  const { session } = useStores();
  const getApi = useAdminApi();
  const [refreshed, setRefreshed] = useState(false);
  const load = useLoad<AdminSummary>("summary", () => getApi().then((api) => api.summary()));
  const isSuperAdmin = (session.user?.roles ?? []).some((r) => r.toUpperCase() === ROLES.superAdmin);

  const summary = load.data;
  const failed = load.error !== undefined && !load.loading;
  const refresh = () => {
    setRefreshed(true);
    load.retry();
  };
  const statusText = load.loading && summary ? intl.formatMessage(t.refreshing) : refreshed && summary && !failed ? intl.formatMessage(t.refreshed) : "";

  const links: { to: string; label: string }[] = [
    { to: "/admin/users", label: intl.formatMessage(t.linkUsers) },
    { to: "/admin/settings", label: intl.formatMessage(t.linkSettings) },
    { to: "/admin/pqrs", label: intl.formatMessage(t.linkPqrs) },
    { to: "/admin/noticias", label: intl.formatMessage(t.linkNews) },
    ...(isSuperAdmin ? [{ to: "/admin/audit", label: intl.formatMessage(t.linkAudit) }] : []),
  ];

  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>

      {summary ? (
        <div className={styles.meta}>
          <Body1 as="p" className={styles.metaText}>
            {fm(intl, t.generatedAt, { date: formatInstant(summary.generatedAt) })}
          </Body1>
          <Button onClick={refresh}>{intl.formatMessage(t.refresh)}</Button>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {statusText}
      </p>

      {!summary && load.loading ? <Spinner labelPosition="after" label={intl.formatMessage(t.loading)} /> : null}

      {failed ? (
        <MessageBar intent="error" layout="multiline" className={styles.problem} role="alert">
          <MessageBarBody>
            {intl.formatMessage(t.loadFailed)}
            {errorText(load.error) ? <span className={styles.problemDetail}>{errorText(load.error)}</span> : null}
          </MessageBarBody>
          <MessageBarActions>
            <Button icon={<ArrowClockwise20Regular aria-hidden />} onClick={load.retry}>
              {intl.formatMessage(t.retryNow)}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      {summary ? (
        <>
          <GlanceCards summary={summary} onPayments={toPayments} />
          <MoreFigures summary={summary} />
          <TodayPayments payments={summary.payments.today} />
        </>
      ) : null}

      <nav aria-labelledby="admin-dashboard-links-title">
        <h2 id="admin-dashboard-links-title" className={styles.h2}>
          {intl.formatMessage(t.linksTitle)}
        </h2>
        <ul className={styles.quickLinks}>
          {links.map((l) => (
            <li key={l.to}>
              <RouterLink to={l.to}>{l.label}</RouterLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
});
