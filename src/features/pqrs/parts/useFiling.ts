import { useCallback } from "react";
import { useIntl } from "react-intl";
import { CAPTCHA_FIELD, captchaFailedMessage, useCaptchaControl, useCaptchaVerified, withoutSolvedCaptcha } from "../../../components/captcha/Captcha";
import { useErrorTitle, useForm, type FormValues, type SubmitFailure } from "../../../components/forms/useForm";
import type { FiledCase } from "../../../shared/pqrs";
import type { FilingStore } from "../FilingStore";
import { useSignedIn } from "../../../components/useSignedIn";

/** Why a submission failed: the error and the server's status (undefined without an answer). */
export type FilingFailure = { error: unknown; status: number | undefined };

/**
 * What the PQRS form and the case forms share: the form state (useForm), the "No soy un robot"
 * check when nobody is signed in (issue 20 §4), the submission through the form's FilingStore (the
 * same Idempotency-Key across retries, the upload's progress), the error summary's items and the
 * page title's "Error: ". Each form says how it sends and what a failure tells the person.
 */
export function useFiling<V extends FormValues, I>(options: {
  /** The submission of this request (PqrsStore.pqrsFiling / caseFiling). */
  filing: FilingStore<I>;
  /** The form's name in the metrics. */
  name: string;
  initial: V;
  fieldIds: Record<keyof V & string, string>;
  validate: (values: V) => Partial<Record<keyof V & string, string>>;
  toInput: (values: V) => I;
  files: readonly File[];
  failure: (failure: FilingFailure) => SubmitFailure;
  /** After the receipt is in the store (FilingStore.filed). */
  onFiled?: (filed: FiledCase) => void;
}) {
  const { filing, toInput, files, failure, onFiled } = options;
  const intl = useIntl();
  const signedIn = useSignedIn();
  const captcha = useCaptchaControl();
  const captchaVerified = useCaptchaVerified(captcha);

  const onSubmit = async (values: V): Promise<SubmitFailure | void> => {
    let altcha: string | undefined;
    if (!signedIn) {
      try {
        altcha = await captcha.payload();
      } catch {
        return { fields: { [CAPTCHA_FIELD]: captchaFailedMessage(intl) } };
      }
    }
    const outcome = await filing.submit(toInput(values), files, altcha);
    if (outcome === null) return;
    if ("filed" in outcome) {
      onFiled?.(outcome.filed);
      return;
    }
    // The server took the check; a retry after no answer keeps it (same Idempotency-Key, same filing).
    if (outcome.status !== undefined && outcome.status < 500) captcha.spent();
    return failure(outcome);
  };

  const form = useForm<V>({ initial: options.initial, validate: options.validate, fieldIds: options.fieldIds, name: options.name, onSubmit });
  const formSet = form.set;
  /** Sets a value; after a refusal the edited form becomes a new submission (FilingStore.edited). */
  const set = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      filing.edited();
      formSet(name, value);
    },
    [filing, formSet],
  );
  useErrorTitle(form.items.length > 0);
  const items = withoutSolvedCaptcha(form.items, form.errors[CAPTCHA_FIELD], captchaVerified);
  return { form, set, items, captcha, signedIn };
}
