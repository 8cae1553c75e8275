import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  reviveDates,
  type AccreditationRecord,
  type AdminJob,
  type JobRow,
  type CertificateRecord,
  type AuditLog,
  type Edition,
  type EditionRegistration,
  type EmailLog,
  type EmailTemplate,
  type Payment,
  type PlanSeats,
  type Profile,
  type VideowallEntry,
  type ZoomParticipant,
  type ZoomSession,
} from '@curso/common';

/** A stored document as its model: Timestamps become Dates, the document id is `id`. */
export function modelOf<T extends { id: string }>(snapshot: {
  id: string;
  data(): DocumentData;
}): T {
  return { ...(reviveDates(snapshot.data()) as Omit<T, 'id'>), id: snapshot.id } as T;
}

/**
 * A read-only converter: the browser never writes these collections (every write is a callable),
 * so `toFirestore` only exists to satisfy the interface.
 */
function readOnlyConverter<T extends { id: string }>(): FirestoreDataConverter<T> {
  return {
    toFirestore(model: T): DocumentData {
      const { id: _id, ...data } = model;
      return data;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      return modelOf<T>(snapshot);
    },
  };
}

export const profileConverter = readOnlyConverter<Profile>();
export const zoomSessionConverter = readOnlyConverter<ZoomSession>();
export const zoomParticipantConverter = readOnlyConverter<ZoomParticipant>();
export const videowallEntryConverter = readOnlyConverter<VideowallEntry>();
export const auditLogConverter = readOnlyConverter<AuditLog>();
export const emailLogConverter = readOnlyConverter<EmailLog>();
export const jobConverter = readOnlyConverter<AdminJob>();
export const jobRowConverter = readOnlyConverter<JobRow>();
export const emailTemplateConverter = readOnlyConverter<EmailTemplate>();
export const accreditationConverter = readOnlyConverter<AccreditationRecord>();
export const certificateConverter = readOnlyConverter<CertificateRecord>();
export const paymentConverter = readOnlyConverter<Payment>();
export const editionConverter = readOnlyConverter<Edition>();
export const editionRegistrationConverter = readOnlyConverter<EditionRegistration>();
export const planSeatsConverter = readOnlyConverter<PlanSeats>();
