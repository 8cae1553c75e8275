import Papa from 'papaparse';
import { csvFileName, toCsv } from '../src';

describe('toCsv', () => {
  const csv = toCsv(
    ['Nombre', 'Notas', 'Importe'],
    [
      ['Núñez, María', 'dijo "hola"', 212],
      ['=HYPERLINK("http://x")', '+34 600', '-5'],
      ['@SUM(A1)', '\tTab', 'línea 1\nlínea 2'],
      [null, undefined, '\rretorno'],
    ],
  );

  it('starts with a UTF-8 byte-order mark and ends rows with CRLF', () => {
    expect(csv.startsWith('\uFEFFNombre,Notas,Importe\r\n')).toBe(true);
  });

  it('quotes fields with commas, quotes and newlines, doubling the quotes (RFC 4180)', () => {
    expect(csv).toContain('"Núñez, María","dijo ""hola""",212\r\n');
    expect(csv).toContain('"línea 1\nlínea 2"');
  });

  it('neutralises cells that a spreadsheet would run as a formula, and reads back intact', () => {
    const { data } = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' });
    expect(data[2]).toEqual([`'=HYPERLINK("http://x")`, `'+34 600`, `'-5`]);
    expect(data[3]).toEqual([`'@SUM(A1)`, `'\tTab`, 'línea 1\nlínea 2']);
    expect(data[4]).toEqual(['', '', `'\rretorno`]);
    expect(data[1]).toEqual(['Núñez, María', 'dijo "hola"', '212']);
  });

  it('writes empty cells for missing values', () => {
    expect(csv.slice(1).split('\r\n')[4].startsWith(',,')).toBe(true);
  });
});

describe('csvFileName', () => {
  it('dates the file in Madrid', () => {
    const late = new Date('2025-11-06T23:30:00Z');
    expect(csvFileName('registros_pendientes', late)).toBe('registros_pendientes_2025-11-07.csv');
    expect(csvFileName('reporte_completo', late, true)).toBe(
      'reporte_completo_2025-11-07_00-30.csv',
    );
  });
});
