import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { act } from '@testing-library/react';
import { JOB_LEASE_MS, inEditionPeriod, jobOutcome, withSystemTemplates } from '@curso/common';
import type {
  AccreditationRecord,
  AdminJob,
  JobKind,
  JobOutcome,
  JobRow,
  JobRowResults,
  JobStartedResponse,
  JobSummaries,
  AuditLog,
  CertificateRecord,
  Edition,
  EditionPeriod,
  EditionRegistration,
  EmailLog,
  EmailTemplate,
  Payment,
  PlanSeats,
  Profile,
  VideowallEntry,
  ZoomParticipant,
  ZoomSession,
} from '@curso/common';
import * as accreditationModule from '../src/data/accreditation';
import { currentEdition, finishedEdition } from '../../common/test/fixtures/editions';
import { saveImpersonation } from '../src/session/impersonationStorage';
import { api as callables, type Callers } from '../src/data/callables';
import * as certificatesModule from '../src/data/certificates';
import type { CollectionState, ListenerErrorReason } from '../src/data/collectionState';
import * as profileModule from '../src/data/profile';
import * as adminAccreditationModule from '../src/data/admin/accreditation';
import * as auditLogModule from '../src/data/admin/auditLog';
import * as editionsModule from '../src/data/admin/editions';
import * as emailHistoryModule from '../src/data/admin/emailHistory';
import * as emailLogsModule from '../src/data/admin/emailLogs';
import * as emailTemplatesModule from '../src/data/admin/emailTemplates';
import * as jobsModule from '../src/data/admin/jobs';
import * as paymentIncidentsModule from '../src/data/admin/paymentIncidents';
import * as seatsModule from '../src/data/admin/seats';
import { registrationRows } from '../src/data/admin/registrationRows';
import * as registrationsModule from '../src/data/admin/registrations';
import * as sessionParticipantsModule from '../src/data/admin/sessionParticipants';
import * as sessionModule from '../src/data/session';
import * as zoomSessionsModule from '../src/data/zoomSessions';
import type { ProfileState } from '../src/data/profile';
import { unfakedCallable } from './unfakedCallable';
import type { SessionState } from '../src/data/session';

type CallableFakes = { [K in keyof Callers]: jest.MockedFunction<Callers[K]> };

/**
 * The callables and the session's two actions, as typed test doubles. A callable a test did not
 * set up rejects with "not faked", so a page that calls something unexpected fails loudly; a new
 * callable needs no line here.
 */
export const api = new Proxy(
  {
    signInWithToken: jest.mocked(sessionModule.signInWithToken),
    signOutUser: jest.mocked(sessionModule.signOutUser),
  },
  {
    get: (session, name: string) =>
      name in session
        ? session[name as keyof typeof session]
        : jest.mocked((callables as Record<string, unknown>)[name]),
  },
) as unknown as CallableFakes & {
  signInWithToken: jest.MockedFunction<typeof sessionModule.signInWithToken>;
  signOutUser: jest.MockedFunction<typeof sessionModule.signOutUser>;
};

function rejectUnfakedCallables(): void {
  for (const [name, fake] of Object.entries(callables as unknown as Record<string, jest.Mock>)) {
    fake.mockImplementation(unfakedCallable(name));
  }
}

/** Listener subscriptions the pages opened, to check what is (and is not) listened to. */
export const listeners = {
  featuredParticipants: jest.mocked(zoomSessionsModule.useFeaturedParticipants),
  certificate: jest.mocked(certificatesModule.useCertificate),
};

/** A tiny observable value: the fakes of Firebase's listeners re-render readers on change. */
function liveValue<T>(initial: T) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: T) {
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const session = liveValue<SessionState>({ status: 'signedOut' });
const profile = liveValue<ProfileState>({ status: 'loading' });
/** Profiles of other users, read by uid (an administrator viewing as someone). */
const otherProfiles = liveValue<Record<string, Profile>>({});
const zoomSessions = liveValue<CollectionState<ZoomSession>>({ status: 'ready', items: [] });
const videowall = liveValue<Record<string, VideowallEntry[]>>({});
const sessionParticipants = liveValue<Record<string, ZoomParticipant[]>>({});
const registrations = liveValue<CollectionState<Profile>>({ status: 'ready', items: [] });
/** `editions/{id}/registrations` by edition id: registrations closed by people who moved on. */
const closedRegistrations = liveValue<Record<string, EditionRegistration[]>>({});
const editions = liveValue<CollectionState<Edition>>({ status: 'ready', items: [] });
/** Each edition's count of registrations, as the server would count it (none: unknown). */
let editionCounts: Record<string, number> = {};
const auditLogs = liveValue<CollectionState<AuditLog>>({ status: 'ready', items: [] });
const emailLogs = liveValue<Record<string, EmailLog[]>>({});
const jobs = liveValue<Record<string, AdminJob>>({});
/** Each done job's rows, by job id: what `jobFinished` reads with the job's summary. */
const jobRows = new Map<string, JobRow[]>();
const emailTemplates = liveValue<CollectionState<EmailTemplate>>({ status: 'loading' });
const emailHistory = liveValue<CollectionState<EmailLog>>({ status: 'ready', items: [] });
/** `accreditation/{uid}` documents by uid: the attendee reads theirs, administrators all. */
const accreditation = liveValue<Record<string, AccreditationRecord>>({});
/** `certificates/{code}` documents by code. */
const certificates = liveValue<Record<string, CertificateRecord>>({});
const paymentIncidents = liveValue<CollectionState<Payment>>({ status: 'ready', items: [] });
/** `editions/{id}/seats` by edition id: the places taken per plan with a capacity. */
const seats = liveValue<Record<string, PlanSeats[]>>({});

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const created = new Date('2025-09-01T10:00:00Z');
  return {
    id: 'user-1',
    edition_id: currentEdition.id,
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'García',
    phone: null,
    phone_country_code: '+34',
    company: null,
    position: null,
    specialty: 'gastroenterologia',
    country: 'ES',
    city: 'Madrid',
    linkedin_url: null,
    is_laspghn_member: false,
    plan_name: 'online',
    society: null,
    payment_status: 'pending',
    access_status: 'pendiente_aprobacion',
    archived_at: null,
    archive_reason: null,
    sponsor: null,
    sponsor_notification_email: null,
    stripe_customer_id: null,
    approval_email_sent_at: null,
    email_notifications: true,
    consents_accepted_at: created,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

/** A registration the person closed by registering for a later edition (2025's, by default). */
export function makeClosedRegistration(
  overrides: Partial<EditionRegistration> = {},
): EditionRegistration {
  const {
    linkedin_url: _linkedin,
    stripe_customer_id: _customer,
    email_notifications: _notifications,
    consents_accepted_at: _consents,
    approval_email_sending_since: _sending,
    seat: _seat,
    earlier_certificates: _certificates,
    updated_at: _updated,
    ...registration
  } = makeProfile({ edition_id: finishedEdition.id, created_at: new Date('2025-06-01T10:00:00Z') });
  return {
    ...registration,
    closed_at: new Date('2026-12-01T10:00:00Z'),
    accreditation: null,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<ZoomSession> = {}): ZoomSession {
  return {
    id: 'session-1',
    session_title: 'Sesión',
    session_description: null,
    session_type: 'webinar',
    status: 'scheduled',
    start_time: new Date('2025-11-07T09:00:00+01:00'),
    end_time: new Date('2025-11-07T10:00:00+01:00'),
    join_url: 'https://zoom.example.com/j/1',
    registration_url: 'https://zoom.example.com/webinar/register/1',
    max_participants: null,
    participant_count: 0,
    ...overrides,
  };
}

export function makeVideowallEntry(overrides: Partial<VideowallEntry> = {}): VideowallEntry {
  return {
    id: 'participant-1',
    participant_name: 'Dra. Elena Ruiz',
    participant_type: 'panelist',
    join_time: new Date('2025-11-07T09:00:00+01:00'),
    ...overrides,
  };
}

export function makeParticipant(overrides: Partial<ZoomParticipant> = {}): ZoomParticipant {
  return {
    id: 'participant-1',
    session_id: 'session-1',
    participant_email: 'ponente@example.com',
    participant_type: 'panelist',
    join_time: new Date('2025-11-07T09:00:00+01:00'),
    leave_time: null,
    duration_minutes: null,
    videowall_featured: true,
    ...overrides,
  };
}

export function makeAccreditation(
  overrides: Partial<AccreditationRecord> = {},
): AccreditationRecord {
  return {
    id: 'user-1',
    email: 'ana@example.com',
    sessions: {},
    updated_at: new Date('2025-11-08T18:00:00+01:00'),
    ...overrides,
  };
}

export function makeCertificate(overrides: Partial<CertificateRecord> = {}): CertificateRecord {
  return {
    id: 'ABCD-EFGH-JKMN',
    type: 'participation',
    title: 'Certificado de participación',
    holder_name: 'Ana García',
    course_title: 'Curso de Enfermedad Inflamatoria Intestinal Pediátrica 2025',
    course_date: '2025-11-07',
    hours: 40,
    issued_at: new Date('2025-11-10T12:00:00+01:00'),
    valid_until: new Date('2028-11-10T12:00:00+01:00'),
    ...overrides,
  };
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'cs_test_1',
    uid: 'user-1',
    email: 'ana@example.com',
    plan: 'online',
    edition_id: currentEdition.id,
    amount_cents: 21200,
    vat_cents: 3700,
    currency: 'eur',
    status: 'completed',
    created_at: new Date('2025-10-01T10:00:00+02:00'),
    completed_at: new Date('2025-10-01T10:05:00+02:00'),
    ...overrides,
  };
}

export function signedIn({ uid = 'user-1', isAdmin = false } = {}): void {
  session.set({ status: 'signedIn', uid, email: 'ana@example.com', isAdmin });
}

/** Administrator `admin-1` viewing the site as attendee `user-2` (Luis Pérez), whose profile is given. */
export function viewingAsAttendee(attendee: Partial<Profile>): void {
  saveImpersonation({
    adminUid: 'admin-1',
    userId: 'user-2',
    email: 'luis@example.com',
    name: 'Luis Pérez',
    startedAt: Date.now(),
  });
  signedIn({ uid: 'admin-1', isAdmin: true });
  setProfile(null);
  setOtherProfile({ ...attendee, id: 'user-2' });
}

/** The signed-in user's profile document, as the live listener would deliver it. */
export function setProfile(overrides: Partial<Profile> | null = {}): void {
  profile.set({ status: 'ready', profile: overrides && makeProfile(overrides) });
}

/** A later snapshot of the profile arriving while the page is shown. */
export function pushProfile(overrides: Partial<Profile>): void {
  act(() => setProfile(overrides));
}

/** Another user's profile (its `id` is the uid it is read by). */
export function setOtherProfile(overrides: Partial<Profile> & { id: string }): void {
  otherProfiles.set({ ...otherProfiles.get(), [overrides.id]: makeProfile(overrides) });
}

export function pushOtherProfile(overrides: Partial<Profile> & { id: string }): void {
  act(() => setOtherProfile(overrides));
}

/** The `zoom_sessions` listener's current documents. */
export function setSessions(items: ZoomSession[]): void {
  zoomSessions.set({ status: 'ready', items });
}

/** The `zoom_sessions` listener stopped, for this reason. */
export function failSessions(reason: ListenerErrorReason): void {
  zoomSessions.set({ status: 'error', reason });
}

/** Who is on one session's videowall, as attendees see them. */
export function setVideowall(sessionId: string, items: VideowallEntry[]): void {
  videowall.set({ ...videowall.get(), [sessionId]: items });
}

/** Everyone the webhook recorded in one session (the back office's participants dialog). */
export function setSessionParticipants(sessionId: string, items: ZoomParticipant[]): void {
  sessionParticipants.set({ ...sessionParticipants.get(), [sessionId]: items });
}

/** Every profile the administrators' `profiles` listeners read (each edition reads its own). */
export function setRegistrations(items: Profile[]): void {
  registrations.set({ status: 'ready', items });
}

/** The registrations closed in an edition by people who registered for a later one. */
export function setClosedRegistrations(editionId: string, items: EditionRegistration[]): void {
  closedRegistrations.set({ ...closedRegistrations.get(), [editionId]: items });
}

/**
 * The `editions` listener's documents (the demo's current and finished editions until told), and
 * the registrations the server would count for some of them.
 */
export function setEditions(
  items: Edition[],
  { registrations: counts = {} }: { registrations?: Record<string, number> } = {},
): void {
  editionCounts = counts;
  editions.set({ status: 'ready', items });
}

/** A later snapshot of the editions arriving while the page is shown. */
export function pushEditions(items: Edition[]): void {
  act(() => editions.set({ status: 'ready', items }));
}

/** An edition's registrations as `useRegistrations` reads them: its profiles, and closed ones. */
function useEditionRegistrations(edition: Pick<Edition, 'id' | 'state'>) {
  const profiles = useSyncExternalStore(registrations.subscribe, registrations.get);
  const closed = useSyncExternalStore(closedRegistrations.subscribe, closedRegistrations.get);
  return useMemo(() => {
    const ofEdition: CollectionState<Profile> =
      profiles.status === 'ready'
        ? {
            status: 'ready',
            items: profiles.items.filter((profile) => profile.edition_id === edition.id),
          }
        : profiles;
    const closedOfEdition = edition.state === 'current' ? [] : (closed[edition.id] ?? []);
    return registrationRows(ofEdition, { status: 'ready', items: closedOfEdition });
  }, [profiles, closed, edition.id, edition.state]);
}

/** A listener's documents, those of the edition's period only (as the range on `field` reads). */
function useInPeriod<T, K extends keyof T>(
  state: CollectionState<T>,
  period: EditionPeriod,
  field: K,
): CollectionState<T> {
  return useMemo(
    () =>
      state.status === 'ready'
        ? {
            status: 'ready',
            items: state.items.filter((item) =>
              inEditionPeriod(period, item[field] as unknown as Date),
            ),
          }
        : state,
    [state, period, field],
  );
}

/** The audit log's latest entries. */
export function setAuditLogs(items: AuditLog[]): void {
  auditLogs.set({ status: 'ready', items });
}

/** One person's email history. */
export function setEmailLogs(uid: string, items: EmailLog[]): void {
  emailLogs.set({ ...emailLogs.get(), [uid]: items });
}

/**
 * The stored `email_templates` documents (admins' edits and custom templates), merged with the
 * shipped system templates as the real hook does; 'loading' before the first snapshot.
 */
export function setEmailTemplates(stored: EmailTemplate[] | 'loading'): void {
  emailTemplates.set(
    stored === 'loading'
      ? { status: 'loading' }
      : { status: 'ready', items: withSystemTemplates(stored) },
  );
}

/** Every `email_logs` document the global history can read (any order: it is sorted), or why it failed. */
export function setEmailHistory(logs: EmailLog[] | ListenerErrorReason): void {
  emailHistory.set(
    typeof logs === 'string' ? { status: 'error', reason: logs } : { status: 'ready', items: logs },
  );
}

/** The global history's filters of each read the page asked for, oldest first. */
export const emailHistoryReads: emailHistoryModule.EmailHistoryFilters[] = [];

/**
 * The global history over `setEmailHistory`'s documents: the same filters (exact recipient,
 * lowercased) within the edition's period, newest first, pages of 50. Each read (new filters or
 * edition, a page, refresh, search) is recorded in `emailHistoryReads`.
 */
function useFakeEmailHistory(
  filters: emailHistoryModule.EmailHistoryFilters,
  period: EditionPeriod,
): emailHistoryModule.EmailHistory {
  const state = useSyncExternalStore(emailHistory.subscribe, emailHistory.get);
  const size = emailHistoryModule.EMAIL_HISTORY_PAGE_SIZE;
  const key = JSON.stringify([filters, period]);
  const [position, setPosition] = useState({ key, page: 1, read: 0 });
  if (position.key !== key) setPosition({ key, page: 1, read: position.read + 1 });
  useEffect(() => {
    emailHistoryReads.push(filters);
    // One entry per read, with the filters it was asked with.
  }, [position.read]);
  const { page } = position;
  const recipient = filters.recipient.trim().toLowerCase();
  const matching = useMemo(
    () =>
      state.status === 'ready'
        ? state.items
            .filter(
              (log) =>
                inEditionPeriod(period, log.sent_at) &&
                (!recipient || log.recipient_email === recipient) &&
                (filters.type === 'all' || log.email_type === filters.type) &&
                (filters.status === 'all' || log.status === filters.status),
            )
            .sort((a, b) => b.sent_at.getTime() - a.sent_at.getTime())
        : null,
    [state, recipient, filters.type, filters.status, period],
  );
  const logs = useMemo<CollectionState<EmailLog>>(
    () =>
      matching ? { status: 'ready', items: matching.slice((page - 1) * size, page * size) } : state,
    [matching, page, size, state],
  );
  const move = (to: (page: number) => number) => () =>
    setPosition((p) => ({ ...p, page: to(p.page), read: p.read + 1 }));
  return {
    logs,
    page,
    hasNext: (matching?.length ?? 0) > page * size,
    next: move((p) => p + 1),
    previous: move((p) => Math.max(1, p - 1)),
    refresh: move((p) => p),
    search: move(() => 1),
  };
}

/** An attendee's `accreditation/{uid}` document (its `id` is the uid). */
export function setAccreditation(record: AccreditationRecord): void {
  accreditation.set({ ...accreditation.get(), [record.id]: record });
}

/** A later snapshot of an accreditation record arriving while the page is shown. */
export function pushAccreditation(record: AccreditationRecord): void {
  act(() => setAccreditation(record));
}

/** A `certificates/{code}` document (its `id` is the code). */
export function setCertificate(certificate: CertificateRecord): void {
  certificates.set({ ...certificates.get(), [certificate.id]: certificate });
}

/** The payment incidents as the hook answers them (merged, newest first), or why it failed. */
export function setPaymentIncidents(items: Payment[] | ListenerErrorReason): void {
  paymentIncidents.set(
    typeof items === 'string' ? { status: 'error', reason: items } : { status: 'ready', items },
  );
}

/**
 * A long action's job document as its task writes it: by default `job-test-1` of `admin-1`, just
 * created, running and holding its lease.
 */
function makeJob<K extends JobKind>(overrides: Partial<AdminJob<K>> & { kind: K }): AdminJob<K> {
  const now = new Date();
  return {
    id: 'job-test-1',
    status: 'running',
    total: 0,
    done: 0,
    succeeded: 0,
    failed: 0,
    started_by: 'admin-1',
    created_at: now,
    updated_at: now,
    lease_until: new Date(now.getTime() + JOB_LEASE_MS),
    summary: null,
    ...overrides,
  };
}

/** A job document arriving or changing while the page is shown (see `makeJob` for the rest). */
export function pushJob<K extends JobKind>(
  job: Partial<AdminJob<K>> & { id: string; kind: K },
): void {
  act(() => jobs.set({ ...jobs.get(), [job.id]: makeJob(job) }));
}

/** A job once done: its summary on the job, each result on a row, as its task leaves them. */
function doneJob<K extends JobKind>(
  job: Partial<AdminJob<K>> & { id: string; kind: K },
  outcome: JobOutcome<K>,
): void {
  const { results, ...summary } = outcome;
  jobRows.set(
    job.id,
    results.map((result, index) => ({ id: `row-${index}`, index, result })),
  );
  const before = jobs.get()[job.id];
  jobs.set({
    ...jobs.get(),
    [job.id]: makeJob({
      ...(before && { created_at: before.created_at }),
      ...job,
      status: 'done',
      total: results.length,
      done: results.length,
      summary: summary as unknown as JobSummaries[K],
    }),
  });
}

/** A job ending while the page is shown, with the outcome its callable used to answer. */
export function finishJob<K extends JobKind>(
  job: Partial<AdminJob<K>> & { id: string; kind: K },
  outcome: JobOutcome<K>,
): void {
  act(() => doneJob(job, outcome));
}

/**
 * A long action's callable, faked: it records the job the request names and answers its id at
 * once, and the job ends with `outcome` (already when the page starts waiting for it, which the
 * real listener's first snapshot also tells).
 */
export function startsJob<K extends JobKind>(kind: K, outcome: JobOutcome<K>) {
  return async ({ jobId }: { jobId: string }): Promise<JobStartedResponse> => {
    doneJob({ id: jobId, kind }, outcome);
    return { jobId };
  };
}

/** `jobFinished` over the faked job documents: the outcome once the job is done, as common reads it. */
function fakeJobFinished<K extends JobKind>(
  jobId: string,
  kind: K,
  signal?: AbortSignal,
): Promise<JobOutcome<K>> {
  return new Promise((resolve, reject) => {
    const ended = () => {
      const job = jobs.get()[jobId];
      if (job?.status !== 'done' || job.kind !== kind) return false;
      const rows = (jobRows.get(jobId) ?? []) as JobRow<JobRowResults[K]>[];
      const outcome = jobOutcome(job as AdminJob<K>, rows);
      if (outcome) resolve(outcome);
      else reject(new Error(`Job ${jobId} finished without a summary`));
      return true;
    };
    if (ended()) return;
    const unsubscribe = jobs.subscribe(() => {
      if (ended()) unsubscribe();
    });
    signal?.addEventListener('abort', () => {
      unsubscribe();
      reject(signal.reason);
    });
  });
}

function useOneProfile(uid: string): ProfileState {
  const own = useSyncExternalStore(profile.subscribe, profile.get);
  const others = useSyncExternalStore(otherProfiles.subscribe, otherProfiles.get);
  return others[uid] ? { status: 'ready', profile: others[uid] } : own;
}

function useVideowallOf(sessionId: string): CollectionState<VideowallEntry> {
  const all = useSyncExternalStore(videowall.subscribe, videowall.get);
  return { status: 'ready', items: all[sessionId] ?? [] };
}

/** An edition's places taken per plan (`taken` by plan key), as the live counters hold them. */
export function setSeats(editionId: string, taken: Record<string, number>): void {
  const updated_at = new Date('2025-10-01T10:00:00+02:00');
  const items = Object.entries(taken).map(([id, count]) => ({ id, taken: count, updated_at }));
  seats.set({ ...seats.get(), [editionId]: items });
}

export function resetDataFakes(): void {
  jest.resetAllMocks();
  rejectUnfakedCallables();
  session.set({ status: 'signedOut' });
  profile.set({ status: 'loading' });
  otherProfiles.set({});
  zoomSessions.set({ status: 'ready', items: [] });
  videowall.set({});
  sessionParticipants.set({});
  registrations.set({ status: 'ready', items: [] });
  closedRegistrations.set({});
  setEditions([currentEdition, finishedEdition]);
  auditLogs.set({ status: 'ready', items: [] });
  emailLogs.set({});
  jobs.set({});
  jobRows.clear();
  setEmailTemplates([]);
  emailHistory.set({ status: 'ready', items: [] });
  emailHistoryReads.length = 0;
  accreditation.set({});
  certificates.set({});
  paymentIncidents.set({ status: 'ready', items: [] });
  seats.set({});
  jest.mocked(seatsModule.useSeats).mockImplementation((editionId: string) => {
    const all = useSyncExternalStore(seats.subscribe, seats.get);
    return useMemo(() => ({ status: 'ready', items: all[editionId] ?? [] }), [all, editionId]);
  });
  jest.mocked(accreditationModule.useAccreditation).mockImplementation((uid: string) => {
    const all = useSyncExternalStore(accreditation.subscribe, accreditation.get);
    return { status: 'ready', data: all[uid] ?? null };
  });
  jest.mocked(adminAccreditationModule.useAccreditationRecords).mockImplementation(() => {
    const all = useSyncExternalStore(accreditation.subscribe, accreditation.get);
    return useMemo(() => ({ status: 'ready', items: Object.values(all) }), [all]);
  });
  jest.mocked(certificatesModule.useCertificate).mockImplementation((code: string) => {
    const all = useSyncExternalStore(certificates.subscribe, certificates.get);
    return { status: 'ready', data: all[code] ?? null };
  });
  jest
    .mocked(auditLogModule.useLatestAuditLogs)
    .mockImplementation((period) =>
      useInPeriod(useSyncExternalStore(auditLogs.subscribe, auditLogs.get), period, 'created_at'),
    );
  jest.mocked(emailLogsModule.useUserEmailLogs).mockImplementation((uid, period) => {
    const all = useSyncExternalStore(emailLogs.subscribe, emailLogs.get);
    const ofUser = useMemo<CollectionState<EmailLog>>(
      () => ({ status: 'ready', items: all[uid] ?? [] }),
      [all, uid],
    );
    return useInPeriod(ofUser, period, 'sent_at');
  });
  jest
    .mocked(emailTemplatesModule.useEmailTemplates)
    .mockImplementation(() => useSyncExternalStore(emailTemplates.subscribe, emailTemplates.get));
  jest.mocked(paymentIncidentsModule.usePaymentIncidents).mockImplementation((editionId) => {
    const state = useSyncExternalStore(paymentIncidents.subscribe, paymentIncidents.get);
    return useMemo(
      () =>
        state.status === 'ready'
          ? {
              status: 'ready',
              items: state.items.filter((payment) => payment.edition_id === editionId),
            }
          : state,
      [state, editionId],
    );
  });
  jest.mocked(emailHistoryModule.useEmailHistory).mockImplementation(useFakeEmailHistory);
  // One fixed id, so a test can name the job a page listens to; a test may hand out others.
  jest.mocked(jobsModule.newJobId).mockImplementation(() => 'job-test-1');
  jest.mocked(jobsModule.useJob).mockImplementation((jobId: string) => {
    const all = useSyncExternalStore(jobs.subscribe, jobs.get);
    return all[jobId] ?? null;
  });
  // The edition's newest of its kind by creation, as `latestJobQuery` orders them.
  jest.mocked(jobsModule.useLatestJob).mockImplementation((kind: JobKind, period) => {
    const all = useSyncExternalStore(jobs.subscribe, jobs.get);
    const ofKind = Object.values(all).filter(
      (job) => job.kind === kind && inEditionPeriod(period, job.created_at),
    );
    ofKind.sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    return ofKind[0] ?? null;
  });
  jest.mocked(jobsModule.jobFinished).mockImplementation(fakeJobFinished);
  jest
    .mocked(sessionModule.useSignedInUser)
    .mockImplementation(() => useSyncExternalStore(session.subscribe, session.get));
  jest.mocked(profileModule.useProfile).mockImplementation(useOneProfile);
  jest
    .mocked(zoomSessionsModule.useZoomSessions)
    .mockImplementation(() => useSyncExternalStore(zoomSessions.subscribe, zoomSessions.get));
  jest
    .mocked(zoomSessionsModule.useEditionZoomSessions)
    .mockImplementation((period) =>
      useInPeriod(
        useSyncExternalStore(zoomSessions.subscribe, zoomSessions.get),
        period,
        'start_time',
      ),
    );
  jest.mocked(zoomSessionsModule.useFeaturedParticipants).mockImplementation(useVideowallOf);
  jest
    .mocked(sessionParticipantsModule.useSessionParticipants)
    .mockImplementation((sessionId: string) => {
      const all = useSyncExternalStore(sessionParticipants.subscribe, sessionParticipants.get);
      return { status: 'ready', items: all[sessionId] ?? [] };
    });
  // Not registered in any webinar: the session's own link.
  jest.mocked(zoomSessionsModule.usePersonalJoinUrl).mockReturnValue(null);
  jest.mocked(registrationsModule.useRegistrations).mockImplementation(useEditionRegistrations);
  jest
    .mocked(editionsModule.useEditions)
    .mockImplementation(() => useSyncExternalStore(editions.subscribe, editions.get));
  jest
    .mocked(editionsModule.useEditionRegistrationCount)
    .mockImplementation((editionId) => editionCounts[editionId] ?? null);
  api.signOutUser.mockImplementation(async () => session.set({ status: 'signedOut' }));
  api.signInWithToken.mockImplementation(async () => signedIn());
}
