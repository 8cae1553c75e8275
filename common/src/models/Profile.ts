import type { PlanKey } from '../catalog/plans';
import type { AccessStatus, PaymentStatus } from '../catalog/statuses';

/** `profiles/{uid}`: one attendee or administrator. Field names are the specification's. */
export interface Profile {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  phone_country_code: string | null;
  company: string | null;
  position: string | null;
  specialty: string | null;
  country: string | null;
  city: string | null;
  linkedin_url: string | null;
  is_laspghn_member: boolean;
  /** Normally a PlanKey; legacy rows may hold other spellings, compared lowercased and trimmed. */
  plan_name: PlanKey | string;
  society: string | null;
  payment_status: PaymentStatus;
  access_status: AccessStatus;
  archived_at: Date | null;
  archive_reason: string | null;
  sponsor: string | null;
  sponsor_notification_email: string | null;
  stripe_customer_id: string | null;
  approval_email_sent_at: Date | null;
  /**
   * Set just before an approval email is handed to the provider and cleared when its outcome is
   * recorded: left set, the email may have been sent, so no bulk run sends it again.
   */
  approval_email_sending_since?: Date | null;
  /** Preferencias: course emails (notifications, reminders); on unless the attendee turns them off. */
  email_notifications: boolean;
  /** When the attendee accepted the terms, the privacy policy and (socio) membership checks. */
  consents_accepted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
