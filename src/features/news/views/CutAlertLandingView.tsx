import { type FormEvent, useEffect } from "react";
import { Body1, MessageBar, MessageBarBody, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { useMounted } from "../../../components/useMounted";
import { fm } from "../../../components/useLoad";
import { RouteLink } from "../../../components/RouteLink";
import { cutAlertsStoreKey } from "../CutAlertsStore";
import { CalendarLinks } from "../parts/CalendarLinks";
import { useListPageStyles } from "../parts/newsStyles";

const t = defineMessages({
  confirmTitle: { id: "news.alerts.confirmTitle", defaultMessage: "Confirmar los avisos de cortes" },
  unsubscribeTitle: { id: "news.alerts.unsubscribeTitle", defaultMessage: "Cancelar los avisos de cortes" },
  working: { id: "news.alerts.working", defaultMessage: "Un momento…" },
  noToken: { id: "news.alerts.noToken", defaultMessage: "Falta el código del enlace. Ábralo completo desde el correo que le enviamos." },
  area: { id: "news.alerts.areaDone", defaultMessage: "Zona: {area}." },
  back: { id: "news.alerts.back", defaultMessage: "Ver los cortes programados" },
  unsubscribeAsk: {
    id: "news.alerts.unsubscribeAsk",
    defaultMessage: "¿Quiere dejar de recibir en su correo los avisos de cortes de esta zona? Puede volver a suscribirse cuando quiera.",
  },
  unsubscribeButton: { id: "news.alerts.unsubscribeButton", defaultMessage: "Sí, cancelar los avisos" },
});

/**
 * The landing page of an e-mail's link (issue 24 §2): `?token=` confirms the subscription
 * (`kind="confirm"`, on opening) or cancels it (`kind="unsubscribe"`, only with the button: a mail
 * scanner that opens the link must not unsubscribe anyone; mail clients use the RFC 8058 one-click
 * POST of the List-Unsubscribe header instead), once, and says what happened.
 *
 * The token is read after mounting (issue 33): the build prerenders this page without one, so a
 * first render that read it would not match that HTML (React error #418).
 */
const CutAlertLanding = observer(function CutAlertLanding({ kind }: { kind: "confirm" | "unsubscribe" }) {
  const intl = useIntl();
  const list = useListPageStyles();
  const [params] = useSearchParams();
  const mounted = useMounted();
  const token = mounted ? (params.get("token") ?? "") : null;
  const store = useFeatureStore(cutAlertsStoreKey);
  const landing = kind === "confirm" ? store.confirmation : store.unsubscription;
  useEffect(() => {
    if (token && kind === "confirm") void landing.open(token);
  }, [landing, token, kind]);
  const result = landing.result && landing.token === token ? landing.result : null;
  const asked = landing.token === token && landing.status !== "idle";
  const onUnsubscribe = (e: FormEvent) => {
    e.preventDefault();
    if (token) void landing.open(token);
  };
  return (
    <article className={list.page}>
      <PageHeading>{intl.formatMessage(kind === "confirm" ? t.confirmTitle : t.unsubscribeTitle)}</PageHeading>
      {token === null ? (
        <Spinner label={intl.formatMessage(t.working)} />
      ) : !token ? (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(t.noToken)}</MessageBarBody>
        </MessageBar>
      ) : landing.status === "failed" && asked ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{landing.problem}</MessageBarBody>
        </MessageBar>
      ) : result ? (
        <>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{result.message}</MessageBarBody>
          </MessageBar>
          <Body1 as="p" block>
            {fm(intl, t.area, { area: result.subscription.area })}
          </Body1>
          {kind === "confirm" ? <CalendarLinks area={result.subscription.area} /> : null}
        </>
      ) : kind === "unsubscribe" ? (
        <form className={list.form} onSubmit={onUnsubscribe}>
          <Body1 as="p" block>
            {intl.formatMessage(t.unsubscribeAsk)}
          </Body1>
          <SubmitButton busy={landing.isLoading} busyLabel={intl.formatMessage(t.working)}>
            {intl.formatMessage(t.unsubscribeButton)}
          </SubmitButton>
        </form>
      ) : (
        <Spinner label={intl.formatMessage(t.working)} />
      )}
      <p>
        <RouteLink className={list.link} route="noticias.serviceCuts">
          {intl.formatMessage(t.back)}
        </RouteLink>
      </p>
    </article>
  );
});

/** /noticias-cortes/avisos/confirmar?token=… */
export default function CutAlertConfirmView() {
  return <CutAlertLanding kind="confirm" />;
}

/** /noticias-cortes/avisos/baja?token=… */
export function CutAlertUnsubscribeView() {
  return <CutAlertLanding kind="unsubscribe" />;
}
