// Prints the text of a PDF file (pdfjs-dist, Mozilla's PDF reader), page after page.
// Used by the tests as a separate process: pdfjs is an ES module that Jest's VM does not load.
import { readFileSync } from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, verbosity: 0 }).promise;
const parts = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const content = await page.getTextContent();
  parts.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: parts.join("\n") }));
