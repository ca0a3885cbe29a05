/** Lower-case and strip accents so "energia" matches "energía" (search, site map). */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Splits folded text into search terms of two or more characters. */
export function terms(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9ñ]+/)
    .filter((t) => t.length >= 2);
}

/** Decodes a pathname (`/info-ni%C3%B1os` → `/info-niños`) without throwing on bad escapes. */
export function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Text as typed with its runs of spaces, tabs and line breaks made one space, and no space at either end. */
export function collapseSpaces(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}
