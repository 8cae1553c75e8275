import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../adapters/firebase';
import { allCheckoutSessions, type Stripe } from '../adapters/stripe';
import { jobTask } from './jobTask';
import { STRIPE_SECRET_KEY } from '../lib/params';
import { advanceJob, jobRef } from '../repositories/jobs';
import { completeCheckout, paidCheckoutUid } from '../useCases/paidCheckout';

/** Profiles checked at once against their paid sessions. */
const BATCH = 20;

/**
 * Reads every Checkout Session of the account (page after page) and applies to each paid one
 * exactly what the webhook does, so a payment whose webhook was lost still grants access. It keeps
 * no rows: a retry reads Stripe again, and a profile already up to date is left untouched.
 */
export const stripeReconciliationTask = jobTask(
  'stripe_reconciliation',
  { secrets: [STRIPE_SECRET_KEY] },
  async (job) => {
    const paid: { session: Stripe.Checkout.Session; uid: string }[] = [];
    let checked = 0;
    for await (const session of allCheckoutSessions()) {
      checked += 1;
      const uid = paidCheckoutUid(session);
      if (uid) paid.push({ session, uid });
    }
    await jobRef(job.id).update({
      total: paid.length,
      done: 0,
      succeeded: 0,
      failed: 0,
      updated_at: FieldValue.serverTimestamp(),
    });
    let updatedProfiles = 0;
    for (let start = 0; start < paid.length; start += BATCH) {
      const outcomes = await Promise.all(
        paid.slice(start, start + BATCH).map(({ session, uid }) =>
          db().runTransaction((tx) =>
            completeCheckout(tx, session, uid, {
              action: 'payment_reconciled',
              actor: job.started_by,
            }),
          ),
        ),
      );
      updatedProfiles += outcomes.filter((outcome) => outcome === 'completed').length;
      await advanceJob(job.id, outcomes.length, 0);
    }
    return { checked, paid: paid.length, updatedProfiles };
  },
);
