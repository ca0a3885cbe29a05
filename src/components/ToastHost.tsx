import { ToastContainer } from "react-toastify";
import { TOAST_CONTAINER_PROPS } from "../services/toastDriver";

/** The one toast container (spec §9: top-right, at most 20), loaded after the page. */
export default function ToastHost() {
  return <ToastContainer {...TOAST_CONTAINER_PROPS} />;
}
