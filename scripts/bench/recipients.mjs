// Profiles a mass notification reaches, written straight to the local stack's Firestore.
import { Timestamp } from 'firebase-admin/firestore';
import { demoCurrentEditionId } from '../demo.mjs';

/**
 * `count` approved profiles of `plan` with a failed payment, so that a filter of their own reaches
 * them alone, under ids `${prefix}-${i}`. Answers their email addresses.
 */
export async function seedRecipients(db, { prefix, count, plan }) {
  const now = Timestamp.now();
  const emails = [];
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i += 1) {
      const email = `${prefix}.${i}@example.com`;
      emails.push(email);
      batch.set(db.doc(`profiles/${prefix}-${i}`), {
        edition_id: demoCurrentEditionId(),
        email,
        first_name: 'Lucía',
        last_name: `Ibáñez ${i}`,
        plan_name: plan,
        access_status: 'aprobado',
        payment_status: 'failed',
        archived_at: null,
        email_notifications: true,
        created_at: now,
        updated_at: now,
      });
    }
    await batch.commit();
  }
  return emails;
}
