import { accessStatusLabel, paymentStatusLabel } from '../src';

describe('accessStatusLabel', () => {
  it.each([
    ['aprobado', 'Aprobado'],
    [' Pendiente_Aprobacion ', 'Pendiente'],
    ['rechazado', 'Rechazado'],
    ['verificando', 'Verificando'],
    ['', 'Verificando'],
    [null, 'Verificando'],
    ['verifying', 'Verificando'],
  ])('%p reads %s', (value, label) => {
    expect(accessStatusLabel(value)).toBe(label);
  });
});

describe('paymentStatusLabel', () => {
  it.each([
    ['completed', 'Completado'],
    ['not_applicable', 'No aplica'],
    ['EN_PROCESO', 'En proceso'],
    ['failed', 'Fallido'],
    ['reembolsado', 'reembolsado'],
    [undefined, ''],
  ])('%p reads %p', (value, label) => {
    expect(paymentStatusLabel(value)).toBe(label);
  });
});
