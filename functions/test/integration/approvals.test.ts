import { currentEdition } from '../../../common/test/fixtures/editions';
import { adminDb } from './support/admin';
import { call, inbox, signedInAdmin } from './support/client';
import { callJob, jobDone, jobOf, outcomeOf, uniqueJobId } from './support/jobs';
import { auditOf, createPerson, profileOf } from './support/people';
import { SENDGRID_FAKE_URL } from './support/stack';
import { until } from './support/until';

interface BulkAnswer {
  succeeded: number;
  failed: number;
  emailsFailed: number;
  results: {
    userId: string;
    ok: boolean;
    error?: string;
    reason?: string;
    emailFailed?: boolean;
  }[];
}

let admin: { uid: string; idToken: string };
beforeAll(async () => {
  admin = await signedInAdmin();
});

const failNextSends = (count: number) =>
  fetch(`${SENDGRID_FAKE_URL}/__fake/fail?count=${count}`, { method: 'POST' });

describe('approveUsers', () => {
  it('approves 50 socios, reports the 2 failed emails, and sends nobody twice when repeated', async () => {
    const socios = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createPerson(`socia${i}`)),
    );
    const outsider = await createPerson('online', { plan_name: 'online' });
    const userIds = [...socios.map((s) => s.uid), outsider.uid];
    await failNextSends(2);

    const jobId = uniqueJobId('approve');
    const first = await callJob<BulkAnswer>('approveUsers', { userIds, jobId }, admin);
    expect(first.result).toMatchObject({ succeeded: 50, failed: 1, emailsFailed: 2 });
    expect(first.result!.results.find((r) => r.userId === outsider.uid)).toMatchObject({
      ok: false,
      error: 'not-pending-socio',
    });
    const received = await Promise.all(socios.map((s) => inbox(s.email)));
    expect(received.filter((messages) => messages.length === 1)).toHaveLength(48);
    expect(received.filter((messages) => messages.length === 0)).toHaveLength(2);
    for (const socio of socios)
      expect(await profileOf(socio.uid)).toMatchObject({ access_status: 'aprobado' });
    const emailed = await Promise.all(socios.map((s) => profileOf(s.uid)));
    expect(emailed.filter((p) => p.approval_email_sent_at !== null)).toHaveLength(48);

    // The same job sent again (a double click, a retried request) starts nothing new; a new
    // approval of the same selection finds nobody pending any more. Neither emails anyone.
    expect(await call('approveUsers', { userIds, jobId }, admin)).toEqual({ result: { jobId } });
    expect(await outcomeOf(jobId)).toEqual(first.result);
    const again = await callJob<BulkAnswer>(
      'approveUsers',
      { userIds, jobId: uniqueJobId('approve') },
      admin,
    );
    expect(again.result).toMatchObject({ succeeded: 0, failed: 51 });
    expect(again.result!.results.every((r) => r.error === 'not-pending-socio')).toBe(true);
    const afterwards = await Promise.all(socios.map((s) => inbox(s.email)));
    expect(afterwards.map((m) => m.length)).toEqual(received.map((m) => m.length));
    expect(await auditOf(socios[0].uid, 'approval')).toHaveLength(1);
  }, 120_000);

  it('approves a socio once when two administrators approve and reject at the same moment', async () => {
    const { uid, email } = await createPerson('simultanea');
    const answers = await Promise.all([
      callJob<BulkAnswer>('approveUsers', { userIds: [uid], jobId: uniqueJobId('approve') }, admin),
      callJob<BulkAnswer>('approveUsers', { userIds: [uid], jobId: uniqueJobId('approve') }, admin),
      callJob<BulkAnswer>('rejectUsers', { userIds: [uid], jobId: uniqueJobId('reject') }, admin),
    ]);
    expect(answers.map((a) => a.result!.succeeded).reduce((a, b) => a + b)).toBe(1);
    const decisions = [...(await auditOf(uid, 'approval')), ...(await auditOf(uid, 'rejection'))];
    expect(decisions).toHaveLength(1);
    const decided = (await profileOf(uid)).access_status;
    expect(decided).toBe(decisions[0].action === 'approval' ? 'aprobado' : 'rechazado');
    expect(await inbox(email)).toHaveLength(decided === 'aprobado' ? 1 : 0);
  });

  it('sends the approval template with the socio\u2019s name and society, and logs it', async () => {
    const { uid, email } = await createPerson('plantilla', { society: 'seghnp' });
    const approved = await callJob<BulkAnswer>(
      'approveUsers',
      { userIds: [uid], jobId: uniqueJobId('approve') },
      admin,
    );
    expect(approved.result).toMatchObject({ succeeded: 1, emailsFailed: 0 });
    const [message] = await inbox(email);
    expect(message.subject).toBe('Tu inscripción ha sido aprobada');
    expect(message.html).toContain('Núria Prueba plantilla');
    expect(message.html).toContain('SEGHNP');
    const logs = await adminDb().collection('email_logs').where('user_id', '==', uid).get();
    expect(logs.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        email_type: 'approval',
        status: expect.stringMatching(/^(sent|delivered)$/),
        template_id: 'approval',
      }),
    ]);
  });

  it('answers at once with the job, which the page follows to the end', async () => {
    const people = await Promise.all([createPerson('job1'), createPerson('job2')]);
    const userIds = people.map((p) => p.uid);
    const jobId = uniqueJobId('progress');
    expect(await call('approveUsers', { userIds, jobId }, admin)).toEqual({ result: { jobId } });
    expect(await jobDone(jobId)).toMatchObject({
      kind: 'approve',
      total: 2,
      done: 2,
      succeeded: 2,
      status: 'done',
      started_by: admin.uid,
    });
    const outcome = await outcomeOf<BulkAnswer>(jobId);
    expect(outcome).toMatchObject({ succeeded: 2, failed: 0 });
    expect(outcome.results.map((r) => r.userId)).toEqual(userIds);
  });

  it('refuses an empty selection and a non-admin', async () => {
    const emptyJob = uniqueJobId('empty');
    const empty = await call('approveUsers', { userIds: [], jobId: emptyJob }, admin);
    expect(empty.error?.details?.fields).toEqual({ userIds: 'Selecciona al menos un usuario' });
    expect(await jobOf(emptyJob)).toBeNull();
    const { uid } = await createPerson('curiosa');
    const anonymousJob = uniqueJobId('anonymous');
    const anonymous = await call('approveUsers', { userIds: [uid], jobId: anonymousJob });
    expect(anonymous.error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect(await jobOf(anonymousJob)).toBeNull();
    expect(await profileOf(uid)).toMatchObject({ access_status: 'pendiente_aprobacion' });
  });
});

describe('rejectUsers', () => {
  it('rejects pending socios with an audit entry and no email', async () => {
    const { uid, email } = await createPerson('rechazada');
    const answer = await callJob<BulkAnswer>(
      'rejectUsers',
      { userIds: [uid], jobId: uniqueJobId('reject') },
      admin,
    );
    expect(answer.result).toMatchObject({ succeeded: 1, failed: 0 });
    expect(await profileOf(uid)).toMatchObject({ access_status: 'rechazado' });
    expect(await auditOf(uid, 'rejection')).toHaveLength(1);
    expect(await inbox(email)).toEqual([]);
  });
});

describe('sendBulkApprovalEmails', () => {
  it('reaches approved socios never emailed or emailed before the cut-off, once', async () => {
    // The stack's current edition is the demo's.
    const cutoff = currentEdition.approval_email_cutoff!.getTime();
    const before = new Date(cutoff - 60_000);
    const after = new Date(cutoff + 60_000);
    const never = await createPerson('nunca', { access_status: 'aprobado' });
    const early = await createPerson('antes', {
      access_status: 'aprobado',
      approval_email_sent_at: before,
    });
    const late = await createPerson('despues', {
      access_status: 'aprobado',
      approval_email_sent_at: after,
    });

    const withoutPrevious = await callJob<{ results: { userId: string }[] }>(
      'sendBulkApprovalEmails',
      { includePrevious: false, jobId: uniqueJobId('emails') },
      admin,
    );
    const firstIds = withoutPrevious.result!.results.map((r) => r.userId);
    expect(firstIds).toContain(never.uid);
    expect(firstIds).not.toContain(early.uid);
    expect(firstIds).not.toContain(late.uid);

    const withPrevious = await callJob<{ results: { userId: string }[]; emailsSent: number }>(
      'sendBulkApprovalEmails',
      { jobId: uniqueJobId('emails') },
      admin,
    );
    const secondIds = withPrevious.result!.results.map((r) => r.userId);
    expect(secondIds).toContain(early.uid);
    expect(secondIds).not.toContain(never.uid);
    expect(secondIds).not.toContain(late.uid);
    expect((await inbox(never.email)).length).toBe(1);
    expect((await inbox(early.email)).length).toBe(1);
    expect((await inbox(late.email)).length).toBe(0);
  });
});

describe('sendApprovalEmail', () => {
  it('sends the approval email again to an approved socio, and only to an approved one', async () => {
    const approved = await createPerson('reenvio', { access_status: 'aprobado' });
    const answer = await call<{ success: boolean; emailId: string | null }>(
      'sendApprovalEmail',
      { userId: approved.uid },
      admin,
    );
    expect(answer.result).toMatchObject({ success: true, emailId: expect.any(String) });
    expect((await inbox(approved.email)).map((m) => m.subject)).toEqual([
      'Tu inscripción ha sido aprobada',
    ]);
    expect(await profileOf(approved.uid)).toMatchObject({
      approval_email_sent_at: expect.anything(),
    });
    expect(await auditOf(approved.uid, 'approval_email')).toHaveLength(1);

    const pending = await createPerson('aunno');
    const refused = await call('sendApprovalEmail', { userId: pending.uid }, admin);
    expect(refused.error?.details?.code).toBe('not-approved');
    expect(await inbox(pending.email)).toEqual([]);
  });

  it('says the email failed with the provider\u2019s reason, and records the failure', async () => {
    const approved = await createPerson('caida', { access_status: 'aprobado' });
    await failNextSends(1);
    const answer = await call('sendApprovalEmail', { userId: approved.uid }, admin);
    expect(answer.error).toMatchObject({
      status: 'UNAVAILABLE',
      details: { code: 'mail-provider', reason: 'Simulated provider failure' },
    });
    expect(await profileOf(approved.uid)).toMatchObject({ approval_email_sent_at: null });
    const logs = await adminDb()
      .collection('email_logs')
      .where('user_id', '==', approved.uid)
      .get();
    expect(logs.docs.map((d) => d.data().status)).toEqual(['failed']);
  });
});

describe('approval emails when the provider or the database fails', () => {
  const logsOf = async (uid: string) =>
    (await adminDb().collection('email_logs').where('user_id', '==', uid).get()).docs;

  it('says the email service could not be reached when the connection drops', async () => {
    const approved = await createPerson('sin-conexion', { access_status: 'aprobado' });
    await fetch(`${SENDGRID_FAKE_URL}/__fake/fail?count=1&mode=disconnect`, { method: 'POST' });
    const answer = await call('sendApprovalEmail', { userId: approved.uid }, admin);
    expect(answer.error).toMatchObject({ details: { code: 'mail-connection' } });
    expect(await profileOf(approved.uid)).toMatchObject({
      approval_email_sent_at: null,
      approval_email_sending_since: null,
    });
  });

  it('reports an email sent but not recorded, and no later run sends it again', async () => {
    const socio = await createPerson('no-registrado', { access_status: 'aprobado' });
    // The provider takes its time with this one: long enough to lose the record meanwhile.
    await fetch(`${SENDGRID_FAKE_URL}/__fake/delay?to=${socio.email}&ms=3000`, { method: 'POST' });
    const firstRun = callJob<BulkAnswer>(
      'sendBulkApprovalEmails',
      { jobId: uniqueJobId('emails') },
      admin,
    );
    const pending = await until(
      async () => (await logsOf(socio.uid)).find((doc) => doc.data().status === 'pending'),
      (doc) => doc !== undefined,
    );
    await pending!.ref.delete();

    const first = await firstRun;
    expect(first.result!.results.find((r) => r.userId === socio.uid)).toMatchObject({
      ok: false,
      error: 'mail-not-recorded',
    });
    const second = await callJob<BulkAnswer>(
      'sendBulkApprovalEmails',
      { jobId: uniqueJobId('emails') },
      admin,
    );
    expect(second.result!.results.map((r) => r.userId)).not.toContain(socio.uid);
    expect(await inbox(socio.email)).toHaveLength(1);
    expect(await profileOf(socio.uid)).toMatchObject({
      approval_email_sent_at: null,
      approval_email_sending_since: expect.anything(),
    });
  }, 60_000);
});
