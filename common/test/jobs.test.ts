import { isJobFree, isStalledJob, jobOutcome, JOB_LEASE_MS, type AdminJob } from '../src';

const now = new Date('2026-11-25T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

const job = (fields: Partial<AdminJob<'approve'>> = {}): AdminJob<'approve'> => ({
  id: 'job-1',
  kind: 'approve',
  status: 'running',
  total: 3,
  done: 1,
  succeeded: 1,
  failed: 0,
  started_by: 'admin',
  created_at: ago(120_000),
  updated_at: ago(1_000),
  lease_until: new Date(now.getTime() + JOB_LEASE_MS),
  summary: null,
  ...fields,
});

describe('a job under way, stopped or done', () => {
  it('is held while its task renews the lease, and free for a retry once it lapses', () => {
    expect(isJobFree(job(), now)).toBe(false);
    expect(isJobFree(job({ lease_until: ago(1) }), now)).toBe(true);
    expect(isJobFree(job({ lease_until: ago(1), status: 'done' }), now)).toBe(false);
  });

  it('counts as stopped only when nobody holds it and nothing moved for a minute', () => {
    expect(isStalledJob(job(), now)).toBe(false);
    // A task that just died: its retry comes within the backoff, nothing to offer yet.
    expect(isStalledJob(job({ lease_until: ago(1), updated_at: ago(10_000) }), now)).toBe(false);
    expect(isStalledJob(job({ lease_until: ago(1), updated_at: ago(61_000) }), now)).toBe(true);
    // Queued and never taken (lease at the epoch): stopped once the grace has passed.
    expect(
      isStalledJob(
        job({ status: 'queued', lease_until: new Date(0), updated_at: ago(61_000) }),
        now,
      ),
    ).toBe(true);
    expect(
      isStalledJob(job({ status: 'done', lease_until: ago(1), updated_at: ago(1e6) }), now),
    ).toBe(false);
  });

  it("answers the outcome once done: the summary, and the rows' results in the request's order", () => {
    const summary = { succeeded: 1, failed: 1, emailsFailed: 0 };
    const rows = [
      { id: 'u2', index: 1, result: { userId: 'u2', name: 'B', ok: false } },
      { id: 'u3', index: 2, result: null },
      { id: 'u1', index: 0, result: { userId: 'u1', name: 'A', ok: true } },
    ];
    expect(jobOutcome(job(), rows)).toBeNull();
    expect(jobOutcome(job({ status: 'done', summary }), rows)).toEqual({
      ...summary,
      results: [rows[2].result, rows[0].result],
    });
  });
});
