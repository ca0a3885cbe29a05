import { Body1, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { LoadProblem } from "../../../components/LoadProblem";
import { ActionLink } from "../../../components/records/ActionLink";
import { RecordList } from "../../../components/records/RecordList";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import type { TrackedCase } from "../../../shared/pqrs";
import { makeStyles, tokens } from "../../../theme";
import type { MyRequestsStore } from "../MyRequestsStore";
import { requestLabel } from "../pqrsLabels";
import { CaseStatusBadge } from "./CaseStatusBadge";

const t = defineMessages({
  radicado: { id: "pqrs.add.radicado", defaultMessage: "Radicado" },
  type: { id: "pqrs.add.type", defaultMessage: "Tipo" },
  subject: { id: "pqrs.add.subject", defaultMessage: "Asunto" },
  status: { id: "pqrs.add.status", defaultMessage: "Estado" },
  due: { id: "pqrs.add.due", defaultMessage: "Fecha límite de respuesta" },
  noDue: { id: "pqrs.add.noDue", defaultMessage: "Sin plazo legal" },
  caption: { id: "pqrs.add.caption", defaultMessage: "Solicitudes radicadas desde su cuenta, de la más reciente a la más antigua" },
  loading: { id: "pqrs.add.loading", defaultMessage: "Cargando sus solicitudes…" },
  loadError: { id: "pqrs.add.loadError", defaultMessage: "No fue posible consultar sus solicitudes. Revise su conexión e intente de nuevo." },
  retry: { id: "pqrs.add.retry", defaultMessage: "Intentar de nuevo" },
  actions: { id: "pqrs.add.actions", defaultMessage: "Seguimiento" },
  open: { id: "pqrs.add.open", defaultMessage: "Ver el estado" },
  openLabel: { id: "pqrs.add.openLabel", defaultMessage: "Ver el estado de la solicitud {radicado}" },
  empty: { id: "pqrs.add.empty", defaultMessage: "Aún no ha radicado solicitudes desde su cuenta." },
});

const useStyles = makeStyles({
  empty: {
    padding: tokens.spacingHorizontalL,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    marginBlock: tokens.spacingVerticalM,
  },
  subject: { overflowWrap: "anywhere" },
});

/** The signed-in person's requests, newest first. */
export const MyRequests = observer(function MyRequests({ mine }: { mine: MyRequestsStore }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFormat();
  if (mine.error && !mine.items) {
    return (
      <LoadProblem title={intl.formatMessage(t.loadError)} error={mine.error} retryLabel={intl.formatMessage(t.retry)} onRetry={() => void mine.retry()} />
    );
  }
  if (!mine.items) return <Spinner size="small" label={intl.formatMessage(t.loading)} />;
  if (mine.items.length === 0) {
    return (
      <Body1 as="p" block className={styles.empty}>
        {intl.formatMessage(t.empty)}
      </Body1>
    );
  }
  return (
    <RecordList<TrackedCase>
      id="my-requests"
      caption={intl.formatMessage(t.caption)}
      rows={mine.items}
      rowKey={(c) => c.radicado}
      headingLevel={3}
      fields={[
        { label: intl.formatMessage(t.radicado), value: (c) => c.radicado },
        { label: intl.formatMessage(t.type), value: (c) => requestLabel(c.kind, c.type) },
        { label: intl.formatMessage(t.subject), value: (c) => <span className={styles.subject}>{c.subject}</span> },
        { label: intl.formatMessage(t.status), value: (c) => <CaseStatusBadge status={c.status} />, card: "key" },
        { label: intl.formatMessage(t.due), value: (c) => (c.dueDate ? f.day(c.dueDate) : intl.formatMessage(t.noDue)), card: "key" },
        {
          label: intl.formatMessage(t.actions),
          card: "action",
          value: (c) => (
            <ActionLink
              route="atencion.pqrs"
              query={{ radicado: c.radicado }}
              appearance="secondary"
              aria-label={fm(intl, t.openLabel, { radicado: c.radicado })}
            >
              {intl.formatMessage(t.open)}
            </ActionLink>
          ),
        },
      ]}
    />
  );
});
