import type { NewsImageType } from "../../../src/shared/news";

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
