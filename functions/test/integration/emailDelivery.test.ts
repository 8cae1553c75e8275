import type { EmailLog } from '@curso/common';
import { adminDb } from './support/admin';
import { call, signedInAdmin } from './support/client';
import { createPerson } from './support/people';
import { FUNCTIONS_URL, SENDGRID_FAKE_URL } from './support/stack';
import { until } from './support/until';

/** How the fake's post to the webhook went (its `/__fake/events` answer). */
interface EventDelivery {
  status: number | null;
  attempts: number;
}

let admin: { uid: string; idToken: string };
beforeAll(async () => {
  admin = await signedInAdmin();
});

type Log = EmailLog & { delivery_events?: { event: string; reason: string | null }[] };

const logsOf = async (uid: string): Promise<Log[]> =>
  (await adminDb().collection('email_logs').where('user_id', '==', uid).get()).docs.map((doc) => ({
    ...(doc.data() as Log),
    id: doc.id,
  }));

/** The one log of the person's approval email, once its status is `status`. */
async function approvalLogOnce(uid: string, status: string): Promise<Log> {
  const logs = await until(
    () => logsOf(uid),
    (found) => found.some((log) => log.status === status),
  );
  expect(logs.map((log) => log.status)).toEqual([status]);
  return logs[0];
}

/** Posts events to the webhook through the fake, which signs them as SendGrid does. */
const postSigned = async (events: object[], timestamp?: number): Promise<EventDelivery> =>
  (await (
    await fetch(`${SENDGRID_FAKE_URL}/__fake/events${timestamp ? `?timestamp=${timestamp}` : ''}`, {
      method: 'POST',
      body: JSON.stringify(events),
    })
  ).json()) as EventDelivery;

async function approvedAndEmailed(label: string) {
  const person = await createPerson(label, { access_status: 'aprobado' });
  const sent = await call('sendApprovalEmail', { userId: person.uid }, admin);
  expect(sent.error).toBeUndefined();
  return person;
}

describe('the SendGrid Event Webhook', () => {
  it('marks an email delivered, with the events the provider reported', async () => {
    const person = await approvedAndEmailed('entregado');
    const log = await approvalLogOnce(person.uid, 'delivered');
    expect(log.delivery_events!.map((e) => e.event).sort()).toEqual(['delivered', 'processed']);
  });

  it('marks an email to an address that bounces as bounced, with the reason', async () => {
    const person = await createPerson('rebota', { access_status: 'aprobado' });
    await fetch(`${SENDGRID_FAKE_URL}/__fake/bounce?to=${person.email}`, { method: 'POST' });
    await call('sendApprovalEmail', { userId: person.uid }, admin);
    const log = await approvalLogOnce(person.uid, 'bounced');
    expect(log.error_message).toMatch(/^550 5\.1\.1/);
  });

  it('follows each mass-send recipient by its job and person', async () => {
    const person = await createPerson('masivo', { plan_name: 'online' });
    const jobId = `entregas-${Date.now()}`;
    const sent = await call(
      'sendMassNotification',
      {
        subject: 'Aviso',
        title: 'Aviso',
        content: '<p>Hola</p>',
        filters: { selectedUserId: person.uid },
        jobId,
      },
      admin,
    );
    expect(sent.error).toBeUndefined();
    const logs = await until(
      () => logsOf(person.uid),
      (found) => found.some((log) => log.status === 'delivered'),
    );
    expect(logs).toEqual([expect.objectContaining({ status: 'delivered' })]);
  });

  it('applies an event once, and a late "processed" never undoes "delivered"', async () => {
    const person = await approvedAndEmailed('tardio');
    const log = await approvalLogOnce(person.uid, 'delivered');
    const event = {
      email: person.email,
      timestamp: Math.floor(Date.now() / 1000),
      email_log_id: log.id,
      sg_message_id: `${log.resend_email_id}.filter0001.0.0`,
    };
    const late = await postSigned([
      { ...event, event: 'processed', sg_event_id: `late-${log.id}` },
      { ...event, event: 'deferred', sg_event_id: `deferred-${log.id}`, response: '421 try later' },
    ]);
    expect(late.status).toBe(200);
    const again = await postSigned([{ ...event, event: 'bounce', sg_event_id: `late-${log.id}` }]);
    expect(again.status).toBe(200);

    const [after] = await logsOf(person.uid);
    expect(after.status).toBe('delivered');
    expect(after.delivery_events!.map((e) => e.event).sort()).toEqual([
      'deferred',
      'delivered',
      'processed',
      'processed',
    ]);
  });

  it('refuses unsigned, forged and stale posts, and changes nothing', async () => {
    const person = await approvedAndEmailed('forjado');
    const log = await approvalLogOnce(person.uid, 'delivered');
    const bounce = [
      {
        email: person.email,
        event: 'bounce',
        timestamp: Math.floor(Date.now() / 1000),
        email_log_id: log.id,
        sg_event_id: `forged-${log.id}`,
      },
    ];
    const unsigned = await fetch(`${FUNCTIONS_URL}/sendgridWebhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(bounce),
    });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(`${FUNCTIONS_URL}/sendgridWebhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Twilio-Email-Event-Webhook-Signature':
          'MEUCIQCtIHJeH93Y+qpYeWrySphQgpNGNr/U+UyUlBkU6n7RAwIgJTz2C+8a8xonZGi6BpSzoQsbVRamr2nlxFDWYNH2j/0=',
        'X-Twilio-Email-Event-Webhook-Timestamp': String(Math.floor(Date.now() / 1000)),
      },
      body: JSON.stringify(bounce),
    });
    expect(forged.status).toBe(401);
    const stale = await postSigned(bounce, Math.floor(Date.now() / 1000) - 3600);
    expect(stale.status).toBe(401);
    expect((await logsOf(person.uid))[0].status).toBe('delivered');
  });
});
