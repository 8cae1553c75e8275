import type { EmailStatus, EmailType } from '../catalog/statuses';
import type { DeliveryEvent } from '../domain/emailDelivery';

/** One event the provider reported for a message (its Event Webhook). */
export interface DeliveryRecord {
  /** The provider's id of the event: an event already recorded is a replay. */
  sg_event_id: string;
  event: DeliveryEvent;
  at: Date;
  /** The receiving server's answer or the bounce or drop reason, when the provider gave one. */
  reason: string | null;
}

/** `email_logs/{id}`: one message handed to the email provider. */
export interface EmailLog {
  id: string;
  user_id: string | null;
  recipient_email: string;
  /** "Nombre Apellidos" of the profile when the email was sent (the history's Usuario column). */
  user_name?: string | null;
  subject: string;
  email_type: EmailType;
  status: EmailStatus;
  template_id: string | null;
  /** The provider's message id (the specification's historical name is kept). */
  resend_email_id: string | null;
  error_message: string | null;
  metadata: Record<string, unknown> | null;
  sent_at: Date;
  /** What the provider reported after the send, oldest first. */
  delivery_events?: DeliveryRecord[];
}
