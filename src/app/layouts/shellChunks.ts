import type { ComponentType } from "react";
import { lazyView } from "../../routing/lazyView";
import { mediaMatches } from "../../components/useMediaQuery";

/**
 * The lazy parts of the visitor's shell, declared in a module of their own so that main.tsx can
 * start fetching them before it evaluates the layouts (issue 21: the layouts, Fluent and React DOM
 * are evaluated in later tasks, not in the first long one).
 */

/** Below the fold on every page: it loads right after the page instead of with it. */
const loadFooter = (): Promise<{ default: ComponentType<object> }> =>
  import(/* webpackChunkName: "footer" */ "./Footer").then((m) => ({ default: m.PublicFooter }));
export const PublicFooter = lazyView<object>(loadFooter);

/** The display panel's button and the account control: a small chunk loaded with the page. */
export const HeaderTools = lazyView(() => import(/* webpackChunkName: "header-tools" */ "./HeaderTools"));

export const ChatWidget = lazyView(() => import(/* webpackChunkName: "chat" */ "../../components/chat/ChatWidget"));

// Same chunk name as the driver's import: react-toastify is downloaded once.
export const ToastHost = lazyView(() => import(/* webpackChunkName: "toastify" */ "../../components/ToastHost"));

/** The lazy parts of the visitor's shell, fetched before hydrating a prerendered page. */
export function preloadPublicShell(): Promise<unknown> {
  return Promise.all([PublicFooter.preload(), HeaderTools.preload(), ChatWidget.preload(), ToastHost.preload()]);
}

/** Where the account area shows its side navigation; narrower, the header's drawer serves instead. */
export const WIDE_LAYOUT_QUERY = "(min-width: 64rem)";

/** The account area's side navigation and the pages' icons (issue 37: a phone never fetches them). */
export const SideNavItems = lazyView(() => import(/* webpackChunkName: "side-nav" */ "./SideNavItems"));

/** Signed-in users only: visitors never download it. */
export const AccountLayout = lazyView(() => import(/* webpackChunkName: "account-layout" */ "./AccountLayout"));

/**
 * A signed-in page is rendered, not hydrated: its layout and the shell's lazy parts are fetched
 * together before the app renders, instead of each when the one before it has rendered (issue 37:
 * a phone fetched the signed-in shell in four or five waves). Each is a load of its own, which
 * main.tsx asks for a task apart from the others (see preloadSignedInPage). The chat and the
 * toasts' host are not among them: they come after the page's data (main.tsx, startSignedInPage).
 */
export function accountShellLoads(): (() => Promise<unknown>)[] {
  const wide = mediaMatches(WIDE_LAYOUT_QUERY, false);
  return [AccountLayout.preload, HeaderTools.preload, ...(wide ? [SideNavItems.preload] : [])];
}
