/** Access states of a profile. Any other stored value is shown as "verifying". */
export const ACCESS_STATUSES = ['aprobado', 'pendiente_aprobacion', 'rechazado'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** Payment states seen in stored profiles (the legacy Spanish values included). */
export type PaymentStatus =
  | 'completed'
  | 'pending'
  | 'not_applicable'
  | 'processing'
  | 'awaiting_confirmation'
  | 'pendiente'
  | 'en_proceso'
  | 'failed';

/** The payment states an administrator filters by; legacy spellings fold into `pending`. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'not_applicable'] as const;

/** Payment states that mean "a card payment is on its way". */
export const PAYMENT_IN_PROGRESS_STATUSES: readonly PaymentStatus[] = [
  'pending',
  'processing',
  'awaiting_confirmation',
  'pendiente',
  'en_proceso',
];

export type SessionStatus = 'scheduled' | 'live' | 'completed';

export type EmailType =
  | 'verification'
  | 'approval'
  | 'mass_notification'
  | 'bulk_approval'
  | 'welcome'
  | 'notification'
  | 'custom'
  | 'sponsor_notification'
  | 'test';

export type EmailStatus = 'sent' | 'failed' | 'delivered' | 'bounced' | 'pending';

export type AuditAction =
  | 'profile_update'
  | 'impersonation_start'
  | 'impersonation_stop'
  | 'user_creation'
  | 'payment_completed'
  | 'email_change'
  | 'user_archive'
  | 'user_restore'
  | 'approval'
  | 'rejection'
  | 'payment_status_change'
  | 'payment_reconciled'
  | 'approval_email'
  | 'code_regenerated'
  | 'template_create'
  | 'template_update'
  | 'template_reset'
  | 'template_delete'
  | 'mass_notification'
  | 'sponsor_notification'
  | 'session_create'
  | 'session_status'
  | 'session_update'
  | 'certificate_issued'
  | 'payment_mismatch'
  | 'payment_expired'
  | 'payment_refunded'
  | 'participants_change'
  | 'edition_create'
  | 'edition_update'
  | 'edition_publish'
  | 'edition_registration';
