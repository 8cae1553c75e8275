import Papa from 'papaparse';
import { madridDay, madridTime } from './madridTime';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A CSV file as the back office downloads it: UTF-8 with a byte-order mark (so Excel reads
 * "Núñez" right), RFC 4180 quoting and CRLF line ends, and every cell that begins with =, +, -,
 * @, a tab or a carriage return prefixed with ' so no spreadsheet runs it as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const body = Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: true, newline: '\r\n', quotes: false },
  );
  return `\uFEFF${body}`;
}

/** "registros_pendientes_2025-11-07.csv": a file name with the date (and time) it was made. */
export function csvFileName(stem: string, at: Date, withTime = false): string {
  const time = withTime ? `_${madridTime(at).replace(':', '-')}` : '';
  return `${stem}_${madridDay(at)}${time}.csv`;
}
