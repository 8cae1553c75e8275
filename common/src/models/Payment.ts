import type { PlanKey } from '../catalog/plans';

/** `payments/{checkoutSessionId}`: one card checkout started by an attendee. */
export interface Payment {
  id: string;
  uid: string;
  email: string;
  plan: PlanKey;
  amount_cents: number;
  vat_cents: number;
  currency: 'eur';
  status: 'open' | 'completed' | 'expired';
  created_at: Date;
  completed_at: Date | null;
}
