import { DEFAULT_REGISTRATION_FILTERS, foldForSearch, registrationFilter } from '../src';

const profile = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'María José',
  last_name: 'Núñez Ibáñez',
  email: 'mj.nunez@hospital.es',
  company: 'Hospital Sant Joan de Déu',
  specialty: 'gastroenterologia',
  country: 'ES',
  plan_name: 'socio',
  access_status: 'pendiente_aprobacion',
  archived_at: null as Date | null,
  ...overrides,
});
const filters = (overrides = {}) => ({ ...DEFAULT_REGISTRATION_FILTERS, ...overrides });

describe('foldForSearch', () => {
  it('drops accents and case', () => {
    expect(foldForSearch('  NÚÑEZ Déu Çà ')).toBe('nunez deu ca');
  });
});

describe('registrationFilter', () => {
  it.each([
    ['nunez', true],
    ['Núñez', true],
    ['maria jose', true],
    ['jose nunez', true],
    ['SANT JOAN DE DEU', true],
    ['gastroenterología', true],
    ['espana', true],
    ['hospital.es', true],
    ['pérez', false],
  ])('search %p → %s', (search, expected) => {
    expect(registrationFilter(filters({ search }))(profile())).toBe(expected);
  });

  it('shows active records by default, archived ones on request, both with "all"', () => {
    const archived = profile({ archived_at: new Date('2025-10-01') });
    expect(registrationFilter(filters())(archived)).toBe(false);
    expect(registrationFilter(filters({ record: 'archived' }))(archived)).toBe(true);
    expect(registrationFilter(filters({ record: 'archived' }))(profile())).toBe(false);
    expect(registrationFilter(filters({ record: 'all' }))(archived)).toBe(true);
  });

  it('filters by access status and plan, legacy spellings included', () => {
    const legacy = profile({ plan_name: ' Socio ', access_status: 'APROBADO' });
    expect(registrationFilter(filters({ plan: 'socio', access: 'aprobado' }))(legacy)).toBe(true);
    expect(registrationFilter(filters({ access: 'rechazado' }))(legacy)).toBe(false);
    expect(registrationFilter(filters({ plan: 'online' }))(legacy)).toBe(false);
  });
});
