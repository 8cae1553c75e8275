import { initialStatuses, type PlanKey, type Profile } from '@curso/common';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './admin';
import { uniqueEmail } from './client';
import { currentEdition } from '../../../../common/test/fixtures/editions';

/**
 * An account made directly on the server (Auth user and profile), in whatever state a test needs:
 * faster than registering through the callables when a test needs dozens.
 */
export async function createPerson(
  label: string,
  overrides: Partial<Omit<Profile, 'id'>> & { plan_name?: PlanKey } = {},
): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail(label);
  const user = await adminAuth().createUser({ email, emailVerified: true });
  const plan = overrides.plan_name ?? 'socio';
  const now = Timestamp.now();
  await adminDb()
    .doc(`profiles/${user.uid}`)
    .set({
      email,
      first_name: 'Núria',
      last_name: `Prueba ${label}`,
      phone: null,
      phone_country_code: null,
      company: 'Hospital de Prueba',
      position: null,
      specialty: 'gastroenterologia',
      country: 'ES',
      city: 'Barcelona',
      linkedin_url: null,
      edition_id: currentEdition.id,
      is_laspghn_member: false,
      plan_name: plan,
      society: plan === 'socio' ? 'geteccu' : null,
      ...initialStatuses(currentEdition, plan),
      archived_at: null,
      archive_reason: null,
      sponsor: null,
      sponsor_notification_email: null,
      stripe_customer_id: null,
      approval_email_sent_at: null,
      email_notifications: true,
      consents_accepted_at: now,
      created_at: now,
      updated_at: now,
      ...overrides,
    });
  return { uid: user.uid, email };
}

export async function profileOf(uid: string): Promise<Record<string, unknown>> {
  return (await adminDb().doc(`profiles/${uid}`).get()).data()!;
}

/** The audit entries about a record, oldest first. */
export async function auditOf(recordId: string, action?: string) {
  const snapshot = await adminDb()
    .collection('audit_logs')
    .where('record_id', '==', recordId)
    .get();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((entry) => !action || entry.action === action)
    .sort((a, b) => a.created_at.toMillis() - b.created_at.toMillis());
}
