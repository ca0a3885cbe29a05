import { Body1, Field, MessageBar, MessageBarBody, Switch } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { TextareaField } from "../../../../components/forms/fields";
import { fm } from "../../../../components/useLoad";
import { SETTINGS_LIMITS, tidyText } from "../../../../shared/admin";
import { settingsMessages as t } from "./adminSettingsMessages";
import { FIELD_IDS } from "./settingsFields";
import { useSettingsStyles } from "./useSettingsStyles";

const PREVIEW_LABEL_ID = "settings-banner-preview-label";

/** The maintenance banner: its switch, its text with a counter, and a preview while it is on. */
export function BannerFieldset({
  enabled,
  text,
  error,
  onEnabled,
  onText,
}: {
  enabled: boolean;
  text: string;
  error: string | undefined;
  onEnabled: (on: boolean) => void;
  onText: (text: string) => void;
}) {
  const intl = useIntl();
  const styles = useSettingsStyles();
  const preview = tidyText(text);
  const counter = fm(intl, t.counter, { count: text.length, max: SETTINGS_LIMITS.bannerMax });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(t.bannerLegend)}</legend>
      <Field className={styles.toggle} hint={intl.formatMessage(t.bannerEnabledHint)}>
        <Switch
          id={FIELD_IDS.maintenanceBannerEnabled}
          name={FIELD_IDS.maintenanceBannerEnabled}
          label={intl.formatMessage(t.bannerEnabled)}
          checked={enabled}
          onChange={(_, d) => onEnabled(d.checked)}
        />
      </Field>
      <TextareaField
        id={FIELD_IDS.maintenanceBannerText}
        label={intl.formatMessage(t.bannerText)}
        hint={`${intl.formatMessage(t.bannerTextHint)} ${counter}`}
        required={enabled}
        maxLength={SETTINGS_LIMITS.bannerMax}
        value={text}
        onChange={onText}
        error={error}
      />
      {enabled ? (
        <div className={styles.preview}>
          <Body1 as="p" block id={PREVIEW_LABEL_ID} className={styles.previewLabel}>
            {intl.formatMessage(t.previewLabel)}
          </Body1>
          <MessageBar intent="warning" layout="multiline" politeness="polite" aria-labelledby={PREVIEW_LABEL_ID}>
            <MessageBarBody className={preview ? styles.previewText : styles.previewEmpty}>{preview || intl.formatMessage(t.previewEmpty)}</MessageBarBody>
          </MessageBar>
        </div>
      ) : null}
    </fieldset>
  );
}
