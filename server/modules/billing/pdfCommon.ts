/** What the invoice PDF and its payment slip share: colours, margin and how dates and numbers read. */
export const COLORS = { brand: "#0b3d6b", text: "#111111", muted: "#4b5563", rule: "#d1d5db", band: "#eef2f6", bar: "#5b8fc7", current: "#0b3d6b" };
export const MARGIN = 40;
/** 1 pixel at 300 dpi, in points: the barcode's edges fall on whole pixels when rasterized at 300 dpi. */
export const PIXEL_300 = 72 / 300;
/** A module of the barcode: 4 pixels at 300 dpi (0.34 mm): a 16-digit reference's 418 modules take 141.6 mm. */
export const BARCODE_MODULE = 4 * PIXEL_300;
/** Bar height: about 15 % of the symbol's width (21 mm). */
export const BARCODE_HEIGHT = 60;

export function day(value: string): string {
  return new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));
}

export function number(value: number): string {
  return value.toLocaleString("es-CO", { maximumFractionDigits: 1 });
}
