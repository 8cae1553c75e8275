/** `stripe_events/{eventId}`: a webhook event already handled, so a replay changes nothing. */
export interface StripeEvent {
  id: string;
  type: string;
  processed_at: Date;
}
