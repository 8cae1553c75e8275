// `node extractPdfText.mjs FILE`: prints the text of every page of a PDF, one item per line, as a PDF
// reader's text layer extracts it. A script of its own because pdf.js is an ES module, which the
// journeys' CommonJS test runner cannot load.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const fonts = join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);
const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, standardFontDataUrl: fonts, isEvalSupported: false }).promise;
for (let n = 1; n <= pdf.numPages; n += 1) {
  const content = await (await pdf.getPage(n)).getTextContent();
  for (const item of content.items) if (item.str?.trim()) console.log(item.str);
}
await pdf.destroy();
