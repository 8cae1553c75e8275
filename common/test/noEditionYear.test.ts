import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = join(__dirname, '..', 'src');

/** Every file under a folder of `common/src`. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the shipped catalogue and texts', () => {
  // The year is the edition's: a text that names one is wrong the next year.
  const files = [...filesUnder(join(src, 'catalog')), ...filesUnder(join(src, 'i18n'))];

  it('are read from disk', () => {
    expect(files.map((path) => relative(src, path))).toEqual(
      expect.arrayContaining(['catalog/emailTemplates.ts', 'catalog/event.ts', 'i18n/es.ts']),
    );
  });

  it('name no year of a past edition ("2025")', () => {
    const found = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          line.includes('2025') ? [`${relative(src, path)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
