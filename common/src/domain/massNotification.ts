import { PAYMENT_IN_PROGRESS_STATUSES } from '../catalog/statuses';
import type { Profile } from '../models/Profile';
import type { NotificationFilters } from '../schemas/emailAdmin';
import { isArchived } from './accessGate';

/** The per-user variables a mass notification replaces, HTML-escaped. */
export const NOTIFICATION_VARIABLES = ['firstName', 'lastName', 'email', 'planName'] as const;

type Recipient = Pick<
  Profile,
  'id' | 'email' | 'plan_name' | 'access_status' | 'payment_status' | 'archived_at'
> &
  Partial<Pick<Profile, 'email_notifications'>>;

/** The filters pick nobody until at least one of them is set. */
export function hasNotificationFilter(filters: NotificationFilters): boolean {
  return Boolean(
    filters.selectedUserId ||
    filters.plans.length ||
    filters.accessStatuses.length ||
    filters.paymentStatuses.length,
  );
}

/** Legacy spellings of an unfinished card payment filter as `pending`. */
const paymentFilterValue = (status: string) =>
  (PAYMENT_IN_PROGRESS_STATUSES as readonly string[]).includes(status) ? 'pending' : status;

/**
 * Whether a notification with these filters goes to this profile: the one picked user, or every
 * active profile whose plan, access and payment each match the values chosen for that field (an
 * empty field list does not narrow). Archived accounts and attendees who turned course emails off
 * in their preferences are never written to.
 */
export function isNotificationTarget(profile: Recipient, filters: NotificationFilters): boolean {
  if (isArchived(profile) || profile.email_notifications === false) return false;
  if (filters.selectedUserId) return profile.id === filters.selectedUserId;
  if (!hasNotificationFilter(filters)) return false;
  const within = (chosen: readonly string[], value: string) =>
    chosen.length === 0 || chosen.includes(value);
  return (
    within(filters.plans, String(profile.plan_name).trim().toLowerCase()) &&
    within(filters.accessStatuses, profile.access_status) &&
    within(filters.paymentStatuses, paymentFilterValue(profile.payment_status))
  );
}

/** Recipients without an email address are left out and listed. */
export const hasEmail = (profile: Pick<Profile, 'email'>) => Boolean(profile.email?.trim());
