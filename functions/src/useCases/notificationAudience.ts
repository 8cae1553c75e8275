import {
  fullName,
  hasEmail,
  isNotificationTarget,
  planDisplayName,
  type Edition,
  type NotificationFilters,
  type Profile,
  type UserWithoutEmail,
} from '@curso/common';
import { profileRef, profilesRef } from '../repositories/profiles';

export type Audience = Pick<
  Profile,
  'id' | 'email' | 'first_name' | 'last_name' | 'plan_name' | 'access_status' | 'payment_status'
>;

/** Only the fields the choice needs: thousands of profiles read cheaply. */
const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'plan_name',
  'access_status',
  'payment_status',
  'archived_at',
  'email_notifications',
] as const;

/**
 * Whom among the edition's registrations a notification with these filters reaches (one person
 * chosen by id is reached whatever their edition), and whom it leaves out for lacking an email
 * (`hasEmail`). The filters combine three `in` lists, beyond what one Firestore query takes, so
 * the rule of `common/` is applied to a projection of the profiles. Those left out are listed with
 * their plan's name in the edition.
 */
export async function notificationAudience(
  filters: NotificationFilters,
  edition: Edition,
): Promise<{ recipients: Audience[]; withoutEmail: UserWithoutEmail[] }> {
  let profiles: Profile[];
  if (filters.selectedUserId) {
    const one = (await profileRef(filters.selectedUserId).get()).data();
    profiles = one ? [one] : [];
  } else {
    const snapshot = await profilesRef()
      .where('edition_id', '==', edition.id)
      .select(...FIELDS)
      .get();
    profiles = snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }) as Profile);
  }
  const chosen = profiles.filter((profile) => isNotificationTarget(profile, filters));
  return {
    recipients: chosen.filter(hasEmail),
    withoutEmail: chosen
      .filter((profile) => !hasEmail(profile))
      .map((profile) => ({
        id: profile.id,
        name: fullName(profile.first_name, profile.last_name),
        plan: planDisplayName(edition, profile.plan_name),
      })),
  };
}
