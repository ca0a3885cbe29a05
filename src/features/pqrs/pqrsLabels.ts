import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { Badge, Body1, Button, ProgressBar } from "@fluentui/react-components";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../components/forms/useForm";
import { RouterLink } from "../../components/RouterLink";
import { fm } from "../../components/useLoad";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import { TIME_ZONE } from "../../shared/constants";
import {
  ATTACHMENT_LIMITS,
  CASE_FORMS,
  CASE_STATUS_LABELS,
  PQRS_SERVICE_LABELS,
  PQRS_TERM_DAYS,
  PQRS_TYPE_LABELS,
  RADICADO_PREFIXES,
  REQUEST_KIND_LABELS,
  attachmentProblem,
  normalizeRadicado,
  validateRadicado,
  type CaseEvent,
  type CaseStatus,
  type FiledCase,
  type PqrsType,
  type RequestKind,
  type TrackedCase,
} from "../../shared/pqrs";
import { makeStyles, mergeClasses, tokens } from "../../theme";
import { SubmitButton } from "../../components/forms/SubmitButton";
import { usePqrsApi } from "./pqrsApiHook";

export const pm = defineMessages({
  attachHint: {
    id: "pqrs.attachments.hint",
    defaultMessage: "{max, plural, one {Un archivo PDF, JPG o PNG de hasta 10 MB} other {Hasta # archivos PDF, JPG o PNG de 10 MB cada uno}}.",
  },
  attachHintImages: {
    id: "pqrs.attachments.hintImages",
    defaultMessage: "{max, plural, one {Una foto JPG o PNG de hasta 10 MB} other {Hasta # fotos JPG o PNG de 10 MB cada una}}.",
  },
  attachNotImage: { id: "pqrs.attachments.notImage", defaultMessage: "El archivo «{name}» no es una foto JPG ni PNG." },
  attachChosen: { id: "pqrs.attachments.chosen", defaultMessage: "{count, plural, one {Archivo elegido} other {Archivos elegidos ({count})}}" },
  attachRemove: { id: "pqrs.attachments.remove", defaultMessage: "Quitar" },
  attachRemoveLabel: { id: "pqrs.attachments.removeLabel", defaultMessage: "Quitar {name}" },
  attachRemoved: { id: "pqrs.attachments.removed", defaultMessage: "Quitó el archivo {name}." },
  attachAdded: { id: "pqrs.attachments.added", defaultMessage: "{count, plural, one {Tiene un archivo adjunto.} other {Tiene # archivos adjuntos.}}" },
  kb: { id: "pqrs.attachments.kb", defaultMessage: "{size} KB" },
  mb: { id: "pqrs.attachments.mb", defaultMessage: "{size} MB" },
  uploadLabel: { id: "pqrs.upload.label", defaultMessage: "Envío de la solicitud" },
  uploading: { id: "pqrs.upload.progress", defaultMessage: "Enviando {percent} %" },
  uploadDone: { id: "pqrs.upload.done", defaultMessage: "Archivos enviados. Estamos radicando su solicitud…" },
  percent: { id: "pqrs.upload.percent", defaultMessage: "{percent} %" },
  receiptTitle: { id: "pqrs.receipt.title", defaultMessage: "Recibimos su solicitud" },
  receiptRadicado: { id: "pqrs.receipt.radicado", defaultMessage: "Número de radicado" },
  receiptKeep: {
    id: "pqrs.receipt.keep",
    defaultMessage: "Guarde este número: con él puede consultar el estado de su solicitud y referirse a ella en cualquier canal de atención.",
  },
  receiptFiledAt: { id: "pqrs.receipt.filedAt", defaultMessage: "Fecha y hora de radicación" },
  receiptType: { id: "pqrs.receipt.type", defaultMessage: "Tipo de solicitud" },
  receiptService: { id: "pqrs.receipt.service", defaultMessage: "Servicio" },
  receiptTerm: { id: "pqrs.receipt.term", defaultMessage: "Plazo de respuesta" },
  receiptTermDays: { id: "pqrs.receipt.termDays", defaultMessage: "{days, plural, one {# día hábil} other {# días hábiles}}" },
  receiptNoTerm: { id: "pqrs.receipt.noTerm", defaultMessage: "Sin plazo legal (atención por prioridad)" },
  receiptDue: { id: "pqrs.receipt.due", defaultMessage: "Le responderemos a más tardar el {date}." },
  receiptNoDue: {
    id: "pqrs.receipt.noDue",
    defaultMessage: "Esta solicitud no tiene plazo legal de respuesta; la atendemos por prioridad.",
  },
  receiptCun: { id: "pqrs.receipt.cun", defaultMessage: "Código único numérico (CUN)" },
  receiptCunHelp: {
    id: "pqrs.receipt.cunHelp",
    defaultMessage:
      "Es el número de su PQR de telecomunicaciones ante la Comisión de Regulación de Comunicaciones y la Superintendencia de Industria y Comercio.",
  },
  receiptCode: { id: "pqrs.receipt.code", defaultMessage: "Código de consulta" },
  receiptCodeWarning: {
    id: "pqrs.receipt.codeWarning",
    defaultMessage:
      "Anote este código ahora. Como su solicitud es anónima, lo necesita en lugar del número de documento para consultar el estado y la respuesta. No lo podemos recuperar si lo pierde.",
  },
  receiptEmail: { id: "pqrs.receipt.email", defaultMessage: "Le enviamos la constancia de radicación a {email}." },
  receiptAttachments: {
    id: "pqrs.receipt.attachments",
    defaultMessage: "{count, plural, =0 {No adjuntó archivos.} one {Recibimos un archivo adjunto.} other {Recibimos # archivos adjuntos.}}",
  },
  receiptReplayed: {
    id: "pqrs.receipt.replayed",
    defaultMessage: "Esta solicitud ya había quedado radicada en un intento anterior: no la radicamos dos veces.",
  },
  receiptTrack: { id: "pqrs.receipt.track", defaultMessage: "Consultar el estado de la solicitud {radicado}" },
  trackRadicado: { id: "pqrs.track.radicado", defaultMessage: "Número de radicado" },
  trackRadicadoHint: { id: "pqrs.track.radicadoHint", defaultMessage: "Como aparece en su constancia, por ejemplo PQRS-2026-000123." },
  trackDocument: { id: "pqrs.track.document", defaultMessage: "Número de documento o código de consulta" },
  trackDocumentHint: {
    id: "pqrs.track.documentHint",
    defaultMessage: "El número de documento de quien radicó la solicitud o, si la radicó de forma anónima, el código de consulta de su constancia.",
  },
  trackDocumentHintPublic: {
    id: "pqrs.track.documentHintPublic",
    defaultMessage: "Un reporte de falla se consulta solo con su número de radicado: puede dejar este campo vacío.",
  },
  trackDocumentMissing: { id: "pqrs.track.documentMissing", defaultMessage: "Escriba el número de documento o el código de consulta." },
  trackSubmit: { id: "pqrs.track.submit", defaultMessage: "Consultar" },
  trackBusy: { id: "pqrs.track.busy", defaultMessage: "Consultando…" },
  trackNotFound: {
    id: "pqrs.track.notFound",
    defaultMessage: "No encontramos una solicitud con ese radicado y ese documento. Revise los dos datos.",
  },
  trackNotFoundPublic: { id: "pqrs.track.notFoundPublic", defaultMessage: "No encontramos un reporte con ese número de radicado. Revíselo." },
  trackFailed: { id: "pqrs.track.failed", defaultMessage: "No fue posible consultar la solicitud. Intente de nuevo en unos minutos." },
  detailsTitle: { id: "pqrs.details.title", defaultMessage: "Solicitud {radicado}" },
  detailsType: { id: "pqrs.details.type", defaultMessage: "Tipo" },
  detailsSubject: { id: "pqrs.details.subject", defaultMessage: "Asunto" },
  detailsService: { id: "pqrs.details.service", defaultMessage: "Servicio" },
  detailsStatus: { id: "pqrs.details.status", defaultMessage: "Estado" },
  detailsFiled: { id: "pqrs.details.filed", defaultMessage: "Radicada el" },
  detailsDue: { id: "pqrs.details.due", defaultMessage: "Fecha límite de respuesta" },
  detailsNoDue: { id: "pqrs.details.noDue", defaultMessage: "Sin plazo legal: se atiende por prioridad" },
  detailsOriginalDue: { id: "pqrs.details.originalDue", defaultMessage: "Fecha límite inicial" },
  detailsExtension: {
    id: "pqrs.details.extension",
    defaultMessage: "El plazo se amplió hasta el {date}. Motivo: {reason}",
  },
  detailsExtensionAnnounced: { id: "pqrs.details.extensionAnnounced", defaultMessage: "Ampliación informada el {date}." },
  detailsCun: { id: "pqrs.details.cun", defaultMessage: "CUN" },
  detailsAttachments: { id: "pqrs.details.attachments", defaultMessage: "Archivos adjuntos" },
  detailsClosed: { id: "pqrs.details.closed", defaultMessage: "Cerrada el" },
  responseTitle: { id: "pqrs.details.responseTitle", defaultMessage: "Respuesta" },
  responseDate: { id: "pqrs.details.responseDate", defaultMessage: "Respondida el {date}." },
  noResponse: {
    id: "pqrs.details.noResponse",
    defaultMessage: "Todavía no hay una respuesta. Se la enviaremos por el medio que eligió y también la verá aquí.",
  },
  historyTitle: { id: "pqrs.details.historyTitle", defaultMessage: "Historial" },
  eventRadicada: { id: "pqrs.event.radicada", defaultMessage: "Radicada" },
  eventAsignada: { id: "pqrs.event.asignada", defaultMessage: "Asignada a un responsable" },
  eventProrroga: { id: "pqrs.event.prorroga", defaultMessage: "Plazo ampliado" },
  eventRespondida: { id: "pqrs.event.respondida", defaultMessage: "Respondida" },
  eventCerrada: { id: "pqrs.event.cerrada", defaultMessage: "Cerrada" },
  termsTitle: { id: "pqrs.terms.title", defaultMessage: "Cuándo le respondemos" },
  termsIntro: {
    id: "pqrs.terms.intro",
    defaultMessage: "Contamos los días hábiles desde el día siguiente a la radicación, sin sábados, domingos ni festivos:",
  },
  termsMoreInfo: { id: "pqrs.terms.moreInfo", defaultMessage: "Conozca los tipos de solicitud, los plazos y cómo consultar una PQRS" },
  fileTooLarge: { id: "pqrs.file.tooLarge", defaultMessage: "Uno de los archivos pesa más de 10 MB. Quítelo o adjunte una versión más liviana." },
  fileBadType: {
    id: "pqrs.file.badType",
    defaultMessage: "Uno de los archivos no es PDF, JPG ni PNG. Quítelo y adjunte el documento en uno de esos formatos.",
  },
  termsItem: { id: "pqrs.terms.item", defaultMessage: "{days, plural, one {# día hábil} other {# días hábiles}}: {types}." },
});

const EVENT_LABELS: Record<CaseEvent["kind"], (typeof pm)[keyof typeof pm]> = {
  radicada: pm.eventRadicada,
  asignada: pm.eventAsignada,
  prorroga: pm.eventProrroga,
  respondida: pm.eventRespondida,
  cerrada: pm.eventCerrada,
};

const STATUS_COLORS: Record<CaseStatus, "informative" | "warning" | "success" | "subtle"> = {
  radicada: "informative",
  en_tramite: "warning",
  respondida: "success",
  cerrada: "subtle",
};

const useStyles = makeStyles({
  // One column that may shrink below the file input's own width (issue 21: 320 px phones).
  field: { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: tokens.spacingVerticalXS, marginBlockEnd: tokens.spacingVerticalL, maxWidth: "36rem" },
  label: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  required: { color: tokens.colorPaletteRedForeground3, paddingInlineStart: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, margin: 0 },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200, margin: 0 },
  fileInput: {
    fontSize: tokens.fontSizeBase300,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    maxWidth: "100%",
    minWidth: 0,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  fileInputError: { border: `2px solid ${tokens.colorPaletteRedBorder2}` },
  fileList: { listStyleType: "none", margin: 0, padding: 0, display: "grid", gap: tokens.spacingVerticalXS },
  fileItem: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  fileName: { overflowWrap: "anywhere", flexGrow: 1 },
  fileSize: { color: tokens.colorNeutralForeground2, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" },
  progress: { display: "grid", gap: tokens.spacingVerticalXS, marginBlock: tokens.spacingVerticalM, maxWidth: "28rem" },
  visuallyHidden: { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  receipt: {
    border: `2px solid ${tokens.colorPaletteGreenBorder2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  h2: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginBlock: `0 ${tokens.spacingVerticalM}`,
    ":focus": { outline: "none" },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  h3: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalS}` },
  h4: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalXS}` },
  radicadoLabel: { margin: 0, color: tokens.colorNeutralForeground2 },
  radicado: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: "0.02em",
    overflowWrap: "anywhere",
  },
  data: {
    display: "grid",
    gridTemplateColumns: "minmax(9rem, max-content) 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    marginBlock: tokens.spacingVerticalM,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: "anywhere" },
  strong: { fontWeight: tokens.fontWeightSemibold },
  warning: {
    fontWeight: tokens.fontWeightSemibold,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderLeft: `6px solid ${tokens.colorPaletteYellowBorder2}`,
    marginBlock: tokens.spacingVerticalS,
  },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold, overflowWrap: "anywhere" },
  details: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    marginBlock: tokens.spacingVerticalL,
  },
  response: {
    whiteSpace: "pre-line",
    overflowWrap: "anywhere",
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  history: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: "grid", gap: tokens.spacingVerticalS },
  note: { whiteSpace: "pre-line", overflowWrap: "anywhere" },
  eventDate: { color: tokens.colorNeutralForeground2 },
  actions: { marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalL}` },
});

/* ---------- Helpers ---------- */

/** A random UUID, also where `crypto.randomUUID` is missing (plain http, old browsers). */
function newKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === "function") c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` of one submission: the same across retries (a retry after a lost answer
 * returns the same radicado instead of filing twice); renew it after a success, or when the person
 * corrects the form after the server refused it.
 */
export function useIdempotencyKey(): { key: string; renew(): void } {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return { key, renew };
}

/** "820 KB", "1,5 MB" in the reader's language. */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024 * 1024) {
    return fm(intl, pm.kb, { size: intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { maximumFractionDigits: 0 }) });
  }
  return fm(intl, pm.mb, { size: intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 }) });
}

/** A day ("YYYY-MM-DD") in words, "miércoles, 18 de noviembre de 2026", read at noon so no zone moves it. */
export function useLongDay(): (day: string) => string {
  const intl = useIntl();
  return (day) => intl.formatDate(day.length === 10 ? `${day}T12:00:00Z` : day, { dateStyle: "full", timeZone: TIME_ZONE });
}

/** A day ("YYYY-MM-DD") short, "18 nov 2026". */
export function useShortDay(): (day: string) => string {
  const intl = useIntl();
  return (day) => intl.formatDate(day.length === 10 ? `${day}T12:00:00Z` : day, { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
}

/** An instant with its time, in Colombian time ("21 nov 2026, 10:42 a. m."). */
export function useInstant(): (value: string) => string {
  const intl = useIntl();
  return (value) => intl.formatDate(value, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
}

/** The name of what was filed: the PQRS type, else the form's title. */
export function requestLabel(kind: RequestKind, type: PqrsType | null): string {
  return type ? PQRS_TYPE_LABELS[type] : REQUEST_KIND_LABELS[kind];
}

/** A request's status as a badge ("En trámite"). */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  return (
    <Badge appearance="tint" color={STATUS_COLORS[status]}>
      {CASE_STATUS_LABELS[status]}
    </Badge>
  );
}

/* ---------- Attachments ---------- */

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** The problem of a list of attachments as the browser sees it (count, size, type), or null. */
export function attachmentsProblem(intl: IntlShape, files: readonly File[], max: number, imagesOnly = false): string | null {
  const problem = attachmentProblem(files, max);
  if (problem) return problem;
  if (imagesOnly) {
    const notImage = files.find((f) => !/\.(jpe?g|png)$/i.test(f.name));
    if (notImage) return fm(intl, pm.attachNotImage, { name: notImage.name });
  }
  return null;
}

/**
 * Native file input with its label, hint and error, the chosen files with their size and a
 * "Quitar" button each. Picking again adds to the list (a phone picks one photo at a time).
 */
export function AttachmentPicker(props: {
  id: string;
  label: string;
  hint?: string;
  max: number;
  imagesOnly?: boolean;
  files: File[];
  onChange(files: File[]): void;
  error?: string;
  required?: boolean;
}) {
  const { id, label, hint, max, imagesOnly = false, files, onChange, error, required = false } = props;
  const intl = useIntl();
  const styles = useStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  const [announce, setAnnounce] = useState("");
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listId = `${id}-list`;
  const problem = error ?? (files.length > 0 ? attachmentsProblem(intl, files, max, imagesOnly) : null);
  const limits = fm(intl, imagesOnly ? pm.attachHintImages : pm.attachHint, { max });
  const accept = imagesOnly ? ".jpg,.jpeg,.png,image/jpeg,image/png" : ATTACHMENT_LIMITS.accept;

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    // Cleared so the same file can be chosen again after removing it.
    e.target.value = "";
    if (picked.length === 0) return;
    const next = [...files];
    for (const f of picked) if (!next.some((g) => sameFile(f, g))) next.push(f);
    onChange(next);
    setAnnounce(fm(intl, pm.attachAdded, { count: next.length }));
  };
  const remove = (index: number) => {
    const name = files[index]?.name ?? "";
    onChange(files.filter((_, i) => i !== index));
    setAnnounce(fm(intl, pm.attachRemoved, { name }));
    inputRef.current?.focus();
  };
  const describedBy = [problem ? errorId : null, hintId, files.length > 0 ? listId : null].filter(Boolean).join(" ");

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint ? `${hint} ` : ""}
        {limits}
      </p>
      {problem ? (
        <p id={errorId} className={styles.error}>
          {problem}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        name={id}
        type="file"
        multiple={max > 1}
        accept={accept}
        className={mergeClasses(styles.fileInput, problem ? styles.fileInputError : undefined)}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        aria-required={required || undefined}
        onChange={pick}
      />
      {files.length > 0 ? (
        <div id={listId}>
          <p className={styles.hint}>{fm(intl, pm.attachChosen, { count: files.length })}</p>
          <ul className={styles.fileList}>
            {files.map((f, i) => (
              <li key={`${f.name}-${f.size}-${f.lastModified}`} className={styles.fileItem}>
                <span className={styles.fileName}>{f.name}</span>
                <span className={styles.fileSize}>{formatFileSize(intl, f.size)}</span>
                <Button size="small" aria-label={fm(intl, pm.attachRemoveLabel, { name: f.name })} onClick={() => remove(i)}>
                  {intl.formatMessage(pm.attachRemove)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={styles.visuallyHidden}>
        {announce}
      </p>
    </div>
  );
}

/* ---------- Upload progress ---------- */

/** The upload's progress bar and a live "Enviando 45 %" (in steps of 10, so it is not read at every byte). */
export function UploadProgress({ percent }: { percent: number | null }) {
  const intl = useIntl();
  const styles = useStyles();
  if (percent === null) return null;
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const spoken = Math.floor(value / 10) * 10;
  return (
    <div className={styles.progress}>
      <Body1 as="p" aria-hidden="true">
        {value >= 100 ? intl.formatMessage(pm.uploadDone) : fm(intl, pm.uploading, { percent: intl.formatNumber(value) })}
      </Body1>
      <ProgressBar
        thickness="large"
        max={100}
        value={value}
        aria-label={intl.formatMessage(pm.uploadLabel)}
        aria-valuetext={fm(intl, pm.percent, { percent: intl.formatNumber(value) })}
      />
      <p role="status" aria-live="polite" className={styles.visuallyHidden}>
        {spoken >= 100 ? intl.formatMessage(pm.uploadDone) : fm(intl, pm.uploading, { percent: intl.formatNumber(spoken) })}
      </p>
    </div>
  );
}

/* ---------- Receipt ---------- */

/** The filing receipt: radicado, dates, term, CUN, tracking code, e-mail, attachments, tracking link. */
export function FiledReceipt({ filed, title }: { filed: FiledCase; title?: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const longDay = useLongDay();
  const instant = useInstant();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `receipt-${filed.radicado}-title`;
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section role="status" aria-labelledby={headingId} className={styles.receipt}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.h2}>
        {title ?? intl.formatMessage(pm.receiptTitle)}
      </h2>
      <p className={styles.radicadoLabel}>{intl.formatMessage(pm.receiptRadicado)}</p>
      <p className={styles.radicado}>{filed.radicado}</p>
      <Body1 as="p" block>
        {intl.formatMessage(pm.receiptKeep)}
      </Body1>
      {filed.replayed ? (
        <Body1 as="p" block>
          {intl.formatMessage(pm.receiptReplayed)}
        </Body1>
      ) : null}
      <Body1 as="p" block className={styles.strong}>
        {filed.dueDate ? fm(intl, pm.receiptDue, { date: longDay(filed.dueDate) }) : intl.formatMessage(pm.receiptNoDue)}
      </Body1>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(pm.receiptType)}</dt>
        <dd className={styles.value}>{requestLabel(filed.kind, filed.type)}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.receiptService)}</dt>
        <dd className={styles.value}>{PQRS_SERVICE_LABELS[filed.service]}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.receiptFiledAt)}</dt>
        <dd className={styles.value}>{instant(filed.filedAt)}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.receiptTerm)}</dt>
        <dd className={styles.value}>
          {filed.termDays !== null ? fm(intl, pm.receiptTermDays, { days: filed.termDays }) : intl.formatMessage(pm.receiptNoTerm)}
        </dd>
        {filed.cun ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.receiptCun)}</dt>
            <dd className={styles.value}>
              <span className={styles.code}>{filed.cun}</span>
              <br />
              {intl.formatMessage(pm.receiptCunHelp)}
            </dd>
          </>
        ) : null}
        {filed.trackingCode ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.receiptCode)}</dt>
            <dd className={styles.value}>
              <span className={styles.code}>{filed.trackingCode}</span>
            </dd>
          </>
        ) : null}
      </dl>
      {filed.trackingCode ? (
        <Body1 as="p" block className={styles.warning}>
          {intl.formatMessage(pm.receiptCodeWarning)}
        </Body1>
      ) : null}
      {filed.email ? (
        <Body1 as="p" block>
          {fm(intl, pm.receiptEmail, { email: filed.email })}
        </Body1>
      ) : null}
      <Body1 as="p" block>
        {fm(intl, pm.receiptAttachments, { count: filed.attachments })}
      </Body1>
      <p>
        <RouterLink to={`/pqr?radicado=${encodeURIComponent(filed.radicado)}`}>{fm(intl, pm.receiptTrack, { radicado: filed.radicado })}</RouterLink>
      </p>
    </section>
  );
}

/* ---------- Tracking ---------- */

type TrackValues = { radicado: string; document: string };

/** Whether a radicado is of a kind whose status is public (a failure report, FAL-…): its number alone tracks it. */
export function hasPublicStatus(radicado: string): boolean {
  if (validateRadicado(radicado) !== null) return false;
  const kind = RADICADO_PREFIXES[normalizeRadicado(radicado).split("-")[0]];
  return kind !== undefined && kind !== "pqrs" && CASE_FORMS[kind].publicStatus;
}

/**
 * Looks a request up by its radicado and the applicant's document (or the anonymous tracking code).
 * A failure report needs only its number (README, issue 21): the document is optional for it, and
 * one named by the address (the receipt's link) is looked up at once.
 */
export function TrackForm({ onFound, initialRadicado }: { onFound: (tracked: TrackedCase) => void; initialRadicado?: string | null }) {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = usePqrsApi();
  const fieldIds: Record<keyof TrackValues, string> = { radicado: "track-radicado", document: "track-document" };
  const validate = useCallback(
    (v: TrackValues) => {
      const problems: Partial<TrackValues> = {};
      const radicado = validateRadicado(v.radicado);
      if (radicado) problems.radicado = radicado;
      if (v.document.trim() === "" && !hasPublicStatus(v.radicado)) problems.document = intl.formatMessage(pm.trackDocumentMissing);
      return problems;
    },
    [intl],
  );
  const failureOf = useCallback(
    (error: unknown, publicNumber: boolean): SubmitFailure => {
      if (errorStatus(error) === 404) return { message: intl.formatMessage(publicNumber ? pm.trackNotFoundPublic : pm.trackNotFound) };
      return { message: errorText(error) ?? intl.formatMessage(pm.trackFailed), fields: serverFields(error) };
    },
    [intl],
  );
  const onSubmit = useCallback(
    async (v: TrackValues): Promise<SubmitFailure | void> => {
      try {
        onFound(await (await getApi()).track(normalizeRadicado(v.radicado), v.document.trim()));
      } catch (error) {
        return failureOf(error, hasPublicStatus(v.radicado) && v.document.trim() === "");
      }
    },
    [getApi, onFound, failureOf],
  );
  const form = useForm<TrackValues>({ initial: { radicado: initialRadicado ?? "", document: "" }, validate, fieldIds, name: "consulta-pqrs", onSubmit });
  // What the lookup of the address's failure report met, shown until the person submits the form.
  const [lookupFailure, setLookupFailure] = useState<string | null>(null);
  const { set } = form;
  useEffect(() => {
    if (!initialRadicado) return;
    set("radicado", initialRadicado);
    if (!hasPublicStatus(initialRadicado)) return;
    let live = true;
    void (async () => {
      try {
        const found = await (await getApi()).track(normalizeRadicado(initialRadicado), "");
        if (live) onFound(found);
      } catch (error) {
        if (live) setLookupFailure(failureOf(error, true).message ?? null);
      }
    })();
    return () => {
      live = false;
    };
  }, [initialRadicado, set, getApi, onFound, failureOf]);
  const items = form.items.length > 0 || form.attempt > 0 || !lookupFailure ? form.items : [{ message: lookupFailure }];
  useErrorTitle(items.length > 0);
  const publicNumber = hasPublicStatus(form.values.radicado);
  return (
    <>
      <ErrorSummary items={items} attempt={form.attempt} />
      <form {...form.formProps} aria-label={intl.formatMessage(pm.trackSubmit)}>
        <TextField
          id={fieldIds.radicado}
          label={intl.formatMessage(pm.trackRadicado)}
          hint={intl.formatMessage(pm.trackRadicadoHint)}
          required
          autoComplete="off"
          maxLength={20}
          value={form.values.radicado}
          onChange={(v) => set("radicado", v)}
          error={form.errors.radicado}
        />
        <TextField
          id={fieldIds.document}
          label={intl.formatMessage(pm.trackDocument)}
          hint={intl.formatMessage(publicNumber ? pm.trackDocumentHintPublic : pm.trackDocumentHint)}
          required={!publicNumber}
          autoComplete="off"
          maxLength={40}
          value={form.values.document}
          onChange={(v) => set("document", v)}
          error={form.errors.document}
        />
        <div className={styles.actions}>
          <SubmitButton busy={form.busy} busyLabel={intl.formatMessage(pm.trackBusy)}>
            {intl.formatMessage(pm.trackSubmit)}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

/** What tracking shows of a request: its data, dates, answer and history (an h3 and h4s). */
export function TrackedCaseDetails({ item }: { item: TrackedCase }) {
  const intl = useIntl();
  const styles = useStyles();
  const longDay = useLongDay();
  const instant = useInstant();
  const baseId = `case-${item.radicado}`;
  return (
    <section className={styles.details} aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className={styles.h3}>
        {fm(intl, pm.detailsTitle, { radicado: item.radicado })}
      </h3>
      <dl className={styles.data}>
        <dt className={styles.term}>{intl.formatMessage(pm.detailsStatus)}</dt>
        <dd className={styles.value}>
          <CaseStatusBadge status={item.status} />
        </dd>
        <dt className={styles.term}>{intl.formatMessage(pm.detailsType)}</dt>
        <dd className={styles.value}>{requestLabel(item.kind, item.type)}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.detailsService)}</dt>
        <dd className={styles.value}>{PQRS_SERVICE_LABELS[item.service]}</dd>
        {item.subject ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.detailsSubject)}</dt>
            <dd className={styles.value}>{item.subject}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{intl.formatMessage(pm.detailsFiled)}</dt>
        <dd className={styles.value}>{instant(item.filedAt)}</dd>
        <dt className={styles.term}>{intl.formatMessage(pm.detailsDue)}</dt>
        <dd className={styles.value}>
          {item.dueDate ? longDay(item.dueDate) : intl.formatMessage(pm.detailsNoDue)}
          {item.termDays !== null ? ` (${fm(intl, pm.receiptTermDays, { days: item.termDays })})` : ""}
        </dd>
        {item.extension && item.originalDueDate ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.detailsOriginalDue)}</dt>
            <dd className={styles.value}>{longDay(item.originalDueDate)}</dd>
          </>
        ) : null}
        {item.cun ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.detailsCun)}</dt>
            <dd className={styles.value}>{item.cun}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{intl.formatMessage(pm.detailsAttachments)}</dt>
        <dd className={styles.value}>{intl.formatNumber(item.attachments)}</dd>
        {item.closedAt ? (
          <>
            <dt className={styles.term}>{intl.formatMessage(pm.detailsClosed)}</dt>
            <dd className={styles.value}>{instant(item.closedAt)}</dd>
          </>
        ) : null}
      </dl>
      {item.extension ? (
        <Body1 as="p" block className={styles.warning}>
          {fm(intl, pm.detailsExtension, { date: longDay(item.extension.newDueDate), reason: item.extension.reason })}{" "}
          {fm(intl, pm.detailsExtensionAnnounced, { date: instant(item.extension.announcedAt) })}
        </Body1>
      ) : null}
      <h4 className={styles.h4}>{intl.formatMessage(pm.responseTitle)}</h4>
      {item.response ? (
        <>
          <p className={styles.response}>{item.response.message}</p>
          <Body1 as="p" block>
            {fm(intl, pm.responseDate, { date: instant(item.response.at) })}
          </Body1>
        </>
      ) : (
        <Body1 as="p" block>
          {intl.formatMessage(pm.noResponse)}
        </Body1>
      )}
      {item.events.length > 0 ? (
        <>
          <h4 className={styles.h4}>{intl.formatMessage(pm.historyTitle)}</h4>
          <ol className={styles.history}>
            {item.events.map((e, i) => (
              <li key={`${e.at}-${e.kind}-${i}`}>
                <span className={styles.strong}>{intl.formatMessage(EVENT_LABELS[e.kind])}</span>{" "}
                <span className={styles.eventDate}>
                  (<time dateTime={e.at}>{instant(e.at)}</time>)
                </span>
                {e.note ? (
                  <>
                    <br />
                    <span className={styles.note}>{e.note}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

/** The response terms of PQRS_TERM_DAYS, grouped: "15 días hábiles: petición, queja, reclamo…". */
export function PqrsTermsList({ className }: { className?: string }) {
  const intl = useIntl();
  const groups = new Map<number, string[]>();
  for (const type of Object.keys(PQRS_TERM_DAYS) as PqrsType[]) {
    const label = PQRS_TYPE_LABELS[type];
    groups.set(PQRS_TERM_DAYS[type], [...(groups.get(PQRS_TERM_DAYS[type]) ?? []), label.charAt(0).toLowerCase() + label.slice(1)]);
  }
  return (
    <ul className={className}>
      {[...groups.entries()]
        .sort(([a], [b]) => a - b)
        .map(([days, types]) => (
          <li key={days}>{fm(intl, pm.termsItem, { days, types: intl.formatList(types, { type: "conjunction" }) })}</li>
        ))}
    </ul>
  );
}

/**
 * "Cuándo le respondemos" above the PQRS forms: how terms are counted, the terms by type, a link to
 * /pqr and whatever links the page adds.
 */
const useTermsStyles = makeStyles({
  links: { display: "grid", gap: tokens.spacingVerticalS, paddingInlineStart: tokens.spacingHorizontalL },
});

export function PqrsTermsSection({ headingClassName, children }: { headingClassName?: string; children?: ReactNode }) {
  const intl = useIntl();
  const styles = useTermsStyles();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={headingClassName}>
        {intl.formatMessage(pm.termsTitle)}
      </h2>
      <Body1 as="p" block>
        {intl.formatMessage(pm.termsIntro)}
      </Body1>
      <PqrsTermsList />
      <ul className={styles.links}>
        <li>
          <RouterLink to="/pqr">{intl.formatMessage(pm.termsMoreInfo)}</RouterLink>
        </li>
        {children}
      </ul>
    </section>
  );
}

/**
 * Whether the server definitely refused a filing (a 4xx other than 408 and 429): nothing was
 * stored, so the corrected form is a new submission with a new idempotency key. Without such an
 * answer (no connection, time-out, 5xx) a retry must keep the key so nothing is filed twice.
 */
export function filingRefused(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The server's field messages of a failed filing, with the attachments' message for 413 and 415 when it gave none. */
export function filingFields(error: unknown, intl: IntlShape): Record<string, string> {
  const status = errorStatus(error);
  const fields = { ...(serverFields(error) ?? {}) };
  if (status === 413 && !fields.files) fields.files = intl.formatMessage(pm.fileTooLarge);
  if (status === 415 && !fields.files) fields.files = intl.formatMessage(pm.fileBadType);
  return fields;
}
