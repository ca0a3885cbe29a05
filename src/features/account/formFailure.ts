import type { SubmitFailure } from "../../components/forms/useForm";
import { errorText, serverFields } from "../../services/apiClient";

/**
 * A refused submit as the form shows it: the server's message (undefined when it gave none: the
 * form says its own) and its field messages under the form's field names. `rename` maps the
 * server's names the form calls otherwise; a name like `services[0]` counts as `services` when the
 * form has such a field; other names stay as they are (the summary lists them).
 */
export function formFailure(error: unknown, known: readonly string[], rename: Readonly<Record<string, string>> = {}): SubmitFailure {
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(serverFields(error) ?? {})) {
    const base = name.split(/[.[]/)[0];
    fields[rename[name] ?? (known.includes(base) ? base : name)] = message;
  }
  return { message: errorText(error), fields };
}
