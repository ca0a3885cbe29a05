import { type FormEvent } from "react";
import { Body1, MessageBar, MessageBarBody, Spinner } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { bm } from "../../../components/billing/billingMessages";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { RouteLink } from "../../../components/RouteLink";
import { useMounted } from "../../../components/useMounted";
import { makeStyles, tokens } from "../../../theme";
import { noticesStoreKey } from "../NoticesStore";
import { noticeMessages as t } from "../parts/noticeMessages";

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  form: { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: tokens.spacingVerticalM, marginBlock: tokens.spacingVerticalL },
  link: { color: tokens.colorBrandForegroundLink, textDecorationLine: "underline" },
});

/**
 * /avisos-factura/baja?token=… (issue 34 §4): the page of a notice's "unsubscribe" link. It asks
 * before it posts: a mail scanner that opens the link must not unsubscribe anyone (mail clients use
 * the RFC 8058 one-click POST of the List-Unsubscribe header instead). The token is read after
 * mounting: the build prerenders this page without one.
 */
export default observer(function NoticeUnsubscribeView() {
  const intl = useIntl();
  const styles = useStyles();
  const [params] = useSearchParams();
  const mounted = useMounted();
  const token = mounted ? (params.get("token") ?? "") : null;
  const notices = useFeatureStore(noticesStoreKey);
  const task = notices.unsubscription;
  const done = notices.unsubscribed && notices.unsubscribed.token === token ? notices.unsubscribed.result : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (token) void task.run(token);
  };
  return (
    <article className={styles.page}>
      <PageHeading>{intl.formatMessage(t.unsubscribeTitle)}</PageHeading>
      {/* Said before the token is read, so the prerendered page already tells what it is for. */}
      <Body1 as="p" block>
        {intl.formatMessage(t.unsubscribeIntro)}
      </Body1>
      {token === null ? (
        <Spinner label={intl.formatMessage(t.unsubscribeWorking)} />
      ) : !token ? (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(t.unsubscribeNoToken)}</MessageBarBody>
        </MessageBar>
      ) : done ? (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{done.message}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          {task.error ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{notices.unsubscriptionError ?? intl.formatMessage(bm.loadError)}</MessageBarBody>
            </MessageBar>
          ) : null}
          <form className={styles.form} onSubmit={onSubmit}>
            <Body1 as="p" block>
              {intl.formatMessage(t.unsubscribeAsk)}
            </Body1>
            <SubmitButton busy={task.busy} busyLabel={intl.formatMessage(t.unsubscribeWorking)}>
              {intl.formatMessage(t.unsubscribeButton)}
            </SubmitButton>
          </form>
        </>
      )}
      <p>
        <RouteLink className={styles.link} route="general.home">
          {intl.formatMessage(t.unsubscribeHome)}
        </RouteLink>
      </p>
    </article>
  );
});
