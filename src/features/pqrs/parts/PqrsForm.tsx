import { useCallback, useEffect, useRef, useState } from "react";
import { Body1, Button, Checkbox, Field, Radio, RadioGroup, Textarea } from "@fluentui/react-components";
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
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { SelectField, TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../components/forms/useForm";
import { RouterLink } from "../../components/RouterLink";
import { fm } from "../../components/useLoad";
import { errorStatus, errorText, serverMessage } from "../../services/apiClient";
import {
  ANONYMOUS_PQRS_TYPES,
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
  type NotificationChannel,
  type PqrsInput,
  type PqrsService,
  type PqrsType,
} from "../../shared/pqrs";
import { DOCUMENT_TYPE_LABELS } from "../../shared/validation";
import { makeStyles, tokens } from "../../theme";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { useAccount, useAddressParam, useSignedIn } from "../billing/billingParts";
import { AttachmentPicker, FiledReceipt, UploadProgress, attachmentsProblem, filingFields, filingRefused, useIdempotencyKey } from "./pqrsParts";
import { usePqrsApi } from "./pqrsApiHook";

const t = defineMessages({
  formTitle: { id: "pqrs.form.title", defaultMessage: "Datos de la solicitud" },
  required: { id: "pqrs.form.required", defaultMessage: "Los campos marcados con * son obligatorios." },
  typeGroup: { id: "pqrs.form.typeGroup", defaultMessage: "Qué quiere radicar" },
  type: { id: "pqrs.form.type", defaultMessage: "Tipo de solicitud" },
  typeTerm: { id: "pqrs.form.typeTerm", defaultMessage: "Respuesta en {days} días hábiles." },
  anonymous: { id: "pqrs.form.anonymous", defaultMessage: "Radicar de forma anónima" },
  anonymousHint: {
    id: "pqrs.form.anonymousHint",
    defaultMessage:
      "No le pediremos sus datos. Al radicar recibirá un código de consulta que, junto con el radicado, le permite ver el estado y la respuesta en este portal. Anótelo: no lo podemos recuperar.",
  },
  requestGroup: { id: "pqrs.form.requestGroup", defaultMessage: "Su solicitud" },
  service: { id: "pqrs.form.service", defaultMessage: "Servicio" },
  servicePlaceholder: { id: "pqrs.form.servicePlaceholder", defaultMessage: "Elija el servicio" },
  contract: { id: "pqrs.form.contract", defaultMessage: "Número de contrato" },
  contractHintRequired: { id: "pqrs.form.contractHintRequired", defaultMessage: "Lo encuentra en la parte superior de su factura." },
  contractHintOptional: {
    id: "pqrs.form.contractHintOptional",
    defaultMessage: "Opcional. Si la solicitud es sobre un servicio de su casa o negocio, lo encuentra en la parte superior de su factura.",
  },
  noContract: {
    id: "pqrs.form.noContract",
    defaultMessage: "Su cuenta no tiene un contrato activo. Si la solicitud es sobre un contrato, escriba su número o elíjalo primero.",
  },
  chooseContract: { id: "pqrs.form.chooseContract", defaultMessage: "Elegir un contrato" },
  invoice: { id: "pqrs.form.invoice", defaultMessage: "Número de factura" },
  invoiceHint: { id: "pqrs.form.invoiceHint", defaultMessage: "Opcional: la factura que reclama." },
  concept: { id: "pqrs.form.concept", defaultMessage: "Concepto que reclama" },
  conceptHint: { id: "pqrs.form.conceptHint", defaultMessage: "Opcional: por ejemplo, consumo de energía, cargo fijo o reconexión." },
  claimWindow: {
    id: "pqrs.form.claimWindow",
    defaultMessage: "Puede reclamar facturas expedidas en los últimos cinco meses (Ley 142 de 1994, art. 154).",
  },
  subject: { id: "pqrs.form.subject", defaultMessage: "Asunto" },
  subjectHint: { id: "pqrs.form.subjectHint", defaultMessage: "En una frase, de qué se trata. Entre {min} y {max} caracteres." },
  suggestedSubject: { id: "pqrs.form.suggestedSubject", defaultMessage: "Reclamo por el cobro de {concept} en la factura {invoice}" },
  suggestedSubjectInvoice: { id: "pqrs.form.suggestedSubjectInvoice", defaultMessage: "Reclamo por la factura {invoice}" },
  description: { id: "pqrs.form.description", defaultMessage: "Descripción" },
  descriptionHint: {
    id: "pqrs.form.descriptionHint",
    defaultMessage: "Cuente qué pasó, cuándo y dónde, y qué solicita. Entre {min} y {max} caracteres.",
  },
  counter: {
    id: "pqrs.form.counter",
    defaultMessage: "{left, plural, one {Le queda # carácter.} other {Le quedan # caracteres.}}",
  },
  attachments: { id: "pqrs.form.attachments", defaultMessage: "Archivos adjuntos (opcional)" },
  attachmentsHint: { id: "pqrs.form.attachmentsHint", defaultMessage: "Fotos, facturas u otros documentos que apoyen su solicitud." },
  applicantGroup: { id: "pqrs.form.applicantGroup", defaultMessage: "Sus datos" },
  applicantHelp: {
    id: "pqrs.form.applicantHelp",
    defaultMessage: "Los necesitamos para responderle (Ley 1755 de 2015, art. 16).",
  },
  documentType: { id: "pqrs.form.documentType", defaultMessage: "Tipo de documento" },
  documentTypePlaceholder: { id: "pqrs.form.documentTypePlaceholder", defaultMessage: "Elija el tipo de documento" },
  documentNumber: { id: "pqrs.form.documentNumber", defaultMessage: "Número de documento" },
  documentNumberHint: { id: "pqrs.form.documentNumberHint", defaultMessage: "Sin puntos ni espacios. Con él podrá consultar su solicitud." },
  name: { id: "pqrs.form.name", defaultMessage: "Nombre completo o razón social" },
  email: { id: "pqrs.form.email", defaultMessage: "Correo electrónico" },
  emailHintRequired: { id: "pqrs.form.emailHintRequired", defaultMessage: "Le enviamos aquí la constancia y la respuesta." },
  emailHintOptional: { id: "pqrs.form.emailHintOptional", defaultMessage: "Opcional. Si lo escribe, le enviamos aquí la constancia de radicación." },
  phone: { id: "pqrs.form.phone", defaultMessage: "Teléfono" },
  phoneHint: { id: "pqrs.form.phoneHint", defaultMessage: "Opcional. Celular de 10 dígitos o fijo con indicativo." },
  address: { id: "pqrs.form.address", defaultMessage: "Dirección" },
  addressHintRequired: { id: "pqrs.form.addressHintRequired", defaultMessage: "Le enviamos la respuesta a esta dirección." },
  addressHintOptional: { id: "pqrs.form.addressHintOptional", defaultMessage: "Opcional." },
  channel: { id: "pqrs.form.channel", defaultMessage: "Cómo quiere recibir la respuesta" },
  channelEmail: { id: "pqrs.form.channelEmail", defaultMessage: "Por correo electrónico" },
  channelMail: { id: "pqrs.form.channelMail", defaultMessage: "Por correspondencia a mi dirección" },
  consent: {
    id: "pqrs.form.consent",
    defaultMessage: "Autorizo el tratamiento de mis datos personales para atender esta solicitud, según la política de tratamiento de datos",
  },
  consentPolicy: { id: "pqrs.form.consentPolicy", defaultMessage: "Lea la política de tratamiento de datos personales" },
  submit: { id: "pqrs.form.submit", defaultMessage: "Radicar" },
  retry: { id: "pqrs.form.retry", defaultMessage: "Intentar de nuevo" },
  busy: { id: "pqrs.form.busy", defaultMessage: "Radicando…" },
  again: { id: "pqrs.form.again", defaultMessage: "Radicar otra solicitud" },
  useAccount: { id: "pqrs.form.useAccount", defaultMessage: "Usar los datos de mi cuenta" },
  signedInHelp: {
    id: "pqrs.form.signedInHelp",
    defaultMessage: "Inició sesión: puede radicar con los datos de su cuenta y ver después sus solicitudes en Mi cuenta.",
  },
  prefilled: {
    id: "pqrs.form.prefilled",
    defaultMessage: "Llenamos sus datos con los de su cuenta. Revíselos y corríjalos si hace falta.",
  },
  networkFailed: {
    id: "pqrs.form.networkFailed",
    defaultMessage:
      "{reason} Sus datos y archivos siguen en el formulario. Pulse «Intentar de nuevo»: si la solicitud alcanzó a llegar, no se radicará dos veces.",
  },
  serverFailed: {
    id: "pqrs.form.serverFailed",
    defaultMessage: "No fue posible radicar la solicitud en este momento.",
  },
});

/** The form's values under the keys of pqrsInputProblems (the server uses the same keys). */
type Values = {
  type: string;
  anonymous: boolean;
  service: string;
  contractNumber: string;
  invoiceNumber: string;
  concept: string;
  subject: string;
  description: string;
  /** A fingerprint of the chosen files, so a change clears the server's message about them. */
  files: string;
  "applicant.documentType": string;
  "applicant.documentNumber": string;
  "applicant.name": string;
  "applicant.email": string;
  "applicant.phone": string;
  "applicant.address": string;
  notificationChannel: string;
  consent: boolean;
};

const INITIAL: Values = {
  type: "",
  anonymous: false,
  service: "",
  contractNumber: "",
  invoiceNumber: "",
  concept: "",
  subject: "",
  description: "",
  files: "",
  "applicant.documentType": "CC",
  "applicant.documentNumber": "",
  "applicant.name": "",
  "applicant.email": "",
  "applicant.phone": "",
  "applicant.address": "",
  notificationChannel: "email",
  consent: false,
};

const P = "pqrs";
const typeId = (type: string) => `${P}-type-${type}`;
const CHANNELS = ["email", "correspondencia"] as const;

/** Field → control id, in the order the fields appear (the error summary follows it). */
function fieldIdsFor(v: Values): Record<keyof Values & string, string> {
  return {
    type: typeId(v.type || PQRS_TYPES[0]),
    anonymous: `${P}-anonymous`,
    service: `${P}-service`,
    contractNumber: `${P}-contract`,
    invoiceNumber: `${P}-invoice`,
    concept: `${P}-concept`,
    subject: `${P}-subject`,
    description: `${P}-description`,
    files: `${P}-files`,
    "applicant.documentType": `${P}-document-type`,
    "applicant.documentNumber": `${P}-document-number`,
    "applicant.name": `${P}-name`,
    notificationChannel: `${P}-channel-${v.notificationChannel === "correspondencia" ? "correspondencia" : "email"}`,
    "applicant.email": `${P}-email`,
    "applicant.address": `${P}-address`,
    "applicant.phone": `${P}-phone`,
    consent: `${P}-consent`,
  };
}

const isAnonymousType = (type: string) => (ANONYMOUS_PQRS_TYPES as readonly string[]).includes(type);

/** What is sent: trimmed, the applicant only when identified, the bill's data only for a reclamo. */
function toInput(v: Values): PqrsInput {
  const anonymous = v.anonymous && isAnonymousType(v.type);
  const reclamo = v.type === "reclamo";
  const optional = (s: string) => (s.trim() === "" ? undefined : s.trim());
  return {
    type: v.type as PqrsType,
    service: v.service as PqrsService,
    subject: v.subject.trim(),
    description: v.description.trim(),
    anonymous,
    applicant: anonymous
      ? undefined
      : {
          documentType: v["applicant.documentType"],
          documentNumber: v["applicant.documentNumber"].trim(),
          name: v["applicant.name"].trim(),
          email: v["applicant.email"].trim(),
          phone: v["applicant.phone"].trim(),
          address: v["applicant.address"].trim(),
        },
    contractNumber: optional(v.contractNumber),
    invoiceNumber: reclamo ? optional(v.invoiceNumber) : undefined,
    concept: reclamo ? optional(v.concept) : undefined,
    notificationChannel: anonymous ? "portal" : (v.notificationChannel as NotificationChannel),
    consent: anonymous ? false : v.consent,
  };
}

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
  notice: {
    paddingInlineStart: tokens.spacingHorizontalM,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    marginBlock: tokens.spacingVerticalM,
  },
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalL },
});

/** Prefill of the customer form: the session's person, the active contract, the bill's claim link. */
const CustomerPrefill = observer(function CustomerPrefill({
  values,
  set,
}: {
  values: Values;
  set: <K extends keyof Values & string>(name: K, value: Values[K]) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const { session } = useStores();
  const account = useAccount();
  const user = session.user;
  const tipo = useAddressParam("tipo");
  const contrato = useAddressParam("contrato");
  const factura = useAddressParam("factura");
  const concepto = useAddressParam("concepto");
  const servicio = useAddressParam("servicio");
  const done = useRef({ user: false, query: false, contract: false });
  const [prefilled, setPrefilled] = useState(false);

  useEffect(() => {
    if (!user || done.current.user) return;
    done.current.user = true;
    const fill = (name: "applicant.documentType" | "applicant.documentNumber" | "applicant.name" | "applicant.email" | "applicant.phone", value: string) => {
      if (value.trim() !== "") set(name, value.trim());
    };
    if (user.documentType) fill("applicant.documentType", user.documentType);
    fill("applicant.documentNumber", user.documentNumber);
    fill("applicant.name", `${user.firstName} ${user.lastName}`.replace(/\s+/g, " "));
    fill("applicant.email", user.email);
    fill("applicant.phone", user.phoneNumber);
    setPrefilled(true);
  }, [user, set]);

  useEffect(() => {
    if (tipo === null || done.current.query) return;
    done.current.query = true;
    if ((PQRS_TYPES as readonly string[]).includes(tipo)) set("type", tipo);
    if (contrato) {
      done.current.contract = true;
      set("contractNumber", contrato);
    }
    if (factura) set("invoiceNumber", factura);
    if (concepto) set("concept", concepto);
    // The bill line's service (issue 21: the claim link used to leave Servicio empty).
    if (servicio && (PQRS_SERVICES as readonly string[]).includes(servicio)) set("service", servicio);
    if (factura && concepto) set("subject", fm(intl, t.suggestedSubject, { concept: concepto, invoice: factura }).slice(0, CASE_LIMITS.subjectMax));
    else if (factura) set("subject", fm(intl, t.suggestedSubjectInvoice, { invoice: factura }));
  }, [tipo, contrato, factura, concepto, servicio, set, intl]);

  const active = account?.active ?? null;
  const ready = account?.state === "ready";
  useEffect(() => {
    // After the address's query (null until mounted), which names the contract when it comes from a bill.
    if (tipo === null || done.current.contract || !ready) return;
    done.current.contract = true;
    if (active && values.contractNumber.trim() === "") set("contractNumber", active.number);
  }, [tipo, ready, active, values.contractNumber, set]);

  return (
    <>
      {prefilled ? (
        <Body1 as="p" block className={styles.notice}>
          {intl.formatMessage(t.prefilled)}
        </Body1>
      ) : null}
      {ready && !active && values.contractNumber.trim() === "" ? (
        <Body1 as="p" block className={styles.notice}>
          {intl.formatMessage(t.noContract)} <RouterLink to="/dashboard/seleccionar-contrato">{intl.formatMessage(t.chooseContract)}</RouterLink>
        </Body1>
      ) : null}
    </>
  );
});

/** The visitor who signed in may file with the account's data. */
const SignedInOffer = observer(function SignedInOffer() {
  const intl = useIntl();
  const styles = useStyles();
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <Body1 as="p" block className={styles.notice}>
      {intl.formatMessage(t.signedInHelp)} <RouterLink to="/newPQRSUser">{intl.formatMessage(t.useAccount)}</RouterLink>
    </Body1>
  );
});

function PqrsFormBody({ mode, focusTitle, onFiled }: { mode: "public" | "customer"; focusTitle: boolean; onFiled: (filed: FiledCase) => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = usePqrsApi();
  const idempotency = useIdempotencyKey();
  // Issue 20 §4: filing without a session carries the "No soy un robot" check.
  const signedIn = useSignedIn();
  const captcha = useCaptchaControl();
  const captchaVerified = useCaptchaVerified(captcha);
  const [files, setFiles] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [networkFailure, setNetworkFailure] = useState(false);
  /** The server refused the data: the next edit makes it a new submission (a new key). */
  const refused = useRef(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
    // Once, when the form comes back after "Radicar otra solicitud".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const validate = useCallback(
    (v: Values) => {
      const problems: Partial<Record<keyof Values & string, string>> = pqrsInputProblems(toInput(v));
      const attach = attachmentsProblem(intl, files, ATTACHMENT_LIMITS.maxFiles);
      if (attach) problems.files = attach;
      return problems;
    },
    [files, intl],
  );

  const onSubmit = async (v: Values): Promise<SubmitFailure | void> => {
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
      const filed = await (await getApi()).filePqrs(toInput(v), files, idempotency.key, setPercent, altcha);
      setNetworkFailure(false);
      onFiled(filed);
    } catch (error) {
      const status = errorStatus(error);
      const fields = filingFields(error, intl);
      // The server took the check; a retry after no answer keeps it (same Idempotency-Key, same filing).
      if (status !== undefined && status < 500) captcha.spent();
      if (status === 413 || status === 415) {
        refused.current = true;
        setNetworkFailure(false);
        return { fields: { files: fields.files } };
      }
      if (status === 409) {
        // The key was already used with other content (the earlier attempt did arrive): a new key
        // makes the next press a new submission.
        refused.current = false;
        idempotency.renew();
        setNetworkFailure(false);
        return { message: serverMessage(error) ?? errorText(error), fields };
      }
      if (filingRefused(status)) {
        refused.current = true;
        setNetworkFailure(false);
        return { message: serverMessage(error) ?? errorText(error), fields };
      }
      // No answer, a time-out or a server failure: the same key, so a retry never files twice.
      setNetworkFailure(true);
      const reason = (status === undefined ? errorText(error) : serverMessage(error)) ?? intl.formatMessage(t.serverFailed);
      return { message: fm(intl, t.networkFailed, { reason }) };
    } finally {
      setPercent(null);
    }
  };

  const form = useForm<Values>({ initial: INITIAL, validate, fieldIds: fieldIdsFor(INITIAL), name: "pqrs", onSubmit });
  // The summary links to the chosen radio of each group.
  const ids = fieldIdsFor(form.values);
  const { values, errors } = form;
  const formSet = form.set;
  const { renew } = idempotency;
  const set = useCallback(
    <K extends keyof Values & string>(name: K, value: Values[K]) => {
      if (refused.current) {
        refused.current = false;
        renew();
      }
      formSet(name, value);
    },
    [formSet, renew],
  );
  useErrorTitle(form.items.length > 0);
  // useForm orders the summary by its first fieldIds; re-link the items to the current controls.
  const items = withoutSolvedCaptcha(form.items, form.errors[CAPTCHA_FIELD], captchaVerified).map((item) => {
    const entry = Object.entries(fieldIdsFor(INITIAL)).find(([, id]) => id === item.fieldId);
    return entry ? { ...item, fieldId: ids[entry[0] as keyof Values & string] } : item;
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
        <Field
          className={styles.field}
          label={intl.formatMessage(t.type)}
          required
          validationState={errors.type ? "error" : "none"}
          validationMessage={errors.type ? { children: errors.type, role: undefined } : undefined}
        >
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
          <Field
            className={styles.field}
            hint={intl.formatMessage(t.anonymousHint)}
            validationState={errors.anonymous ? "error" : "none"}
            validationMessage={errors.anonymous ? { children: errors.anonymous, role: undefined } : undefined}
          >
            <Checkbox
              id={ids.anonymous}
              name={ids.anonymous}
              checked={values.anonymous}
              label={intl.formatMessage(t.anonymous)}
              onChange={(_, d) => set("anonymous", d.checked === true)}
            />
          </Field>
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
        <Field
          className={styles.field}
          label={intl.formatMessage(t.description)}
          required
          hint={
            <>
              {fm(intl, t.descriptionHint, { min: CASE_LIMITS.descriptionMin, max: intl.formatNumber(CASE_LIMITS.descriptionMax) })}{" "}
              <span>{fm(intl, t.counter, { left: descriptionLeft })}</span>
            </>
          }
          validationState={errors.description ? "error" : "none"}
          validationMessage={errors.description ? { children: errors.description, role: undefined } : undefined}
        >
          <Textarea
            id={ids.description}
            name={ids.description}
            className={styles.wide}
            rows={8}
            resize="vertical"
            maxLength={CASE_LIMITS.descriptionMax}
            value={values.description}
            onChange={(_, d) => set("description", d.value)}
          />
        </Field>
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
            <Field
              className={styles.field}
              label={intl.formatMessage(t.channel)}
              required
              validationState={errors.notificationChannel ? "error" : "none"}
              validationMessage={errors.notificationChannel ? { children: errors.notificationChannel, role: undefined } : undefined}
            >
              <RadioGroup value={channel === "correspondencia" ? "correspondencia" : "email"} onChange={(_, d) => set("notificationChannel", d.value)}>
                {CHANNELS.map((c) => (
                  <Radio key={c} id={`${P}-channel-${c}`} value={c} label={intl.formatMessage(c === "email" ? t.channelEmail : t.channelMail)} />
                ))}
              </RadioGroup>
            </Field>
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
                id={ids.consent}
                name={ids.consent}
                checked={values.consent}
                label={intl.formatMessage(t.consent)}
                onChange={(_, d) => set("consent", d.checked === true)}
              />
            </Field>
          </>
        )}
        {!signedIn && <CaptchaField id="pqrs-captcha" control={captcha} error={errors[CAPTCHA_FIELD]} />}
        <UploadProgress percent={percent} />
        <div className={styles.actions}>
          <SubmitButton busy={form.busy} busyLabel={intl.formatMessage(t.busy)}>
            {intl.formatMessage(networkFailure ? t.retry : t.submit)}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/**
 * The PQRS form (Ley 1755 de 2015, Ley 142 de 1994): type, service, the request, attachments, the
 * applicant (or anonymous, for quejas, sugerencias and denuncias), the channel and the consent. On
 * success the receipt takes its place, with a way to file another one.
 */
export function PqrsForm({ mode, onFiled }: { mode: "public" | "customer"; onFiled?: (filed: FiledCase) => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const [filed, setFiled] = useState<FiledCase | null>(null);
  const [round, setRound] = useState(0);
  if (filed) {
    return (
      <>
        <FiledReceipt filed={filed} />
        <div className={styles.actions}>
          <Button
            appearance="primary"
            onClick={() => {
              setFiled(null);
              setRound((n) => n + 1);
            }}
          >
            {intl.formatMessage(t.again)}
          </Button>
        </div>
      </>
    );
  }
  return (
    <PqrsFormBody
      key={round}
      mode={mode}
      focusTitle={round > 0}
      onFiled={(f) => {
        setFiled(f);
        onFiled?.(f);
      }}
    />
  );
}
