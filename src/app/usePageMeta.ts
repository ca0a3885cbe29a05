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

/** Sets the document title, meta description and keywords from the route definition (DESIGN §4). */
export function usePageMeta(
  def: RouteDefinition | undefined,
  details: RouteDetails | undefined,
  brandName: string,
  notFoundTitle: string,
  key: string,
): void {
  useEffect(() => {
    const title = def?.title ?? notFoundTitle;
    document.title = `${title} | ${brandName}`;
  }, [def, brandName, notFoundTitle, key]);
  useEffect(() => {
    setMeta("description", details?.description ?? "");
    setMeta("keywords", details?.keywords.join(", ") ?? "");
  }, [details]);
}
