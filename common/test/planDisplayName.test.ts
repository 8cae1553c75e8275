import { planDisplayName } from '../src';

describe('planDisplayName', () => {
  it.each([
    ['online', 'Online'],
    [' LASPGHN ', 'Miembro LASPGHAN'],
    ['patrocinado_presencial', 'Patrocinado Presencial'],
    ['plan antiguo', 'plan antiguo'],
    [null, ''],
  ])('%p → %p', (stored, name) => {
    expect(planDisplayName(stored)).toBe(name);
  });
});
