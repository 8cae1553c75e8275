import { type DoneResponse } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { findUserByEmail, findUserByUid } from '../useCases/authUsers';
import { auth, db } from '../adapters/firebase';
import { withAudit, type AuditEntry } from '../repositories/auditLogs';
import { profileRef } from '../repositories/profiles';

/**
 * Changes a user's email in Auth (where the sign-in codes go) and on the profile, together: the
 * profile and its audit entry are written in one batch after Auth accepts the address, and Auth
 * is put back if that batch fails. An address another account already has is refused.
 */
export const updateUserEmail = callable(
  'updateUserEmail',
  { access: 'admin' },
  async ({ userId, newEmail }, { uid: adminUid }): Promise<DoneResponse> => {
    const email = newEmail.toLowerCase();
    const [user, profile] = await Promise.all([
      findUserByUid(userId),
      profileRef(userId)
        .get()
        .then((snap) => snap.data()),
    ]);
    if (!user || !profile) throw new Refusal('user-not-found', 'not-found');
    if (user.email === email && profile.email === email) return { success: true };
    const holder = await findUserByEmail(email);
    if (holder && holder.uid !== userId) throw new Refusal('email-in-use', 'already-exists');
    try {
      await auth().updateUser(userId, { email, emailVerified: true });
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/email-already-exists') {
        throw new Refusal('email-in-use', 'already-exists');
      }
      throw error;
    }
    const batch = db().batch();
    batch.update(profileRef(userId), { email, updated_at: FieldValue.serverTimestamp() });
    const audit: AuditEntry = {
      action: 'email_change',
      user_id: adminUid,
      table_name: 'profiles',
      record_id: userId,
      old_values: { email: profile.email },
      new_values: { email },
    };
    withAudit(batch, audit);
    try {
      await batch.commit();
    } catch (error) {
      await auth().updateUser(userId, { email: user.email });
      throw error;
    }
    return { success: true };
  },
);
