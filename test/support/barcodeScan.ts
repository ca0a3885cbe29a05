import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * What a scanner reads in images, with Debian's zbarimg (zbar-tools): the data of every symbol
 * found, one string each, GS1 separators as ASCII GS (0x1D). zbarimg's D-Bus and summary chatter on
 * stderr is ignored; an image without a symbol adds nothing.
 */
export function scanImages(files: readonly string[]): string[] {
  const run = spawnSync("zbarimg", ["--raw", "-q", ...files], { encoding: "buffer", maxBuffer: 16 * 1024 * 1024 });
  if (run.error) throw run.error;
  return run.stdout
    .toString("latin1")
    .split("\n")
    .filter((line) => line !== "");
}

/** The symbols of one image (PNG, PGM…). */
export function scanImage(bytes: Buffer, extension = "png"): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "scan-"));
  try {
    const file = path.join(dir, `image.${extension}`);
    writeFileSync(file, bytes);
    return scanImages([file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The symbols of a PDF printed as a bank's scanner sees paper: every page rasterized at `dpi` (300
 * by default) with poppler's pdftoppm, then read by zbarimg.
 */
export function scanPdf(bytes: Buffer, dpi = 300): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "scan-pdf-"));
  try {
    const pdf = path.join(dir, "doc.pdf");
    writeFileSync(pdf, bytes);
    const raster = spawnSync("pdftoppm", ["-r", String(dpi), "-png", pdf, path.join(dir, "page")], { encoding: "utf8" });
    if (raster.error) throw raster.error;
    if (raster.status !== 0) throw new Error(`pdftoppm: ${raster.stderr}`);
    const pages = readdirSync(dir)
      .filter((f) => f.startsWith("page") && f.endsWith(".png"))
      .sort()
      .map((f) => path.join(dir, f));
    if (pages.length === 0) throw new Error("pdftoppm wrote no page");
    return scanImages(pages);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Rasterizes the barcode SVG the API sends (bwip-js draws each bar as a vertical stroke: `M x y1 L
 * x y2` with its `stroke-width`) into a binary PGM, `scale` pixels a unit, so zbarimg can read the
 * very geometry the page shows. Throws on anything else in the drawing.
 */
export function rasterizeBarsSvg(svg: string, scale = 4): Buffer {
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!box) throw new Error("SVG without a viewBox");
  const width = Math.round(Number(box[1]) * scale);
  const height = Math.round(Number(box[2]) * scale);
  const pixels = Buffer.alloc(width * height, 255);
  const paths = [...svg.matchAll(/<path stroke="#000000" stroke-width="(\d+(?:\.\d+)?)" d="([^"]*)"/g)];
  if (paths.length === 0) throw new Error("SVG without bars");
  for (const [, strokeWidth, d] of paths) {
    for (const [, x, y1, x2, y2] of d.matchAll(/M(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)L(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g)) {
      if (x !== x2) throw new Error("a bar that is not vertical");
      const left = Math.round((Number(x) - Number(strokeWidth) / 2) * scale);
      const right = Math.round((Number(x) + Number(strokeWidth) / 2) * scale);
      const top = Math.round(Math.min(Number(y1), Number(y2)) * scale);
      const bottom = Math.round(Math.max(Number(y1), Number(y2)) * scale);
      for (let row = top; row < bottom; row++) pixels.fill(0, row * width + left, row * width + right);
    }
  }
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, "latin1"), pixels]);
}
