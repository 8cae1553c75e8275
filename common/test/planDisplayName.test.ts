import { planDisplayName } from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

describe('planDisplayName', () => {
  it.each([
    ['online', 'Online'],
    [' LASPGHN ', 'Miembro LASPGHAN'],
    ['patrocinado_presencial', 'Patrocinado Presencial'],
    ['plan antiguo', 'plan antiguo'],
    [null, ''],
  ])('%p → %p', (stored, name) => {
    expect(planDisplayName(currentEdition, stored)).toBe(name);
  });

  it('uses the name the edition gives the plan', () => {
    const renamed = editionWith({}, { key: 'online', changes: { name: 'Streaming' } });
    expect(planDisplayName(renamed, 'online')).toBe('Streaming');
  });

  it('shows the stored value when there is no edition to name it', () => {
    expect(planDisplayName(null, 'online')).toBe('online');
    expect(planDisplayName(undefined, 'socio')).toBe('socio');
  });
});
