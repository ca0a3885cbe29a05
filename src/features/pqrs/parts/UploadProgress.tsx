import { Body1, ProgressBar } from "@fluentui/react-components";
import { useIntl } from "react-intl";
import { fm } from "../../../components/useLoad";
import { pm } from "../pqrsLabels";
import { usePqrsStyles } from "./pqrsStyles";

/** The upload's progress bar and a live "Enviando 45 %" (in steps of 10, so it is not read at every byte). */
export function UploadProgress({ percent }: { percent: number | null }) {
  const intl = useIntl();
  const styles = usePqrsStyles();
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
