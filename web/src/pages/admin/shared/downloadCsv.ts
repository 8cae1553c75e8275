import { toCsv, type CsvCell } from '@curso/common';
import { downloadTextFile } from '../../../utils/downloadTextFile';

/** Saves a CSV the back office made (see `toCsv`: BOM, RFC 4180, formula cells neutralised). */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): void {
  downloadTextFile(fileName, toCsv(header, rows), 'text/csv;charset=utf-8');
}
