import { templateSlug } from '../src';

describe('templateSlug', () => {
  it.each([
    ['Recordatorio sesión', 'recordatorio_sesion'],
    ['Bienvenida', 'bienvenida'],
    ['  Aviso   de  Pago  ', 'aviso_de_pago'],
    ['¡Últimas plazas! (Niños & Niñas)', 'ultimas_plazas_ninos_ninas'],
    ['Oferta 2025: -50%', 'oferta_2025_50'],
    ['mi_plantilla-nueva', 'miplantillanueva'],
    ['Línea 1\tLínea 2', 'linea_1_linea_2'],
    ['¿?!', ''],
  ])('%p → %p', (name, slug) => {
    expect(templateSlug(name)).toBe(slug);
  });

  it('keeps at most 50 characters and never ends on an underscore', () => {
    expect(templateSlug('a'.repeat(60))).toBe('a'.repeat(50));
    const cut = templateSlug(`${'b'.repeat(49)} cola`);
    expect(cut).toBe('b'.repeat(49));
  });

  it('gives the same slug to names that differ only in accents, case or spacing', () => {
    expect(templateSlug('Información  GENERAL')).toBe(templateSlug('informacion general'));
  });
});
