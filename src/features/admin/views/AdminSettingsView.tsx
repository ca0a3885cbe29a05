import { useEffect, useRef, useState } from "react";
import { Body1, Button, Field, Spinner, Switch } from "@fluentui/react-components";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { PageHeading } from "../../../components/a11y/PageHeading";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { TextareaField, TextField } from "../../../components/forms/fields";
import { useErrorTitle, useForm, type SubmitFailure } from "../../../components/forms/useForm";
import { fm } from "../../../components/useLoad";
import { useFormat } from "../../../format";
import { DEFAULT_SETTINGS, SETTING_KEYS, SETTINGS_LIMITS, validateSettings, type SiteSettings } from "../../../shared/admin";
import { EMAIL_MAX_LENGTH } from "../../../shared/validation";
import { adminSettingsStoreKey } from "../AdminSettingsStore";
import { settingsMessages as t } from "../parts/settings/adminSettingsMessages";
import { BannerFieldset } from "../parts/settings/BannerFieldset";
import { IdentityFieldsets } from "../parts/settings/IdentityFieldsets";
import { failureText } from "../parts/settings/failureText";
import { SettingsConflict } from "../parts/settings/SettingsConflict";
import { EMERGENCY_FIELDS, FIELD_IDS, LINE_FIELDS, PHONE_MAX_LENGTH, type PhoneField } from "../parts/settings/settingsFields";
import { useSettingsStyles } from "../parts/settings/useSettingsStyles";

type Values = { [K in keyof SiteSettings]: SiteSettings[K] };

/** The shared rules (their messages already name the field). */
const validate = (v: Values) => validateSettings(v) as Partial<Record<keyof Values, string>>;

function sameSettings(a: Values, b: Values): boolean {
  return SETTING_KEYS.every((k) => a[k] === b[k]);
}

/** /admin/settings (ADMIN, SUPER_ADMIN): the site settings of issue 9. */
export default observer(function AdminSettingsView() {
  const intl = useIntl();
  const f = useFormat();
  const styles = useSettingsStyles();
  const store = useFeatureStore(adminSettingsStoreKey);
  /** The last settings read from or saved on the server: "Descartar cambios" returns to them. */
  const stored = store.stored;
  const [notice, setNotice] = useState("");
  /** Set when the administrator asked for the current version: the loaded values replace the form's. */
  const reloading = useRef(false);
  /** The form's attempt when the changes were discarded: the last save's messages no longer apply. */
  const [discardedAt, setDiscardedAt] = useState<number | null>(null);
  /** What the controls hold now, read when a save answers (the person may have kept typing). */
  const current = useRef<Values>(DEFAULT_SETTINGS);

  useEffect(() => {
    void store.open();
    return () => store.leave();
  }, [store]);

  const form = useForm<Values>({
    initial: DEFAULT_SETTINGS,
    validate,
    fieldIds: FIELD_IDS,
    name: "admin-settings",
    onSubmit: async (submitted): Promise<SubmitFailure | void> => {
      setNotice("");
      const result = await store.save(submitted);
      if (result.ok) {
        // Show what was stored (tidied), but keep anything typed while the save was on its way.
        for (const key of SETTING_KEYS) {
          if (current.current[key] === submitted[key]) form.set(key, result.settings[key]);
        }
        setNotice(intl.formatMessage(t.saved));
        return;
      }
      // 409: someone saved first; what was typed stays visible until the person loads their version.
      // The message and its action go beside the save button (not the summary above the title,
      // a screen away on a phone); a refused save all the same for the form.
      if (result.conflict) return {};
      // 400: the field messages go to the summary; otherwise one message. What was typed stays.
      return { message: failureText(result.error, intl.formatMessage(t.saveFailed)), fields: result.fields };
    },
  });
  const { values, set, errors, attempt, busy, formProps } = form;

  useEffect(() => {
    current.current = values;
  }, [values]);

  // Each read fills the form (useForm keeps its first values, so they are set one by one).
  const lastRead = store.lastRead;
  useEffect(() => {
    if (!lastRead) return;
    for (const key of SETTING_KEYS) set(key, lastRead.settings[key]);
    if (reloading.current) {
      reloading.current = false;
      setNotice(intl.formatMessage(t.reloaded));
    }
  }, [lastRead, set, intl]);

  const loadCurrent = () => {
    setNotice("");
    // The refusal message no longer applies once the current version is on screen.
    setDiscardedAt(attempt);
    reloading.current = true;
    void store.loadCurrent();
  };

  const baseline: Values | null = stored?.settings ?? null;
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

  const phoneField = (key: PhoneField) => (
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
      ? fm(intl, t.updated, { date: f.instant(stored.updatedAt, "long"), email: stored.updatedBy })
      : fm(intl, t.updatedNoAuthor, { date: f.instant(stored.updatedAt, "long") })
    : intl.formatMessage(t.neverUpdated);
  const conflict = store.conflict ? failureText(store.conflict, intl.formatMessage(t.conflictFallback)) : null;

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
              <TextareaField
                id={FIELD_IDS.officeAddress}
                label={intl.formatMessage(t.officeAddress)}
                hint={`${fm(intl, t.officeAddressHint, { min: SETTINGS_LIMITS.officeAddressMin, max: SETTINGS_LIMITS.officeAddressMax })} ${counter(
                  values.officeAddress,
                  SETTINGS_LIMITS.officeAddressMax,
                )}`}
                required
                maxLength={SETTINGS_LIMITS.officeAddressMax}
                value={values.officeAddress}
                onChange={(v) => change("officeAddress", v)}
                error={errors.officeAddress}
              />
            </fieldset>

            <IdentityFieldsets values={values} errors={errors} onChange={change} />

            <BannerFieldset
              enabled={values.maintenanceBannerEnabled}
              text={values.maintenanceBannerText}
              error={errors.maintenanceBannerText}
              onEnabled={(on) => change("maintenanceBannerEnabled", on)}
              onText={(text) => change("maintenanceBannerText", text)}
            />

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

            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{intl.formatMessage(t.contentLegend)}</legend>
              <Field className={styles.toggle} hint={intl.formatMessage(t.contentRequiresApprovalHint)}>
                <Switch
                  id={FIELD_IDS.contentRequiresApproval}
                  name={FIELD_IDS.contentRequiresApproval}
                  label={intl.formatMessage(t.contentRequiresApproval)}
                  checked={values.contentRequiresApproval}
                  onChange={(_, d) => change("contentRequiresApproval", d.checked)}
                />
              </Field>
            </fieldset>

            {conflict ? <SettingsConflict message={conflict} onLoadCurrent={loadCurrent} /> : null}
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
      ) : store.failed ? (
        <div role="alert" className={styles.problem}>
          <Body1 as="p" block>
            {intl.formatMessage(t.loadError)} {failureText(store.error, "")}
          </Body1>
          <Button onClick={() => void store.retry()}>{intl.formatMessage(t.retry)}</Button>
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
