/**
 * News and service cuts (issue 6, DESIGN §5 "news" and "admin news"), shared by server and client.
 * The API's shapes are declared once with TypeBox in ./schemas/news.ts; the types here derive from
 * them with `import type`, so the SPA's bundle never includes TypeBox.
 */
import type { Static } from "@sinclair/typebox";
import type {
  AdminNewsItemSchema,
  AdminNewsPageSchema,
  AdminNewsQueryStringSchema,
  NewsAuditEntrySchema,
  NewsDetailSchema,
  NewsInputSchema,
  NewsPageSchema,
  NewsQueryStringSchema,
  NewsSummarySchema,
  ServiceCutInfoSchema,
  UploadedImageSchema,
} from "./schemas/news";

export { newsImageUrl, newsPath } from "./newsPaths";

export const NEWS_CATEGORIES = ["general", "energia", "acueducto-alcantarillado", "telco", "cortes"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_STATUSES = ["draft", "scheduled", "published"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const CUT_SERVICES = ["energia", "acueducto", "alcantarillado", "telco"] as const;
export type CutService = (typeof CUT_SERVICES)[number];

/** A cut's state follows the clock: before its start, between start and end, after its end. */
export const CUT_STATES = ["programado", "en-curso", "finalizado"] as const;
export type CutState = (typeof CUT_STATES)[number];

export const NEWS_LIMITS = {
  title: 160,
  summary: 400,
  /** Characters of the sanitized HTML body. */
  body: 100_000,
  tags: 10,
  tag: 40,
  zones: 30,
  zone: 80,
  reason: 300,
  imageAlt: 200,
  pageSize: 50,
  /** Bytes of an uploaded image (5 MB). */
  imageBytes: 5 * 1024 * 1024,
  /** A cut lasts at most this many days. */
  cutDays: 31,
} as const;

export const NEWS_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type NewsImageType = (typeof NEWS_IMAGE_TYPES)[number];

/** A service cut is a news item of category `cortes` with its service, zones and window. */
export type ServiceCutInfo = Static<typeof ServiceCutInfoSchema>;

export type NewsSummary = Static<typeof NewsSummarySchema>;

export type NewsDetail = Static<typeof NewsDetailSchema>;

export type NewsPage = Static<typeof NewsPageSchema>;

/** `GET /api/news` as the SPA asks it: numbers and a flag where the query string carries text. */
export type NewsQuery = Omit<Static<typeof NewsQueryStringSchema>, "page" | "pageSize" | "upcoming" | "count"> & {
  page?: number;
  pageSize?: number;
  /** Service cuts: only those that have not ended. */
  upcoming?: boolean;
  /** false: a page that shows no total asks the server not to count the list (issue 37). */
  count?: boolean;
};

/** What an administrator writes; the server sanitizes the body and derives slug and state. */
export type NewsInput = Static<typeof NewsInputSchema>;

/** An item as the administration sees it: any status, with its version for safe updates. */
export type AdminNewsItem = Static<typeof AdminNewsItemSchema>;

export type AdminNewsPage = Static<typeof AdminNewsPageSchema>;

export type AdminNewsQuery = Omit<Static<typeof AdminNewsQueryStringSchema>, "page" | "pageSize"> & { page?: number; pageSize?: number };

export type NewsAuditEntry = Static<typeof NewsAuditEntrySchema>;

export type UploadedImage = Static<typeof UploadedImageSchema>;

export const CATEGORY_LABELS: Record<NewsCategory, string> = {
  general: "General",
  energia: "Energía",
  "acueducto-alcantarillado": "Acueducto y alcantarillado",
  telco: "Telecomunicaciones",
  cortes: "Cortes programados",
};

export const SERVICE_LABELS: Record<CutService, string> = {
  energia: "Energía",
  acueducto: "Acueducto",
  alcantarillado: "Alcantarillado",
  telco: "Telecomunicaciones",
};

export const CUT_STATE_LABELS: Record<CutState, string> = {
  programado: "Programado",
  "en-curso": "En curso",
  finalizado: "Finalizado",
};

export const STATUS_LABELS: Record<NewsStatus, string> = {
  draft: "Borrador",
  scheduled: "Programada",
  published: "Publicada",
};

/** The state of a cut at `now`. */
export function cutState(startsAt: string | Date, endsAt: string | Date, now: Date = new Date()): CutState {
  const t = now.getTime();
  if (t < new Date(startsAt).getTime()) return "programado";
  if (t < new Date(endsAt).getTime()) return "en-curso";
  return "finalizado";
}

/** A slug from a title: lower case, no accents, words joined by hyphens, at most 80 characters. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "noticia";
}

/**
 * The rules a news item must meet beyond its field types (server and editor alike): each broken
 * rule gives a Spanish message under the field's name. Empty when the item may be saved.
 */
export function newsInputProblems(input: NewsInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!input.title.trim()) problems.title = "Escriba el título de la noticia.";
  if (!input.summary.trim()) problems.summary = "Escriba el resumen que se muestra en el listado.";
  if (input.imageId && !input.imageAlt.trim()) {
    problems.imageAlt = "Describa la imagen para quienes no la ven (texto alternativo).";
  }
  if (input.category === "cortes") {
    const cut = input.cut;
    if (!cut) {
      problems.cut = "Un corte programado necesita servicio, zonas, inicio y fin.";
    } else {
      if (cut.zones.filter((z) => z.trim()).length === 0) problems["cut.zones"] = "Indique al menos un barrio o comuna afectada.";
      if (!cut.reason.trim()) problems["cut.reason"] = "Explique el motivo del corte.";
      const start = Date.parse(cut.startsAt);
      const end = Date.parse(cut.endsAt);
      if (Number.isNaN(start)) problems["cut.startsAt"] = "Indique la fecha y hora de inicio.";
      if (Number.isNaN(end)) problems["cut.endsAt"] = "Indique la fecha y hora de finalización.";
      else if (!Number.isNaN(start) && end <= start) problems["cut.endsAt"] = "La finalización debe ser posterior al inicio.";
      else if (!Number.isNaN(start) && end - start > NEWS_LIMITS.cutDays * 86_400_000) {
        problems["cut.endsAt"] = `Un corte no puede durar más de ${NEWS_LIMITS.cutDays} días.`;
      }
    }
  } else if (input.cut) {
    problems.cut = "Solo las noticias de la categoría Cortes programados llevan datos de corte.";
  }
  return problems;
}
