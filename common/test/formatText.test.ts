import { formatText } from '../src';

describe('formatText', () => {
  it.each([
    [
      'Ahora estás viendo como: {name}',
      { name: 'Ana García' },
      'Ahora estás viendo como: Ana García',
    ],
    ['{completed} de {total}', { completed: 8, total: 12 }, '8 de 12'],
    ['Sin marcas', { name: 'x' }, 'Sin marcas'],
    ['Falta {name}', {}, 'Falta {name}'],
    ['{a}{a}', { a: 1 }, '11'],
  ])('%s', (template, values, expected) => {
    expect(formatText(template, values)).toBe(expected);
  });
});
