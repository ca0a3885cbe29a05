import { forwardRef } from "react";
import type { LinkProps } from "react-router-dom";
import { useStores } from "../app/StoresContext";
import { RouterLink } from "./RouterLink";

/** Where a RouteLink goes: a route key, and what follows the path. */
export interface RouteTarget {
  /** The route's key in the registry (`admin.users`, `general.signIn`). */
  route: string;
  /** Query parameters, in order; undefined and empty values are left out. */
  query?: Record<string, string | number | undefined>;
  /** A fragment, without the #. */
  hash?: string;
}

/** The address of a route by its key, with its query and fragment (see RouteLink). */
export function useRouteHref(): (target: RouteTarget) => string {
  const { routes } = useStores();
  return ({ route, query, hash }) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== "") params.set(name, String(value));
    const search = params.toString();
    return `${routes.pathOf(route)}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
  };
}

/**
 * A link to a route named by its key (issue 23), never by a literal path: the registry knows every
 * path (with `{product}` resolved), so a moved page is moved once. Styled as RouterLink.
 */
export const RouteLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, "to"> & RouteTarget>(function RouteLink({ route, query, hash, ...props }, ref) {
  const href = useRouteHref();
  return <RouterLink ref={ref} {...props} to={href({ route, query, hash })} />;
});
