import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { useStores } from "../../app/StoresContext";
import { useMounted } from "../useMounted";
import type { SummaryItem } from "./ErrorSummary";

export type FormValues = Record<string, string | boolean>;

/** What a submit handler reports back: nothing on success, or the server's messages. */
export interface SubmitFailure {
  message?: string;
  fields?: Record<string, string>;
}

/** The page's title while the form shows errors (STYLE.md: prefix "Error: "). */
export function useErrorTitle(active: boolean): void {
  useEffect(() => {
    const base = document.title.replace(/^Error: /, "");
    document.title = active ? `Error: ${base}` : base;
    return () => {
      document.title = document.title.replace(/^Error: /, "");
    };
  }, [active]);
}

/**
 * Form state for the account forms: values, the rules checked on submit (and again while the person
 * corrects the fields), the server's field messages until the field is edited, a busy flag and the
 * summary of STYLE.md in field order.
 */
export function useForm<T extends FormValues>(options: {
  initial: T;
  validate: (values: T) => Partial<Record<keyof T & string, string>>;
  /** Field name → control id, in the order the fields appear (the summary follows it). */
  fieldIds: Record<keyof T & string, string>;
  onSubmit: (values: T) => Promise<SubmitFailure | void>;
  /** The form's name in the metrics (form_submit events); the page's path when not given. */
  name?: string;
}) {
  const { initial, validate, fieldIds, onSubmit } = options;
  const { metrics } = useStores();
  const { pathname } = useLocation();
  const [values, setValues] = useState<T>(initial);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<SubmitFailure>({});
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const clientErrors = useMemo(() => (attempt > 0 ? validate(values) : {}), [attempt, validate, values]);
  const errors: Record<string, string> = { ...(server.fields ?? {}), ...clientErrors };

  const set = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer((s) => {
      if (!s.fields?.[name]) return s;
      const fields = { ...s.fields };
      delete fields[name];
      return { ...s, fields };
    });
  }, []);

  /**
   * Back to a fresh form with these values (after a success: "the form is ready for another one"):
   * no attempt yet, so the rules wait for the next submit instead of judging the emptied fields.
   */
  const reset = useCallback((next: T) => {
    setValues(next);
    setServer({});
    setAttempt(0);
  }, []);

  const order = Object.keys(fieldIds);
  const items: SummaryItem[] = order.filter((name) => errors[name]).map((name) => ({ message: errors[name], fieldId: fieldIds[name as keyof T & string] }));
  // Server messages about fields this form does not show, and the form-level message.
  for (const [name, message] of Object.entries(server.fields ?? {})) {
    if (!order.includes(name)) items.push({ message });
  }
  if (server.message && items.length === 0) items.push({ message: server.message });

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    setServer({});
    const found = validate(values);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const failure = await onSubmit(values);
      // Spec §7: form submissions are tracked (a refused one is not a completion).
      metrics.trackFormSubmit(options.name ?? pathname, pathname, !failure);
      if (failure && mounted.current) {
        setServer(failure);
        setAttempt((n) => n + 1);
      }
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  /**
   * Spread on the <form>: our own messages replace the browser's, and it says when it is busy. In
   * a prerendered page the form is inert until the app has hydrated it, so nothing is typed that
   * the app would not see and the browser never sends it by itself; POST besides, so what was typed
   * (a password) could never end up in the address.
   */
  const hydrated = useMounted();
  const formProps = { noValidate: true, method: "post", inert: !hydrated, onSubmit: (e: FormEvent) => void submit(e), "aria-busy": busy };

  return { values, set, reset, errors, items, attempt, busy, formProps };
}
