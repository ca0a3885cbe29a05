import { useEffect, useState } from "react";
import type { IntlShape, MessageDescriptor } from "react-intl";

/** formatMessage with values, for descriptors of defineMessages (their typed values say none). */
export function fm(intl: IntlShape, descriptor: MessageDescriptor, values: Record<string, string | number>): string {
  return intl.formatMessage(descriptor, values) as string;
}

/** Loads with `load` whenever `key` changes; keeps the last result while the next one loads. */
export function useLoad<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown; loading: boolean }>({ key, loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, key, loading: true, error: undefined }));
    load().then(
      (data) => live && setState({ key, data, loading: false }),
      (error: unknown) => live && setState((s) => ({ ...s, key, error, loading: false })),
    );
    return () => {
      live = false;
    };
    // `load` closes over what `key` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
