/**
 * npm run docs: writes the PDFs of the document library's first-start seed
 * (server/modules/documents/seedFiles, issue 35 §2; formerly public/docs) from their sources in
 * src/content/docs/*.ts (pdfkit: a maintained PDF writer; the standard Helvetica covers Spanish),
 * and the seed's index.json (title, date, section, area of every file). The files are committed,
 * so the build needs no PDF library; run this after changing a source.
 */
import { createWriteStream, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { PdfSource } from "../src/content/types";
import { buildDocumentManifest } from "./documentManifest";

const root = path.resolve(__dirname, "..");
const sourcesDir = path.join(root, "src/content/docs");
const outDir = path.join(root, "server/modules/documents/seedFiles");
const BRAND = "EMSP E.S.P. - Empresa Municipal de Servicios Públicos";

function write(source: PdfSource): Promise<void> {
  const date = new Date(`${source.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: source.title, Author: "EMSP E.S.P.", Subject: source.issuer, CreationDate: date, ModDate: date },
    lang: "es-CO",
    displayTitle: true,
  } as PDFKit.PDFDocumentOptions);
  const done = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(path.join(outDir, source.file));
    stream.on("finish", resolve);
    stream.on("error", reject);
    doc.pipe(stream);
  });
  const width = doc.page.width - 112;
  doc.font("Helvetica").fontSize(9).fillColor("#555555").text(BRAND, { width });
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(16).fillColor("#0b3d6b").text(source.title, { width });
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(10).fillColor("#333333").text(`${source.issuer} · ${source.date}`, { width });
  doc.moveDown(1);
  for (const line of source.body) {
    if (line.startsWith("## ")) {
      doc.moveDown(0.4).font("Helvetica-Bold").fontSize(12).fillColor("#0b3d6b").text(line.slice(3), { width });
      doc.moveDown(0.3);
    } else if (line.startsWith("- ")) {
      doc
        .font("Helvetica")
        .fontSize(10.5)
        .fillColor("#111111")
        .text(`-  ${line.slice(2)}`, { width, indent: 12 });
    } else {
      doc.font("Helvetica").fontSize(10.5).fillColor("#111111").text(line, { width, align: "left" });
      doc.moveDown(0.5);
    }
  }
  if (source.table) {
    const { columns, rows } = source.table;
    const colWidth = width / columns.length;
    doc.moveDown(0.8);
    const drawRow = (cells: readonly string[], bold: boolean) => {
      const y = doc.y;
      doc
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(9)
        .fillColor("#111111");
      const heights = cells.map((c) => doc.heightOfString(c, { width: colWidth - 6 }));
      const h = Math.max(...heights) + 6;
      if (y + h > doc.page.height - 56) doc.addPage();
      const top = doc.y;
      cells.forEach((c, i) => doc.text(c, 56 + i * colWidth + 3, top + 3, { width: colWidth - 6 }));
      doc
        .moveTo(56, top + h)
        .lineTo(56 + width, top + h)
        .lineWidth(0.5)
        .strokeColor("#999999")
        .stroke();
      doc.x = 56;
      doc.y = top + h;
    };
    drawRow(columns, true);
    for (const row of rows) drawRow(row, false);
  }
  doc.end();
  return done;
}

async function main(): Promise<void> {
  const files = readdirSync(sourcesDir).filter((f) => f.endsWith(".ts"));
  let count = 0;
  for (const f of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each source module is found at run time by its file name
    const { docs } = require(path.join(sourcesDir, f)) as { docs: PdfSource[] };
    for (const source of docs) {
      await write(source);
      count++;
    }
  }
  const manifest = buildDocumentManifest(root, outDir);
  writeFileSync(path.join(outDir, "index.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${count} PDF escritos en ${path.relative(root, outDir)}; index.json con ${manifest.length} documentos.`);
}

void main();
