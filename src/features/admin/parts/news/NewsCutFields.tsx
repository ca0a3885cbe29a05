import { useIntl } from "react-intl";
import { DateTimeField } from "../../../../components/forms/DateField";
import { SelectField, TextareaField, TextField } from "../../../../components/forms/fields";
import { NEWS_LIMITS } from "../../../../shared/news";
import { serviceOptions } from "../../../news/newsLabels";
import { FIELD_IDS, type Values } from "./newsForm";
import { NewsCutSubscribers } from "./NewsCutSubscribers";
import { t } from "./newsEditorMessages";
import { useNewsEditorStyles } from "./newsEditorStyles";

/** The fields of a service cut (category "cortes"): service, zones, window in Bogotá time, reason. */
export function NewsCutFields({ values, errors, set }: { values: Values; errors: Record<string, string>; set: (name: keyof Values, value: string) => void }) {
  const intl = useIntl();
  const styles = useNewsEditorStyles();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(t.cutLegend)}</legend>
      <SelectField
        id={FIELD_IDS.cutService}
        label={intl.formatMessage(t.service)}
        required
        error={errors.cutService}
        value={values.cutService}
        options={serviceOptions(intl)}
        placeholder={intl.formatMessage(t.choose)}
        onChange={(v) => set("cutService", v)}
      />
      <TextareaField
        id={FIELD_IDS.cutZones}
        label={intl.formatMessage(t.zones)}
        hint={intl.formatMessage(t.zonesHint)}
        required
        error={errors.cutZones}
        value={values.cutZones}
        onChange={(v) => set("cutZones", v)}
      />
      <NewsCutSubscribers zones={values.cutZones} />
      <div className={styles.row}>
        <DateTimeField
          id={FIELD_IDS.cutStartsAt}
          dateLabel={intl.formatMessage(t.startDate)}
          timeLabel={intl.formatMessage(t.startTime)}
          required
          error={errors.cutStartsAt}
          value={values.cutStartsAt}
          onChange={(v) => set("cutStartsAt", v)}
        />
        <DateTimeField
          id={FIELD_IDS.cutEndsAt}
          dateLabel={intl.formatMessage(t.endDate)}
          timeLabel={intl.formatMessage(t.endTime)}
          required
          error={errors.cutEndsAt}
          value={values.cutEndsAt}
          onChange={(v) => set("cutEndsAt", v)}
        />
      </div>
      <TextField
        id={FIELD_IDS.cutReason}
        label={intl.formatMessage(t.reason)}
        required
        error={errors.cutReason}
        value={values.cutReason}
        maxLength={NEWS_LIMITS.reason}
        onChange={(v) => set("cutReason", v)}
      />
    </fieldset>
  );
}
