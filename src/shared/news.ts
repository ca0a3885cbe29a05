/** News and service cuts as the news API lists them (DESIGN §5 "news"). */
export const NEWS_CATEGORIES = ["noticias", "acueducto", "energia", "telco", "cortes"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** A service cut is a news item of category `cortes` with its service, zones and window. */
export interface ServiceCutInfo {
  service: "energia" | "acueducto" | "alcantarillado" | "telco";
  zones: readonly string[];
  startsAt: string;
  endsAt: string;
}

export interface NewsSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: NewsCategory;
  publishedAt: string;
  cut?: ServiceCutInfo;
}

export interface NewsPage {
  items: NewsSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NewsQuery {
  category?: NewsCategory;
  q?: string;
  page?: number;
  pageSize?: number;
  /** Service cuts: only those that have not ended. */
  upcoming?: boolean;
}

/** The portal page of a news item: service cuts have their own detail page. */
export function newsPath(n: Pick<NewsSummary, "category" | "slug">): string {
  return `${n.category === "cortes" ? "/noticias-cortes-detalle" : "/noticias-detalles"}?slug=${encodeURIComponent(n.slug)}`;
}
