import { countsAsSent, initialStatuses } from '@curso/common';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './support/admin';
import { call, idTokenFor, signedInAdmin } from './support/client';
import { callJob, jobOf } from './support/jobs';
import { auditOf, createPerson } from './support/people';
import { SENDGRID_FAKE_URL } from './support/stack';
import { currentEdition } from '../../../common/test/fixtures/editions';

interface MassAnswer {
  success: boolean;
  emailsSent: number;
  emailsFailed: number;
  totalProcessed: number;
  results: { email: string; error?: string }[];
  usersWithoutEmail: { id: string; name: string; plan: string }[];
}
interface FakeMessage {
  to: string[];
  subject: string;
  html: string;
  messageId: string;
}

let admin: { uid: string; idToken: string };
beforeAll(async () => {
  admin = await signedInAdmin();
});

let run = 0;
/** Profiles only (a notification needs no Auth account), written in batches of 500. */
async function seedRecipients(
  count: number,
  fields: Record<string, unknown>,
  each: (i: number) => Record<string, unknown> = () => ({}),
): Promise<string[]> {
  run += 1;
  const ids = Array.from({ length: count }, (_, i) => `mass-${Date.now()}-${run}-${i}`);
  const now = Timestamp.now();
  for (let start = 0; start < count; start += 500) {
    const batch = adminDb().batch();
    ids.slice(start, start + 500).forEach((id, offset) => {
      batch.set(adminDb().doc(`profiles/${id}`), {
        edition_id: currentEdition.id,
        email: `${id}@example.com`,
        first_name: 'Persona',
        last_name: `${start + offset}`,
        plan_name: 'online',
        ...initialStatuses(currentEdition, 'online'),
        archived_at: null,
        email_notifications: true,
        created_at: now,
        updated_at: now,
        ...fields,
        ...each(start + offset),
      });
    });
    await batch.commit();
  }
  return ids;
}

const jobMessages = async (jobId: string): Promise<FakeMessage[]> =>
  (await (
    await fetch(`${SENDGRID_FAKE_URL}/__fake/messages?customArg=job_id:${jobId}`)
  ).json()) as FakeMessage[];

const draft = (jobId: string, filters: Record<string, unknown>, overrides = {}) => ({
  subject: 'Novedades para {{firstName}}',
  title: 'Aviso del curso',
  content: '<p>Hola {{firstName}} {{lastName}} ({{planName}})</p>',
  filters: { plans: [], accessStatuses: [], paymentStatuses: [], ...filters },
  jobId,
  ...overrides,
});

describe('estimateRecipients and the audience', () => {
  it('counts active people who accept emails and have an address; none without a filter', async () => {
    const filters = {
      plans: ['laspghn'],
      accessStatuses: ['rechazado'],
      paymentStatuses: ['failed'],
    };
    await seedRecipients(
      5,
      { plan_name: 'laspghn', access_status: 'rechazado', payment_status: 'failed' },
      (i) =>
        [{}, {}, { archived_at: Timestamp.now() }, { email_notifications: false }, { email: '' }][
          i
        ],
    );
    const estimate = await call<{ count: number }>('estimateRecipients', { filters }, admin);
    expect(estimate.result).toEqual({ count: 2 });
    const none = await call('estimateRecipients', { filters: { plans: [] } }, admin);
    expect(none.result).toEqual({ count: 0 });

    const jobId = `estimate-${Date.now()}`;
    const sent = await callJob<MassAnswer>('sendMassNotification', draft(jobId, filters), admin);
    expect(sent.result).toMatchObject({ emailsSent: 2, emailsFailed: 0, totalProcessed: 2 });
    expect(sent.result!.usersWithoutEmail).toEqual([
      { id: expect.any(String), name: 'Persona 4', plan: 'Miembro LASPGHAN' },
    ]);
    expect(await auditOf(jobId, 'mass_notification')).toHaveLength(1);
  });
});

describe('sendMassNotification', () => {
  it('personalises each email with escaped values and strips active content', async () => {
    const filters = { plans: ['patrocinado_presencial'], paymentStatuses: ['failed'] };
    await seedRecipients(1, {
      plan_name: 'patrocinado_presencial',
      payment_status: 'failed',
      first_name: '<b>Ana</b>',
      last_name: 'O’Brien & Co',
    });
    const jobId = `personal-${Date.now()}`;
    await callJob(
      'sendMassNotification',
      draft(jobId, filters, {
        content:
          '<p onclick="x()">Hola {{firstName}}</p><script>alert(1)</script><a href="javascript:x()">a</a>',
      }),
      admin,
    );
    const [mail] = await jobMessages(jobId);
    expect(mail.subject).toBe('Novedades para <b>Ana</b>');
    expect(mail.html).toContain('Hola &lt;b&gt;Ana&lt;&#x2F;b&gt;');
    expect(mail.html).not.toMatch(/<script|onclick|javascript:/);
  });

  it('refuses a non-admin, and a draft without subject', async () => {
    const attendee = await createPerson('masivo', { plan_name: 'online' });
    const idToken = await idTokenFor(await adminAuth().createCustomToken(attendee.uid));
    const filters = { plans: ['online'] };
    const refused = await call('sendMassNotification', draft(`no-${Date.now()}`, filters), {
      idToken,
    });
    expect(refused.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    const invalid = await call(
      'sendMassNotification',
      draft(`vacio-${Date.now()}`, filters, { subject: '  ' }),
      admin,
    );
    expect(invalid.error).toMatchObject({ status: 'INVALID_ARGUMENT' });
  });

  it('sends 2,500 in requests of 1,000; a refused request is retried, nobody gets it twice', async () => {
    const filters = { plans: ['patrocinado_online'], paymentStatuses: ['failed'] };
    const ids = await seedRecipients(2500, {
      plan_name: 'patrocinado_online',
      payment_status: 'failed',
    });
    const jobId = `resume-${Date.now()}`;
    // The second of the three requests fails, as a provider outage mid-way would.
    await fetch(`${SENDGRID_FAKE_URL}/__fake/fail?count=1&after=1&customArg=job_id:${jobId}`, {
      method: 'POST',
    });

    const started = await call('sendMassNotification', draft(jobId, filters), admin);
    expect(started.result).toEqual({ jobId });
    // The task's first attempt reaches 1,500 and leaves the job to its retry.
    let firstPass = await jobOf(jobId);
    for (let wait = 0; firstPass?.done !== 2500 && wait < 300; wait += 1) {
      await new Promise((r) => setTimeout(r, 200));
      firstPass = await jobOf(jobId);
    }
    expect(firstPass).toMatchObject({ kind: 'mass_notification', total: 2500, failed: 1000 });

    const done = await callJob<MassAnswer>('sendMassNotification', draft(jobId, filters), admin);
    expect(done.result).toMatchObject({
      success: true,
      emailsSent: 2500,
      emailsFailed: 0,
      results: [],
    });
    expect(await jobOf(jobId)).toMatchObject({ done: 2500, succeeded: 2500, failed: 0 });

    const messages = await jobMessages(jobId);
    const recipients = messages.map((m) => m.to[0]);
    expect(messages).toHaveLength(2500);
    expect(new Set(recipients).size).toBe(2500);
    expect(new Set(recipients)).toEqual(new Set(ids.map((id) => `${id}@example.com`)));
    expect(new Set(messages.map((m) => m.messageId)).size).toBe(3);

    const logs = await adminDb()
      .collection('email_logs')
      .where('metadata.job_id', '==', jobId)
      .get();
    const statuses = logs.docs.map((d) => d.get('status'));
    // Sent, or already reported delivered by the provider's events.
    expect(statuses.filter((s) => countsAsSent(s))).toHaveLength(2500);
    expect(statuses.filter((s) => s === 'failed')).toHaveLength(1000);

    // The same job sent again is the same job: nothing more is sent.
    const again = await callJob<MassAnswer>('sendMassNotification', draft(jobId, filters), admin);
    expect(again.result).toMatchObject({ emailsSent: 2500 });
    expect(await jobMessages(jobId)).toHaveLength(2500);
  }, 90_000);

  it('reports those it could not reach once its retries are spent', async () => {
    const filters = {
      plans: ['laspghn'],
      paymentStatuses: ['pending'],
      accessStatuses: ['rechazado'],
    };
    await seedRecipients(3, {
      plan_name: 'laspghn',
      payment_status: 'pending',
      access_status: 'rechazado',
    });
    const jobId = `refused-${Date.now()}`;
    // Every attempt's request is refused.
    await fetch(`${SENDGRID_FAKE_URL}/__fake/fail?count=3&customArg=job_id:${jobId}`, {
      method: 'POST',
    });
    const answer = await callJob<MassAnswer>('sendMassNotification', draft(jobId, filters), admin);
    expect(answer.result).toMatchObject({ success: false, emailsSent: 0, emailsFailed: 3 });
    expect(answer.result?.results).toHaveLength(3);
    expect(answer.result?.results[0]).toMatchObject({ success: false, error: expect.any(String) });
    expect(await jobMessages(jobId)).toHaveLength(0);
  }, 90_000);
});
