import type {
  AccreditationRecord,
  CertificateRecord,
  EarlierCertificate,
  EditionRegistration,
  Profile,
} from '@curso/common';

/**
 * The record a registration leaves in its edition when its person registers for a later one:
 * what the back office shows of them for that edition, and their attendance and certificates.
 */
export function closedRegistration(
  profile: Profile,
  accreditation: AccreditationRecord | undefined,
  now: Date,
): EditionRegistration {
  return {
    id: profile.id,
    edition_id: profile.edition_id,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    phone_country_code: profile.phone_country_code,
    company: profile.company,
    position: profile.position,
    specialty: profile.specialty,
    country: profile.country,
    city: profile.city,
    plan_name: profile.plan_name,
    society: profile.society,
    is_laspghn_member: profile.is_laspghn_member,
    payment_status: profile.payment_status,
    access_status: profile.access_status,
    archived_at: profile.archived_at,
    archive_reason: profile.archive_reason,
    sponsor: profile.sponsor,
    sponsor_notification_email: profile.sponsor_notification_email,
    approval_email_sent_at: profile.approval_email_sent_at,
    created_at: profile.created_at,
    closed_at: now,
    accreditation: accreditation
      ? { sessions: accreditation.sessions, certificates: accreditation.certificates ?? {} }
      : null,
  };
}

/** The certificates of a closing registration, as the person's area lists them from then on. */
export function earlierCertificates(
  certificates: CertificateRecord[],
  editionId: string,
): EarlierCertificate[] {
  return certificates.map((certificate) => ({
    code: certificate.id,
    edition_id: certificate.edition_id ?? editionId,
    type: certificate.type,
    title: certificate.title,
    course_title: certificate.course_title,
    hours: certificate.hours,
    issued_at: certificate.issued_at,
  }));
}
