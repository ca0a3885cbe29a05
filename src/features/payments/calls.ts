import { runInAction } from "mobx";
import { errorStatus, errorText, serverFields } from "../../services/apiClient";
import type { Resource } from "../../stores/base/LoadableStore";

/** Why a call a person made failed, as a form shows it (spec §8): unknown, the server's words, its field messages. */
export interface CallFailure {
  /** The server answered 404 (no such contract or payment). */
  notFound: boolean;
  /** The server's `message`, else the error's text; none when neither says anything. */
  message?: string;
  fields?: Record<string, string>;
}

export function callFailure(error: unknown): CallFailure {
  return { notFound: errorStatus(error) === 404, message: errorText(error), fields: serverFields(error) };
}

/** Whether a failed load was a 404. */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/**
 * Asks for `key` afresh, as the payment pages do each time they open (a balance or a payment's
 * status changes meanwhile): the last answer is dropped first, so the page shows its spinner and
 * never an old amount or status.
 */
export function askAfresh<K, T>(resource: Resource<K, T>, key: K): Promise<void> {
  runInAction(() => {
    resource.value = undefined;
    resource.key = key;
  });
  return resource.reload();
}

/**
 * Drops what a page showed when it closes, so its next visit starts from the spinner as before
 * (an answer still on its way is for no key any more, and valueOf ignores it).
 */
export function forget<K, T>(resource: Resource<K, T>): void {
  runInAction(() => {
    resource.value = undefined;
    resource.key = undefined;
  });
}

/** The value of `resource` when it is the one of `key`, else undefined (another key is loading). */
export function valueOf<K, T>(resource: Resource<K, T>, key: K): T | undefined {
  return resource.key === key ? resource.value : undefined;
}

/** The error of the load of `key` when it failed, else null (not failed, or another key's). */
export function loadFailure<K, T>(resource: Resource<K, T>, key: K): { error: unknown; notFound: boolean } | null {
  if (resource.key !== key || resource.status !== "failed") return null;
  return { error: resource.error, notFound: isNotFound(resource.error) };
}
