#!/usr/bin/env node
import { startSendgridFake } from './sendgridFake';
import { startStripeFake } from './stripeFake';

const DEFAULT_WEBHOOK_URL = 'http://127.0.0.1:5001/demo-curso-eii/us-central1/stripeWebhook';

/**
 * Starts both fakes for the local stack. Environment: STRIPE_WEBHOOK_SECRET (required, the same
 * value the functions read), STRIPE_WEBHOOK_URL, STRIPE_FAKE_PORT, SENDGRID_FAKE_PORT.
 */
async function main(): Promise<void> {
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) {
    console.error(
      'STRIPE_WEBHOOK_SECRET is required (the secret the stripeWebhook function checks).',
    );
    process.exit(1);
  }
  const stripe = await startStripeFake({
    port: Number(process.env.STRIPE_FAKE_PORT ?? 12111),
    webhookUrl: process.env.STRIPE_WEBHOOK_URL ?? DEFAULT_WEBHOOK_URL,
    webhookSecret,
  });
  const sendgrid = await startSendgridFake({
    port: Number(process.env.SENDGRID_FAKE_PORT ?? 12112),
  });
  console.log(`Stripe fake:   ${stripe.url}`);
  console.log(`SendGrid fake: ${sendgrid.url} (open it to read the emails sent)`);
  const stop = () => {
    Promise.all([stripe.stop(), sendgrid.stop()]).finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
