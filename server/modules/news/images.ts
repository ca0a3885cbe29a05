import type { Queryable } from "../../db/db";
import { HttpError } from "../../http/errors";
import { recordAudit, type Actor } from "../admin/repository";
import { NEWS_LIMITS, type NewsImageType } from "../../../src/shared/news";
import { insertImage } from "./repository";

/**
 * The type of an image by its first bytes, never by its name or declared type: JPEG (FF D8 FF),
 * PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP). Anything else is null. Three signatures are
 * all we accept, so a library that knows hundreds would add nothing here.
 */
export function sniffImage(bytes: Uint8Array): NewsImageType | null {
  const at = (i: number, sig: readonly number[]) => sig.every((b, k) => bytes[i + k] === b);
  if (bytes.length >= 3 && at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (bytes.length >= 8 && at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 12 && at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return null;
}

export const IMAGE_MESSAGES = {
  imageType: "El archivo no es una imagen JPG, PNG o WebP válida.",
  imageTooLarge: `La imagen supera el límite de ${NEWS_LIMITS.imageBytes / 1024 / 1024} MB.`,
} as const;

/** Audit action of an upload. */
export const UPLOAD_IMAGE_ACTION = "news.image.upload";

/**
 * Checks and stores a news image inside the caller's transaction: the one path every image takes,
 * an administrator's upload and the demo seed alike. The type comes from the bytes (JPEG, PNG or
 * WebP, else 415) and the size is capped (413). An upload by a person is written to the audit log;
 * the demo seed (no person, `actor` null) is recorded by the seed's own log line.
 */
export async function storeNewsImage(tx: Queryable, data: Buffer, actor: Actor | null): Promise<{ id: string; bytes: number; contentType: NewsImageType }> {
  const contentType = sniffImage(data);
  if (!contentType) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", IMAGE_MESSAGES.imageType, { file: IMAGE_MESSAGES.imageType });
  if (data.length > NEWS_LIMITS.imageBytes) throw new HttpError(413, "PAYLOAD_TOO_LARGE", IMAGE_MESSAGES.imageTooLarge, { file: IMAGE_MESSAGES.imageTooLarge });
  const created = await insertImage(tx, { contentType, data, uploadedBy: actor?.id ?? null });
  if (actor) {
    await recordAudit(tx, actor, {
      action: UPLOAD_IMAGE_ACTION,
      entityType: "news_image",
      entityId: created.id,
      after: { contentType, bytes: created.bytes },
    });
  }
  return { ...created, contentType };
}
