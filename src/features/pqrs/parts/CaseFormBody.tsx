import { useCallback, useMemo, useState, type RefObject } from "react";
import { Body1 } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { SelectField } from "../../../components/forms/fields";
import type { FormValues, SubmitFailure } from "../../../components/forms/useForm";
import { fm } from "../../../components/useLoad";
import { errorText } from "../../../services/apiClient";
import { CASE_FORMS, CASE_LIMITS, PQRS_SERVICES, PQRS_SERVICE_LABELS, caseInputProblems, type CaseInput, type CaseKind } from "../../../shared/pqrs";
import { makeStyles, tokens } from "../../../theme";
import type { FilingStore } from "../FilingStore";
import { attachmentsProblem, filingFields } from "../pqrsLabels";
import { AccountPrefill } from "./AccountPrefill";
import { AttachmentPicker } from "./AttachmentPicker";
import { CaseApplicantField } from "./CaseApplicantField";
import { CaseDetailField } from "./CaseDetailField";
import { caseFormMessages as t } from "./caseFormMessages";
import { caseToInput, detailKey, fieldIdsOf, initialValues, lowerFirst, str, type ApplicantKey } from "./caseFormModel";
import { ChannelField } from "./ChannelField";
import { CheckField } from "./CheckField";
import { ConsentField } from "./ConsentField";
import { FilingActions } from "./FilingActions";
import { LongTextField } from "./LongTextField";
import { Notice } from "./Notice";
import { useFiling, type FilingFailure } from "./useFiling";

const useStyles = makeStyles({
  form: { maxWidth: "48rem" },
  section: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  heading: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `0 ${tokens.spacingVerticalM}`,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  note: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalM },
  wide: { width: "100%" },
  term: { marginBlock: tokens.spacingVerticalM },
});

/** The fields of a case form and its submission (see CaseForm). */
export const CaseFormBody = observer(function CaseFormBody({
  kind,
  headingLevel,
  filing,
  headingRef,
}: {
  kind: CaseKind;
  headingLevel: 2 | 3;
  filing: FilingStore<CaseInput>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const form = CASE_FORMS[kind];
  const H = headingLevel === 3 ? "h3" : "h2";
  const fieldIds = useMemo(() => fieldIdsOf(kind), [kind]);
  const [initial] = useState(() => initialValues(kind));
  const [files, setFiles] = useState<File[]>([]);
  const p = `case-${kind}`;

  const validate = useCallback(
    (values: FormValues) => {
      const problems: Record<string, string> = { ...caseInputProblems(caseToInput(kind, values)) };
      const fileProblem = attachmentsProblem(intl, files, form.attachments.max, form.attachments.imagesOnly === true);
      if (fileProblem) problems.files = fileProblem;
      else if (form.attachments.required && files.length === 0) problems.files = fm(intl, t.attachRequired, { label: lowerFirst(form.attachments.label) });
      return problems;
    },
    [kind, intl, files, form],
  );
  const toInput = useCallback((values: FormValues) => caseToInput(kind, values), [kind]);
  const failure = ({ error }: FilingFailure): SubmitFailure => ({
    message: errorText(error) ?? intl.formatMessage(t.failed),
    fields: filingFields(error, intl),
  });

  const {
    form: f,
    set,
    items,
    captcha,
    signedIn,
  } = useFiling<FormValues, CaseInput>({
    filing,
    name: `caso-${kind}`,
    initial,
    fieldIds,
    validate,
    toInput,
    files,
    failure,
  });
  const { values, errors } = f;
  const v = (key: string) => str(values, key);
  const anonymous = form.applicant === "anonymous-allowed" && values.anonymous === true;
  const channel = v("notificationChannel") === "correspondencia" ? "correspondencia" : "email";
  const description = v("description");

  const chooseFiles = (next: File[]) => {
    setFiles(next);
    // Clears the server's message about the files once they change.
    set("files", String(next.length));
  };

  const applicantField = (k: ApplicantKey, required: boolean, hint?: string) => {
    const key = `applicant.${k}`;
    return (
      <CaseApplicantField
        key={key}
        field={k}
        id={fieldIds[key]}
        required={required}
        hint={hint}
        error={errors[key]}
        value={v(key)}
        onChange={(x) => set(key, x)}
        contact={form.applicant === "contact"}
      />
    );
  };

  const optional = intl.formatMessage(t.optional);
  const requestTitle = kind === "falla" ? t.faultTitle : kind === "corrupcion" ? t.allegationTitle : t.requestTitle;
  const submitLabel = kind === "falla" ? t.submitFault : kind === "corrupcion" ? t.submitAllegation : t.submit;

  return (
    <div className={styles.form}>
      <ErrorSummary items={items} attempt={f.attempt} />
      <form {...f.formProps} aria-labelledby={`${p}-request-title`}>
        <Body1 as="p" block className={styles.note}>
          {intl.formatMessage(t.requiredNote)}
        </Body1>
        <AccountPrefill kind={kind} values={values} set={set} />

        <section className={styles.section} aria-labelledby={`${p}-request-title`}>
          <H id={`${p}-request-title`} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {intl.formatMessage(requestTitle)}
          </H>
          {form.service === null ? (
            <SelectField
              id={fieldIds.service}
              label={intl.formatMessage(t.service)}
              required
              placeholder={intl.formatMessage(t.choose)}
              options={(form.services ?? PQRS_SERVICES).map((s) => ({ value: s, label: PQRS_SERVICE_LABELS[s] }))}
              error={errors.service}
              value={v("service")}
              onChange={(x) => set("service", x)}
            />
          ) : null}
          {form.fields.map((def) => (
            <CaseDetailField
              key={detailKey(def)}
              def={def}
              id={fieldIds[detailKey(def)]}
              value={v(detailKey(def))}
              error={errors[detailKey(def)]}
              onChange={(x) => set(detailKey(def), x)}
            />
          ))}
          <LongTextField
            id={fieldIds.description}
            label={form.descriptionLabel}
            hint={fm(intl, t.descriptionHint, {
              min: CASE_LIMITS.descriptionMin,
              max: intl.formatNumber(CASE_LIMITS.descriptionMax),
              count: intl.formatNumber(description.trim().length),
            })}
            required
            error={errors.description}
            className={styles.wide}
            rows={6}
            maxLength={CASE_LIMITS.descriptionMax}
            value={description}
            onChange={(x) => set("description", x)}
          />
        </section>

        <section className={styles.section} aria-labelledby={`${p}-files-title`}>
          <H id={`${p}-files-title`} className={styles.heading}>
            {intl.formatMessage(t.attachmentsTitle)}
          </H>
          <AttachmentPicker
            id={fieldIds.files}
            label={form.attachments.label}
            max={form.attachments.max}
            imagesOnly={form.attachments.imagesOnly === true}
            files={files}
            onChange={chooseFiles}
            error={errors.files}
            required={form.attachments.required}
          />
        </section>

        <section className={styles.section} aria-labelledby={`${p}-applicant-title`}>
          <H id={`${p}-applicant-title`} className={styles.heading}>
            {intl.formatMessage(form.applicant === "contact" ? t.contactTitle : t.applicantTitle)}
          </H>
          {form.applicant === "anonymous-allowed" ? (
            <CheckField
              id={fieldIds.anonymous}
              label={intl.formatMessage(t.anonymous)}
              hint={intl.formatMessage(t.anonymousHint)}
              checked={values.anonymous === true}
              error={errors.anonymous}
              onChange={(checked) => set("anonymous", checked)}
            />
          ) : null}
          {anonymous ? (
            <Notice>{intl.formatMessage(t.anonymousOn)}</Notice>
          ) : form.applicant === "contact" ? (
            <>
              <Body1 as="p" block className={styles.note}>
                {intl.formatMessage(t.contactIntro)}
              </Body1>
              {applicantField("name", true)}
              {applicantField("phone", true, intl.formatMessage(t.contactPhoneHint))}
              {applicantField("email", false, optional)}
              {applicantField("documentType", false, optional)}
              {applicantField("documentNumber", false, `${optional} ${intl.formatMessage(t.documentHint)}`)}
            </>
          ) : (
            <>
              {applicantField("documentType", true)}
              {applicantField("documentNumber", true, intl.formatMessage(t.documentHint))}
              {applicantField("name", true)}
              <ChannelField
                idPrefix={`${p}-channel`}
                label={intl.formatMessage(t.channel)}
                emailLabel={intl.formatMessage(t.channelEmail)}
                mailLabel={intl.formatMessage(t.channelMail)}
                value={channel}
                error={errors.notificationChannel}
                onChange={(x) => set("notificationChannel", x)}
              />
              {applicantField("email", channel === "email", channel === "email" ? intl.formatMessage(t.emailRequired) : optional)}
              {applicantField("address", channel === "correspondencia", channel === "correspondencia" ? intl.formatMessage(t.addressRequired) : optional)}
              {applicantField("phone", false, intl.formatMessage(t.phoneHint))}
            </>
          )}
          {anonymous ? null : (
            <ConsentField
              id={fieldIds.consent}
              label={intl.formatMessage(t.consent)}
              policyLabel={intl.formatMessage(t.consentPolicy)}
              checked={values.consent === true}
              error={errors.consent}
              onChange={(checked) => set("consent", checked)}
            />
          )}
        </section>

        <Body1 as="p" block className={styles.term}>
          {form.termDays !== null ? <strong>{intl.formatMessage(t.termTitle)} </strong> : null}
          {form.termBasis}
        </Body1>
        <FilingActions
          captchaId={`${p}-captcha`}
          percent={filing.percent}
          signedIn={signedIn}
          captcha={captcha}
          errors={errors}
          busy={f.busy}
          busyLabel={intl.formatMessage(t.busy)}
          label={intl.formatMessage(submitLabel)}
        />
      </form>
    </div>
  );
});
