import { type VerifyStripePaymentsResponse } from '@curso/common';
import { BULK_TIMEOUT_SECONDS, callable } from '../lib/callable';
import { STRIPE_SECRET_KEY } from '../lib/params';
import { db } from '../adapters/firebase';
import { completeCheckout, paidCheckoutUid } from '../useCases/paidCheckout';
import { startJob } from '../repositories/jobs';
import { allCheckoutSessions, type Stripe } from '../adapters/stripe';

/** Profiles checked at once against their paid sessions. */
const BATCH = 20;

/**
 * "Verificar pagos con Stripe": reads every Checkout Session of the account (page after page) and
 * applies to each paid one exactly what the webhook does, so a payment whose webhook was lost
 * still grants access. Safe to run again: a profile already up to date is left untouched.
 */
export const verifyStripePayments = callable(
  'verifyStripePayments',
  {
    access: 'admin',
    timeoutSeconds: BULK_TIMEOUT_SECONDS,
    secrets: [STRIPE_SECRET_KEY],
  },
  async ({ jobId }, { uid: adminUid }): Promise<VerifyStripePaymentsResponse> => {
    const paid: { session: Stripe.Checkout.Session; uid: string }[] = [];
    let checked = 0;
    for await (const session of allCheckoutSessions()) {
      checked += 1;
      const uid = paidCheckoutUid(session);
      if (uid) paid.push({ session, uid });
    }
    const job = await startJob(jobId, 'stripe_reconciliation', paid.length, adminUid);
    let updatedProfiles = 0;
    for (let start = 0; start < paid.length; start += BATCH) {
      const outcomes = await Promise.all(
        paid
          .slice(start, start + BATCH)
          .map(({ session, uid }) =>
            db().runTransaction((tx) =>
              completeCheckout(tx, session, uid, { action: 'payment_reconciled', actor: adminUid }),
            ),
          ),
      );
      updatedProfiles += outcomes.filter((outcome) => outcome === 'completed').length;
      await job.advance(outcomes.length, 0);
    }
    await job.finish();
    return { checked, paid: paid.length, updatedProfiles };
  },
);
