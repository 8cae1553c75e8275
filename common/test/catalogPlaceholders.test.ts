import { es, esAdmin } from '../src';

/** Every text of a catalogue with the path it is found at, plural forms included. */
function texts(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => texts(value, `${path}.${key}`));
  }
  return [];
}

const catalogue = [...texts(es, 'es'), ...texts(esAdmin, 'esAdmin')];

describe('the Spanish catalogue', () => {
  it('writes placeholders one way, {name}, which formatText fills', () => {
    // `${x}` is yup's own syntax and `{{x}}` the email templates' (Mustache): neither belongs here.
    const foreign = catalogue.filter(([, text]) => /\$\{\w+\}|\{\{\s*[#/^&]?\w+\s*\}\}/.test(text));
    expect(foreign).toEqual([]);
  });

  it('is read whole, plural forms included', () => {
    expect(catalogue).toContainEqual(['esAdmin.approvals.approved.one', '{count} socio aprobado']);
  });
});
