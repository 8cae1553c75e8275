import { createHmac } from 'node:crypto';
import { signatureOf, urlValidationAnswer, verifyZoomSignature } from '../../src/lib/zoomSignature';

const SECRET = 'zoom-secret';
const body = JSON.stringify({ event: 'webinar.started', payload: { object: { id: '9' } } });
const now = new Date('2025-11-07T09:00:00Z');
const ts = String(now.getTime() / 1000);

describe('Zoom webhook signatures', () => {
  it('is v0= and the hex HMAC-SHA256 of v0:{timestamp}:{body}, as Zoom documents', () => {
    const hex = createHmac('sha256', SECRET).update(`v0:${ts}:${body}`).digest('hex');
    expect(signatureOf(SECRET, ts, body)).toBe(`v0=${hex}`);
  });

  it.each([
    ['a correct, fresh signature', signatureOf(SECRET, ts, body), ts, body, 'valid'],
    ['another secret', signatureOf('other', ts, body), ts, body, 'invalid'],
    ['a changed body', signatureOf(SECRET, ts, body), ts, `${body} `, 'invalid'],
    ['no signature', undefined, ts, body, 'invalid'],
    ['a timestamp that is not a number', signatureOf(SECRET, 'x', body), 'x', body, 'invalid'],
    [
      'a correct signature six minutes old',
      signatureOf(SECRET, String(Number(ts) - 360), body),
      String(Number(ts) - 360),
      body,
      'stale',
    ],
  ])('%s → %s', (_, signature, timestamp, raw, verdict) => {
    expect(verifyZoomSignature(SECRET, { signature, timestamp }, raw, now)).toBe(verdict);
  });

  it('answers the URL validation challenge with the token and its HMAC', () => {
    expect(urlValidationAnswer(SECRET, 'abc')).toEqual({
      plainToken: 'abc',
      encryptedToken: createHmac('sha256', SECRET).update('abc').digest('hex'),
    });
  });
});
