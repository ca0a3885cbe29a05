import type { ReactNode, RefObject } from "react";
import { Body1, Button, Caption1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { breakableEmail } from "../../../../components/breakableEmail";
import { fm } from "../../../../components/useLoad";
import { useFormat } from "../../../../format";
import { CASE_FORMS, NOTIFICATION_CHANNEL_LABELS, PQRS_SERVICE_LABELS } from "../../../../shared/pqrs";
import { makeStyles, mergeClasses, tokens } from "../../../../theme";
import type { AdminPqrsCaseStore } from "../../AdminPqrsCaseStore";
import { AssignCaseForm } from "./AssignCaseForm";
import { CaseAttachments } from "./CaseAttachments";
import { CaseDaysLeft } from "./CaseDaysLeft";
import { CaseStateBadges } from "./CaseStateBadges";
import { CloseCaseForm } from "./CloseCaseForm";
import { ExtendCaseForm } from "./ExtendCaseForm";
import { detailRows, typeLabel } from "./pqrsInboxLabels";
import { EVENT_MESSAGES, t } from "./pqrsInboxMessages";
import { ReplyCaseForm } from "./ReplyCaseForm";

const useStyles = makeStyles({
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  h4: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  backToList: { "@media (min-width: 1024px)": { display: "none" } },
  closeWide: { "@media (max-width: 1023.98px)": { display: "none" } },
  detailHead: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "baseline", justifyContent: "space-between" },
  detailTitle: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    margin: 0,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  dl: {
    display: "grid",
    gridTemplateColumns: "minmax(10rem, max-content) 1fr",
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    "& dt": { fontWeight: tokens.fontWeightSemibold },
    "& dd": { margin: 0, wordBreak: "normal", overflowWrap: "break-word" },
    // On a phone each value goes under its label, with the whole width (issue 21).
    "@media (max-width: 599.98px)": { gridTemplateColumns: "minmax(0, 1fr)", "& dd": { marginBlockEnd: tokens.spacingVerticalXS } },
  },
  text: { whiteSpace: "pre-wrap", overflowWrap: "anywhere", maxWidth: "48rem" },
  list: { paddingInlineStart: tokens.spacingHorizontalL, display: "grid", gap: tokens.spacingVerticalXS },
  actions: { display: "grid", gap: tokens.spacingVerticalL, gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))" },
  spaced: { marginBlockStart: tokens.spacingVerticalM },
});

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * A loaded case: the request, the applicant, attachments, response, extension, history and the
 * actions its state allows. The heading takes focus when the case opens (CasePanel).
 */
export const CaseDetail = observer(function CaseDetail({
  opened,
  me,
  onDone,
  onClose,
  headingRef,
}: {
  opened: AdminPqrsCaseStore;
  me: string;
  onDone: (message: string) => void;
  onClose: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const f = useFormat();
  const styles = useStyles();
  const item = opened.item!;
  const none = intl.formatMessage(t.none);
  const extras = detailRows(item);
  const a = item.applicant;
  const canReply = item.response === null && (item.status === "radicada" || item.status === "en_tramite");
  const canExtend = item.maxExtensionDate !== null && item.response === null && item.status !== "cerrada";
  const canClose = item.status === "respondida";

  return (
    <>
      <div className={styles.detailHead}>
        <h2 id="pqrs-case-title" ref={headingRef} tabIndex={-1} className={styles.detailTitle}>
          {fm(intl, t.detailTitle, { radicado: item.radicado })}
        </h2>
        {/* The same action: on a phone the list is above, beside it on a wide screen. */}
        <Button className={styles.backToList} onClick={onClose}>
          {intl.formatMessage(t.backToList)}
        </Button>
        <Button className={styles.closeWide} onClick={onClose}>
          {intl.formatMessage(t.closeDetail)}
        </Button>
      </div>

      <h3 className={styles.h3}>{intl.formatMessage(t.request)}</h3>
      <dl className={styles.dl}>
        <Row label={intl.formatMessage(t.typeLabel)}>{typeLabel(item)}</Row>
        <Row label={intl.formatMessage(t.serviceLabel)}>{PQRS_SERVICE_LABELS[item.service]}</Row>
        <Row label={intl.formatMessage(t.statusLabel)}>
          <CaseStateBadges status={item.status} dueState={item.dueState} />
        </Row>
        <Row label={intl.formatMessage(t.filedLabel)}>{f.instant(item.filedAt)}</Row>
        <Row label={intl.formatMessage(t.termLabel)}>
          {item.termDays === null ? intl.formatMessage(t.noTerm) : fm(intl, t.termDays, { days: item.termDays })}
        </Row>
        {item.dueDate ? <Row label={intl.formatMessage(t.dueLabel)}>{f.day(item.dueDate)}</Row> : null}
        {item.originalDueDate && item.originalDueDate !== item.dueDate ? (
          <Row label={intl.formatMessage(t.originalDueLabel)}>{f.day(item.originalDueDate)}</Row>
        ) : null}
        <Row label={intl.formatMessage(t.daysLeftLabel)}>
          <CaseDaysLeft item={item} />
        </Row>
        <Row label={intl.formatMessage(t.assigneeLabel)}>{item.assignee?.name ?? intl.formatMessage(t.unassigned)}</Row>
        {item.cun ? <Row label={intl.formatMessage(t.cunLabel)}>{item.cun}</Row> : null}
        {item.subject ? <Row label={intl.formatMessage(t.subjectLabel)}>{item.subject}</Row> : null}
        {item.contractNumber ? <Row label={intl.formatMessage(t.contractLabel)}>{item.contractNumber}</Row> : null}
        {item.invoiceNumber ? <Row label={intl.formatMessage(t.invoiceLabel)}>{item.invoiceNumber}</Row> : null}
        {item.concept ? <Row label={intl.formatMessage(t.conceptLabel)}>{item.concept}</Row> : null}
        {extras.map((r) => (
          <Row key={r.key} label={r.label}>
            {r.value}
          </Row>
        ))}
      </dl>
      <h4 className={mergeClasses(styles.h4, styles.spaced)}>
        {item.kind === "pqrs" ? intl.formatMessage(t.descriptionLabel) : CASE_FORMS[item.kind].descriptionLabel}
      </h4>
      <Body1 as="p" block className={styles.text}>
        {item.description}
      </Body1>

      <h3 className={styles.h3}>{intl.formatMessage(t.applicantTitle)}</h3>
      {item.anonymous || !a ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.anonymousText)}
        </Body1>
      ) : null}
      <dl className={styles.dl}>
        {a && !item.anonymous ? (
          <>
            <Row label={intl.formatMessage(t.nameLabel)}>{a.name || none}</Row>
            <Row label={intl.formatMessage(t.documentLabel)}>{a.documentNumber ? `${a.documentType} ${a.documentNumber}` : none}</Row>
            <Row label={intl.formatMessage(t.emailLabel)}>{a.email ? breakableEmail(a.email) : none}</Row>
            <Row label={intl.formatMessage(t.phoneLabel)}>{a.phone || none}</Row>
            <Row label={intl.formatMessage(t.addressLabel)}>{a.address || none}</Row>
          </>
        ) : null}
        <Row label={intl.formatMessage(t.channelLabel)}>{NOTIFICATION_CHANNEL_LABELS[item.notificationChannel]}</Row>
        <Row label={intl.formatMessage(t.consentLabel)}>
          {item.consent
            ? fm(intl, t.consentGiven, { date: f.instant(item.consent.at), version: item.consent.policyVersion, channel: item.consent.channel })
            : intl.formatMessage(t.consentNone)}
        </Row>
      </dl>

      <CaseAttachments opened={opened} />

      {item.response ? (
        <>
          <h3 className={styles.h3}>{intl.formatMessage(t.responseTitle)}</h3>
          <Caption1 block>{fm(intl, t.responseAt, { date: f.instant(item.response.at) })}</Caption1>
          <Body1 as="p" block className={styles.text}>
            {item.response.message}
          </Body1>
        </>
      ) : null}

      {item.extension ? (
        <>
          <h3 className={styles.h3}>{intl.formatMessage(t.extensionTitle)}</h3>
          <Body1 as="p" block className={styles.text}>
            {fm(intl, t.extensionText, {
              date: f.day(item.extension.newDueDate),
              announced: f.instant(item.extension.announcedAt),
              reason: item.extension.reason,
            })}
          </Body1>
        </>
      ) : null}

      <h3 className={styles.h3}>{intl.formatMessage(t.historyTitle)}</h3>
      {item.events.length === 0 ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noHistory)}
        </Body1>
      ) : (
        <ol className={styles.list}>
          {item.events.map((ev, i) => (
            <li key={`${ev.at}-${i}`}>
              <strong>{intl.formatMessage(EVENT_MESSAGES[ev.kind])}</strong> · {f.instant(ev.at)}
              {ev.note ? <> — {ev.note}</> : null}
            </li>
          ))}
        </ol>
      )}

      <h3 className={styles.h3}>{intl.formatMessage(t.actionsTitle)}</h3>
      {item.status === "cerrada" ? (
        <Body1 as="p" block>
          {intl.formatMessage(t.noActions)}
        </Body1>
      ) : (
        <div className={styles.actions}>
          <AssignCaseForm key={`assign-${item.id}`} opened={opened} me={me} onDone={onDone} />
          {canReply ? <ReplyCaseForm key={`reply-${item.id}`} opened={opened} onDone={onDone} /> : null}
          {canExtend && item.maxExtensionDate ? <ExtendCaseForm key={`extend-${item.id}`} opened={opened} max={item.maxExtensionDate} onDone={onDone} /> : null}
          {canClose ? (
            <CloseCaseForm key={`close-${item.id}`} opened={opened} onDone={onDone} />
          ) : (
            <Body1 as="p" block>
              {intl.formatMessage(t.closeWaiting)}
            </Body1>
          )}
        </div>
      )}
    </>
  );
});
