/**
 * The addresses of a news item's page and of an uploaded image, apart from news.ts (which re-exports
 * them): webpack keeps every export of a module that any chunk uses, so a chunk that only links to
 * news (the help assistant) would otherwise carry the editor's limits and validation.
 */
import type { NewsSummary } from "./news";

/** The portal page of a news item: service cuts have their own detail page. */
export function newsPath(n: Pick<NewsSummary, "category" | "slug">): string {
  return `${n.category === "cortes" ? "/noticias-cortes-detalle" : "/noticias-detalles"}?slug=${encodeURIComponent(n.slug)}`;
}

/** The public address of an uploaded image. */
export function newsImageUrl(id: string): string {
  return `/api/news/images/${id}`;
}
