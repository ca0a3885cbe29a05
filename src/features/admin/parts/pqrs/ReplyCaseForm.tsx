import { useId, useState, type FormEvent } from "react";
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { breakableEmail } from "../../../../components/breakableEmail";
import { fm } from "../../../../components/useLoad";
import { CASE_LIMITS, NOTIFICATION_CHANNEL_LABELS } from "../../../../shared/pqrs";
import { makeStyles, tokens } from "../../../../theme";
import type { AdminPqrsCaseStore } from "../../AdminPqrsCaseStore";
import { ActionFailure } from "./ActionFailure";
import { t } from "./pqrsInboxMessages";
import { useCaseAction, useCaseActionStyles } from "./useCaseAction";

const useStyles = makeStyles({
  meta: {
    display: "grid",
    gridTemplateColumns: "fit-content(30%) minmax(0, 1fr)",
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: `${tokens.spacingVerticalM} 0`,
    "& dt": { fontWeight: tokens.fontWeightSemibold },
    "& dd": { margin: 0, overflowWrap: "anywhere" },
  },
  letter: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    maxHeight: "40vh",
    overflowY: "auto",
    "& p": { margin: `0 0 ${tokens.spacingVerticalS}`, overflowWrap: "anywhere" },
  },
  also: { marginBlockStart: tokens.spacingVerticalM, color: tokens.colorNeutralForeground2 },
});

/** The answer's paragraphs as the e-mail sets them: each non-empty line, trimmed. */
export function answerParagraphs(text: string): string[] {
  return text
    .trim()
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * Answers the applicant (by e-mail when they gave one, and in the public tracking). Nothing goes
 * out on the first click: the form checks the text, then a dialog shows what the applicant will
 * receive (to whom, the subject, the answer) and asks for confirmation (issue 33).
 */
export const ReplyCaseForm = observer(function ReplyCaseForm({ opened, onDone }: { opened: AdminPqrsCaseStore; onDone: (message: string) => void }) {
  const intl = useIntl();
  const styles = useCaseActionStyles();
  const own = useStyles();
  const id = useId();
  const item = opened.item!;
  const [text, setText] = useState("");
  const [reviewing, setReviewing] = useState(false);
  const action = useCaseAction(opened.response);
  const fieldId = `${id}-message`;
  const counterId = `${id}-counter`;
  const error = action.errors.message;
  const email = item.applicant?.email || null;

  /** The form's own checks; with none failing, the preview opens. */
  const review = async (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    const problems: Record<string, string> = {};
    if (v.length < CASE_LIMITS.responseMin) problems.message = fm(intl, t.replyShort, { min: CASE_LIMITS.responseMin });
    else if (v.length > CASE_LIMITS.responseMax) problems.message = fm(intl, t.replyLong, { max: CASE_LIMITS.responseMax });
    if (Object.keys(problems).length > 0) {
      await action.run(problems, fieldId, v);
      return;
    }
    setReviewing(true);
  };

  const send = async () => {
    const updated = await action.run({}, undefined, text.trim());
    setReviewing(false);
    if (!updated) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    setText("");
    onDone(fm(intl, t.replyDone, { radicado: item.radicado }));
  };

  return (
    <form className={styles.action} aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void review(e)}>
      <h4 id={`${id}-title`} className={styles.h4}>
        {intl.formatMessage(t.replyTitle)}
      </h4>
      <Field
        className={styles.wide}
        label={intl.formatMessage(t.replyLabel)}
        hint={fm(intl, t.replyHint, { min: CASE_LIMITS.responseMin })}
        required
        validationState={error ? "error" : "none"}
        validationMessage={error ? { children: error, role: undefined } : undefined}
      >
        <Textarea
          id={fieldId}
          value={text}
          rows={8}
          resize="vertical"
          maxLength={CASE_LIMITS.responseMax}
          aria-describedby={counterId}
          onChange={(_, d) => {
            setText(d.value);
            action.clear("message");
          }}
        />
      </Field>
      <Caption1 id={counterId}>{fm(intl, t.counter, { count: text.trim().length, max: CASE_LIMITS.responseMax })}</Caption1>
      {action.failure ? <ActionFailure text={action.failure} /> : null}
      <Button type="submit" appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy}>
        {intl.formatMessage(action.busy ? t.replyBusy : t.replyReview)}
      </Button>
      <Dialog open={reviewing} modalType="alert" onOpenChange={(_, d) => (action.busy ? undefined : setReviewing(d.open))}>
        <DialogSurface aria-describedby={`${id}-preview-intro`}>
          <DialogBody>
            <DialogTitle>{intl.formatMessage(t.previewTitle)}</DialogTitle>
            <DialogContent>
              <Body1 as="p" block id={`${id}-preview-intro`}>
                {intl.formatMessage(t.previewIntro)}
              </Body1>
              <dl className={own.meta}>
                <dt>{intl.formatMessage(t.previewTo)}</dt>
                <dd>
                  {email ? breakableEmail(email) : fm(intl, t.previewNoEmail, { channel: NOTIFICATION_CHANNEL_LABELS[item.notificationChannel].toLowerCase() })}
                </dd>
                <dt>{intl.formatMessage(t.previewSubject)}</dt>
                <dd>{fm(intl, t.previewSubjectValue, { radicado: item.radicado })}</dd>
              </dl>
              <section className={own.letter} aria-label={intl.formatMessage(t.previewText)} data-testid="reply-preview">
                {answerParagraphs(text).map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
              </section>
              <Body1 as="p" block className={own.also}>
                {intl.formatMessage(t.previewAlso)}
              </Body1>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" disabledFocusable={action.busy} aria-busy={action.busy} onClick={() => void send()}>
                {intl.formatMessage(action.busy ? t.replyBusy : t.replySubmit)}
              </Button>
              <Button disabled={action.busy} onClick={() => setReviewing(false)}>
                {intl.formatMessage(t.previewEdit)}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </form>
  );
});
