import { useState } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { fm } from "../../../components/useLoad";
import { makeStyles, tokens } from "../../../theme";
import { CaseForm } from "../parts/CaseForm";
import { TrackedCaseDetails } from "../parts/TrackedCaseDetails";
import { TrackForm } from "../parts/TrackForm";
import { pqrsStoreKey } from "../PqrsStore";

const t = defineMessages({
  trackTitle: { id: "pqrs.case.consult.trackTitle", defaultMessage: "Consulte el estado de su solicitud" },
  trackIntro: {
    id: "pqrs.case.consult.trackIntro",
    defaultMessage:
      "Escriba el número de radicado que le dimos al recibir su solicitud y el número de documento de quien la presentó. Un reporte de falla se consulta solo con su número.",
  },
  found: { id: "pqrs.case.consult.found", defaultMessage: "Encontramos la solicitud {radicado}. Sus datos aparecen a continuación." },
  askTitle: { id: "pqrs.case.consult.askTitle", defaultMessage: "¿Tiene una pregunta sobre su solicitud?" },
  askIntro: {
    id: "pqrs.case.consult.askIntro",
    defaultMessage: "Escríbale al área técnica de energía. Si su pregunta es sobre una solicitud ya radicada, indique su número para que podamos ubicarla.",
  },
});

const useStyles = makeStyles({
  widget: { marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalXXL}` },
  h2: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  intro: { maxWidth: "48rem", marginBlockEnd: tokens.spacingVerticalL },
  status: { fontWeight: tokens.fontWeightSemibold, minHeight: "1.5em" },
});

/** /energia/consultRequest: track a request, and ask the technical area about one. */
export default observer(function ConsultRequestWidget() {
  const intl = useIntl();
  const styles = useStyles();
  const [params] = useSearchParams();
  const initialRadicado = (params.get("radicado") ?? "").trim() || null;
  const pqrs = useFeatureStore(pqrsStoreKey);
  const [tracking] = useState(() => pqrs.tracking());
  const tracked = tracking.found;
  return (
    <div className={styles.widget}>
      <section aria-labelledby="consult-track-title">
        <h2 id="consult-track-title" className={styles.h2}>
          {intl.formatMessage(t.trackTitle)}
        </h2>
        <Body1 as="p" block className={styles.intro}>
          {intl.formatMessage(t.trackIntro)}
        </Body1>
        <TrackForm tracking={tracking} initialRadicado={initialRadicado} />
        <p role="status" aria-live="polite" className={styles.status}>
          {tracked ? fm(intl, t.found, { radicado: tracked.radicado }) : ""}
        </p>
        {tracked ? <TrackedCaseDetails key={tracked.radicado} item={tracked} /> : null}
      </section>
      <section aria-labelledby="consult-ask-title">
        <h2 id="consult-ask-title" className={styles.h2}>
          {intl.formatMessage(t.askTitle)}
        </h2>
        <Body1 as="p" block className={styles.intro}>
          {intl.formatMessage(t.askIntro)}
        </Body1>
        <CaseForm kind="consulta_energia" headingLevel={3} />
      </section>
    </div>
  );
});
