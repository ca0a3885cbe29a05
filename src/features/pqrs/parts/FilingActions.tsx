import { CAPTCHA_FIELD, CaptchaField, type CaptchaControl } from "../../../components/captcha/Captcha";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { makeStyles, tokens } from "../../../theme";
import { UploadProgress } from "./UploadProgress";

const useStyles = makeStyles({
  actions: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalL },
});

/** The end of a filing form: the "No soy un robot" check (without a session), the upload's progress and the submit button. */
export function FilingActions({
  captchaId,
  percent,
  signedIn,
  captcha,
  errors,
  busy,
  busyLabel,
  label,
}: {
  captchaId: string;
  /** The upload's progress (FilingStore.percent). */
  percent: number | null;
  signedIn: boolean;
  captcha: CaptchaControl;
  errors: Record<string, string>;
  busy: boolean;
  busyLabel: string;
  label: string;
}) {
  const styles = useStyles();
  return (
    <>
      {!signedIn && <CaptchaField id={captchaId} control={captcha} error={errors[CAPTCHA_FIELD]} />}
      <UploadProgress percent={percent} />
      <div className={styles.actions}>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {label}
        </SubmitButton>
      </div>
    </>
  );
}
