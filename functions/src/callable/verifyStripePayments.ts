import { callable } from '../lib/callable';
import { startJob } from '../useCases/startJob';

/**
 * "Verificar pagos con Stripe": records the reconciliation as a job, which
 * `stripeReconciliationTask` runs, and answers at once with its id.
 */
export const verifyStripePayments = callable(
  'verifyStripePayments',
  { access: 'admin' },
  ({ jobId }, { uid }) => startJob({ jobId, kind: 'stripe_reconciliation', actor: uid }),
);
