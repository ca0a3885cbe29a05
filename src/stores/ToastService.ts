import type { ReactNode } from "react";
import { TOAST_DURATIONS_MS, TOAST_LIMIT } from "../shared/constants";

/** Spec §4: toast types. */
export type ToastType = keyof typeof TOAST_DURATIONS_MS;

export interface ToastRequest {
  type: ToastType;
  content: ReactNode;
  /** Milliseconds, or false to stay until dismissed. */
  autoClose: number | false;
  toastId: string;
}

/** Draws toasts; the default one is react-toastify, loaded on demand. */
export interface ToastDriver {
  show(request: ToastRequest): void;
  dismiss(id?: string): void;
  /** Calls `listener` with the id of each toast that leaves the screen (closed, timed out, dismissed). */
  onRemoved?(listener: (id: string) => void): void;
}

/** Spec §9: default 4 s, success 2 s, error 4 s, loading until dismissed. */
export function toastDuration(type: ToastType): number | false {
  return TOAST_DURATIONS_MS[type] ?? false;
}

let counter = 0;

/**
 * Shows toasts of the spec's types with their durations (spec §4, §9), keeping at most 20: the
 * 21st drops the oldest still on screen, even a loading toast that would never close by itself
 * (issue 33: react-toastify's own `limit` queued the newcomer behind them instead).
 */
export class ToastService {
  /** Ids on screen, oldest first. */
  private readonly kept: string[] = [];

  constructor(
    private readonly driver: ToastDriver,
    private readonly limit: number = TOAST_LIMIT,
  ) {
    driver.onRemoved?.((id) => this.forget(id));
  }

  show(type: ToastType, content: ReactNode, toastId = `toast-${++counter}`): string {
    this.forget(toastId); // the same id again replaces, it does not add
    while (this.kept.length >= this.limit) {
      const oldest = this.kept.shift();
      if (oldest !== undefined) this.driver.dismiss(oldest);
    }
    this.kept.push(toastId);
    this.driver.show({ type, content, autoClose: toastDuration(type), toastId });
    return toastId;
  }

  /** How many toasts are on screen now. */
  get count(): number {
    return this.kept.length;
  }

  private forget(id: string): void {
    const at = this.kept.indexOf(id);
    if (at >= 0) this.kept.splice(at, 1);
  }

  blank = (content: ReactNode) => this.show("blank", content);
  success = (content: ReactNode) => this.show("success", content);
  error = (content: ReactNode) => this.show("error", content);
  loading = (content: ReactNode) => this.show("loading", content);
  custom = (content: ReactNode) => this.show("custom", content);

  dismiss(id?: string): void {
    if (id === undefined) this.kept.length = 0;
    else this.forget(id);
    this.driver.dismiss(id);
  }
}
