import { randomInt } from 'node:crypto';
import {
  certificateValidUntil,
  fullName,
  hasSessionAccess,
  progressOfRecord,
  type CertificateRecord,
  type CertificateRule,
  type Edition,
} from '@curso/common';
import { Refusal } from '../lib/errors';
import { db } from '../adapters/firebase';
import { accreditationRef, certificateRef } from '../repositories/accreditation';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { profileRef } from '../repositories/profiles';

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh verification code, `XXXX-XXXX-XXXX` (60 random bits). */
export function newCertificateCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** YYYY-MM-DD: the day the edition starts where it is held, whatever the machine's zone. */
function editionStartDay(edition: Edition): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: edition.time_zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(edition.starts_at);
}

/**
 * The attendee's certificate of this type: issued once, the first time every requirement is met
 * by their own record (never by a sample value), with its public verification document and an
 * audit entry in the same transaction; later downloads get the same certificate again. The
 * requirements, hours and validity are the edition's rules, and the course it names is the edition.
 */
export async function issueCertificate(
  uid: string,
  type: CertificateRule['type'],
  edition: Edition,
  now = new Date(),
): Promise<CertificateRecord> {
  return db().runTransaction(async (tx) => {
    const [profile, record] = await Promise.all([
      tx.get(profileRef(uid)).then((s) => s.data()),
      tx.get(accreditationRef(uid)).then((s) => s.data()),
    ]);
    if (!profile || !hasSessionAccess(profile, edition.id)) {
      throw new Refusal('permission-denied', 'permission-denied');
    }
    const issued = record?.certificates?.[type];
    if (issued) {
      const existing = (await tx.get(certificateRef(issued.code))).data();
      if (existing) return existing;
    }
    const rules = edition.accreditation;
    const progress = progressOfRecord(record ?? null, rules).certificates.find(
      (c) => c.type === type,
    );
    if (!progress?.met || progress.fromSample) {
      throw new Refusal('certificate-not-met', 'failed-precondition');
    }
    const rule = rules.certificates.find((c) => c.type === type);
    if (!rule) throw new Refusal('certificate-not-met', 'failed-precondition');
    const certificate: CertificateRecord = {
      id: newCertificateCode(),
      edition_id: edition.id,
      type,
      title: rule.title,
      holder_name: fullName(profile.first_name, profile.last_name),
      course_title: edition.title,
      course_date: editionStartDay(edition),
      hours: rule.hours,
      issued_at: now,
      valid_until: certificateValidUntil(now, rule.validityYears),
    };
    const audit: AuditEntry = {
      action: 'certificate_issued',
      user_id: uid,
      table_name: 'certificates',
      record_id: certificate.id,
      old_values: null,
      new_values: { type, hours: rule.hours, holder_name: certificate.holder_name },
    };
    tx.set(certificateRef(certificate.id), certificate);
    tx.set(
      accreditationRef(uid),
      { certificates: { [type]: { code: certificate.id, issued_at: now } } },
      { merge: true },
    );
    withAudit(tx, audit);
    return certificate;
  });
}
