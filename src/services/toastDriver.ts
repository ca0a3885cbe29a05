import type { ToastDriver, ToastRequest } from "../stores/ToastService";
import { TOAST_LIMIT, TOAST_POSITION } from "../shared/constants";

/** Spec §9: top-right, at most 20; success green and error red come from the "colored" theme. */
export const TOAST_CONTAINER_PROPS = {
  position: TOAST_POSITION,
  limit: TOAST_LIMIT,
  theme: "colored",
  newestOnTop: true,
  closeOnClick: false,
  pauseOnFocusLoss: true,
} as const;

type Toastify = typeof import("react-toastify");
let lib: Promise<Toastify> | null = null;
/** react-toastify is loaded with the first toast or when the host mounts, not with the page. */
export const loadToastify = (): Promise<Toastify> => (lib ??= import(/* webpackChunkName: "toastify" */ "react-toastify"));

export function showWith(t: Toastify["toast"], r: ToastRequest): void {
  const options = { toastId: r.toastId, autoClose: r.autoClose };
  switch (r.type) {
    case "success":
      t.success(r.content, options);
      break;
    case "error":
      t.error(r.content, options);
      break;
    case "loading":
      t.loading(r.content, { toastId: r.toastId }); // stays until dismissed
      break;
    default:
      t(r.content, options);
  }
}

/**
 * A driver over react-toastify's `toast`, got from `load` (the lazy chunk in the browser). It
 * reports each toast that leaves so the ToastService knows which are still kept (spec §9: 20).
 */
export function toastifyDriver(load: () => Promise<Toastify["toast"]>): ToastDriver {
  const listeners: ((id: string) => void)[] = [];
  let ready: Promise<Toastify["toast"]> | null = null;
  const get = () =>
    (ready ??= load().then((t) => {
      t.onChange((item) => {
        if (item.status === "removed") for (const listener of listeners) listener(String(item.id));
      });
      return t;
    }));
  return {
    show: (r) => void get().then((t) => showWith(t, r)),
    dismiss: (id) => void get().then((t) => t.dismiss(id)),
    onRemoved: (listener) => void listeners.push(listener),
  };
}

export const reactToastifyDriver: ToastDriver = toastifyDriver(() => loadToastify().then((m) => m.toast));
