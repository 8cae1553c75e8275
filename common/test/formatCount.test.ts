import { esAdmin, formatCount, type PluralText } from '../src';

const approved: PluralText = { one: '{count} socio aprobado', other: '{count} socios aprobados' };

describe('formatCount', () => {
  it.each([
    [0, '0 socios aprobados'],
    [1, '1 socio aprobado'],
    [2, '2 socios aprobados'],
    [21, '21 socios aprobados'],
    // Spanish CLDR calls round millions "many": they read as the plural.
    [1_000_000, '1000000 socios aprobados'],
  ])('%d', (count, expected) => {
    expect(formatCount(approved, count)).toBe(expected);
  });

  it('fills the other placeholders of the chosen form, the count winning over a value so named', () => {
    const showing: PluralText = {
      one: 'Mostrando {shown} de {count} registro',
      other: 'Mostrando {shown} de {count} registros',
    };
    expect(formatCount(showing, 1, { shown: 1, count: 9 })).toBe('Mostrando 1 de 1 registro');
    expect(formatCount(showing, 3, { shown: 2 })).toBe('Mostrando 2 de 3 registros');
  });

  it('gives the back office its counts in agreement', () => {
    expect(formatCount(esAdmin.bulkApproval.recipients, 1)).toBe('1 socio recibirá el email');
    expect(formatCount(esAdmin.approvals.someFailed, 1)).toBe('1 no se pudo procesar');
    expect(formatCount(esAdmin.emails.mass.estimate, 0)).toBe('0 destinatarios');
  });
});
