import {
  initialStatuses,
  type AccessStatus,
  type PaymentStatus,
  type PlanKey,
  type Profile,
} from '@curso/common';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb, uniqueEmail } from './admin';
import { currentEdition } from '../../common/test/fixtures/editions';

export interface Account {
  uid: string;
  email: string;
  firstName: string;
}

/**
 * An account made directly on the server, in any state a journey needs: plan, statuses, archive,
 * admin claim. Each has its own email, so the one-code-a-minute limit never crosses journeys.
 */
export async function createAccount(
  label: string,
  options: {
    plan?: PlanKey;
    access_status?: AccessStatus;
    payment_status?: PaymentStatus;
    archived?: boolean;
    admin?: boolean;
    firstName?: string;
    company?: string;
  } = {},
): Promise<Account> {
  const plan = options.plan ?? 'online';
  const email = uniqueEmail(label);
  const firstName = options.firstName ?? label.charAt(0).toUpperCase() + label.slice(1);
  const user = await adminAuth.createUser({ email, emailVerified: true });
  if (options.admin) await adminAuth.setCustomUserClaims(user.uid, { admin: true });
  const now = Timestamp.now();
  const profile: Omit<
    Profile,
    | 'id'
    | 'archived_at'
    | 'created_at'
    | 'updated_at'
    | 'consents_accepted_at'
    | 'approval_email_sent_at'
  > &
    Record<string, unknown> = {
    edition_id: currentEdition.id,
    email,
    first_name: firstName,
    last_name: 'Prueba',
    phone: null,
    phone_country_code: null,
    company: options.company ?? null,
    position: null,
    specialty: null,
    country: 'ES',
    city: 'Madrid',
    linkedin_url: null,
    is_laspghn_member: false,
    plan_name: plan,
    society: null,
    ...initialStatuses(currentEdition, plan),
    ...(options.access_status ? { access_status: options.access_status } : {}),
    ...(options.payment_status ? { payment_status: options.payment_status } : {}),
    archive_reason: options.archived ? 'Prueba' : null,
    sponsor: null,
    sponsor_notification_email: null,
    stripe_customer_id: null,
    email_notifications: true,
  };
  await adminDb.doc(`profiles/${user.uid}`).set({
    ...profile,
    archived_at: options.archived ? now : null,
    approval_email_sent_at: null,
    consents_accepted_at: now,
    created_at: now,
    updated_at: now,
  });
  return { uid: user.uid, email, firstName };
}
