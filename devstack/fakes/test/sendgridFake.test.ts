import client from '@sendgrid/client';
import { startSendgridFake, type FakeMessage, type SendgridFake } from '../src';

const HELP = 'http://sendgrid.com/docs/API_Reference/Web_API_v3/Mail/errors.html';

describe('SendGrid fake', () => {
  let fake: SendgridFake;

  beforeAll(async () => {
    fake = await startSendgridFake({ port: 0, apiKey: 'SG.test' });
    client.setApiKey('SG.test');
    client.setDefaultRequest('baseUrl', fake.url);
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.clear();
    fake.failNext(0);
    fake.refuseSenderDomain(null);
  });

  /** A valid Mail Send body, with some of its top-level fields replaced. */
  const mail = (fields: Record<string, unknown> = {}) => ({
    personalizations: [{ to: [{ email: 'ana@example.com' }] }],
    from: { email: 'no-reply@example.com' },
    subject: 'Hola',
    content: [
      { type: 'text/plain', value: `Tu código: 123456` },
      { type: 'text/html', value: '<p>123456</p>' },
    ],
    ...fields,
  });
  const sendMail = (body: object) => client.request({ method: 'POST', url: '/v3/mail/send', body });
  const send = (to: string, subject: string) =>
    sendMail(mail({ personalizations: [{ to: [{ email: to }] }], subject }));
  const listed = async (query: string) =>
    (await (await fetch(`${fake.url}/__fake/messages?${query}`)).json()) as FakeMessage[];

  it('accepts a message with 202 and a message id, and lists it by recipient', async () => {
    const [response] = await send('Ana@Example.com', 'Hola');
    expect(response.statusCode).toBe(202);
    expect(response.headers['x-message-id']).toEqual(expect.any(String));
    await send('otro@example.com', 'Otro');

    const forAna = await listed('to=ana@example.com');
    expect(forAna).toHaveLength(1);
    expect(forAna[0]).toMatchObject({ to: ['ana@example.com'], subject: 'Hola' });
    expect(forAna[0].text).toContain('123456');
    const page = await (await fetch(`${fake.url}/`)).text();
    expect(page.indexOf('Otro')).toBeLessThan(page.indexOf('Hola'));
  });

  it('stores one message per personalization, rendered with its subject, substitutions and custom args', async () => {
    const [response] = await sendMail(
      mail({
        personalizations: [
          {
            to: [{ email: 'ana@example.com', name: 'Ana' }],
            cc: [{ email: 'copia@example.com' }],
            bcc: [{ email: 'oculta@example.com' }],
            headers: { 'X-Socio': 'ana' },
            substitutions: { '-name-': 'Ana', '-code-': '111111' },
            custom_args: { person: 'ana' },
          },
          {
            to: [{ email: 'bruno@example.com' }],
            subject: 'Solo para ti, -name-',
            substitutions: { '-name-': 'Bruno', '-code-': '222222' },
            custom_args: { person: 'bruno', job: 'otro' },
          },
        ],
        subject: 'Hola -name-',
        content: [
          { type: 'text/plain', value: 'Tu código: -code-' },
          { type: 'text/html', value: '<p>-name-: -code-</p>' },
        ],
        custom_args: { job: 'j1', batch: 'b1' },
      }),
    );
    const messageId = response.headers['x-message-id'];

    const [ana] = fake.messages('ana@example.com');
    const [bruno] = fake.messages('bruno@example.com');
    expect(ana).toMatchObject({
      messageId,
      to: ['ana@example.com'],
      subject: 'Hola Ana',
      text: 'Tu código: 111111',
      html: '<p>Ana: 111111</p>',
      customArgs: { job: 'j1', batch: 'b1', person: 'ana' },
    });
    expect(bruno).toMatchObject({
      messageId,
      to: ['bruno@example.com'],
      subject: 'Solo para ti, Bruno',
      text: 'Tu código: 222222',
      html: '<p>Bruno: 222222</p>',
      customArgs: { job: 'otro', batch: 'b1', person: 'bruno' },
    });
    expect(ana.id).not.toBe(bruno.id);
    expect(fake.messages()).toHaveLength(2);
  });

  it('sends 1,000 personalizations in one request and lists 1,000 personalised messages', async () => {
    const personalizations = Array.from({ length: 1000 }, (_, i) => ({
      to: [{ email: `socio${i}@example.com` }],
      substitutions: { '%n%': String(i) },
    }));
    const [response] = await sendMail(
      mail({
        personalizations,
        subject: 'Aviso %n%',
        content: [{ type: 'text/plain', value: 'Socio número %n%' }],
        custom_args: { job: 'mass-1' },
      }),
    );
    expect(response.statusCode).toBe(202);

    const messages = await listed('customArg=job:mass-1');
    expect(messages).toHaveLength(1000);
    expect(messages[0].to).toEqual(['socio999@example.com']);
    for (const m of messages) {
      const n = /^socio(\d+)@/.exec(m.to[0])?.[1];
      expect(m).toMatchObject({
        subject: `Aviso ${n}`,
        text: `Socio número ${n}`,
        messageId: response.headers['x-message-id'],
      });
    }
    expect(new Set(messages.map((m) => m.id)).size).toBe(1000);
    expect(await listed('customArg=job:mass-2')).toEqual([]);
  });

  it.each([
    [
      'an empty body, with every error at once',
      {},
      [
        {
          message:
            'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.  e.g. {"email" : "example@example.com"}  or {"email" : "example@example.com", "name" : "Example Recipient"}.',
          field: 'from.email',
          help: `${HELP}#message.from`,
        },
        {
          message:
            'The personalizations field is required and must have at least one personalization.',
          field: 'personalizations',
          help: `${HELP}#-Personalizations-Errors`,
        },
        {
          message:
            'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block. We typically suggest both text/plain and text/html blocks are included, but only one block is required.',
          field: 'content',
          help: `${HELP}#message.content`,
        },
      ],
    ],
    [
      'more than 1000 personalizations',
      mail({
        personalizations: Array.from({ length: 1001 }, (_, i) => ({
          to: [{ email: `s${i}@example.com` }],
        })),
      }),
      [
        {
          message:
            'The personalization block is limited to 1000 personalizations per API request. You have provided 1001 personalizations. Please consider splitting this into multiple requests and resending your request.',
          field: 'personalizations',
          help: `${HELP}#message.personalizations`,
        },
      ],
    ],
    [
      'personalizations without to or with an empty one',
      mail({ personalizations: [{ to: [{ email: 'ana@example.com' }] }, { to: [] }, {}] }),
      [1, 2].map((i) => ({
        message:
          'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
        field: `personalizations.${i}.to`,
        help: `${HELP}#message.personalizations.to`,
      })),
    ],
    [
      'a from without email',
      mail({ from: { name: 'Curso' } }),
      [expect.objectContaining({ field: 'from.email' })],
    ],
    [
      'no subject, at the top or in every personalization',
      mail({
        subject: undefined,
        personalizations: [
          { to: [{ email: 'ana@example.com' }], subject: 'Hola' },
          { to: [{ email: 'bruno@example.com' }] },
        ],
      }),
      [
        {
          message:
            'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
          field: 'subject',
          help: `${HELP}#message.subject`,
        },
      ],
    ],
    ['empty content', mail({ content: [] }), [expect.objectContaining({ field: 'content' })]],
  ])('answers 400 with SendGrid errors for %s', async (_case, body, errors) => {
    await expect(sendMail(body)).rejects.toMatchObject({
      code: 400,
      response: { body: { errors } },
    });
    expect(fake.messages()).toEqual([]);
  });

  it('takes the subject from every personalization when there is none at the top', async () => {
    const [response] = await sendMail(
      mail({
        subject: undefined,
        personalizations: [{ to: [{ email: 'ana@example.com' }], subject: 'Solo el suyo' }],
      }),
    );
    expect(response.statusCode).toBe(202);
    expect(fake.messages()[0].subject).toBe('Solo el suyo');
  });

  it('refuses senders of a refused domain with 403 until cleared', async () => {
    const fromOrg = mail({ from: { email: 'no-reply@Example.org' } });
    await fetch(`${fake.url}/__fake/refuse-sender?domain=example.org`, { method: 'POST' });

    await expect(sendMail(fromOrg)).rejects.toMatchObject({
      code: 403,
      response: {
        body: {
          errors: [
            {
              message:
                'The from address does not match a verified Sender Identity. Mail cannot be sent until this error is resolved. Visit https://sendgrid.com/docs/for-developers/sending-email/sender-identity/ to see the Sender Identity requirements',
              field: 'from',
              help: null,
            },
          ],
        },
      },
    });
    expect((await sendMail(mail()))[0].statusCode).toBe(202);

    await fetch(`${fake.url}/__fake/refuse-sender`, { method: 'DELETE' });
    expect((await sendMail(fromOrg))[0].statusCode).toBe(202);

    fake.refuseSenderDomain('example.com');
    await expect(sendMail(mail())).rejects.toMatchObject({ code: 403 });
    fake.refuseSenderDomain(null);
    expect((await sendMail(mail()))[0].statusCode).toBe(202);
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

  it('fails the next N sends after M more succeed', async () => {
    await fetch(`${fake.url}/__fake/fail?count=2&after=1`, { method: 'POST' });
    const outcomes = [];
    for (const subject of ['1', '2', '3', '4']) {
      outcomes.push(
        await send('ana@example.com', subject).then(
          ([response]) => response.statusCode,
          (error: { code: number }) => error.code,
        ),
      );
    }
    expect(outcomes).toEqual([202, 500, 500, 202]);
    expect(fake.messages().map((m) => m.subject)).toEqual(['4', '1']);

    fake.failNext(1, 2);
    await send('ana@example.com', '5');
    await send('ana@example.com', '6');
    await expect(send('ana@example.com', '7')).rejects.toMatchObject({ code: 500 });
  });

  it('fails only the sends of one custom argument when asked to, letting the others through', async () => {
    await fetch(`${fake.url}/__fake/fail?count=1&customArg=job_id:j1`, { method: 'POST' });
    const ofJob = (subject: string) =>
      sendMail(
        mail({
          personalizations: [{ to: [{ email: 'ana@example.com' }], custom_args: { job_id: 'j1' } }],
          subject,
        }),
      );
    const [other] = await send('ana@example.com', 'Otro');
    expect(other.statusCode).toBe(202);
    await expect(ofJob('Falla')).rejects.toMatchObject({ code: 500 });
    const [ok] = await ofJob('Bien');
    expect(ok.statusCode).toBe(202);
    expect(fake.messages().map((m) => m.subject)).toEqual(['Bien', 'Otro']);
  });

  it('drops the connection without an answer when asked to, as a network failure does', async () => {
    await fetch(`${fake.url}/__fake/fail?count=1&mode=disconnect`, { method: 'POST' });
    const failure = (await send('ana@example.com', 'Cortado').catch((error) => error)) as {
      code?: unknown;
      response?: unknown;
    };
    expect(typeof failure.code).toBe('string');
    expect(failure.response).toBeUndefined();
    expect(fake.messages()).toEqual([]);
    const [ok] = await send('ana@example.com', 'Bien');
    expect(ok.statusCode).toBe(202);
  });

  it('holds the answer to one recipient for the time asked, and stores the message after', async () => {
    await fetch(`${fake.url}/__fake/delay?to=lenta@example.com&ms=300`, { method: 'POST' });
    const started = Date.now();
    const slow = send('Lenta@example.com', 'Despacio');
    await send('otra@example.com', 'Rápido');
    expect(fake.messages('lenta@example.com')).toEqual([]);
    await slow;
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(fake.messages('lenta@example.com').map((m) => m.subject)).toEqual(['Despacio']);
    fake.delayFor('lenta@example.com', 0);
  });

  it('keeps 10,000 messages searchable and shows the newest 200 in the inbox', async () => {
    for (let batch = 0; batch < 10; batch += 1) {
      await sendMail(
        mail({
          personalizations: Array.from({ length: 1000 }, (_, i) => ({
            to: [{ email: `p${i}@example.com` }],
            subject: `Lote ${batch} aviso ${i}`,
          })),
          subject: undefined,
          custom_args: { job: `lote-${batch}` },
        }),
      );
    }

    const forP7 = await listed('to=P7@example.com');
    expect(forP7.map((m) => m.subject)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lote ${9 - i} aviso 7`),
    );
    expect(await listed('customArg=job:lote-3')).toHaveLength(1000);
    expect(
      fake.messages({ to: 'p7@example.com', customArg: 'job:lote-3' }).map((m) => m.subject),
    ).toEqual(['Lote 3 aviso 7']);

    const page = await (await fetch(`${fake.url}/`)).text();
    expect(page).toContain('10000 mensajes en total; se muestran los 200 más recientes');
    expect(page.match(/<article>/g)).toHaveLength(200);
    expect(page.indexOf('Lote 9 aviso 999')).toBeLessThan(page.indexOf('Lote 9 aviso 800'));
    expect(page).not.toContain('Lote 9 aviso 799');
  });

  it('empties the inbox on DELETE', async () => {
    await send('ana@example.com', 'Hola');
    await fetch(`${fake.url}/__fake/messages`, { method: 'DELETE' });
    expect(fake.messages()).toEqual([]);
    expect(await listed('to=ana@example.com')).toEqual([]);
  });
});
