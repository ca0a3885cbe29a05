import { errorStatus, errorText, serverMessage } from "../../../../services/apiClient";

/**
 * What a failed call tells the administrator: the server's own message or, when no answer came,
 * the connection message of the API client (both in Spanish); else the fallback, never a raw
 * "Request failed with status code 500".
 */
export function failureText(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  const answered = errorStatus(error) !== undefined;
  const isRequest = (error as { isAxiosError?: boolean } | null)?.isAxiosError === true;
  return (!answered && isRequest ? errorText(error) : undefined) ?? fallback;
}
