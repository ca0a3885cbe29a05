import { LoadProblem } from "../../components/LoadProblem";
import { useCallback } from "react";
import { Body1, Spinner } from "@fluentui/react-components";
import { defineMessages, useIntl } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { DataTable } from "../../components/charts/DataTable";
import { RouterLink } from "../../components/RouterLink";
import { useLoad } from "../../components/useLoad";

import type { TrackedCase } from "../../shared/pqrs";
import { makeStyles, tokens } from "../../theme";
import { PqrsForm } from "./PqrsForm";
import { CaseStatusBadge, requestLabel, useShortDay } from "./pqrsParts";
import { usePqrsApi } from "./pqrsApiHook";

const t = defineMessages({
  title: { id: "pqrs.add.title", defaultMessage: "Nueva PQRS" },
  lead: {
    id: "pqrs.add.lead",
    defaultMessage:
      "Radique una petición, queja, reclamo o sugerencia con los datos de su cuenta y el contrato activo. Abajo encuentra las solicitudes que ha radicado desde su cuenta y su estado.",
  },
  mineTitle: { id: "pqrs.add.mineTitle", defaultMessage: "Mis solicitudes" },
  caption: { id: "pqrs.add.caption", defaultMessage: "Solicitudes radicadas desde su cuenta, de la más reciente a la más antigua" },
  radicado: { id: "pqrs.add.radicado", defaultMessage: "Radicado" },
  type: { id: "pqrs.add.type", defaultMessage: "Tipo" },
  subject: { id: "pqrs.add.subject", defaultMessage: "Asunto" },
  status: { id: "pqrs.add.status", defaultMessage: "Estado" },
  due: { id: "pqrs.add.due", defaultMessage: "Fecha límite de respuesta" },
  noDue: { id: "pqrs.add.noDue", defaultMessage: "Sin plazo legal" },
  loading: { id: "pqrs.add.loading", defaultMessage: "Cargando sus solicitudes…" },
  loadError: { id: "pqrs.add.loadError", defaultMessage: "No fue posible consultar sus solicitudes. Revise su conexión e intente de nuevo." },
  retry: { id: "pqrs.add.retry", defaultMessage: "Intentar de nuevo" },
  empty: { id: "pqrs.add.empty", defaultMessage: "Aún no ha radicado solicitudes desde su cuenta." },
  trackHelp: {
    id: "pqrs.add.trackHelp",
    defaultMessage: "¿Radicó una solicitud sin iniciar sesión? Consúltela con el radicado y su documento.",
  },
  track: { id: "pqrs.add.track", defaultMessage: "Consultar una solicitud" },
});

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  lead: { marginBlockEnd: tokens.spacingVerticalL, color: tokens.colorNeutralForeground2, maxWidth: "48rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalS}` },
  empty: {
    padding: tokens.spacingHorizontalL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    marginBlock: tokens.spacingVerticalM,
  },
  subject: { overflowWrap: "anywhere" },
});

/** The signed-in person's requests, newest first. */
function MyRequests({ load }: { load: ReturnType<typeof useLoad<TrackedCase[]>> }) {
  const intl = useIntl();
  const styles = useStyles();
  const day = useShortDay();
  if (load.error && !load.data) {
    return <LoadProblem title={intl.formatMessage(t.loadError)} error={load.error} retryLabel={intl.formatMessage(t.retry)} onRetry={load.retry} />;
  }
  if (!load.data) return <Spinner size="small" label={intl.formatMessage(t.loading)} />;
  if (load.data.length === 0) {
    return (
      <Body1 as="p" block className={styles.empty}>
        {intl.formatMessage(t.empty)}
      </Body1>
    );
  }
  return (
    <DataTable<TrackedCase>
      caption={intl.formatMessage(t.caption)}
      rows={load.data}
      rowKey={(c) => c.radicado}
      columns={[
        {
          header: intl.formatMessage(t.radicado),
          cell: (c) => <RouterLink to={`/pqr?radicado=${encodeURIComponent(c.radicado)}`}>{c.radicado}</RouterLink>,
        },
        { header: intl.formatMessage(t.type), cell: (c) => requestLabel(c.kind, c.type) },
        { header: intl.formatMessage(t.subject), cell: (c) => <span className={styles.subject}>{c.subject}</span> },
        { header: intl.formatMessage(t.status), cell: (c) => <CaseStatusBadge status={c.status} /> },
        { header: intl.formatMessage(t.due), cell: (c) => (c.dueDate ? day(c.dueDate) : intl.formatMessage(t.noDue)) },
      ]}
    />
  );
}

/** /dashboard/add-pqrs: file a PQRS from the account and see the ones filed before. */
export default function AddPqrsView() {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = usePqrsApi();
  const mine = useLoad<TrackedCase[]>("mine", async () => (await getApi()).mine());
  const { retry } = mine;
  const onFiled = useCallback(() => retry(), [retry]);
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.lead}>
        {intl.formatMessage(t.lead)}
      </Body1>
      <PqrsForm mode="customer" onFiled={onFiled} />
      <section aria-labelledby="my-pqrs-title" aria-busy={mine.loading}>
        <h2 id="my-pqrs-title" className={styles.h2}>
          {intl.formatMessage(t.mineTitle)}
        </h2>
        <MyRequests load={mine} />
        <Body1 as="p" block>
          {intl.formatMessage(t.trackHelp)} <RouterLink to="/pqr">{intl.formatMessage(t.track)}</RouterLink>
        </Body1>
      </section>
    </article>
  );
}
