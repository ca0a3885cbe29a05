import { useCallback, useEffect } from "react";
import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { ErrorSummary } from "../../../components/forms/ErrorSummary";
import { TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/SubmitButton";
import { useErrorTitle, useForm, type SubmitFailure } from "../../../components/forms/useForm";
import { errorStatus, errorText, serverFields } from "../../../services/apiClient";
import { validateRadicado } from "../../../shared/pqrs";
import { pm } from "../pqrsLabels";
import { hasPublicStatus, type TrackingStore } from "../TrackingStore";
import { usePqrsStyles } from "./pqrsStyles";

type TrackValues = { radicado: string; document: string };

/**
 * Looks a request up by its radicado and the applicant's document (or the anonymous tracking code).
 * A failure report needs only its number (README, issue 21): the document is optional for it, and
 * one named by the address (the receipt's link) is looked up at once.
 */
export const TrackForm = observer(function TrackForm({ tracking, initialRadicado }: { tracking: TrackingStore; initialRadicado?: string | null }) {
  const intl = useIntl();
  const styles = usePqrsStyles();
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
  const failureOf = (error: unknown, status: number | undefined, publicNumber: boolean): SubmitFailure => {
    if (status === 404) return { message: intl.formatMessage(publicNumber ? pm.trackNotFoundPublic : pm.trackNotFound) };
    return { message: errorText(error) ?? intl.formatMessage(pm.trackFailed), fields: serverFields(error) };
  };
  const onSubmit = async (v: TrackValues): Promise<SubmitFailure | void> => {
    const outcome = await tracking.track(v.radicado, v.document);
    if ("error" in outcome) return failureOf(outcome.error, outcome.status, hasPublicStatus(v.radicado) && v.document.trim() === "");
  };
  const form = useForm<TrackValues>({ initial: { radicado: initialRadicado ?? "", document: "" }, validate, fieldIds, name: "consulta-pqrs", onSubmit });
  const { set } = form;
  useEffect(() => {
    if (!initialRadicado) return;
    set("radicado", initialRadicado);
    void tracking.lookUp(initialRadicado);
  }, [initialRadicado, set, tracking]);
  // What the lookup of the address's failure report met, shown until the person submits the form.
  const lookupFailure = tracking.lookupError ? (failureOf(tracking.lookupError, errorStatus(tracking.lookupError), true).message ?? null) : null;
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
});
