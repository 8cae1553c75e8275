import { es } from '@curso/common';
import { HttpsError } from 'firebase-functions/https';
import { InvalidFields, mapErrors, Refusal, toHttpsError } from '../../src/lib/errors';

jest.mock('firebase-functions/logger', () => ({ logger: { error: jest.fn() } }));

describe('toHttpsError', () => {
  it('answers a refusal with the catalogue text and its code', () => {
    const error = toHttpsError(new Refusal('account-not-found'));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(es.errors['account-not-found']);
    expect(error.details).toEqual({ code: 'account-not-found' });
  });

  it('keeps the status a refusal asks for', () => {
    const error = toHttpsError(new Refusal('resend-too-soon', 'resource-exhausted'));
    expect(error.code).toBe('resource-exhausted');
    expect(error.details).toEqual({ code: 'resend-too-soon' });
  });

  it('answers invalid fields with each Spanish message', () => {
    const fields = { email: es.validation.emailInvalid };
    const error = toHttpsError(new InvalidFields(fields));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(es.errors['invalid-argument']);
    expect(error.details).toEqual({ code: 'invalid-argument', fields });
  });

  it('passes an HttpsError through unchanged', () => {
    const original = new HttpsError('unauthenticated', 'x');
    expect(toHttpsError(original)).toBe(original);
  });

  it('hides anything else behind internal', () => {
    const error = toHttpsError(new Error('socket hang up at 10.0.0.3'));
    expect(error.code).toBe('internal');
    expect(error.message).toBe(es.errors.internal);
    expect(error.details).toEqual({ code: 'internal' });
  });
});

describe('mapErrors', () => {
  it('returns the handler result and maps what it throws', async () => {
    await expect(mapErrors(async (n: number) => n * 2)(21)).resolves.toBe(42);
    await expect(
      mapErrors(async () => {
        throw new Refusal('already-paid');
      })(),
    ).rejects.toMatchObject({ code: 'failed-precondition', details: { code: 'already-paid' } });
  });
});
