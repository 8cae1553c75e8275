import client from '@sendgrid/client';
import { startSendgridFake, type FakeMessage, type SendgridFake } from '../src';

describe('SendGrid fake', () => {
  let fake: SendgridFake;

  beforeAll(async () => {
    fake = await startSendgridFake({ port: 0, apiKey: 'SG.test' });
    client.setApiKey('SG.test');
    client.setDefaultRequest('baseUrl', fake.url);
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.clear());

  const send = (to: string, subject: string) =>
    client.request({
      method: 'POST',
      url: '/v3/mail/send',
      body: {
        personalizations: [{ to: [{ email: to }] }],
        from: { email: 'no-reply@example.com' },
        subject,
        content: [
          { type: 'text/plain', value: `Tu código: 123456` },
          { type: 'text/html', value: '<p>123456</p>' },
        ],
      },
    });

  it('accepts a message with 202 and a message id, and lists it by recipient', async () => {
    const [response] = await send('Ana@Example.com', 'Hola');
    expect(response.statusCode).toBe(202);
    expect(response.headers['x-message-id']).toEqual(expect.any(String));
    await send('otro@example.com', 'Otro');

    const listed = (await (
      await fetch(`${fake.url}/__fake/messages?to=ana@example.com`)
    ).json()) as FakeMessage[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ to: ['ana@example.com'], subject: 'Hola' });
    expect(listed[0].text).toContain('123456');
    const page = await (await fetch(`${fake.url}/`)).text();
    expect(page.indexOf('Otro')).toBeLessThan(page.indexOf('Hola'));
  });

  it('refuses a wrong key and fails the requested number of sends', async () => {
    const wrong = await fetch(`${fake.url}/v3/mail/send`, {
      method: 'POST',
      headers: { Authorization: 'Bearer nope' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);

    fake.failNext(1);
    await expect(send('ana@example.com', 'Falla')).rejects.toMatchObject({ code: 500 });
    const [ok] = await send('ana@example.com', 'Bien');
    expect(ok.statusCode).toBe(202);
    expect(fake.messages().map((m) => m.subject)).toEqual(['Bien']);
  });

  it('empties the inbox on DELETE', async () => {
    await send('ana@example.com', 'Hola');
    await fetch(`${fake.url}/__fake/messages`, { method: 'DELETE' });
    expect(fake.messages()).toEqual([]);
  });
});
