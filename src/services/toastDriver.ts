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

export const reactToastifyDriver: ToastDriver = {
  show: (r) => void loadToastify().then((m) => showWith(m.toast, r)),
  dismiss: (id) => void loadToastify().then((m) => m.toast.dismiss(id)),
};
