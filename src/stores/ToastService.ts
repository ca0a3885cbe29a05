import type { ReactNode } from "react";
import { TOAST_DURATIONS_MS } from "../shared/constants";

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
}

/** Spec §9: default 4 s, success 2 s, error 4 s, loading until dismissed. */
export function toastDuration(type: ToastType): number | false {
  return TOAST_DURATIONS_MS[type] ?? false;
}

let counter = 0;

/** Shows toasts of the spec's types with their durations (spec §4, §9). */
export class ToastService {
  constructor(private readonly driver: ToastDriver) {}

  show(type: ToastType, content: ReactNode, toastId = `toast-${++counter}`): string {
    this.driver.show({ type, content, autoClose: toastDuration(type), toastId });
    return toastId;
  }

  blank = (content: ReactNode) => this.show("blank", content);
  success = (content: ReactNode) => this.show("success", content);
  error = (content: ReactNode) => this.show("error", content);
  loading = (content: ReactNode) => this.show("loading", content);
  custom = (content: ReactNode) => this.show("custom", content);

  dismiss(id?: string): void {
    this.driver.dismiss(id);
  }
}
