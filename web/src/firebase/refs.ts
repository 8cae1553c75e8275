import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentReference,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  type AccreditationRecord,
  type AdminJob,
  type JobKind,
  type JobRow,
  type AuditLog,
  type CertificateRecord,
  type Edition,
  type EditionPeriod,
  type EditionRegistration,
  type EmailLog,
  type EmailStatus,
  type EmailTemplate,
  type EmailType,
  type Payment,
  type PlanSeats,
  type Profile,
  type VideowallEntry,
  type ZoomParticipant,
  type ZoomSession,
} from '@curso/common';
import { firestore } from './firestore';
import {
  accreditationConverter,
  auditLogConverter,
  certificateConverter,
  editionConverter,
  editionRegistrationConverter,
  emailLogConverter,
  emailTemplateConverter,
  jobConverter,
  jobRowConverter,
  paymentConverter,
  planSeatsConverter,
  profileConverter,
  videowallEntryConverter,
  zoomParticipantConverter,
  zoomSessionConverter,
} from './converters';

/** `profiles/{uid}`, typed through its module-level converter. */
export function profileRef(uid: string): DocumentReference<Profile> {
  return doc(firestore, COLLECTIONS.profiles, uid).withConverter(profileConverter);
}

const profilesCollection = () =>
  collection(firestore, COLLECTIONS.profiles).withConverter(profileConverter);

/**
 * An edition's registrations written since `since`: every profile write sets `updated_at`
 * (composite index in firestore.indexes.json). A person who registers for a later edition leaves it.
 */
export function registrationsChangedSinceQuery(editionId: string, since: Date): Query<Profile> {
  return query(
    profilesCollection(),
    where('edition_id', '==', editionId),
    where('updated_at', '>=', Timestamp.fromDate(since)),
  );
}

const editionRegistrationsCollection = (editionId: string) =>
  collection(firestore, COLLECTIONS.editions, editionId, COLLECTIONS.registrations).withConverter(
    editionRegistrationConverter,
  );

/** An earlier edition's registrations closed since `since`, by people who registered again. */
export function registrationsClosedSinceQuery(
  editionId: string,
  since: Date,
): Query<EditionRegistration> {
  return query(
    editionRegistrationsCollection(editionId),
    where('closed_at', '>=', Timestamp.fromDate(since)),
  );
}

/**
 * What falls in an edition's period on `field`: a range on the field the query already orders by,
 * so the listener reads only that edition's documents on the field's own index.
 */
function inPeriod(field: string, period: EditionPeriod): QueryConstraint[] {
  const from = where(field, '>=', Timestamp.fromDate(period.from));
  return period.to ? [from, where(field, '<', Timestamp.fromDate(period.to))] : [from];
}

const zoomSessionsCollection = () =>
  collection(firestore, COLLECTIONS.zoomSessions).withConverter(zoomSessionConverter);

/**
 * Every session, latest start first: one listener serves all three tabs and the welcome page,
 * which classify it on the device (the "upcoming" tab depends on the clock, not on the data).
 */
export const zoomSessionsQuery: Query<ZoomSession> = query(
  zoomSessionsCollection(),
  orderBy('start_time', 'desc'),
);

/** The sessions scheduled to start in an edition's period, latest start first. */
export function zoomSessionsInPeriodQuery(period: EditionPeriod): Query<ZoomSession> {
  return query(
    zoomSessionsCollection(),
    ...inPeriod('start_time', period),
    orderBy('start_time', 'desc'),
  );
}

/** An attendee's own registration in a session: their personal join link. */
export function registrantRef(
  sessionId: string,
  uid: string,
): DocumentReference<{ join_url?: string }> {
  return doc(firestore, COLLECTIONS.zoomSessions, sessionId, COLLECTIONS.registrants, uid);
}

/** Everyone Zoom reported in one session; the back office shows who is connected now. */
export function sessionParticipantsQuery(sessionId: string): Query<ZoomParticipant> {
  return collection(
    firestore,
    COLLECTIONS.zoomSessions,
    sessionId,
    COLLECTIONS.participants,
  ).withConverter(zoomParticipantConverter);
}

/** Who is on a session's videowall, latest arrival first, as attendees may see them: no emails. */
export function videowallQuery(sessionId: string): Query<VideowallEntry> {
  return query(
    collection(firestore, COLLECTIONS.zoomSessions, sessionId, COLLECTIONS.videowall).withConverter(
      videowallEntryConverter,
    ),
    orderBy('join_time', 'desc'),
  );
}

/** The audit log's page: the edition's 50 latest entries, newest first. */
export const AUDIT_LOG_LIMIT = 50;
export function latestAuditLogsQuery(period: EditionPeriod): Query<AuditLog> {
  return query(
    collection(firestore, COLLECTIONS.auditLogs).withConverter(auditLogConverter),
    ...inPeriod('created_at', period),
    orderBy('created_at', 'desc'),
    limit(AUDIT_LOG_LIMIT),
  );
}

/**
 * One person's email history in an edition, newest first (composite index in
 * firestore.indexes.json).
 */
export function userEmailLogsQuery(uid: string, period: EditionPeriod): Query<EmailLog> {
  return query(
    collection(firestore, COLLECTIONS.emailLogs).withConverter(emailLogConverter),
    where('user_id', '==', uid),
    ...inPeriod('sent_at', period),
    orderBy('sent_at', 'desc'),
    limit(200),
  );
}

/** A long action's job: its progress, and its summary once done. */
export function jobRef(jobId: string): DocumentReference<AdminJob> {
  return doc(firestore, COLLECTIONS.jobs, jobId).withConverter(jobConverter);
}

/** A job's rows, each with its result once done. */
export function jobRowsQuery(jobId: string): Query<JobRow> {
  return collection(firestore, COLLECTIONS.jobs, jobId, COLLECTIONS.jobRows).withConverter(
    jobRowConverter,
  );
}

/**
 * The newest job of a kind in an edition, whoever started it: a page shows it when it opens, so an
 * administrator who left during a long action comes back to it (composite index in
 * firestore.indexes.json).
 */
export function latestJobQuery(kind: JobKind, period: EditionPeriod): Query<AdminJob> {
  return query(
    collection(firestore, COLLECTIONS.jobs).withConverter(jobConverter),
    where('kind', '==', kind),
    ...inPeriod('created_at', period),
    orderBy('created_at', 'desc'),
    limit(1),
  );
}

/**
 * Every stored email template (administrators' edits of system templates and custom ones). Few
 * documents, so the whole collection is listened to; the page merges in the shipped system texts.
 */
export const emailTemplatesQuery: Query<EmailTemplate> = collection(
  firestore,
  COLLECTIONS.emailTemplates,
).withConverter(emailTemplateConverter);

/** The global email history's equality filters; an absent one does not narrow. */
export interface EmailHistoryQueryFilters {
  recipient_email?: string;
  email_type?: EmailType;
  status?: EmailStatus;
}

/**
 * One page of an edition's email history, newest first, starting after `after` (the previous
 * page's last document). Each combination of filters has its composite index in
 * firestore.indexes.json, which also serves the range on `sent_at`.
 */
export function emailHistoryQuery(
  filters: EmailHistoryQueryFilters,
  period: EditionPeriod,
  size: number,
  after?: QueryDocumentSnapshot<EmailLog>,
): Query<EmailLog> {
  const constraints: QueryConstraint[] = [];
  if (filters.recipient_email) {
    constraints.push(where('recipient_email', '==', filters.recipient_email));
  }
  if (filters.email_type) constraints.push(where('email_type', '==', filters.email_type));
  if (filters.status) constraints.push(where('status', '==', filters.status));
  constraints.push(...inPeriod('sent_at', period), orderBy('sent_at', 'desc'));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(size));
  return query(
    collection(firestore, COLLECTIONS.emailLogs).withConverter(emailLogConverter),
    ...constraints,
  );
}

/** `accreditation/{uid}`: one attendee's attendance and issued certificates. */
export function accreditationRef(uid: string): DocumentReference<AccreditationRecord> {
  return doc(firestore, COLLECTIONS.accreditation, uid).withConverter(accreditationConverter);
}

/**
 * Every accreditation record (administrators only): one small document per attendee who joined a
 * session, so the attendance report listens to them all.
 */
export const accreditationRecordsQuery: Query<AccreditationRecord> = collection(
  firestore,
  COLLECTIONS.accreditation,
).withConverter(accreditationConverter);

/** `certificates/{code}`: readable by anyone who has the code, signed in or not. */
export function certificateRef(code: string): DocumentReference<CertificateRecord> {
  return doc(firestore, COLLECTIONS.certificates, code).withConverter(certificateConverter);
}

const paymentsCollection = () =>
  collection(firestore, COLLECTIONS.payments).withConverter(paymentConverter);

/**
 * An edition's paid checkouts the webhook refused to grant access for (administrators only;
 * composite index in firestore.indexes.json).
 */
export function mismatchedPaymentsQuery(editionId: string): Query<Payment> {
  return query(
    paymentsCollection(),
    where('edition_id', '==', editionId),
    where('status', '==', 'mismatch'),
  );
}

/**
 * An edition's payments Stripe refunded, in part or in full (composite index in
 * firestore.indexes.json). A second query rather than an `or` with the mismatches: the hook merges
 * the two.
 */
export function refundedPaymentsQuery(editionId: string): Query<Payment> {
  return query(
    paymentsCollection(),
    where('edition_id', '==', editionId),
    where('refunded_cents', '>', 0),
  );
}

/** Every edition, the latest first: a handful of documents, one a year. */
export const editionsQuery: Query<Edition> = query(
  collection(firestore, COLLECTIONS.editions).withConverter(editionConverter),
  orderBy('starts_at', 'desc'),
);

/** Whoever's latest registration is the edition's, for counting its registrations. */
export function editionProfilesQuery(editionId: string): Query<Profile> {
  return query(profilesCollection(), where('edition_id', '==', editionId));
}

/** The edition's registrations closed by people who registered for a later one. */
export function closedRegistrationsQuery(editionId: string): Query<EditionRegistration> {
  return editionRegistrationsCollection(editionId);
}

/** An edition's places taken per plan with a capacity: one small document per such plan. */
export function editionSeatsQuery(editionId: string): Query<PlanSeats> {
  return collection(firestore, COLLECTIONS.editions, editionId, COLLECTIONS.seats).withConverter(
    planSeatsConverter,
  );
}
