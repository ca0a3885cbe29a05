import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The text of a PDF as Mozilla's reader extracts it (proves the file opens), and its page count. */
export function pdfText(bytes: Buffer): { pages: number; text: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, bytes);
    const out = execFileSync(process.execPath, [path.join(__dirname, "pdf-text-cli.mjs"), file], { encoding: "utf8" });
    return JSON.parse(out) as { pages: number; text: string };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
