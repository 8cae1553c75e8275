import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The text of a PDF file as a reader extracts it, one text item per line. */
export function pdfText(file: string): string {
  return execFileSync(process.execPath, [join(__dirname, 'extractPdfText.mjs'), file], {
    encoding: 'utf8',
  });
}
