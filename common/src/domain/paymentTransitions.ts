import { normalizeStatus } from '../catalog/plans';
import type { PaymentStatus } from '../catalog/statuses';

/** What "Seguimiento de Pagos" may do to a payment (§4): pending settles, failed completes. */
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
