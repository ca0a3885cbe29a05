import { useEffect, useRef, useState } from "react";
import { Body1, Button, Field, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner, Switch } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { PageHeading } from "../../components/a11y/PageHeading";
import { ErrorSummary } from "../../components/forms/ErrorSummary";
import { TextareaField, TextField } from "../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../components/forms/useForm";
import { fm, useLoad } from "../../components/useLoad";
import type { StoredSettings } from "../../services/adminApi";
import { errorStatus, errorText, serverFields, serverMessage } from "../../services/apiClient";
import { DEFAULT_SETTINGS, SETTING_KEYS, SETTINGS_LIMITS, tidySettings, tidyText, validateSettings, type SiteSettings } from "../../shared/admin";
import { TIME_ZONE } from "../../shared/constants";
import { EMAIL_MAX_LENGTH } from "../../shared/validation";
import { makeStyles, tokens } from "../../theme";
import { useStores } from "../../app/StoresContext";
import { useAdminApi } from "./adminApiHook";

const t = defineMessages({
  title: { id: "admin.settings.title", defaultMessage: "Configuración del portal" },
  intro: {
    id: "admin.settings.intro",
    defaultMessage:
      "Teléfonos de atención, números de emergencia, horario, aviso de mantenimiento y chat que se muestran en el portal. Cada cambio queda registrado con su autor y su fecha. Los campos marcados con asterisco (*) son obligatorios.",
  },
  loading: { id: "admin.settings.loading", defaultMessage: "Cargando la configuración…" },
  loadError: { id: "admin.settings.loadError", defaultMessage: "No fue posible cargar la configuración." },
  retry: { id: "admin.settings.retry", defaultMessage: "Intentar de nuevo" },
  updated: { id: "admin.settings.updated", defaultMessage: "Última modificación: {date} por {email}." },
  updatedNoAuthor: { id: "admin.settings.updatedNoAuthor", defaultMessage: "Última modificación: {date}." },
  neverUpdated: {
    id: "admin.settings.neverUpdated",
    defaultMessage: "Aún no se ha modificado; se muestran los valores iniciales.",
  },
  // 1. Líneas de atención
  linesLegend: { id: "admin.settings.lines.legend", defaultMessage: "Líneas de atención" },
  switchboard: { id: "admin.settings.field.switchboard", defaultMessage: "Conmutador" },
  freeLine: { id: "admin.settings.field.freeLine", defaultMessage: "Línea gratuita nacional" },
  antiCorruptionLine: { id: "admin.settings.field.antiCorruptionLine", defaultMessage: "Línea anticorrupción" },
  phoneHint: {
    id: "admin.settings.field.phoneHint",
    defaultMessage: "10 dígitos (604 444 5000 o 300 123 4567), una línea 01 8000 con 6 dígitos más o un código corto como 115.",
  },
  // 2. Números de emergencia
  emergencyLegend: { id: "admin.settings.emergency.legend", defaultMessage: "Números de emergencia" },
  emergencyIntro: {
    id: "admin.settings.emergency.intro",
    defaultMessage: "Números para reportar daños y emergencias de cada servicio. Pueden repetirse si una misma línea atiende varios servicios.",
  },
  emergencyEnergy: { id: "admin.settings.field.emergencyEnergy", defaultMessage: "Emergencias de energía" },
  emergencyWater: { id: "admin.settings.field.emergencyWater", defaultMessage: "Emergencias de acueducto y alcantarillado" },
  emergencyTelecom: { id: "admin.settings.field.emergencyTelecom", defaultMessage: "Daños de telecomunicaciones" },
  // 3. Horario de atención
  hoursLegend: { id: "admin.settings.hours.legend", defaultMessage: "Horario de atención" },
  officeHours: { id: "admin.settings.field.officeHours", defaultMessage: "Horario de atención al público" },
  officeHoursHint: {
    id: "admin.settings.field.officeHoursHint",
    defaultMessage: "Escríbalo como lo leerá el público, por ejemplo «Lunes a viernes de 7:00 a. m. a 5:00 p. m.». Entre {min} y {max} caracteres.",
  },
  counter: { id: "admin.settings.counter", defaultMessage: "{count} de {max} caracteres" },
  // 4. Aviso de mantenimiento
  bannerLegend: { id: "admin.settings.banner.legend", defaultMessage: "Aviso de mantenimiento" },
  bannerEnabled: { id: "admin.settings.field.bannerEnabled", defaultMessage: "Mostrar el aviso en todo el portal" },
  bannerEnabledHint: {
    id: "admin.settings.field.bannerEnabledHint",
    defaultMessage: "El aviso aparece en todas las páginas hasta que lo apague.",
  },
  bannerText: { id: "admin.settings.field.bannerText", defaultMessage: "Texto del aviso" },
  bannerTextHint: {
    id: "admin.settings.field.bannerTextHint",
    defaultMessage: "Diga qué servicio está en mantenimiento y hasta cuándo. Obligatorio cuando el aviso está activo.",
  },
  previewLabel: { id: "admin.settings.banner.previewLabel", defaultMessage: "Vista previa del aviso" },
  previewEmpty: { id: "admin.settings.banner.previewEmpty", defaultMessage: "Escriba el texto del aviso para verlo aquí." },
  // 5. Chat de atención
  chatLegend: { id: "admin.settings.chat.legend", defaultMessage: "Chat de atención" },
  chatEnabled: { id: "admin.settings.field.chatEnabled", defaultMessage: "Mostrar el chat de atención en el portal" },
  chatEnabledHint: {
    id: "admin.settings.field.chatEnabledHint",
    defaultMessage: "Si lo apaga, el botón del chat deja de mostrarse en todas las páginas.",
  },
  // 6. Notificaciones de PQRS
  pqrsLegend: { id: "admin.settings.pqrs.legend", defaultMessage: "Notificaciones de PQRS" },
  pqrsMailbox: { id: "admin.settings.field.pqrsMailbox", defaultMessage: "Buzón de notificación de PQRS" },
  pqrsMailboxHint: {
    id: "admin.settings.field.pqrsMailboxHint",
    defaultMessage: "Recibe una copia de cada PQRS y solicitud radicada. No se muestra al público.",
  },
  // Actions and results
  save: { id: "admin.settings.save", defaultMessage: "Guardar la configuración" },
  saving: { id: "admin.settings.saving", defaultMessage: "Guardando…" },
  discard: { id: "admin.settings.discard", defaultMessage: "Descartar cambios" },
  dirty: { id: "admin.settings.dirty", defaultMessage: "Hay cambios sin guardar." },
  saved: {
    id: "admin.settings.saved",
    defaultMessage: "Configuración guardada. Los cambios se ven en el portal en menos de un minuto.",
  },
  discarded: {
    id: "admin.settings.discarded",
    defaultMessage: "Se descartaron los cambios. El formulario muestra de nuevo la configuración guardada.",
  },
  saveFailed: { id: "admin.settings.saveFailed", defaultMessage: "No fue posible guardar la configuración. Intente de nuevo." },
  stale: { id: "admin.settings.stale", defaultMessage: "Cargar la configuración actual (descarta sus cambios)" },
  conflictTitle: { id: "admin.settings.conflictTitle", defaultMessage: "No se guardó" },
  conflictFallback: {
    id: "admin.settings.conflictFallback",
    defaultMessage:
      "Otra persona guardó la configuración mientras usted la editaba. Cargue la versión actual para seguir; sus cambios siguen en el formulario hasta entonces.",
  },
  reloaded: { id: "admin.settings.reloaded", defaultMessage: "Se cargó la configuración actual. Haga de nuevo sus cambios y guárdelos." },
});

type Values = { [K in keyof SiteSettings]: SiteSettings[K] };

/** Field name → control id, in the order the fields appear (the error summary follows it). */
const FIELD_IDS: Record<keyof Values, string> = {
  switchboard: "settings-switchboard",
  freeLine: "settings-free-line",
  antiCorruptionLine: "settings-anti-corruption-line",
  emergencyEnergy: "settings-emergency-energy",
  emergencyWater: "settings-emergency-water",
  emergencyTelecom: "settings-emergency-telecom",
  officeHours: "settings-office-hours",
  maintenanceBannerEnabled: "settings-banner-enabled",
  maintenanceBannerText: "settings-banner-text",
  chatEnabled: "settings-chat-enabled",
  pqrsMailbox: "settings-pqrs-mailbox",
};

const LINE_FIELDS = ["switchboard", "freeLine", "antiCorruptionLine"] as const;
const EMERGENCY_FIELDS = ["emergencyEnergy", "emergencyWater", "emergencyTelecom"] as const;
const PHONE_MAX_LENGTH = 20;
const PREVIEW_LABEL_ID = "settings-banner-preview-label";

/** The shared rules (their messages already name the field). */
const validate = (v: Values) => validateSettings(v) as Partial<Record<keyof Values, string>>;

/** What the server holds, completed with the defaults (a key the server lacks never leaves a control uncontrolled). */
function completeSettings(s: Partial<SiteSettings> | undefined): Values {
  return { ...DEFAULT_SETTINGS, ...(s ?? {}) };
}

function sameSettings(a: Values, b: Values): boolean {
  return SETTING_KEYS.every((k) => a[k] === b[k]);
}

/**
 * What a failed call tells the administrator: the server's own message or, when no answer came,
 * the connection message of the API client (both in Spanish); else the fallback, never a raw
 * "Request failed with status code 500".
 */
function failureText(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  const answered = errorStatus(error) !== undefined;
  const isRequest = (error as { isAxiosError?: boolean } | null)?.isAxiosError === true;
  return (!answered && isRequest ? errorText(error) : undefined) ?? fallback;
}

function formatInstant(intl: IntlShape, at: string): string {
  return intl.formatDate(at, { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE });
}

const useStyles = makeStyles({
  page: { maxWidth: "48rem" },
  intro: { color: tokens.colorNeutralForeground2, marginBlockEnd: tokens.spacingVerticalM },
  meta: { marginBlockEnd: tokens.spacingVerticalXL },
  fieldset: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: `0 0 ${tokens.spacingVerticalXL}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0`,
    minWidth: 0,
  },
  legend: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    paddingInline: tokens.spacingHorizontalXS,
  },
  fieldsetIntro: { color: tokens.colorNeutralForeground2, marginBlock: `0 ${tokens.spacingVerticalM}` },
  toggle: { marginBlockEnd: tokens.spacingVerticalL },
  preview: { marginBlockEnd: tokens.spacingVerticalL, maxWidth: "40rem" },
  previewLabel: { fontWeight: tokens.fontWeightSemibold, marginBlock: `0 ${tokens.spacingVerticalXS}` },
  previewText: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
  previewEmpty: { fontStyle: "italic" },
  actions: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: tokens.spacingHorizontalL,
    marginBlockStart: tokens.spacingVerticalL,
  },
  dirty: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  status: { minHeight: "1.5em", marginBlock: tokens.spacingVerticalM },
  problem: { display: "grid", gap: tokens.spacingVerticalS, justifyItems: "start", marginBlock: tokens.spacingVerticalM },
  conflict: {
    marginBlockEnd: tokens.spacingVerticalM,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "2px" },
  },
  // A long action label wraps on a phone instead of running out of the message.
  wrapButton: { whiteSpace: "normal", height: "auto", minHeight: "32px", textAlign: "start", maxWidth: "100%" },
});

/** /admin/settings (ADMIN, SUPER_ADMIN): the site settings of issue 9. */
export default observer(function AdminSettingsView() {
  const intl = useIntl();
  const styles = useStyles();
  const getApi = useAdminApi();
  const { siteSettings } = useStores();
  const load = useLoad<StoredSettings>("admin-settings", () => getApi().then((api) => api.settings()));
  /** The last settings read from or saved on the server: "Descartar cambios" returns to them. */
  const [stored, setStored] = useState<StoredSettings | null>(null);
  const [notice, setNotice] = useState("");
  /**
   * A save was refused because someone else saved first (409): the server's words, shown beside
   * the save button with the action that loads their version inside the same message.
   */
  const [conflict, setConflict] = useState<string | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  /** Set when the administrator asked for the current version: the loaded values replace the form's. */
  const reloading = useRef(false);
  /** The form's attempt when the changes were discarded: the last save's messages no longer apply. */
  const [discardedAt, setDiscardedAt] = useState<number | null>(null);
  /** What the controls hold now, read when a save answers (the person may have kept typing). */
  const current = useRef<Values>(DEFAULT_SETTINGS);

  const form = useForm<Values>({
    initial: DEFAULT_SETTINGS,
    validate,
    fieldIds: FIELD_IDS,
    name: "admin-settings",
    onSubmit: async (submitted): Promise<SubmitFailure | void> => {
      setNotice("");
      setConflict(null);
      try {
        const api = await getApi();
        const result = await api.saveSettings(tidySettings(submitted), stored?.version ?? 0);
        const saved = completeSettings(result.settings);
        setStored({ ...result, settings: saved });
        // Show what was stored (tidied), but keep anything typed while the save was on its way.
        for (const key of SETTING_KEYS) {
          if (current.current[key] === submitted[key]) form.set(key, saved[key]);
        }
        setNotice(intl.formatMessage(t.saved));
        // This tab's header, footer and banner show the new values at once.
        void siteSettings.reload();
      } catch (e) {
        // 409: someone saved first; what was typed stays visible until the person loads their version.
        // The message and its action go beside the save button (not the summary above the title,
        // a screen away on a phone); a refused save all the same for the form.
        if (errorStatus(e) === 409) {
          setConflict(failureText(e, intl.formatMessage(t.conflictFallback)));
          return {};
        }
        // 400: the field messages go to the summary; otherwise one message. What was typed stays.
        return { message: failureText(e, intl.formatMessage(t.saveFailed)), fields: serverFields(e) };
      }
    },
  });
  const { values, set, errors, attempt, busy, formProps } = form;

  useEffect(() => {
    current.current = values;
  }, [values]);

  // The loaded settings fill the form (useForm keeps its first values, so they are set one by one).
  useEffect(() => {
    if (!load.data) return;
    const loaded = completeSettings(load.data.settings);
    setStored({ ...load.data, settings: loaded });
    for (const key of SETTING_KEYS) set(key, loaded[key]);
    if (reloading.current) {
      reloading.current = false;
      setNotice(intl.formatMessage(t.reloaded));
    }
  }, [load.data, set, intl]);

  // The conflict message takes focus, so its action is the next stop (and it is read at once).
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const reload = () => {
    setConflict(null);
    setNotice("");
    // The refusal message no longer applies once the current version is on screen.
    setDiscardedAt(attempt);
    reloading.current = true;
    load.retry();
  };

  const baseline = stored ? completeSettings(stored.settings) : null;
  const dirty = baseline !== null && !sameSettings(values, baseline);

  // Leaving the page (reload, closing the tab) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // After "Descartar cambios", the messages of the last save (not tied to a field) are stale.
  const items = discardedAt === attempt ? form.items.filter((item) => item.fieldId) : form.items;
  useErrorTitle(items.length > 0);

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    setNotice("");
    set(key, value);
  };

  const discard = () => {
    if (!baseline || busy) return;
    for (const key of SETTING_KEYS) set(key, baseline[key]);
    setDiscardedAt(attempt);
    setNotice(intl.formatMessage(t.discarded));
  };

  const counter = (value: string, max: number) => fm(intl, t.counter, { count: value.length, max });

  const phoneField = (key: (typeof LINE_FIELDS)[number] | (typeof EMERGENCY_FIELDS)[number]) => (
    <TextField
      key={key}
      id={FIELD_IDS[key]}
      label={intl.formatMessage(t[key])}
      hint={intl.formatMessage(t.phoneHint)}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      required
      maxLength={PHONE_MAX_LENGTH}
      value={values[key]}
      onChange={(v) => change(key, v)}
      error={errors[key]}
    />
  );

  const lastChange = stored?.updatedAt
    ? stored.updatedBy
      ? fm(intl, t.updated, { date: formatInstant(intl, stored.updatedAt), email: stored.updatedBy })
      : fm(intl, t.updatedNoAuthor, { date: formatInstant(intl, stored.updatedAt) })
    : intl.formatMessage(t.neverUpdated);
  const bannerPreview = tidyText(values.maintenanceBannerText);

  return (
    <article className={styles.page}>
      <ErrorSummary items={items} attempt={attempt} />
      <PageHeading>{intl.formatMessage(t.title)}</PageHeading>
      <Body1 as="p" block className={styles.intro}>
        {intl.formatMessage(t.intro)}
      </Body1>

      {stored ? (
        <>
          <Body1 as="p" block className={styles.meta}>
            {lastChange}
          </Body1>

          <form {...formProps}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{intl.formatMessage(t.linesLegend)}</legend>
              {LINE_FIELDS.map(phoneField)}
            </fieldset>

            <fieldset className={styles.fieldset} aria-describedby="settings-emergency-intro">
              <legend className={styles.legend}>{intl.formatMessage(t.emergencyLegend)}</legend>
              <Body1 as="p" block id="settings-emergency-intro" className={styles.fieldsetIntro}>
                {intl.formatMessage(t.emergencyIntro)}
              </Body1>
              {EMERGENCY_FIELDS.map(phoneField)}
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{intl.formatMessage(t.hoursLegend)}</legend>
              <TextareaField
                id={FIELD_IDS.officeHours}
                label={intl.formatMessage(t.officeHours)}
                hint={`${fm(intl, t.officeHoursHint, { min: SETTINGS_LIMITS.officeHoursMin, max: SETTINGS_LIMITS.officeHoursMax })} ${counter(
                  values.officeHours,
                  SETTINGS_LIMITS.officeHoursMax,
                )}`}
                required
                maxLength={SETTINGS_LIMITS.officeHoursMax}
                value={values.officeHours}
                onChange={(v) => change("officeHours", v)}
                error={errors.officeHours}
              />
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{intl.formatMessage(t.bannerLegend)}</legend>
              <Field className={styles.toggle} hint={intl.formatMessage(t.bannerEnabledHint)}>
                <Switch
                  id={FIELD_IDS.maintenanceBannerEnabled}
                  name={FIELD_IDS.maintenanceBannerEnabled}
                  label={intl.formatMessage(t.bannerEnabled)}
                  checked={values.maintenanceBannerEnabled}
                  onChange={(_, d) => change("maintenanceBannerEnabled", d.checked)}
                />
              </Field>
              <TextareaField
                id={FIELD_IDS.maintenanceBannerText}
                label={intl.formatMessage(t.bannerText)}
                hint={`${intl.formatMessage(t.bannerTextHint)} ${counter(values.maintenanceBannerText, SETTINGS_LIMITS.bannerMax)}`}
                required={values.maintenanceBannerEnabled}
                maxLength={SETTINGS_LIMITS.bannerMax}
                value={values.maintenanceBannerText}
                onChange={(v) => change("maintenanceBannerText", v)}
                error={errors.maintenanceBannerText}
              />
              {values.maintenanceBannerEnabled ? (
                <div className={styles.preview}>
                  <Body1 as="p" block id={PREVIEW_LABEL_ID} className={styles.previewLabel}>
                    {intl.formatMessage(t.previewLabel)}
                  </Body1>
                  <MessageBar intent="warning" layout="multiline" politeness="polite" aria-labelledby={PREVIEW_LABEL_ID}>
                    <MessageBarBody className={bannerPreview ? styles.previewText : styles.previewEmpty}>
                      {bannerPreview || intl.formatMessage(t.previewEmpty)}
                    </MessageBarBody>
                  </MessageBar>
                </div>
              ) : null}
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{intl.formatMessage(t.chatLegend)}</legend>
              <Field className={styles.toggle} hint={intl.formatMessage(t.chatEnabledHint)}>
                <Switch
                  id={FIELD_IDS.chatEnabled}
                  name={FIELD_IDS.chatEnabled}
                  label={intl.formatMessage(t.chatEnabled)}
                  checked={values.chatEnabled}
                  onChange={(_, d) => change("chatEnabled", d.checked)}
                />
              </Field>
            </fieldset>

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{intl.formatMessage(t.pqrsLegend)}</legend>
              <TextField
                id={FIELD_IDS.pqrsMailbox}
                label={intl.formatMessage(t.pqrsMailbox)}
                hint={intl.formatMessage(t.pqrsMailboxHint)}
                type="email"
                inputMode="email"
                autoComplete="off"
                required
                maxLength={EMAIL_MAX_LENGTH}
                value={values.pqrsMailbox}
                onChange={(v) => change("pqrsMailbox", v)}
                error={errors.pqrsMailbox}
              />
            </fieldset>

            {conflict ? (
              <MessageBar ref={conflictRef} intent="warning" layout="multiline" role="alert" tabIndex={-1} className={styles.conflict}>
                <MessageBarBody>
                  <MessageBarTitle>{intl.formatMessage(t.conflictTitle)}</MessageBarTitle> {conflict}
                </MessageBarBody>
                <MessageBarActions>
                  <Button type="button" className={styles.wrapButton} onClick={reload}>
                    {intl.formatMessage(t.stale)}
                  </Button>
                </MessageBarActions>
              </MessageBar>
            ) : null}
            <div className={styles.actions}>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={busy}
                aria-busy={busy}
                icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
              >
                {intl.formatMessage(busy ? t.saving : t.save)}
              </Button>
              <Button type="button" disabledFocusable={!dirty || busy} onClick={discard}>
                {intl.formatMessage(t.discard)}
              </Button>
              {dirty ? (
                <Body1 as="p" block className={styles.dirty}>
                  {intl.formatMessage(t.dirty)}
                </Body1>
              ) : null}
            </div>
          </form>
        </>
      ) : load.error && !load.loading ? (
        <div role="alert" className={styles.problem}>
          <Body1 as="p" block>
            {intl.formatMessage(t.loadError)} {failureText(load.error, "")}
          </Body1>
          <Button onClick={load.retry}>{intl.formatMessage(t.retry)}</Button>
        </div>
      ) : (
        <Spinner label={intl.formatMessage(t.loading)} />
      )}

      <p role="status" aria-live="polite" className={styles.status}>
        {notice}
      </p>
    </article>
  );
});
