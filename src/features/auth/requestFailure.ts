import { errorText, serverFields } from "../../services/apiClient";
import type { SubmitFailure } from "../../components/forms/useForm";

/** A failed account call as the form shows it: the server's message and field messages, else the error text. */
export function requestFailure(error: unknown, fallback: string): SubmitFailure {
  return { message: errorText(error) ?? fallback, fields: serverFields(error) };
}
