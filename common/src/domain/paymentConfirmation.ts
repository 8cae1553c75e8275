import { normalizeStatus } from '../catalog/plans';

/**
 * Seconds `/success` waits for the payment webhook to reach the profile before it tells the
 * attendee something went wrong (the page never writes the profile itself).
 */
export const PAYMENT_CONFIRMATION_WAIT_SECONDS = 60;

/** The webhook has recorded the payment and opened access. */
export function isPaymentConfirmed(profile: {
  payment_status?: string | null;
  access_status?: string | null;
}): boolean {
  return (
    normalizeStatus(profile.payment_status) === 'completed' &&
    normalizeStatus(profile.access_status) === 'aprobado'
  );
}
