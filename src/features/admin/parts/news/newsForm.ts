import { NEWS_CATEGORIES, type AdminNewsItem, type CutService, type NewsCategory, type NewsInput } from "../../../../shared/news";
import { BOGOTA_OFFSET_MS } from "../../../../shared/time";

/** The news editor's values and how they become a NewsInput (issue 6). */

/** An instant as the editor's date-and-time value, Bogotá wall clock ("2026-11-21T08:00"). */
export function toBogotaLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) - BOGOTA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The editor's date-and-time value read as Bogotá time; "" when it is not a date. */
export function fromBogotaLocal(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return "";
  const ms = Date.parse(`${local}:00Z`) + BOGOTA_OFFSET_MS;
  return Number.isNaN(ms) ? "" : new Date(ms).toISOString();
}

/** What the editor holds: every field as the text of its control. */
export type Values = {
  title: string;
  summary: string;
  category: string;
  tags: string;
  cutService: string;
  cutZones: string;
  cutStartsAt: string;
  cutEndsAt: string;
  cutReason: string;
  image: string;
  imageAlt: string;
  bodyHtml: string;
  publishAt: string;
};

/** The ids of the fields (the error summary links to them). */
export const FIELD_IDS: Record<keyof Values, string> = {
  title: "news-title",
  summary: "news-summary",
  category: "news-category",
  tags: "news-tags",
  cutService: "news-cut-service",
  cutZones: "news-cut-zones",
  cutStartsAt: "news-cut-start",
  cutEndsAt: "news-cut-end",
  cutReason: "news-cut-reason",
  image: "news-image",
  imageAlt: "news-image-alt",
  bodyHtml: "news-body",
  publishAt: "news-publish-at",
};

/** The server's field names (NewsInput paths) as this form's. */
export const SERVER_FIELDS: Record<string, keyof Values> = {
  title: "title",
  summary: "summary",
  category: "category",
  tags: "tags",
  cut: "cutService",
  "cut.service": "cutService",
  "cut.zones": "cutZones",
  "cut.startsAt": "cutStartsAt",
  "cut.endsAt": "cutEndsAt",
  "cut.reason": "cutReason",
  imageId: "image",
  imageAlt: "imageAlt",
  bodyHtml: "bodyHtml",
  publishAt: "publishAt",
};

/** The form of an item (null: a new one). */
export function initialValues(item: AdminNewsItem | null): Values {
  return {
    title: item?.title ?? "",
    summary: item?.summary ?? "",
    category: item?.category ?? "",
    tags: item?.tags.join(", ") ?? "",
    cutService: item?.cut?.service ?? "",
    cutZones: item?.cut?.zones.join("\n") ?? "",
    cutStartsAt: toBogotaLocal(item?.cut?.startsAt),
    cutEndsAt: toBogotaLocal(item?.cut?.endsAt),
    cutReason: item?.cut?.reason ?? "",
    image: item?.imageId ?? "",
    imageAlt: item?.imageAlt ?? "",
    bodyHtml: item?.bodyHtml ?? "",
    publishAt: item?.status === "scheduled" ? toBogotaLocal(item.publishAt) : "",
  };
}

/** The values as the item the server takes (a cut only in the "cortes" category). */
export function toInput(v: Values): NewsInput {
  const category = (NEWS_CATEGORIES as readonly string[]).includes(v.category) ? (v.category as NewsCategory) : "general";
  return {
    title: v.title.trim(),
    summary: v.summary.trim(),
    bodyHtml: v.bodyHtml,
    category,
    tags: v.tags
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    imageId: v.image || null,
    imageAlt: v.image ? v.imageAlt.trim() : "",
    cut:
      category === "cortes"
        ? {
            service: (v.cutService || "energia") as CutService,
            zones: v.cutZones
              .split(/\n|;/)
              .map((s) => s.trim())
              .filter(Boolean),
            startsAt: fromBogotaLocal(v.cutStartsAt),
            endsAt: fromBogotaLocal(v.cutEndsAt),
            reason: v.cutReason.trim(),
          }
        : null,
  };
}
