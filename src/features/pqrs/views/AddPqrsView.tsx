import { useEffect, useState } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { PageIntro } from "../../../components/PageIntro";
import { RouteLink } from "../../../components/RouteLink";
import { makeStyles, tokens } from "../../../theme";
import { MyRequests } from "../parts/MyRequests";
import { PqrsForm } from "../parts/PqrsForm";
import { pqrsStoreKey } from "../PqrsStore";

const t = defineMessages({
  title: { id: "pqrs.add.title", defaultMessage: "Nueva PQRS" },
  lead: {
    id: "pqrs.add.lead",
    defaultMessage:
      "Radique una petición, queja, reclamo o sugerencia con los datos de su cuenta y el contrato activo. Abajo encuentra las solicitudes que ha radicado desde su cuenta y su estado.",
  },
  mineTitle: { id: "pqrs.add.mineTitle", defaultMessage: "Mis solicitudes" },
  trackHelp: {
    id: "pqrs.add.trackHelp",
    defaultMessage: "¿Radicó una solicitud sin iniciar sesión? Consúltela con el radicado y su documento.",
  },
  track: { id: "pqrs.add.track", defaultMessage: "Consultar una solicitud" },
});

const useStyles = makeStyles({
  page: { maxWidth: "60rem" },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXXL} ${tokens.spacingVerticalS}` },
});

/** /dashboard/add-pqrs: file a PQRS from the account and see the ones filed before. */
export default observer(function AddPqrsView() {
  const intl = useIntl();
  const styles = useStyles();
  const pqrs = useFeatureStore(pqrsStoreKey);
  const [mine] = useState(() => pqrs.myRequests());
  useEffect(() => {
    void mine.load();
  }, [mine]);
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <PageIntro narrow>{intl.formatMessage(t.lead)}</PageIntro>
      <PqrsForm mode="customer" onFiled={() => void mine.reload()} />
      <section aria-labelledby="my-pqrs-title" aria-busy={mine.busy}>
        <h2 id="my-pqrs-title" className={styles.h2}>
          {intl.formatMessage(t.mineTitle)}
        </h2>
        <MyRequests mine={mine} />
        <Body1 as="p" block>
          {intl.formatMessage(t.trackHelp)} <RouteLink route="atencion.pqrs">{intl.formatMessage(t.track)}</RouteLink>
        </Body1>
      </section>
    </article>
  );
});
