import { useEffect } from "react";
import type { RouteDefinition, RouteDetails } from "../routing/types";

function setMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets the document title, and the meta description and keywords once the details are loaded (DESIGN §4). */
export function usePageMeta(
  def: RouteDefinition | undefined,
  details: RouteDetails | undefined,
  detailsLoaded: boolean,
  brandName: string,
  notFoundTitle: string,
  key: string,
  /** The page's h1 as shown, in a language other than Spanish (route titles are Spanish; issue 33). */
  heading?: string,
): void {
  useEffect(() => {
    const title = heading ?? def?.title ?? notFoundTitle;
    document.title = `${title} | ${brandName}`;
  }, [def, brandName, notFoundTitle, key, heading]);
  useEffect(() => {
    // Until the details arrive the page keeps the tags it has (a prerendered page carries its own).
    if (!detailsLoaded) return;
    setMeta("description", details?.description ?? "");
    setMeta("keywords", details?.keywords.join(", ") ?? "");
  }, [details, detailsLoaded]);
}
