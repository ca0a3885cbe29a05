import { Body1 } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { TextField } from "../../../../components/forms/fields";
import { fm } from "../../../../components/useLoad";
import { SETTINGS_LIMITS, SOCIAL_KEYS, type SiteSettings } from "../../../../shared/admin";
import { EMAIL_MAX_LENGTH } from "../../../../shared/validation";
import { settingsMessages as t } from "./adminSettingsMessages";
import { FIELD_IDS } from "./settingsFields";
import { useSettingsStyles } from "./useSettingsStyles";

type IdentityKey = "entityName" | "officeCity" | "postalCode" | "institutionalEmail" | "judicialEmail" | (typeof SOCIAL_KEYS)[number];

/**
 * What the GOV.CO footer prints besides the phones, address and hours (issue 35 §4; Res. MinTIC
 * 1519 de 2020, Anexo 2): the entity's name, municipality and postal code, its two public e-mails
 * and its social networks.
 */
export function IdentityFieldsets({
  values,
  errors,
  onChange,
}: {
  values: Pick<SiteSettings, IdentityKey>;
  errors: Partial<Record<keyof SiteSettings, string>>;
  onChange: (key: IdentityKey, value: string) => void;
}) {
  const intl = useIntl();
  const styles = useSettingsStyles();
  const field = (key: IdentityKey, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={key}
      id={FIELD_IDS[key]}
      label={intl.formatMessage(t[key])}
      autoComplete="off"
      value={values[key]}
      onChange={(v) => onChange(key, v)}
      error={errors[key]}
      {...extra}
    />
  );
  const mail = { type: "email" as const, inputMode: "email" as const, required: true, maxLength: EMAIL_MAX_LENGTH, hint: intl.formatMessage(t.publicMailHint) };
  return (
    <>
      <fieldset className={styles.fieldset} aria-describedby="settings-entity-intro">
        <legend className={styles.legend}>{intl.formatMessage(t.entityLegend)}</legend>
        <Body1 as="p" block id="settings-entity-intro" className={styles.fieldsetIntro}>
          {intl.formatMessage(t.entityIntro)}
        </Body1>
        {field("entityName", {
          required: true,
          maxLength: SETTINGS_LIMITS.entityNameMax,
          hint: fm(intl, t.entityNameHint, { min: SETTINGS_LIMITS.entityNameMin, max: SETTINGS_LIMITS.entityNameMax }),
        })}
        {field("officeCity", { required: true, maxLength: SETTINGS_LIMITS.officeCityMax, hint: intl.formatMessage(t.officeCityHint) })}
        {field("postalCode", { required: true, maxLength: 7, inputMode: "numeric", hint: intl.formatMessage(t.postalCodeHint) })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{intl.formatMessage(t.mailLegend)}</legend>
        {field("institutionalEmail", mail)}
        {field("judicialEmail", mail)}
      </fieldset>
      <fieldset className={styles.fieldset} aria-describedby="settings-social-intro">
        <legend className={styles.legend}>{intl.formatMessage(t.socialLegend)}</legend>
        <Body1 as="p" block id="settings-social-intro" className={styles.fieldsetIntro}>
          {intl.formatMessage(t.socialIntro)}
        </Body1>
        {SOCIAL_KEYS.map((key) => field(key, { type: "url", maxLength: SETTINGS_LIMITS.urlMax }))}
      </fieldset>
    </>
  );
}
