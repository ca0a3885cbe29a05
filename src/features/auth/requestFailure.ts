import { errorText, serverFields } from "../../services/apiClient";
import type { SubmitFailure } from "../../components/forms/useForm";

/** The text of a failed account call: the server's message or the error's text, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return errorText(error) ?? fallback;
}

/** A failed account call as the form shows it: the server's message and field messages, else the error text. */
export function requestFailure(error: unknown, fallback: string): SubmitFailure {
  return { message: failureMessage(error, fallback), fields: serverFields(error) };
}
