import deployment from './deployment.json';

/**
 * Where every function runs, in production and on the emulators: near the course's Spanish
 * attendees, beside Firestore's `eur3`. It is part of every webhook URL registered at Stripe,
 * SendGrid and Zoom, so it is chosen once, before the first deploy. A JSON file, so that the
 * local stack's scripts read the same value.
 */
export const FUNCTIONS_REGION: string = deployment.functionsRegion;
