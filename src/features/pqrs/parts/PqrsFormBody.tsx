import { useCallback, useEffect, useRef, useState } from "react";
import { Body1, Field, Radio, RadioGroup } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { SelectField, TextField } from "../../../components/forms/fields";
import type { SubmitFailure } from "../../../components/forms/useForm";
import { fm } from "../../../components/useLoad";
import { errorText, serverMessage } from "../../../services/apiClient";
import {
  ATTACHMENT_LIMITS,
  CASE_LIMITS,
  DOCUMENT_TYPES,
  PQRS_SERVICES,
  PQRS_SERVICE_LABELS,
  PQRS_TERM_DAYS,
  PQRS_TYPES,
  PQRS_TYPE_HINTS,
  PQRS_TYPE_LABELS,
  pqrsInputProblems,
  type FiledCase,
  type PqrsInput,
} from "../../../shared/pqrs";
import { DOCUMENT_TYPE_LABELS } from "../../../shared/validation";
import { makeStyles, tokens } from "../../../theme";
import { filingRefused, type FilingStore } from "../FilingStore";
import { attachmentsProblem, filingFields } from "../pqrsLabels";
import { AttachmentPicker } from "./AttachmentPicker";
import { ChannelField } from "./ChannelField";
import { CheckField } from "./CheckField";
import { ConsentField } from "./ConsentField";
import { CustomerPrefill } from "./CustomerPrefill";
import { fieldValidation } from "./fieldValidation";
import { FilingActions } from "./FilingActions";
import { LongTextField } from "./LongTextField";
import { pqrsFormMessages as t } from "./pqrsFormMessages";
import { INITIAL_VALUES, P, fieldIdsFor, isAnonymousType, toInput, typeId, type PqrsFormValues } from "./pqrsFormModel";
import { SignedInOffer } from "./SignedInOffer";
import { useFiling, type FilingFailure } from "./useFiling";

const useStyles = makeStyles({
  form: { maxWidth: "40rem" },
  h2: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}`,
    ":focus": { outline: "none" },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalXL} ${tokens.spacingVerticalS}` },
  help: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalM },
  field: { marginBlockEnd: tokens.spacingVerticalL },
  wide: { width: "100%", maxWidth: "36rem" },
  option: { marginBlockEnd: tokens.spacingVerticalXS },
  optionHint: {
    display: "block",
    margin: 0,
    paddingInlineStart: "32px",
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/** The fields of the PQRS form and its submission (see PqrsForm). */
export const PqrsFormBody = observer(function PqrsFormBody({
  mode,
  filing,
  focusTitle,
  onFiled,
}: {
  mode: "public" | "customer";
  filing: FilingStore<PqrsInput>;
  focusTitle: boolean;
  onFiled?: (filed: FiledCase) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const [files, setFiles] = useState<File[]>([]);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
    // Once, when the form comes back after "Radicar otra solicitud".
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the focus moves only when the form appears
  }, []);

  const validate = useCallback(
    (v: PqrsFormValues) => {
      const problems: Partial<Record<keyof PqrsFormValues, string>> = pqrsInputProblems(toInput(v));
      const attach = attachmentsProblem(intl, files, ATTACHMENT_LIMITS.maxFiles);
      if (attach) problems.files = attach;
      return problems;
    },
    [files, intl],
  );

  const failure = ({ error, status }: FilingFailure): SubmitFailure => {
    const fields = filingFields(error, intl);
    if (status === 413 || status === 415) return { fields: { files: fields.files } };
    // A refusal (409 included: the store gave the next press a new key) says what the server said.
    if (filingRefused(status)) return { message: serverMessage(error) ?? errorText(error), fields };
    // No answer, a time-out or a server failure: the same key, so a retry never files twice.
    const reason = (status === undefined ? errorText(error) : serverMessage(error)) ?? intl.formatMessage(t.serverFailed);
    return { message: fm(intl, t.networkFailed, { reason }) };
  };

  const {
    form,
    set,
    items: summary,
    captcha,
    signedIn,
  } = useFiling<PqrsFormValues, PqrsInput>({
    filing,
    name: "pqrs",
    initial: INITIAL_VALUES,
    fieldIds: fieldIdsFor(INITIAL_VALUES),
    validate,
    toInput,
    files,
    failure,
    onFiled,
  });
  // The summary links to the chosen radio of each group.
  const ids = fieldIdsFor(form.values);
  const { values, errors } = form;
  // useForm orders the summary by its first fieldIds; re-link the items to the current controls.
  const items = summary.map((item) => {
    const entry = Object.entries(fieldIdsFor(INITIAL_VALUES)).find(([, id]) => id === item.fieldId);
    return entry ? { ...item, fieldId: ids[entry[0] as keyof PqrsFormValues] } : item;
  });

  const anonymousAllowed = isAnonymousType(values.type);
  const anonymous = values.anonymous && anonymousAllowed;
  const reclamo = values.type === "reclamo";
  const channel = values.notificationChannel;
  const descriptionLeft = CASE_LIMITS.descriptionMax - values.description.length;

  const chooseType = (type: string) => {
    set("type", type);
    if (!isAnonymousType(type) && values.anonymous) set("anonymous", false);
  };
  const changeFiles = (next: File[]) => {
    setFiles(next);
    set("files", next.map((f) => `${f.name}:${f.size}:${f.lastModified}`).join("|"));
  };

  return (
    <section aria-labelledby={`${P}-form-title`}>
      <ErrorSummary items={items} attempt={form.attempt} />
      <h2 id={`${P}-form-title`} ref={title} tabIndex={-1} className={styles.h2}>
        {intl.formatMessage(t.formTitle)}
      </h2>
      {mode === "public" ? <SignedInOffer /> : <CustomerPrefill values={values} set={set} />}
      <Body1 as="p" block className={styles.help}>
        {intl.formatMessage(t.required)}
      </Body1>
      <form {...form.formProps} className={styles.form} aria-labelledby={`${P}-form-title`}>
        <h3 className={styles.h3}>{intl.formatMessage(t.typeGroup)}</h3>
        <Field className={styles.field} label={intl.formatMessage(t.type)} required {...fieldValidation(errors.type)}>
          <RadioGroup value={values.type} onChange={(_, d) => chooseType(d.value)}>
            {PQRS_TYPES.map((type) => (
              <div key={type} className={styles.option}>
                <Radio id={typeId(type)} value={type} label={PQRS_TYPE_LABELS[type]} aria-describedby={`${typeId(type)}-hint`} />
                <span id={`${typeId(type)}-hint`} className={styles.optionHint}>
                  {PQRS_TYPE_HINTS[type]} {fm(intl, t.typeTerm, { days: PQRS_TERM_DAYS[type] })}
                </span>
              </div>
            ))}
          </RadioGroup>
        </Field>
        {anonymousAllowed ? (
          <CheckField
            id={ids.anonymous}
            label={intl.formatMessage(t.anonymous)}
            hint={intl.formatMessage(t.anonymousHint)}
            checked={values.anonymous}
            error={errors.anonymous}
            onChange={(checked) => set("anonymous", checked)}
          />
        ) : null}

        <h3 className={styles.h3}>{intl.formatMessage(t.requestGroup)}</h3>
        <SelectField
          id={ids.service}
          label={intl.formatMessage(t.service)}
          placeholder={intl.formatMessage(t.servicePlaceholder)}
          required
          options={PQRS_SERVICES.map((s) => ({ value: s, label: PQRS_SERVICE_LABELS[s] }))}
          value={values.service}
          onChange={(v) => set("service", v)}
          error={errors.service}
        />
        <TextField
          id={ids.contractNumber}
          label={intl.formatMessage(t.contract)}
          hint={intl.formatMessage(reclamo ? t.contractHintRequired : t.contractHintOptional)}
          required={reclamo}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={values.contractNumber}
          onChange={(v) => set("contractNumber", v)}
          error={errors.contractNumber}
        />
        {reclamo ? (
          <>
            <Body1 as="p" block className={styles.help}>
              {intl.formatMessage(t.claimWindow)}
            </Body1>
            <TextField
              id={ids.invoiceNumber}
              label={intl.formatMessage(t.invoice)}
              hint={intl.formatMessage(t.invoiceHint)}
              autoComplete="off"
              maxLength={30}
              value={values.invoiceNumber}
              onChange={(v) => set("invoiceNumber", v)}
              error={errors.invoiceNumber}
            />
            <TextField
              id={ids.concept}
              label={intl.formatMessage(t.concept)}
              hint={intl.formatMessage(t.conceptHint)}
              autoComplete="off"
              maxLength={120}
              value={values.concept}
              onChange={(v) => set("concept", v)}
              error={errors.concept}
            />
          </>
        ) : null}
        <TextField
          id={ids.subject}
          label={intl.formatMessage(t.subject)}
          hint={fm(intl, t.subjectHint, { min: CASE_LIMITS.subjectMin, max: CASE_LIMITS.subjectMax })}
          required
          autoComplete="off"
          maxLength={CASE_LIMITS.subjectMax}
          value={values.subject}
          onChange={(v) => set("subject", v)}
          error={errors.subject}
        />
        <LongTextField
          id={ids.description}
          label={intl.formatMessage(t.description)}
          required
          hint={
            <>
              {fm(intl, t.descriptionHint, { min: CASE_LIMITS.descriptionMin, max: intl.formatNumber(CASE_LIMITS.descriptionMax) })}{" "}
              <span>{fm(intl, t.counter, { left: descriptionLeft })}</span>
            </>
          }
          error={errors.description}
          className={styles.wide}
          rows={8}
          maxLength={CASE_LIMITS.descriptionMax}
          value={values.description}
          onChange={(v) => set("description", v)}
        />
        <AttachmentPicker
          id={ids.files}
          label={intl.formatMessage(t.attachments)}
          hint={intl.formatMessage(t.attachmentsHint)}
          max={ATTACHMENT_LIMITS.maxFiles}
          files={files}
          onChange={changeFiles}
          error={errors.files}
        />

        {anonymous ? null : (
          <>
            <h3 className={styles.h3}>{intl.formatMessage(t.applicantGroup)}</h3>
            <Body1 as="p" block className={styles.help}>
              {intl.formatMessage(t.applicantHelp)}
            </Body1>
            <SelectField
              id={ids["applicant.documentType"]}
              label={intl.formatMessage(t.documentType)}
              placeholder={intl.formatMessage(t.documentTypePlaceholder)}
              required
              options={DOCUMENT_TYPES.map((d) => ({ value: d, label: DOCUMENT_TYPE_LABELS[d] }))}
              value={values["applicant.documentType"]}
              onChange={(v) => set("applicant.documentType", v)}
              error={errors["applicant.documentType"]}
            />
            <TextField
              id={ids["applicant.documentNumber"]}
              label={intl.formatMessage(t.documentNumber)}
              hint={intl.formatMessage(t.documentNumberHint)}
              required
              autoComplete="off"
              maxLength={20}
              value={values["applicant.documentNumber"]}
              onChange={(v) => set("applicant.documentNumber", v)}
              error={errors["applicant.documentNumber"]}
            />
            <TextField
              id={ids["applicant.name"]}
              label={intl.formatMessage(t.name)}
              required
              autoComplete="name"
              maxLength={CASE_LIMITS.nameMax}
              value={values["applicant.name"]}
              onChange={(v) => set("applicant.name", v)}
              error={errors["applicant.name"]}
            />
            <ChannelField
              idPrefix={`${P}-channel`}
              label={intl.formatMessage(t.channel)}
              emailLabel={intl.formatMessage(t.channelEmail)}
              mailLabel={intl.formatMessage(t.channelMail)}
              value={channel === "correspondencia" ? "correspondencia" : "email"}
              error={errors.notificationChannel}
              onChange={(v) => set("notificationChannel", v)}
            />
            <TextField
              id={ids["applicant.email"]}
              type="email"
              inputMode="email"
              label={intl.formatMessage(t.email)}
              hint={intl.formatMessage(channel === "email" ? t.emailHintRequired : t.emailHintOptional)}
              required={channel === "email"}
              autoComplete="email"
              maxLength={254}
              value={values["applicant.email"]}
              onChange={(v) => set("applicant.email", v)}
              error={errors["applicant.email"]}
            />
            <TextField
              id={ids["applicant.address"]}
              label={intl.formatMessage(t.address)}
              hint={intl.formatMessage(channel === "correspondencia" ? t.addressHintRequired : t.addressHintOptional)}
              required={channel === "correspondencia"}
              autoComplete="street-address"
              maxLength={CASE_LIMITS.addressMax}
              value={values["applicant.address"]}
              onChange={(v) => set("applicant.address", v)}
              error={errors["applicant.address"]}
            />
            <TextField
              id={ids["applicant.phone"]}
              type="tel"
              inputMode="tel"
              label={intl.formatMessage(t.phone)}
              hint={intl.formatMessage(t.phoneHint)}
              autoComplete="tel"
              maxLength={20}
              value={values["applicant.phone"]}
              onChange={(v) => set("applicant.phone", v)}
              error={errors["applicant.phone"]}
            />
            <ConsentField
              id={ids.consent}
              label={intl.formatMessage(t.consent)}
              policyLabel={intl.formatMessage(t.consentPolicy)}
              checked={values.consent}
              error={errors.consent}
              onChange={(checked) => set("consent", checked)}
            />
          </>
        )}
        <FilingActions
          captchaId="pqrs-captcha"
          percent={filing.percent}
          signedIn={signedIn}
          captcha={captcha}
          errors={errors}
          busy={form.busy}
          busyLabel={intl.formatMessage(t.busy)}
          label={intl.formatMessage(filing.unanswered ? t.retry : t.submit)}
        />
      </form>
    </section>
  );
});
