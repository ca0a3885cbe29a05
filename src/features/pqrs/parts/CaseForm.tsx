import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { Body1, Button, Checkbox, Field, Input, Radio, RadioGroup, Textarea } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl } from "react-intl";
import { useStores } from "../../app/StoresContext";
import {
  CAPTCHA_FIELD,
  CaptchaField,
  captchaFailedMessage,
  useCaptchaControl,
  useCaptchaVerified,
  withoutSolvedCaptcha,
} from "../../components/captcha/Captcha";
import { PageHeading } from "../../components/a11y/PageHeading";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { SelectField, TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm, type FormValues, type SubmitFailure } from "../../components/forms/useForm";
import { RouterLink } from "../../components/RouterLink";
import { fm } from "../../components/useLoad";
import { useMounted } from "../../components/useMounted";
import { errorStatus, errorText } from "../../services/apiClient";
import { DOCUMENT_TYPES } from "../../shared/constants";
import {
  CASE_FORMS,
  CASE_LIMITS,
  PQRS_SERVICES,
  PQRS_SERVICE_LABELS,
  caseInputProblems,
  type CaseFieldDef,
  type CaseInput,
  type CaseKind,
  type FiledCase,
  type NotificationChannel,
  type PqrsService,
} from "../../shared/pqrs";
import { DOCUMENT_TYPE_LABELS, EMAIL_MAX_LENGTH } from "../../shared/validation";
import { makeStyles, tokens } from "../../theme";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { useSignedIn } from "../billing/billingParts";
import { usePqrsApi } from "./pqrsApiHook";
import { AttachmentPicker, FiledReceipt, UploadProgress, attachmentsProblem, filingFields, filingRefused, useIdempotencyKey } from "./pqrsParts";

const t = defineMessages({
  requiredNote: { id: "pqrs.case.requiredNote", defaultMessage: "Los campos marcados con un asterisco (*) son obligatorios." },
  requestTitle: { id: "pqrs.case.requestTitle", defaultMessage: "Datos de la solicitud" },
  faultTitle: { id: "pqrs.case.faultTitle", defaultMessage: "Datos de la falla" },
  allegationTitle: { id: "pqrs.case.allegationTitle", defaultMessage: "Hechos que denuncia" },
  service: { id: "pqrs.case.service", defaultMessage: "Servicio" },
  choose: { id: "pqrs.case.choose", defaultMessage: "Elija una opción" },
  optional: { id: "pqrs.case.optional", defaultMessage: "Opcional." },
  descriptionHint: {
    id: "pqrs.case.descriptionHint",
    defaultMessage: "Entre {min} y {max} caracteres. Escrito: {count}.",
  },
  attachmentsTitle: { id: "pqrs.case.attachmentsTitle", defaultMessage: "Archivos adjuntos" },
  attachRequired: { id: "pqrs.case.attachRequired", defaultMessage: "Adjunte {label}." },
  applicantTitle: { id: "pqrs.case.applicantTitle", defaultMessage: "Sus datos" },
  contactTitle: { id: "pqrs.case.contactTitle", defaultMessage: "Sus datos de contacto" },
  contactIntro: {
    id: "pqrs.case.contactIntro",
    defaultMessage: "Los usamos para llamarlo si el equipo técnico necesita ubicar el daño. Si escribe su correo, le enviamos la constancia y las novedades.",
  },
  prefilled: { id: "pqrs.case.prefilled", defaultMessage: "Completamos sus datos con los de su cuenta. Revíselos antes de enviar." },
  anonymous: { id: "pqrs.case.anonymous", defaultMessage: "Denunciar de forma anónima" },
  anonymousHint: {
    id: "pqrs.case.anonymousHint",
    defaultMessage:
      "Si marca esta opción no guardamos nada que lo identifique: ni su nombre, ni su documento, ni su correo o teléfono. Recibirá un código de consulta para seguir la denuncia en el portal; guárdelo, porque no podremos enviarle la respuesta.",
  },
  anonymousOn: {
    id: "pqrs.case.anonymousOn",
    defaultMessage: "Su denuncia será anónima. Procure no escribir en los hechos ni en los archivos datos que permitan identificarlo.",
  },
  documentType: { id: "pqrs.case.documentType", defaultMessage: "Tipo de documento" },
  documentNumber: { id: "pqrs.case.documentNumber", defaultMessage: "Número de documento" },
  documentHint: { id: "pqrs.case.documentHint", defaultMessage: "Sin puntos ni espacios. Un NIT puede llevar el dígito de verificación después de un guion." },
  name: { id: "pqrs.case.name", defaultMessage: "Nombre completo o razón social" },
  contactName: { id: "pqrs.case.contactName", defaultMessage: "Nombre" },
  email: { id: "pqrs.case.email", defaultMessage: "Correo electrónico" },
  emailRequired: { id: "pqrs.case.emailRequired", defaultMessage: "Le enviamos la respuesta a este correo." },
  phone: { id: "pqrs.case.phone", defaultMessage: "Teléfono" },
  phoneHint: { id: "pqrs.case.phoneHint", defaultMessage: "Opcional. Celular de 10 dígitos o fijo con indicativo." },
  contactPhoneHint: { id: "pqrs.case.contactPhoneHint", defaultMessage: "Celular de 10 dígitos o fijo con indicativo." },
  address: { id: "pqrs.case.address", defaultMessage: "Dirección de correspondencia" },
  addressRequired: { id: "pqrs.case.addressRequired", defaultMessage: "Le enviamos la respuesta a esta dirección." },
  channel: { id: "pqrs.case.channel", defaultMessage: "Cómo quiere recibir la respuesta" },
  channelEmail: { id: "pqrs.case.channelEmail", defaultMessage: "Por correo electrónico" },
  channelMail: { id: "pqrs.case.channelMail", defaultMessage: "Por correspondencia a mi dirección" },
  consent: {
    id: "pqrs.case.consent",
    defaultMessage: "Autorizo el tratamiento de mis datos personales para atender esta solicitud, según la política de tratamiento de datos personales.",
  },
  consentPolicy: { id: "pqrs.case.consentPolicy", defaultMessage: "Lea la política de tratamiento de datos personales" },
  termTitle: { id: "pqrs.case.termTitle", defaultMessage: "Plazo de respuesta:" },
  submit: { id: "pqrs.case.submit", defaultMessage: "Radicar la solicitud" },
  submitFault: { id: "pqrs.case.submitFault", defaultMessage: "Enviar el reporte" },
  submitAllegation: { id: "pqrs.case.submitAllegation", defaultMessage: "Radicar la denuncia" },
  busy: { id: "pqrs.case.busy", defaultMessage: "Enviando…" },
  failed: { id: "pqrs.case.failed", defaultMessage: "No fue posible enviar la solicitud. Sus datos siguen en el formulario: intente de nuevo." },
  receiptFault: { id: "pqrs.case.receiptFault", defaultMessage: "Recibimos su reporte" },
  receiptAllegation: { id: "pqrs.case.receiptAllegation", defaultMessage: "Recibimos su denuncia" },
  another: { id: "pqrs.case.another", defaultMessage: "Enviar otra solicitud" },
  needsTitle: { id: "pqrs.case.needsTitle", defaultMessage: "Qué necesita" },
});

const APPLICANT_KEYS = ["documentType", "documentNumber", "name", "email", "phone", "address"] as const;
type ApplicantKey = (typeof APPLICANT_KEYS)[number];

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
  field: { marginBlockEnd: tokens.spacingVerticalL },
  input: { width: "100%", maxWidth: "28rem" },
  wide: { width: "100%" },
  notice: {
    paddingInlineStart: tokens.spacingHorizontalM,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    marginBlock: tokens.spacingVerticalM,
  },
  term: { marginBlock: tokens.spacingVerticalM },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalL },
  page: { maxWidth: "48rem" },
  lead: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, marginBlockEnd: tokens.spacingVerticalL },
  h2: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalS}` },
  needs: { paddingInlineStart: tokens.spacingHorizontalXL, marginBlockEnd: tokens.spacingVerticalXL, "& li": { paddingBlock: tokens.spacingVerticalXXS } },
});

function detailKey(def: CaseFieldDef): string {
  return `details.${def.name}`;
}

function lowerFirst(text: string): string {
  return text.length > 0 ? `${text[0].toLowerCase()}${text.slice(1)}` : text;
}

/** The form's values: the keys are those of caseInputProblems and of the server's `fields`. */
function initialValues(kind: CaseKind): FormValues {
  const form = CASE_FORMS[kind];
  const values: FormValues = {
    service: "",
    description: "",
    anonymous: false,
    notificationChannel: "email",
    consent: false,
    files: "",
  };
  for (const k of APPLICANT_KEYS) values[`applicant.${k}`] = "";
  for (const def of form.fields) values[detailKey(def)] = "";
  return values;
}

/** Control ids in the order the fields appear (the error summary follows it). */
function fieldIdsOf(kind: CaseKind): Record<string, string> {
  const form = CASE_FORMS[kind];
  const p = `case-${kind}`;
  const ids: Record<string, string> = {};
  const add = (key: string) => (ids[key] = `${p}-${key.replace(/\./g, "-")}`);
  if (form.service === null) add("service");
  for (const def of form.fields) add(detailKey(def));
  add("description");
  add("files");
  if (form.applicant === "anonymous-allowed") add("anonymous");
  if (form.applicant === "contact") {
    for (const k of ["name", "phone", "email", "documentType", "documentNumber"]) add(`applicant.${k}`);
  } else {
    for (const k of ["documentType", "documentNumber", "name"]) add(`applicant.${k}`);
    ids.notificationChannel = `${p}-channel-email`;
    for (const k of ["email", "address", "phone"]) add(`applicant.${k}`);
  }
  add("consent");
  return ids;
}

function str(values: FormValues, key: string): string {
  const v = values[key];
  return typeof v === "string" ? v : "";
}

/** What the form sends: the applicant only when identified, the channel the rule implies. */
function toInput(kind: CaseKind, values: FormValues): CaseInput {
  const form = CASE_FORMS[kind];
  const anonymous = form.applicant === "anonymous-allowed" && values.anonymous === true;
  const applicant = {
    documentType: str(values, "applicant.documentType"),
    documentNumber: str(values, "applicant.documentNumber").trim(),
    name: str(values, "applicant.name").trim(),
    email: str(values, "applicant.email").trim(),
    phone: str(values, "applicant.phone").trim(),
    address: form.applicant === "contact" ? "" : str(values, "applicant.address").trim(),
  };
  if (applicant.documentNumber === "" && form.applicant === "contact") applicant.documentType = "";
  let channel: NotificationChannel;
  if (anonymous) channel = "portal";
  else if (form.applicant === "contact") channel = applicant.email !== "" ? "email" : "portal";
  else channel = str(values, "notificationChannel") === "correspondencia" ? "correspondencia" : "email";
  const details: Record<string, string> = {};
  for (const def of form.fields) {
    const v = str(values, detailKey(def)).trim();
    if (v !== "") details[def.name] = v;
  }
  const input: CaseInput = {
    kind,
    description: str(values, "description").trim(),
    anonymous,
    notificationChannel: channel,
    consent: anonymous ? false : values.consent === true,
    details,
  };
  if (form.service === null) input.service = str(values, "service") as PqrsService;
  if (!anonymous) input.applicant = applicant;
  return input;
}

/** Fills what the signed-in person's account knows, in the fields still empty (after hydration). */
const AccountPrefill = observer(function AccountPrefill({
  kind,
  values,
  set,
}: {
  kind: CaseKind;
  values: FormValues;
  set: (name: string, value: string) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { session } = useStores();
  const mounted = useMounted();
  const user = mounted && session.isAuthenticated ? session.user : null;
  const done = useRef(false);
  const [prefilled, setPrefilled] = useState(false);
  const form = CASE_FORMS[kind];

  useEffect(() => {
    if (!user || done.current) return;
    done.current = true;
    let any = false;
    const fill = (key: string, value: string | undefined) => {
      const v = (value ?? "").trim();
      if (v !== "" && str(values, key).trim() === "") {
        set(key, v);
        any = true;
      }
    };
    if (user.documentType) fill("applicant.documentType", user.documentType);
    fill("applicant.documentNumber", user.documentNumber);
    fill("applicant.name", `${user.firstName} ${user.lastName}`.replace(/\s+/g, " "));
    fill("applicant.email", user.email);
    fill("applicant.phone", user.phoneNumber);
    for (const def of form.fields) if (def.control === "contract") fill(detailKey(def), user.contractNumber);
    if (any) setPrefilled(true);
    // Once, when the session's person is known; later edits are the person's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  return prefilled ? (
    <Body1 as="p" block className={styles.notice}>
      {intl.formatMessage(t.prefilled)}
    </Body1>
  ) : null;
});

interface BodyProps {
  kind: CaseKind;
  headingLevel: 2 | 3;
  idempotencyKey: string;
  renewKey: () => void;
  onFiled: (filed: FiledCase) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function CaseFormBody({ kind, headingLevel, idempotencyKey, renewKey, onFiled, headingRef }: BodyProps) {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = usePqrsApi();
  const form = CASE_FORMS[kind];
  const H = headingLevel === 3 ? "h3" : "h2";
  const fieldIds = useMemo(() => fieldIdsOf(kind), [kind]);
  const [files, setFiles] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const p = `case-${kind}`;
  // Issue 20 §4: filing without a session carries the "No soy un robot" check.
  const signedIn = useSignedIn();
  const captcha = useCaptchaControl();
  const captchaVerified = useCaptchaVerified(captcha);

  const validate = useCallback(
    (values: FormValues) => {
      const problems: Record<string, string> = { ...caseInputProblems(toInput(kind, values)) };
      const fileProblem = attachmentsProblem(intl, files, form.attachments.max, form.attachments.imagesOnly === true);
      if (fileProblem) problems.files = fileProblem;
      else if (form.attachments.required && files.length === 0) problems.files = fm(intl, t.attachRequired, { label: lowerFirst(form.attachments.label) });
      return problems;
    },
    [kind, intl, files, form],
  );

  const onSubmit = useCallback(
    async (values: FormValues): Promise<SubmitFailure | void> => {
      let altcha: string | undefined;
      if (!signedIn) {
        try {
          altcha = await captcha.payload();
        } catch {
          return { fields: { [CAPTCHA_FIELD]: captchaFailedMessage(intl) } };
        }
      }
      setPercent(0);
      try {
        const api = await getApi();
        const filed = await api.fileCase(toInput(kind, values), files, idempotencyKey, (n) => setPercent(n), altcha);
        onFiled(filed);
      } catch (error) {
        const status = errorStatus(error);
        // The server took the check; a retry after no answer keeps it (same Idempotency-Key, same filing).
        if (status !== undefined && status < 500) captcha.spent();
        if (filingRefused(status)) renewKey();
        return { message: errorText(error) ?? intl.formatMessage(t.failed), fields: filingFields(error, intl) };
      } finally {
        setPercent(null);
      }
    },
    [getApi, kind, files, idempotencyKey, onFiled, renewKey, intl, signedIn, captcha],
  );

  const f = useForm<FormValues>({ initial: initialValues(kind), validate, fieldIds, onSubmit, name: `caso-${kind}` });
  useErrorTitle(f.items.length > 0);
  const { values, errors } = f;
  const set = f.set;
  const v = (key: string) => str(values, key);
  const anonymous = form.applicant === "anonymous-allowed" && values.anonymous === true;
  const channel = v("notificationChannel") === "correspondencia" ? "correspondencia" : "email";
  const description = v("description");

  const chooseFiles = (next: File[]) => {
    setFiles(next);
    // Clears the server's message about the files once they change.
    set("files", String(next.length));
  };

  const detailField = (def: CaseFieldDef) => {
    const key = detailKey(def);
    const id = fieldIds[key];
    const common = { id, label: def.label, hint: def.hint, required: def.required, error: errors[key], value: v(key), onChange: (x: string) => set(key, x) };
    switch (def.control) {
      case "select":
        return <SelectField key={key} {...common} placeholder={intl.formatMessage(t.choose)} options={def.options ?? []} />;
      case "contract":
        return <TextField key={key} {...common} inputMode="numeric" autoComplete="off" maxLength={20} />;
      case "date":
        return <TextField key={key} {...common} type="date" />;
      case "textarea":
        return (
          <Field
            key={key}
            className={styles.field}
            label={def.label}
            hint={def.hint}
            required={def.required}
            validationState={errors[key] ? "error" : "none"}
            validationMessage={errors[key] ? { children: errors[key], role: undefined } : undefined}
          >
            <Textarea
              id={id}
              name={id}
              className={styles.input}
              value={v(key)}
              maxLength={def.maxLength ?? CASE_LIMITS.detailMax}
              resize="vertical"
              onChange={(_, d) => set(key, d.value)}
            />
          </Field>
        );
      case "number":
        return (
          <Field
            key={key}
            className={styles.field}
            label={def.label}
            hint={def.hint}
            required={def.required}
            validationState={errors[key] ? "error" : "none"}
            validationMessage={errors[key] ? { children: errors[key], role: undefined } : undefined}
          >
            <Input
              id={id}
              name={id}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              value={v(key)}
              maxLength={12}
              onChange={(_, d) => set(key, d.value)}
            />
          </Field>
        );
      default:
        return <TextField key={key} {...common} maxLength={def.maxLength ?? CASE_LIMITS.detailMax} />;
    }
  };

  const applicantField = (k: ApplicantKey, required: boolean, hint?: string) => {
    const key = `applicant.${k}`;
    const common = { id: fieldIds[key], required, hint, error: errors[key], value: v(key), onChange: (x: string) => set(key, x) };
    switch (k) {
      case "documentType":
        return (
          <SelectField
            key={key}
            {...common}
            label={intl.formatMessage(t.documentType)}
            placeholder={intl.formatMessage(t.choose)}
            options={DOCUMENT_TYPES.map((d) => ({ value: d, label: `${DOCUMENT_TYPE_LABELS[d]} (${d})` }))}
          />
        );
      case "documentNumber":
        return <TextField key={key} {...common} label={intl.formatMessage(t.documentNumber)} autoComplete="off" maxLength={20} />;
      case "name":
        return (
          <TextField
            key={key}
            {...common}
            label={intl.formatMessage(form.applicant === "contact" ? t.contactName : t.name)}
            autoComplete="name"
            maxLength={CASE_LIMITS.nameMax}
          />
        );
      case "email":
        return (
          <TextField
            key={key}
            {...common}
            label={intl.formatMessage(t.email)}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
        );
      case "phone":
        return <TextField key={key} {...common} label={intl.formatMessage(t.phone)} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />;
      case "address":
        return <TextField key={key} {...common} label={intl.formatMessage(t.address)} autoComplete="street-address" maxLength={CASE_LIMITS.addressMax} />;
    }
  };

  const optional = intl.formatMessage(t.optional);
  const requestTitle = kind === "falla" ? t.faultTitle : kind === "corrupcion" ? t.allegationTitle : t.requestTitle;
  const submitLabel = kind === "falla" ? t.submitFault : kind === "corrupcion" ? t.submitAllegation : t.submit;

  return (
    <div className={styles.form}>
      <ErrorSummary items={withoutSolvedCaptcha(f.items, f.errors[CAPTCHA_FIELD], captchaVerified)} attempt={f.attempt} />
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
          {form.fields.map(detailField)}
          <Field
            className={styles.field}
            label={form.descriptionLabel}
            hint={fm(intl, t.descriptionHint, {
              min: CASE_LIMITS.descriptionMin,
              max: intl.formatNumber(CASE_LIMITS.descriptionMax),
              count: intl.formatNumber(description.trim().length),
            })}
            required
            validationState={errors.description ? "error" : "none"}
            validationMessage={errors.description ? { children: errors.description, role: undefined } : undefined}
          >
            <Textarea
              id={fieldIds.description}
              name={fieldIds.description}
              className={styles.wide}
              rows={6}
              resize="vertical"
              maxLength={CASE_LIMITS.descriptionMax}
              value={description}
              onChange={(_, d) => set("description", d.value)}
            />
          </Field>
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
            <Field
              className={styles.field}
              hint={intl.formatMessage(t.anonymousHint)}
              validationState={errors.anonymous ? "error" : "none"}
              validationMessage={errors.anonymous ? { children: errors.anonymous, role: undefined } : undefined}
            >
              <Checkbox
                id={fieldIds.anonymous}
                name={fieldIds.anonymous}
                checked={values.anonymous === true}
                label={intl.formatMessage(t.anonymous)}
                onChange={(_, d) => set("anonymous", d.checked === true)}
              />
            </Field>
          ) : null}
          {anonymous ? (
            <Body1 as="p" block className={styles.notice}>
              {intl.formatMessage(t.anonymousOn)}
            </Body1>
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
              <Field
                className={styles.field}
                label={intl.formatMessage(t.channel)}
                required
                validationState={errors.notificationChannel ? "error" : "none"}
                validationMessage={errors.notificationChannel ? { children: errors.notificationChannel, role: undefined } : undefined}
              >
                <RadioGroup value={channel} onChange={(_, d) => set("notificationChannel", d.value)}>
                  <Radio id={`${p}-channel-email`} value="email" label={intl.formatMessage(t.channelEmail)} />
                  <Radio id={`${p}-channel-correspondencia`} value="correspondencia" label={intl.formatMessage(t.channelMail)} />
                </RadioGroup>
              </Field>
              {applicantField("email", channel === "email", channel === "email" ? intl.formatMessage(t.emailRequired) : optional)}
              {applicantField("address", channel === "correspondencia", channel === "correspondencia" ? intl.formatMessage(t.addressRequired) : optional)}
              {applicantField("phone", false, intl.formatMessage(t.phoneHint))}
            </>
          )}
          {anonymous ? null : (
            <>
              <p>
                <RouterLink to="/personalData">{intl.formatMessage(t.consentPolicy)}</RouterLink>
              </p>
              <Field
                className={styles.field}
                required
                validationState={errors.consent ? "error" : "none"}
                validationMessage={errors.consent ? { children: errors.consent, role: undefined } : undefined}
              >
                <Checkbox
                  id={fieldIds.consent}
                  name={fieldIds.consent}
                  checked={values.consent === true}
                  label={intl.formatMessage(t.consent)}
                  onChange={(_, d) => set("consent", d.checked === true)}
                />
              </Field>
            </>
          )}
        </section>

        <Body1 as="p" block className={styles.term}>
          {form.termDays !== null ? <strong>{intl.formatMessage(t.termTitle)} </strong> : null}
          {form.termBasis}
        </Body1>
        {!signedIn && <CaptchaField id={`${p}-captcha`} control={captcha} error={errors[CAPTCHA_FIELD]} />}
        <UploadProgress percent={percent} />
        <div className={styles.actions}>
          <SubmitButton busy={f.busy} busyLabel={intl.formatMessage(t.busy)}>
            {intl.formatMessage(submitLabel)}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}

/**
 * A request of one of the case kinds (CASE_FORMS): its fields, the applicant as the kind's rule
 * asks, attachments, consent; on success the receipt, and a way to file another.
 */
export function CaseForm({ kind, headingLevel = 2 }: { kind: CaseKind; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const styles = useStyles();
  const key = useIdempotencyKey();
  const [filed, setFiled] = useState<FiledCase | null>(null);
  const [round, setRound] = useState(0);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const focusForm = useRef(false);
  const { renew } = key;

  const onFiled = useCallback(
    (result: FiledCase) => {
      setFiled(result);
      renew();
    },
    [renew],
  );

  useEffect(() => {
    if (!filed && focusForm.current) {
      focusForm.current = false;
      headingRef.current?.focus();
    }
  }, [filed, round]);

  if (filed) {
    const title = kind === "falla" ? intl.formatMessage(t.receiptFault) : kind === "corrupcion" ? intl.formatMessage(t.receiptAllegation) : undefined;
    return (
      <div className={styles.form}>
        <FiledReceipt filed={filed} title={title} />
        <div className={styles.actions}>
          <Button
            onClick={() => {
              focusForm.current = true;
              setFiled(null);
              setRound((n) => n + 1);
            }}
          >
            {intl.formatMessage(t.another)}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <CaseFormBody key={round} kind={kind} headingLevel={headingLevel} idempotencyKey={key.key} renewKey={renew} onFiled={onFiled} headingRef={headingRef} />
  );
}

/**
 * The frame of a route with a case form: the page's h1, a lead that is in the prerendered HTML,
 * anything the page must say first (an emergency line, the law), "Qué necesita" and the form.
 */
export function CaseFormPage({
  kind,
  title,
  lead,
  needs,
  children,
}: {
  kind: CaseKind;
  title: string;
  lead: string;
  needs: readonly ReactNode[];
  children?: ReactNode;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <PageHeading>{title}</PageHeading>
      <Body1 as="p" block className={styles.lead}>
        {lead}
      </Body1>
      {children}
      <h2 id={`case-${kind}-needs`} className={styles.h2}>
        {intl.formatMessage(t.needsTitle)}
      </h2>
      <ul className={styles.needs}>
        {needs.map((n, i) => (
          <li key={i}>{n}</li>
        ))}
      </ul>
      <CaseForm kind={kind} />
    </article>
  );
}

export default CaseForm;
