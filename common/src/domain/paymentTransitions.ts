import { normalizeStatus } from '../catalog/plans';
import type { PaymentStatus } from '../catalog/statuses';
import { isArchived } from './accessGate';

/** What "Seguimiento de Pagos" may do to a payment: pending settles, failed completes. */
const NEXT: Partial<Record<string, readonly PaymentStatus[]>> = {
  pending: ['completed', 'failed'],
  failed: ['completed'],
};

export function paymentTransitions(current: unknown): readonly PaymentStatus[] {
  return NEXT[normalizeStatus(current)] ?? [];
}

export function canSetPaymentStatus(current: unknown, next: PaymentStatus): boolean {
  return paymentTransitions(current).includes(next);
}

/**
 * What a completed card payment does to a profile, however it is learnt (the webhook, the Stripe
 * reconciliation, an administrator): paid, and access granted unless the account is archived.
 */
export function changesOnPaymentCompleted(profile: { archived_at?: unknown }): {
  payment_status: 'completed';
  access_status?: 'aprobado';
} {
  return isArchived(profile)
    ? { payment_status: 'completed' }
    : { payment_status: 'completed', access_status: 'aprobado' };
}
