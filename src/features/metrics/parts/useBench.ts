import { useCallback, useEffect, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useFeatureStore } from "../../../app/StoresContext";
import { useForm } from "../../../components/forms/useForm";
import { benchStoreKey } from "../BenchStore";

const t = defineMessages({
  formNameMissing: { id: "metrics.bench.formNameMissing", defaultMessage: "Escriba un nombre para enviar el formulario de prueba." },
  formSent: { id: "metrics.bench.formSent", defaultMessage: "Formulario enviado. Se registró un evento «form_submit»." },
});

type FormValues = { name: string };

/** The ids of the bench form's fields (the error summary links to them). */
export const BENCH_FORM_IDS = { name: "bench-form-name" } as const;

/**
 * The bench of one page, held by the page: its form's error summary goes above the page's h1
 * (STYLE.md), so the page needs the form before it renders the heading. The last announcement is
 * this visit's own; the queue's count lives in the BenchStore, read every 500 ms while shown.
 */
export function useBench(pagePath: string) {
  const intl = useIntl();
  const store = useFeatureStore(benchStoreKey);
  const [message, setMessage] = useState("");
  useEffect(() => store.watch(), [store]);
  const announce = useCallback(
    (text: string) => {
      setMessage(text);
      store.refresh();
    },
    [store],
  );
  const validate = useCallback((v: FormValues) => (v.name.trim() ? {} : { name: intl.formatMessage(t.formNameMissing) }), [intl]);
  const form = useForm<FormValues>({
    initial: { name: "" },
    validate,
    fieldIds: BENCH_FORM_IDS,
    // useForm tracks the accepted submission itself (form_submit, under this name).
    name: "formulario_de_prueba",
    onSubmit: async () => {
      announce(intl.formatMessage(t.formSent));
    },
  });
  // useForm tracks the submission once onSubmit has returned: count again when it is done.
  useEffect(() => store.refresh(), [form.busy, store]);
  return { pagePath, store, message, announce, form };
}

export type Bench = ReturnType<typeof useBench>;
