import { lazyView } from "../../routing/lazyView";

/** The view of a feature page whose screens come in a later delivery (one shared chunk). */
export const PendingView = lazyView(() => import(/* webpackChunkName: "page-pending" */ "./views/FeaturePendingView"));
