/** Access states of a profile. Any other stored value is shown as "verifying". */
export const ACCESS_STATUSES = ['aprobado', 'pendiente_aprobacion', 'rechazado'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** Payment states seen in stored profiles (the legacy Spanish values included). */
export const PAYMENT_STATUSES = [
  'completed',
  'pending',
  'not_applicable',
  'processing',
  'awaiting_confirmation',
  'pendiente',
  'en_proceso',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment states that mean "a card payment is on its way". */
export const PAYMENT_IN_PROGRESS_STATUSES = [
  'pending',
  'processing',
  'awaiting_confirmation',
  'pendiente',
  'en_proceso',
] as const;

export const SESSION_STATUSES = ['scheduled', 'live', 'completed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const EMAIL_TYPES = [
  'verification',
  'approval',
  'mass_notification',
  'bulk_approval',
  'welcome',
  'notification',
  'custom',
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

export const EMAIL_STATUSES = ['sent', 'failed', 'delivered', 'bounced', 'pending'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const AUDIT_ACTIONS = [
  'profile_update',
  'impersonation_start',
  'impersonation_stop',
  'user_creation',
  'payment_completed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
