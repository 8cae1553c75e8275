import type { PlanKey } from '../catalog/plans';
import type { AccessStatus, PaymentStatus } from '../catalog/statuses';
import type { CertificateRule } from '../catalog/accreditation';
import type { AccreditationRecord } from './Accreditation';

/**
 * `profiles/{uid}`: one attendee or administrator: their personal data, kept once, and their
 * registration (plan, access, payment) in the edition `edition_id` names, their latest. A
 * registration in an earlier edition is kept at `editions/{id}/registrations/{uid}`.
 * Field names are the specification's.
 */
export interface Profile {
  id: string;
  /** The edition the registration fields below belong to. */
  edition_id: string;
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
  /**
   * The place it holds of its plan in the edition (plans with a capacity only): taken at
   * registration, given back when Stripe expires an unpaid checkout or the registration is
   * archived, taken again at the next checkout or a restore; `null` or absent when it holds none.
   */
  seat?: string | null;
  /** Certificates issued in earlier editions, which stay downloadable from the attendee's area. */
  earlier_certificates?: EarlierCertificate[];
  created_at: Date;
  updated_at: Date;
}

/** A certificate from an earlier edition, listed in the attendee's area. */
export interface EarlierCertificate {
  code: string;
  edition_id: string;
  type: CertificateRule['type'];
  title: string;
  course_title: string;
  hours: number;
  issued_at: Date;
}

/** The fields of a profile that make up its registration in one edition. */
export const REGISTRATION_FIELDS = [
  'plan_name',
  'society',
  'is_laspghn_member',
  'payment_status',
  'access_status',
  'archived_at',
  'archive_reason',
  'sponsor',
  'sponsor_notification_email',
  'approval_email_sent_at',
] as const satisfies readonly (keyof Profile)[];

/**
 * `editions/{id}/registrations/{uid}`: a registration in an earlier edition, closed when its
 * person registered for a later one. It keeps what the back office shows of them for that edition
 * (the personal fields as they were) and their attendance and certificates.
 */
export type EditionRegistration = Pick<Profile, (typeof REGISTRATION_FIELDS)[number]> &
  Pick<
    Profile,
    | 'id'
    | 'edition_id'
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'phone'
    | 'phone_country_code'
    | 'company'
    | 'position'
    | 'specialty'
    | 'country'
    | 'city'
    | 'created_at'
  > & {
    /** When its person moved on to a later edition. */
    closed_at: Date;
    /** Their attendance and certificates in that edition, as `accreditation/{uid}` held them. */
    accreditation: Pick<AccreditationRecord, 'sessions' | 'certificates'> | null;
  };
